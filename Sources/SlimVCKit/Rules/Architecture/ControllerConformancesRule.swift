/// View controllers that are the delegate and data source of too many things.
public struct ControllerConformancesRule: Rule {
    public static let description = RuleDescription(
        id: "controller_conformances", name: "Controller Conformances",
        summary: "Off by default: a view controller conforms, in its declaration and extensions together, to at most `max` delegate and data source protocols.",
        rationale: """
            Every delegate and data source protocol a controller adopts pulls another \
            responsibility into it: a table's data, a text field's validation, a scroll view's \
            paging. A data source belongs in its own object, which the controller creates and \
            hands to the view; delegates that only forward events can often go the same way. \
            The rulebook lets a controller mediate through delegates and data sources (Cocoa \
            MVC), so this limit is a team's choice: turn it on with `"enabled": true`.
            """,
        kind: .architecture, fat: .conformances, exemptions: ControllerConformancesExemption.described, isOptIn: true,
        triggeringExamples: [
            Example("""
                class ↓ArticlesViewController: UIViewController, UITableViewDataSource, UITableViewDelegate {}
                extension ArticlesViewController: UISearchBarDelegate, UIScrollViewDelegate {}
                """),
            Example("class ↓FormViewController: UIViewController, UITextFieldDelegate, UITextViewDelegate {}",
                    otherFiles: ["Form+Picker.swift": "extension FormViewController: UIPickerViewDataSource, UIPickerViewDelegate {}"]),
            Example("class ↓InspectorViewController: UIViewController, UITableViewDataSource, UITableViewDelegate {}",
                    otherFiles: ["Inspector+Search.swift": "extension InspectorViewController: UISearchBarDelegate, UITextFieldDelegate {}",
                                 "Mac/InspectorViewController.swift": "class InspectorViewController: NSViewController, NSTableViewDelegate {}"]),
            Example("class ↓ListViewController: UITableViewController, UISearchResultsUpdating {}", options: #"{"max": 0, "suffixes": ["Updating"]}"#),
            Example("class ↓PhotoViewController: UIViewController, UITableViewDataSource, UITableViewDelegate, UISearchBarDelegate, UINavigationControllerDelegate {}"),
            // A project's protocol with requirements is a responsibility like UIKit's.
            Example("class ↓FeedViewController: UIViewController, UITableViewDataSource, UITableViewDelegate, UISearchBarDelegate, FeedDelegate {}",
                    otherFiles: ["FeedDelegate.swift": "protocol FeedDelegate: AnyObject {\n    func didTap()\n}"]),
            Example("class ↓ListViewController: UIViewController, UITableViewDataSource, UITableViewDelegate, UISearchBarDelegate, ListDelegate {}",
                    otherFiles: ["ListDelegate.swift": "protocol ListDelegate: AnyObject {\n    var selection: Int { get }\n}"]),
        ],
        nonTriggeringExamples: [
            Example("class ArticlesViewController: UIViewController, UITableViewDelegate, Sendable {}\nextension ArticlesViewController: UISearchBarDelegate {}"),
            // Two targets' controllers of one name are counted apart, each with the
            // extensions in the folders nearest to it.
            Example("class InspectorViewController: UIViewController, UITableViewDataSource, UITableViewDelegate {}",
                    otherFiles: ["Mac/InspectorViewController.swift": "class InspectorViewController: NSViewController, NSTableViewDelegate {}",
                                 "Mac/Inspector+Search.swift": "extension InspectorViewController: NSSearchFieldDelegate {}"]),
            // An image picker's delegate is a navigation controller's too: one responsibility.
            Example("""
                class AvatarViewController: UIViewController, UITableViewDataSource, UITableViewDelegate {}
                extension AvatarViewController: UIImagePickerControllerDelegate, UINavigationControllerDelegate {}
                """, exempts: ["navigation_delegate_pairs"]),
            // A project's protocol with nothing to implement is a marker (Sourcery's).
            Example("""
                class ListViewController: UIViewController, UITableViewDataSource, UITableViewDelegate, AutoGenerateTableViewDelegate {}
                extension ListViewController: UISearchBarDelegate {}
                protocol AutoGenerateTableViewDelegate: AnyObject {}
                """, exempts: ["marker_protocols"]),
            Example("class Coordinator: NSObject, UITableViewDataSource, UITableViewDelegate, UISearchBarDelegate, UITextFieldDelegate {}"),
            Example("extension UIViewController: UITableViewDataSource, UITableViewDelegate, UITextFieldDelegate, UISearchBarDelegate {}"),
        ])

    public struct Options: VocabularyOptions {
        public var max = 3
        public var suffixes = Vocabulary.standard[.delegateSuffixes]
        public init() {}
        static var extendedGroups: [(list: WritableKeyPath<Self, [String]>, group: Vocabulary.Group)] {
            [(\.suffixes, .delegateSuffixes)]
        }
    }

    public let options: Options
    var exemptions = ExemptionSwitches<ControllerConformancesExemption>()
    /// `suffixes` extends the vocabulary's `delegate_suffixes`.
    public init(options: Options, vocabulary: Vocabulary) {
        self.options = vocabulary.extending(options)
    }

    public func check(_ file: SourceFile, in project: ProjectIndex) -> [Finding] {
        project.controllers(declaredIn: file).compactMap { controller -> Finding? in
            let type = controller.type
            var protocols: [String] = []
            var seen: Set<String> = []
            // Asked once per declaration of the controller, so gathering its conformances here is cheap.
            for written in controller.declarations.flatMap(\.inherits) {
                let name = TypeName.lastComponent(written)
                guard seen.insert(name).inserted, options.suffixes.contains(where: name.hasSuffix),
                      !(exemptions.applies(.markerProtocols) && isMarker(written, project: project, scope: controller.entry.name))
                else { continue }
                protocols.append(name)
            }
            // An image picker's or video editor's delegate must also be a navigation
            // controller's (`(UIImagePickerControllerDelegate & UINavigationControllerDelegate)?`):
            // the pair is one responsibility.
            if exemptions.applies(.navigationDelegatePairs), protocols.contains(where: FrameworkVocabulary.navigatingDelegates.contains) {
                protocols.removeAll { $0 == FrameworkVocabulary.navigationDelegate }
            }
            guard protocols.count > options.max else { return nil }
            return finding(MessageText.listing(protocols, after: "'\(type.name)' conforms to \(protocols.count) delegate and data source "
                                                   + "protocols (limit \(options.max)): "),
                           in: file, at: type.span.name, symbol: controller.qualifiedName, measured: protocols.count, limit: options.max)
        }
    }

    /// A project protocol that requires nothing (a code generator's marker such as
    /// Sourcery's `AutoGenerateTableViewDelegate`) adds nothing to implement.
    private func isMarker(_ written: String, project: ProjectIndex, scope: String) -> Bool {
        guard let type = project.projectProtocol(written, from: scope) else { return false }
        return type.primaries.allSatisfy { declaration in
            declaration.properties.isEmpty && declaration.requiredFunctions.isEmpty
                && declaration.inherits.allSatisfy { ["AnyObject", "class"].contains($0) }
        }
    }
}
