import Testing
@testable import SlimVCKit

/// What `PropertyClassifier` makes of a stored property: one kind, the first found, from its
/// type through the index, its initial value and its attributes; from its declaration, or
/// from what the index keeps of it. Not from its name, nor from when it is written: that is
/// the write sites' to tell (`StateVerdict`).
@Suite struct PropertyClassifierTests {
    private static let project = """
        final class ProfileView: UIView {}
        final class AvatarCell: UITableViewCell {}
        final class PlayerViewController: UIViewController {}
        final class DetailViewController: UIViewController {}
        final class FeedDataController {}
        final class Spinner { weak var view: UIView? }
        struct Item { let id: Int }
        protocol ProfileDelegate: AnyObject {}
        protocol FaviconLoading {}
        protocol ProfileViewProtocol {}
        extension ProfileView: ProfileViewProtocol {}
        """

    private static let screen = """
        final class ProfileViewController: UIViewController {
            @IBOutlet weak var nameLabel: UILabel!
            @IBOutlet var heightConstraint: NSLayoutConstraint!
            weak var delegate: ProfileDelegate?
            @Injected var favicons: FaviconStore
            var isModal = false
            var rowHeights: [IndexPath: CGFloat] = [:]
            var onClose: (() -> Void)?
            var cancellables = Set<AnyCancellable>()
            var dataController = FeedDataController()
            var favicon: FaviconLoading?
            var spinner = Spinner()
            var player = PlayerViewController()
            var detail: DetailViewController?
            var profileView = ProfileView()
            var screen: ProfileViewProtocol?
            var cells: [IndexPath: AvatarCell] = [:]
            var gradient = CAGradientLayer()
            var shareItem: UIBarButtonItem?
            var imageLoader = makeLoader()
            var tint: UIColor = .red
            var items: [Item] = []
            var count = 0

            override func viewDidLoad() {
                addChild(player)
                count += 1
            }
        }
        """

    private static func index(_ files: [String: String]) -> ProjectIndex {
        ProjectIndex(facts: files.keys.sorted().flatMap { TypeFacts.all(in: SourceFile(path: $0, text: files[$0]!)) })
    }

    /// Each stored property of the file's first type, with its kind, one a line.
    private static func kinds(_ source: String, ignoring: IgnoredGrounds = IgnoredGrounds()) -> String {
        let file = SourceFile(path: "Screen.swift", text: source)
        let project = index(["Project.swift": Self.project, "Screen.swift": source])
        let owner = file.qualifiedTypeNames()[0]
        return file.structure.properties.filter { $0.container == 0 && !$0.isLocal }.map { property in
            property.name + " " + rendered(PropertyClassifier().kind(of: property, in: file, owner: owner, project: project, ignoring: ignoring))
        }.joined(separator: "\n")
    }

    private static func rendered(_ kind: StoredPropertyKind) -> String {
        switch kind {
        case .view(let evidence): "view (\(evidence))"
        case .cell(let evidence): "cell (\(evidence))"
        case .viewController(let evidence): "view controller (\(evidence))"
        default: "\(kind)"
        }
    }

