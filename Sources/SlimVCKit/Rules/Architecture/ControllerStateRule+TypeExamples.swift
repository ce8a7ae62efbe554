/// `controller_state` examples of values whose type keeps state: a dictionary of values, a
/// helper that keeps a value of its own, and a flag set around other work or set back.
enum ControllerStateTypeExamples {
    static let triggering = [
        // A dictionary of values, or of plumbing's own names for state, is state.
        Example("""
            final class InboxViewController: UIViewController {
                private var ↓badges: [IndexPath: Int] = [:]
                private var ↓currentOperation: BackupOperation?
                private var ↓unread = [String: [Message]]()
                @IBAction func edit(_ sender: Any) {
                    badges = editor.edited(badges)
                    currentOperation = editor.edited(currentOperation)
                    unread = editor.edited(unread)
                }
            }
            enum BackupOperation { case backup, restore }
            """),
        // A helper that keeps a value of its own beside its delegate holds state, as does one
        // that keeps the project's own session value.
        Example("""
            final class ProfileViewController: UIViewController {
                private var ↓upload: PhotoUpload?
                private var ↓account: AccountHolder?
                @IBAction func edit(_ sender: Any) { upload = editor.edited(upload); account = editor.edited(account) }
            }
            final class PhotoUpload {
                weak var delegate: PhotoUploadDelegate?
                var progress = 0.0
            }
            final class AccountHolder { var session: UserSession? }
            struct UserSession { let token: String }
            """),
        // So does one that keeps a value beside its callbacks.
        Example("""
            final class TicketsViewController: UIViewController {
                private var ↓ticket: Ticket?
                @IBAction func edit(_ sender: Any) { ticket = editor.edited(ticket) }
            }
            struct Ticket {
                let id: String
                let onCancel: () -> Void
            }
            """),
        // A flag the user's action sets is state; one an appearance callback sets is the
        // views' bookkeeping, wherever else it is set back.
        Example("""
            final class FeedViewController: UIViewController {
                private var hasLoaded = false
                private var didRegister = false
                private var isObserving = false
                private var ↓isAttached = false
                override func viewDidAppear(_ animated: Bool) {
                    if !hasLoaded {
                        load()
                        hasLoaded = true
                    }
                    if !didRegister {
                        NotificationCenter.default.addObserver(self, selector: #selector(reload), name: .feedsChanged, object: nil)
                        didRegister = true
                    }
                    if !isObserving {
                        Theme.shared.register(client: self)
                        isObserving = true
                    }
                    if isObserving { print("observing") }
                }
                func reset() { self.didRegister = false }
                func attach(to other: FeedViewController) {
                    if !isAttached {
                        NotificationCenter.default.addObserver(self, selector: #selector(reload), name: .feedsChanged, object: other)
                        other.isAttached = true
                    }
                }
                @IBAction func edit(_ sender: Any) {
                    hasLoaded = editor.edited(hasLoaded)
                    didRegister = editor.edited(didRegister)
                    isObserving = editor.edited(isObserving)
                    isAttached = editor.edited(isAttached)
                }
            }
            """),
    ]
}
