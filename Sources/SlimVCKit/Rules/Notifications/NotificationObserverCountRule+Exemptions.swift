/// What `notification_observer_count` does not count, each consulted where the rule
/// decides (`NotificationObserverCountRule.counts`).
enum ObserverCountExemption: Int, ExemptionList {
    case keyboard, ownViews

    static let ids = ["keyboard", "own_views"]

    var reason: String {
        switch self {
        case .keyboard: "Keyboard notifications (`UIResponder.keyboardWillShowNotification`) move the screen's views: view plumbing, not the app's events."
        case .ownViews: "An observer scoped to one of the controller's own views (`object: nameTextField`) hears only that view."
        }
    }
}

extension NotificationObserverCountRule: ExemptingRule {
    mutating func turnOffExemption(_ id: String) -> Bool { exemptions.turnOff(id) }
}

/// `notification_observer_count` examples of the observers it counts: the app's and the
/// model's events, not the keyboard's or a view's of the controller.
enum ObserverScopeExamples {
    static let triggering = [
        // A view of another object is no view of the controller's; a model's events count.
        Example("""
            class ↓ComposeViewController: UIViewController {
                @IBOutlet var bodyTextView: UITextView!
                override func viewDidLoad() {
                    super.viewDidLoad()
                    let center = NotificationCenter.default
                    center.addObserver(self, selector: #selector(changed), name: UITextView.textDidChangeNotification, object: draft.textView)
                    center.addObserver(self, selector: #selector(saved), name: .draftSaved, object: draft)
                    center.addObserver(self, selector: #selector(synced), name: .draftsSynced, object: nil)
                    center.addObserver(self, selector: #selector(edited), name: UITextView.textDidChangeNotification, object: bodyTextView)
                }
            }
            """, options: #"{"max": 2}"#),
    ]

    static let nonTriggering = [
        Example("""
            class SignUpViewController: UIViewController {
                @IBOutlet var nameTextField: UITextField!
                private let searchBar = UISearchBar()
                override func viewDidLoad() {
                    super.viewDidLoad()
                    let center = NotificationCenter.default
                    center.addObserver(self, selector: #selector(nameChanged), name: UITextField.textDidChangeNotification, object: nameTextField)
                    center.addObserver(self, selector: #selector(queryChanged), name: UITextField.textDidChangeNotification, object: self.searchBar.searchTextField)
                    center.addObserver(self, selector: #selector(signedIn), name: .didSignIn, object: nil)
                }
            }
            """, options: #"{"max": 1}"#, exempts: ["own_views"]),
        Example("""
            class ChatViewController: UIViewController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    let center = NotificationCenter.default
                    center.addObserver(self, selector: #selector(keyboardWillShow), name: UIResponder.keyboardWillShowNotification, object: nil)
                    center.addObserver(self, selector: #selector(keyboardWillHide), name: UIResponder.keyboardWillHideNotification, object: nil)
                    center.addObserver(self, selector: #selector(received), name: .messageReceived, object: nil)
                }
            }
            """, options: #"{"max": 1}"#, exempts: ["keyboard"]),
    ]
}
