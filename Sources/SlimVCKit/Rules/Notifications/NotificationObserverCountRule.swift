/// View controllers that listen to too many notifications.
public struct NotificationObserverCountRule: Rule {
    public static let description = RuleDescription(
        id: "notification_observer_count", name: "Notification Observer Count",
        summary: "A view controller, in its declaration and extensions together, registers at most `max` NotificationCenter observers.",
        rationale: """
            Each observer is an invisible input: the screen changes when something far away \
            posts, in an order nobody can read from the code. A controller with many observers \
            has become the hub of the app's events. Let the DataController (or a view model) \
            observe the model and hand the controller one update; keyboard handling belongs in \
            a reusable helper.
            """,
        kind: .notifications, fat: .observers, isMeasured: true, exemptions: ObserverCountExemption.described,
        triggeringExamples: ObserverScopeExamples.triggering + [
            Example("""
                class ↓FeedViewController: UIViewController {
                    override func viewDidLoad() {
                        NotificationCenter.default.addObserver(self, selector: #selector(a), name: .a, object: nil)
                        NotificationCenter.default.addObserver(self, selector: #selector(b), name: .b, object: nil)
                        center.addObserver(forName: .c, object: nil, queue: .main) { _ in }
                        tokens.append(NotificationCenter.default.publisher(for: .d).sink { _ in })
                    }
                }
                """),
            Example("class ↓FeedViewController: UIViewController {\n    func f() {\n        for await _ in NotificationCenter.default.notifications(named: .a) {}\n    }\n}",
                    otherFiles: ["Feed+Keyboard.swift": """
                        extension FeedViewController {
                            func observeActivation() {
                                NotificationCenter.default.rx.notification(UIApplication.didBecomeActiveNotification).subscribe()
                            }
                        }
                        """],
                    options: #"{"max": 1}"#),
            // A loop registers each name of its list.
            Example("""
                class ↓ChatViewController: UIViewController {
                    func observe() {
                        let session: [Notification.Name] = [.didSignIn, .didSignOut]
                        session.forEach { name in
                            NotificationCenter.default.addObserver(self, selector: #selector(reload), name: name, object: nil)
                        }
                        for name in [Notification.Name.didConnect, .didDisconnect] {
                            NotificationCenter.default.addObserver(self, selector: #selector(reload), name: name, object: nil)
                        }
                    }
                }
                """),
        ],
        nonTriggeringExamples: ObserverScopeExamples.nonTriggering + [
            // Two targets' controllers of one name are counted apart, each with the
            // extensions in the folders nearest to it.
            Example("""
                class InspectorViewController: UIViewController {
                    func observe() { NotificationCenter.default.addObserver(self, selector: #selector(a), name: .a, object: nil) }
                }
                """,
                    otherFiles: ["Mac/InspectorViewController.swift": """
                        class InspectorViewController: NSViewController {
                            func observe() { NotificationCenter.default.addObserver(self, selector: #selector(b), name: .b, object: nil) }
                        }
                        """],
                    options: #"{"max": 1}"#),
            Example("""
                class FeedViewController: UIViewController {
                    override func viewDidLoad() {
                        NotificationCenter.default.addObserver(self, selector: #selector(a), name: .a, object: nil)
                        NotificationCenter.default.addObserver(self, selector: #selector(b), name: .b, object: nil)
                        player.addObserver(self, forKeyPath: "rate", options: [.new], context: nil)
                        tokens.append(player.publisher(for: \\.rate).sink { _ in })
                        NotificationCenter.default.post(name: .c, object: nil)
                    }
                }
                """),
            Example("""
                final class FeedDataController {
                    init() {
                        NotificationCenter.default.addObserver(self, selector: #selector(a), name: .a, object: nil)
                        NotificationCenter.default.addObserver(self, selector: #selector(b), name: .b, object: nil)
                        NotificationCenter.default.addObserver(self, selector: #selector(c), name: .c, object: nil)
                        NotificationCenter.default.addObserver(self, selector: #selector(d), name: .d, object: nil)
                    }
                }
                """),
            // A type nested in the controller registers its own observers.
            Example("""
                class FeedViewController: UIViewController {
                    override func viewDidLoad() {
                        NotificationCenter.default.addObserver(self, selector: #selector(a), name: .a, object: nil)
                    }
                    final class KeyboardHelper {
                        init() {
                            NotificationCenter.default.addObserver(self, selector: #selector(b), name: .b, object: nil)
                            NotificationCenter.default.addObserver(self, selector: #selector(c), name: .c, object: nil)
                            NotificationCenter.default.addObserver(self, selector: #selector(d), name: .d, object: nil)
                        }
                    }
                    func refresh() {}
                }
                """),
        ])

    public struct Options: RuleOptions {
        public var max = 3
        public init() {}
    }

    public let options: Options
    /// All apply; a test turns one off to see the examples it keeps silent trigger.
    var exemptions = ExemptionSwitches<ObserverCountExemption>()
    /// What a controller's properties hold: a view, an outlet.
    private let classifier: PropertyClassifier

    public init(options: Options, vocabulary: Vocabulary) {
        self.options = options
        classifier = PropertyClassifier(words: ClassifierWords(vocabulary))
    }

    public func check(_ file: SourceFile, in project: ProjectIndex) -> [Finding] {
        project.controllers(declaredIn: file).compactMap { controller -> Finding? in
            let type = controller.type
            let observed = controller.declarations.flatMap { declaration in
                declaration.observedNotifications.indices.compactMap { position -> String? in
                    let name = declaration.observedNotifications[position]
                    let object = position < declaration.observedObjects.count ? declaration.observedObjects[position] : ""
                    return counts(name, object: object, in: controller.entry, project: project) ? name : nil
                }
            }
            guard observed.count > options.max else { return nil }
            return finding(MessageText.listing(observed, after: "'\(type.name)' registers \(observed.count) NotificationCenter observers "
                                                   + "(limit \(options.max)): "),
                           in: file, at: type.span.name, symbol: controller.qualifiedName, measured: observed.count, limit: options.max)
        }
    }

    /// An app's or a model's event: not a keyboard notification, nor one scoped to a view
    /// of the controller (`object: nameTextField`), which are view plumbing.
    private func counts(_ name: String, object: String, in controller: IndexedType, project: ProjectIndex) -> Bool {
        let last = TypeName.lastComponent(name)
        if exemptions.applies(.keyboard), last.hasPrefix("keyboard") || last.hasPrefix("UIKeyboard") { return false }
        guard exemptions.applies(.ownViews), let first = object.split(separator: ".").first,
              let property = controller.propertiesByName[String(first)] else { return true }
        let kind = classifier.kind(of: property, project: project)
        return !(kind == .view(.role) || kind == .cell(.role) || kind == .outlet)
    }
}
