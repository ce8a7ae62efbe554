/// View controllers without the DataController that should hold their state.
public struct MissingDataControllerRule: Rule {
    public static let description = RuleDescription(
        id: "missing_data_controller", name: "Missing Data Controller",
        summary: "Every `<Stem>ViewController` has a `<Stem>DataController` in the project and holds it in a stored property.",
        rationale: """
            A view controller that keeps its own state, loads its own data and talks to the \
            network grows with every feature. Pair each one with a DataController that holds \
            all of the screen's state and hands networking to a communication layer; the \
            controller keeps a reference to it and only mediates between it and the views.
            """,
        kind: .architecture,
        triggeringExamples: [
            Example("final class ↓ProfileViewController: UIViewController {}"),
            Example("final class ↓AccountViewController: UIViewController {\n    let api = APIClient()\n}",
                    otherFiles: ["AccountDataController.swift": "final class AccountDataController {}"]),
            Example("final class ↓LoginVC: UIViewController {}", options: #"{"suffixes": {"VC": "DC"}}"#),
        ],
        nonTriggeringExamples: [
            Example("final class AccountViewController: UIViewController {\n    private let dataController: AccountDataController\n}",
                    otherFiles: ["AccountDataController.swift": "final class AccountDataController {}"]),
            Example("final class AccountViewController: BaseViewController {\n    private lazy var data = AccountDataController()\n}",
                    otherFiles: ["AccountDataController.swift": "final class AccountDataController {}",
                                 "BaseViewController.swift": "class BaseViewController: UIViewController {}"]),
            Example("final class AccountViewController: UIViewController {}",
                    otherFiles: ["AccountDataController.swift": "struct AccountDataController {}"],
                    options: #"{"require_reference": false}"#),
            Example("final class MainNavigationController: UINavigationController {}\nfinal class RootTabBarController: UITabBarController {}"),
            // A SwiftUI view's host holds no screen state: the view's own model does.
            Example("final class SettingsViewController: UIHostingController<SettingsView> {}\nclass ThemedHostingController<V>: UIHostingController<V> {}\nfinal class HistoryViewController: ThemedHostingController<HistoryView> {}"),
            // AppKit's containers and host too.
            Example("final class MainSplitViewController: NSSplitViewController {}\nfinal class WhatsNewViewController: NSHostingController<WhatsNewView> {}"),
            Example("final class ShareViewController: UIActivityViewController {}", options: #"{"suffixes": {"VC": "DC"}}"#),
        ])

    public struct Options: RuleOptions {
        public var requireReference = true
        /// View controller name suffix → DataController name suffix.
        public var suffixes = ["ViewController": "DataController"]
        public var containerClasses = [
            "UINavigationController", "UITabBarController", "UIPageViewController", "UISplitViewController",
            "UIAlertController", "UISearchController", "UIHostingController",
            "NSSplitViewController", "NSTabViewController", "NSPageController", "NSHostingController",
        ]
        public init() {}
    }

    public let options: Options
    public init(options: Options) { self.options = options }

    public func check(_ file: SourceFile, in project: ProjectIndex) -> [Finding] {
        let names = file.qualifiedTypeNames()
        return file.structure.classIndices.compactMap { index -> Finding? in
            let type = file.structure.types[index]
            guard let entry = project[names[index]], entry.roles.contains(.viewController),
                  entry.isPrimary(at: file.location(of: type.span.name), in: file.path),
                  !project.baseClasses.contains(entry.name),
                  !project.superclasses(of: entry.name).contains(where: options.containerClasses.contains),
                  let expected = expectedName(type.name) else { return nil }
            guard let paired = project.resolve(expected, from: nil) else {
                return finding("'\(type.name)' has no \(expected); add one to hold the screen's state and talk to the network",
                               in: file, at: type.span.name, symbol: names[index])
            }
            guard options.requireReference, !holds(paired.name, entry) else { return nil }
            return finding("'\(type.name)' holds no \(expected); keep it in a stored property and let it hold the state",
                           in: file, at: type.span.name, symbol: names[index])
        }
    }

    /// `AccountViewController` → `AccountDataController` (the longest matching suffix wins).
    private func expectedName(_ name: String) -> String? {
        let suffix = options.suffixes.keys.filter { name.hasSuffix($0) && name.count > $0.count }.max { $0.count < $1.count }
        guard let suffix, let replacement = options.suffixes[suffix] else { return nil }
        return String(name.dropLast(suffix.count)) + replacement
    }

    private func holds(_ dataController: String, _ controller: IndexedType) -> Bool {
        let simple = TypeName.lastComponent(dataController)
        return controller.properties.contains { property in
            guard !property.isStatic, !property.isComputed else { return false }
            return [property.typeName, property.initializerType].contains { $0.map(TypeName.lastComponent) == simple }
        }
    }
}