    @Test func aDeclarationIsClassifiedByTypeValueAttributesAndWrites() {
        #expect(Self.kinds(Self.screen) == """
            nameLabel view (role)
            heightConstraint outlet
            delegate heldElsewhere
            favicons heldElsewhere
            isModal data
            rowHeights uiObject
            onClose plumbing
            cancellables plumbing
            dataController collaborator
            favicon collaborator
            spinner collaborator
            player childController
            detail view controller (role)
            profileView view (role)
            screen view (viewProtocol)
            cells cell (role)
            gradient uiObject
            shareItem uiObject
            imageLoader data
            tint look
            items data
            count data
            """)
    }

    /// A rule that sets a ground aside gets the next kind found: without views by role, an
    /// outlet whose type is a view, and data for a view built (its name does not make it
    /// one) and for a child controller.
    @Test func groundsSetAsideAreNotAsked() {
        var ignoring = IgnoredGrounds()
        [PropertyGround.drawnType, .uiType, .childController].forEach { ignoring.insert($0) }
        let kinds = Self.kinds(Self.screen, ignoring: ignoring).split(separator: "\n")
        #expect(kinds.contains("nameLabel outlet"))
        #expect(kinds.contains("profileView data"))
        #expect(kinds.contains("player data"))
        #expect(kinds.contains("tint look"))
    }

    /// From the index's facts (a property declared in another file): what they keep of its
    /// type, and whether it is an outlet, weak or a callback.
    @Test func theIndexsFactsAreClassifiedByWhatTheyKeep() throws {
        let project = Self.index(["Project.swift": Self.project, "Screen.swift": Self.screen])
        let properties = try #require(project["ProfileViewController"]?.propertiesByName)
        let classifier = PropertyClassifier()
        let expected: [String: StoredPropertyKind] = [
            "nameLabel": .view(.role), "heightConstraint": .outlet, "delegate": .heldElsewhere, "onClose": .plumbing,
            "dataController": .collaborator, "profileView": .view(.role), "detail": .viewController(.role),
            "gradient": .uiObject, "tint": .look, "items": .data, "count": .data,
        ]
        for (name, kind) in expected {
            #expect(classifier.kind(of: try #require(properties[name]), project: project) == kind, "\(name)")
        }
    }

    /// Whether a type is a view controller, a cell or a view: by role, else by a UI
    /// framework's name; a type nested in a view's is none.
    @Test func aTypeIsAViewByRoleOrByAFrameworksName() {
        let project = Self.index(["Project.swift": Self.project])
        let expected: [String: StoredPropertyKind?] = [
            "ProfileView": .view(.role), "AvatarCell": .cell(.role), "PlayerViewController": .viewController(.role),
            "UIKit.UILabel": .view(.role), "UIRefreshControl": .view(.frameworkName), "UICollectionViewListCell": .cell(.frameworkName),
            "UIDocumentPickerViewController": .viewController(.frameworkName), "UIView.AnimationOptions": nil, "UIColor": nil, "Item": nil,
        ]
        for (name, kind) in expected {
            #expect(StoredPropertyKind.viewKind(ofType: name, from: nil, in: project) == kind, "\(name)")
        }
    }

    /// `plumbing_types` as written: a name, a `*Suffix`, or a generic type with its arguments
    /// (`Task<*>`: `Task<Void, Never>`, not a project's own `Task`).
    @Test func plumbingPatternsMatchByNameSuffixOrGenericArguments() {
        let patterns = PlumbingPatterns(["DisposeBag", "*Delegate", "Task<*>"])
        #expect(patterns.matches("DisposeBag", written: "DisposeBag?", simple: "DisposeBag"))
        #expect(patterns.matches("Rx.DisposeBag", written: nil, simple: "DisposeBag"))
        #expect(patterns.matches("FeedDelegate", written: "[FeedDelegate]", simple: "FeedDelegate"))
        #expect(patterns.matches("Task", written: "Task<Void,Never>?", simple: "Task"))
        #expect(!patterns.matches("Task", written: "Task", simple: "Task"))
        #expect(!patterns.matches("DelegateList", written: nil, simple: "DelegateList"))
    }

    /// A name names a view by the suffixes of views that show data (`…Label`, `…View`,
    /// `…Button`), or as a spinner or a layer.
    @Test func aNameNamesAView() {
        for suffix in CellVocabulary.dataViewSuffixes {
            #expect(StoredPropertyKind.namesView(suffix) && StoredPropertyKind.namesView("Profile" + suffix), "\(suffix)")
        }
        for name in ["LoadingSpinner", "ShimmerLayer", "UIStackView", "UIActivityIndicatorView"] { #expect(StoredPropertyKind.namesView(name), "\(name)") }
        for name in ["String", "UIColor", "CardStyle", "Item", "Separator"] { #expect(!StoredPropertyKind.namesView(name), "\(name)") }
    }

    /// By a type's name alone, as a cell's parts are judged while the index is built: views
    /// (as a cell's views, spinners and layers are named), looks and subscriptions.
    @Test func aTypeNamedAloneIsAViewALookOrPlumbing() {
        let expected: [String: StoredPropertyKind] = [
            "AvatarView": .view(.name), "UILabel": .view(.name), "LoadingSpinner": .view(.name), "ShimmerLayer": .view(.name),
            "UIColor": .look, "CardStyleProtocol": .look, "Theme": .look, "DisposeBag": .plumbing,
            "Set<AnyCancellable>": .plumbing, "NSKeyValueObservation": .plumbing, "ProfileDelegate": .data,
            "NSLayoutConstraint": .data, "UITapGestureRecognizer": .data, "String": .data,
        ]
        for (name, kind) in expected { #expect(StoredPropertyKind(typeNamed: name) == kind, "\(name)") }
    }
}
