/// Cells without a ViewModel holding what they show.
public struct CellViewModelRule: Rule {
    public static let description = RuleDescription(
        id: "cell_view_model", name: "Cell View Model",
        summary: "Each `<Stem>Cell` has a ViewModel type (`<Stem>CellViewModel`, `<Stem>CellModel` or `<Stem>ViewModel`; or, when the cell takes it, a `<Stem>Model`, a model type nested in the cell, or any other type whose name ends as those do and is not a screen's view model) and a method or a stored variable that takes it. A cell that shows no data (it builds its own views and takes nothing in) needs none.",
        rationale: """
            A cell is configured by handing it one value that holds everything it shows: \
            `cell.configure(with: model)`. Without that model, the data source sets the cell's \
            labels one by one, and formatting spreads over every screen that shows the cell. \
            Give each cell a small ViewModel and a method that takes it.
            """,
        kind: .architecture,
        triggeringExamples: [
            Example("final class ↓TodoCell: UITableViewCell {\n    @IBOutlet var titleLabel: UILabel!\n}"),
            Example("""
                final class ↓PhotoCell: UICollectionViewCell {
                    static var placeholder = PhotoCellModel(url: nil)
                    var sample: PhotoCellModel { PhotoCellModel(url: nil) }
                    let initial: PhotoCellModel
                    func show(_ image: UIImage) {}
                }
                """, otherFiles: ["PhotoCellModel.swift": "struct PhotoCellModel { let url: URL? }"]),
            Example("final class ↓ProfilesTableViewCell: UITableViewCell {\n    func show(_ profile: Profile) {}\n}",
                    otherFiles: ["ProfilesViewModel.swift": "final class ProfilesViewModel {}"]),
            Example("final class ↓TagCell: BaseCell {}",
                    otherFiles: ["BaseCell.swift": "class BaseCell: UITableViewCell {}"]),
            // `{stem}Model`, and a type nested in the cell, count only when the cell takes them,
            // and a nested type only when named as a model.
            Example("""
                final class ↓ProfileCell: UITableViewCell {
                    func show(_ name: String) {}
                }
                struct ProfileModel {}
                final class ↓BadgeCell: UITableViewCell {
                    enum Style { case small, large }
                    struct Model {}
                    var style: Style = .small
                }
                """, options: #"{"require_configure": false}"#),
            // A cell that takes data in some way, or may, shows data: through a method or a
            // settable property, a view others can fill (a stack view too), a table cell's own
            // labels, or an override of a project base class's hook.
            Example("""
                final class ↓TitleCell: UITableViewCell {
                    private let label = UILabel()
                    var title: String? { get { label.text } set { label.text = newValue } }
                }
                final class ↓StatsCell: UITableViewCell {
                    @IBOutlet var stackView: UIStackView!
                }
                final class ↓SubtitleCell: UITableViewCell {
                    private let badge = UIImageView()
                    override func awakeFromNib() { textLabel?.numberOfLines = 0 }
                }
                final class ↓ReaderCell: LoaderCell {
                    override func configure(with row: Row) { spinner.stopAnimating() }
                }
                """, otherFiles: ["LoaderCell.swift": """
                    class LoaderCell: UITableViewCell {
                        let spinner = UIActivityIndicatorView()
                        func configure(with row: Row) {}
                    }
                    """]),
            // A screen's view model handed to the cell is not the cell's.
            Example("""
                final class ↓ToggleCell: UITableViewCell {
                    func configure(with alert: Alert, viewModel: NotificationSettingsViewModel) {}
                }
                """, otherFiles: ["NotificationSettings.swift": """
                    final class NotificationSettingsViewModel {}
                    final class NotificationSettingsViewController: UIViewController {}
                    """]),
        ],
        nonTriggeringExamples: [
            Example("final class TodoCell: UITableViewCell {\n    func configure(with model: TodoCellModel) {}\n}\nstruct TodoCellModel {}"),
            Example("final class PhotoCell: UICollectionViewCell {}",
                    otherFiles: ["Photo+Bind.swift": "extension PhotoCell {\n    func bind(_ viewModel: PhotoViewModel?) {}\n}",
                                 "PhotoViewModel.swift": "final class PhotoViewModel {}"]),
            Example("final class TagCell: UITableViewCell {}\nstruct TagCellViewModel {}", options: #"{"require_configure": false}"#),
            Example("class BaseCell: UITableViewCell {}\nfinal class TagCell: BaseCell {\n    func configure(_ model: TagCellModel) {}\n}\nstruct TagCellModel {}"),
            Example("final class EventCell: UITableViewCell {\n    override func bind(to viewModel: CellViewModel) {}\n}",
                    otherFiles: ["Models.swift": "class CellViewModel {}\nfinal class EventCellViewModel: CellViewModel {}"]),
            Example("final class HeaderView: UITableViewHeaderFooterView {}\nfinal class Cell {}"),
            // A method that takes `Any` (IGListKit's `ListBindable`) takes what it casts to.
            Example("""
                final class IssueStatusCell: UICollectionViewCell, ListBindable {
                    private let titleLabel = UILabel()
                    func bindViewModel(_ viewModel: Any) {
                        guard let viewModel = viewModel as? IssueStatusModel else { return }
                        titleLabel.text = viewModel.title
                    }
                }
                struct IssueStatusModel { let title: String }
                """),
            // A cell that shows no data needs none: it builds its own views (a spinner, a fixed
            // hint, a button that calls back) and takes nothing in. Neither do the classes it
            // inherits from, up to UIKit's.
            Example("""
                final class SpinnerCell: UICollectionViewCell {
                    let spinner = UIActivityIndicatorView(style: .medium)
                    override init(frame: CGRect) {
                        super.init(frame: frame)
                        contentView.addSubview(spinner)
                    }
                    override func setSelected(_ selected: Bool, animated: Bool) {}
                }
                final class RatingCell: ListCell {
                    weak var delegate: RatingCellDelegate?
                    var onDismiss: (() -> Void)?
                    private let titleLabel = UILabel()
                    func bindViewModel(_ viewModel: Any) {}
                }
                """, otherFiles: ["ListCell.swift": """
                    class ListCell: UICollectionViewCell {
                        private let separator = CALayer()
                        func style() {}
                    }
                    """]),
            // A table or collection view cell's model may leave out `View` or the list's name.
            Example("""
                final class EditTokenTableViewCell: UITableViewCell {
                    func configure(viewModel: EditTokenTableCellViewModel) {}
                }
                struct EditTokenTableCellViewModel {}
                final class FeatureCollectionViewCell: UICollectionViewCell {
                    func configure(_ model: FeatureCellModel) {}
                }
                struct FeatureCellModel {}
                final class PictureTableViewCell: UITableViewCell {
                    func configure(viewModel: PictureViewModel) {}
                }
                struct PictureViewModel {}
                """),
            // A stored variable holding the model, set by the data source, configures the cell too.
            Example("""
                final class TextCell: UICollectionViewCell {
                    var cellModel = TextCellModel(text: "") {
                        didSet { textView.text = cellModel.text }
                    }
                }
                struct TextCellModel { var text: String }
                final class NoteCell: UITableViewCell {
                    var viewModel: NoteCellViewModel?
                }
                struct NoteCellViewModel {}
                """),
            // A `{stem}Model`, or a model type nested in the cell, that the cell takes.
            Example("""
                final class PathCommitCell: UICollectionViewCell {
                    func configure(with model: PathCommitModel) {}
                }
                struct PathCommitModel {}
                final class BubbleCell: UICollectionViewCell {
                    struct Config { var title = "" }
                    var config = Config() { didSet { titleLabel.text = config.title } }
                }
                final class StatusCell: UITableViewCell {}
                final class CertificateTextViewCell: UITableViewCell {
                    func configure(with cellViewModel: SimpleTextCellViewModel) {}
                }
                """, otherFiles: ["SimpleTextCellViewModel.swift": "struct SimpleTextCellViewModel {}",
                                 "StatusCell+ViewModel.swift": """
                    extension StatusCell {
                        final class ViewModel {}
                        func configure(viewModel: ViewModel) {}
                    }
                    """]),
        ])

    public struct Options: RuleOptions {
        public var requireConfigure = true
        /// Names of the ViewModel, `{stem}` standing for the cell's name without `Cell`. Of a
        /// `…TableViewCell` or `…CollectionViewCell`, the patterns are tried with shorter stems
        /// too: those with `Cell` after the stem always (`EditTokenTableCellViewModel`), the
        /// others when the cell takes the type (`PictureViewModel`), since a screen's view
        /// model may have that name.
        public var patterns = ["{stem}CellViewModel", "{stem}CellModel", "{stem}ViewModel"]
        public init() {}
    }

    public let options: Options
    /// Each pattern cut at its `{stem}`s once: splitting on a string costs more than the
    /// rest of the check.
    private let patternPieces: [[String]]
    /// What follows `{stem}` in the patterns that begin with it (`CellViewModel`).
    private let patternEndings: [String]

    public init(options: Options) {
        self.options = options
        patternPieces = options.patterns.map { $0.split(separator: "{stem}", omittingEmptySubsequences: false).map(String.init) }
        patternEndings = patternPieces.compactMap { $0.count == 2 && $0[0].isEmpty && !$0[1].isEmpty ? $0[1] : nil }
    }

    public func check(_ file: SourceFile, in project: ProjectIndex) -> [Finding] {
        let names = file.qualifiedTypeNames()
        return file.structure.classIndices.compactMap { index -> Finding? in
            let type = file.structure.types[index]
            guard type.name.hasSuffix("Cell"), type.name.count > 4, let entry = project[names[index]],
                  entry.roles.contains(.cell), entry.isPrimary(at: file.location(of: type.span.name), in: file.path),
                  !project.baseClasses.contains(entry.name) else { return nil }
            let stem = String(type.name.dropLast(4))
            let candidates = patternPieces.map { $0.joined(separator: stem) } + shorterCandidates(stem, keepingCell: true)
            // Without `Cell` a shorter name may be a screen's view model, and `{stem}Model`, a
            // type nested in the cell or another cell's model may be anything: each counts
            // when the cell takes it.
            let taken = shorterCandidates(stem, keepingCell: false) + [stem + "Model"]
            let written = takenTypes(of: entry)
            guard let model = candidates.first(where: { project.resolve($0) != nil })
                ?? taken.first(where: { project.resolve($0) != nil && takes($0, among: written) })
                ?? takenModel(among: written, of: entry, in: project) else {
                if showsNoData(entry, in: project) { return nil }
                return finding("'\(type.name)' has no view model; add \(candidates.first ?? "one") holding what the cell shows",
                               in: file, at: type.span.name, symbol: names[index])
            }
            let accepted = [model] + project.superclasses(of: project.resolve(model)?.name ?? model).map(TypeName.lastComponent)
            guard options.requireConfigure, !accepted.contains(where: { takes($0, among: written) }) else { return nil }
            return finding("'\(type.name)' has no method taking \(model); configure it with one (configure(with:))",
                           in: file, at: type.span.name, symbol: names[index])
        }
    }

    /// `FeedTable` and `Feed` for the stem `FeedTableView`, with the patterns that keep
    /// `Cell` after the stem, or with the others.
    private func shorterCandidates(_ stem: String, keepingCell: Bool) -> [String] {
        guard let list = ["TableView", "CollectionView"].first(where: stem.hasSuffix), stem.count > list.count else { return [] }
        let stems = [String(stem.dropLast(4)), String(stem.dropLast(list.count))]
        let patterns = patternPieces.filter { $0.count == 2 && $0[1].hasPrefix("Cell") == keepingCell }
        return stems.flatMap { shorter in patterns.map { $0.joined(separator: shorter) } }
    }

    /// A model the cell takes under a name not made from its own: one nested in the cell
    /// (`struct Config`, `ViewModel`, `Model`; its name ends in `Model`, `Config` or
    /// `Configuration`), or one named as the patterns end (`…CellViewModel`, shared with
    /// another cell), unless it is a screen's (`SettingsViewModel` of `SettingsViewController`).
    private func takenModel(among written: [String], of cell: IndexedType, in project: ProjectIndex) -> String? {
        for type in written {
            guard let model = project.resolve(TypeName.element(type), from: cell.name) else { continue }
            let isNested = TypeName.parent(model.name) == cell.name
                && ["Model", "Config", "Configuration"].contains(where: model.name.hasSuffix)
            if isNested || (patternEndings.contains(where: model.name.hasSuffix) && !isScreenModel(model.name, in: project)) {
                return TypeName.lastComponent(model.name)
            }
        }
        return nil
    }

    /// A cell that shows no data (a spinner, a fixed hint): neither it nor a project class
    /// it inherits from takes any (`CellInputs`), one of them builds views of its own, and
    /// the chain ends at a UIKit or AppKit class. A library's cell may take data unseen.
    private func showsNoData(_ cell: IndexedType, in project: ProjectIndex) -> Bool {
        var types = [cell]
        for name in project.superclasses(of: cell.name) {
            guard let type = project[name], !type.primaries.isEmpty else {
                guard name.hasPrefix("UI") || name.hasPrefix("NS") else { return false }
                break
            }
            types.append(type)
        }
        var buildsViews = false
        for type in types {
            for declaration in type.declarations {
                guard let inputs = declaration.cellInputs, !inputs.takesData else { return false }
                buildsViews = buildsViews || inputs.buildsViews
            }
        }
        return buildsViews
    }

    private func isScreenModel(_ name: String, in project: ProjectIndex) -> Bool {
        guard name.hasSuffix("ViewModel") else { return false }
        return project.resolve(String(name.dropLast("ViewModel".count)) + "ViewController")?.roles.contains(.viewController) == true
    }

    /// The types a cell takes, as written: its methods' parameter types, and those of its
    /// stored variables (`var model: TodoCellModel? { didSet { … } }`), which the data
    /// source sets.
    private func takenTypes(of cell: IndexedType) -> [String] {
        cell.methodParameterTypes.joined()
            + cell.properties.compactMap { $0.isVariable && !$0.isStatic && !$0.isComputed ? $0.typeName ?? $0.initializerType : nil }
    }

    /// Whether the cell takes the model: one of its taken types names it.
    private func takes(_ model: String, among written: [String]) -> Bool {
        written.contains { TypeName.lastComponent(TypeName.element($0)) == model }
    }
}
