/// `controller_state` examples of values that are state whatever they are named: plain
/// values, collections and a project's structs and enums, a controller not added as a child,
/// lists of sessions, what a method of the controller returns, and a value read besides its
/// address taken.
enum ControllerStateValueExamples {
    static let triggering = [
        // A name says nothing of a plain value, a collection or a project's struct or enum.
        Example("""
            final class BrowserViewController: UIViewController {
                private lazy var ↓userClient: String = { "Trust/" + version }()
                var ↓dataProvider = [Message]()
                var ↓selectedProvider: ProviderOption = .google
                private var ↓lastPresenter: (Alert & Dismissing, Int)?
                @IBAction func edit(_ sender: Any) {
                    userClient = editor.edited(userClient)
                    dataProvider = editor.edited(dataProvider)
                    selectedProvider = editor.edited(selectedProvider)
                    lastPresenter = editor.edited(lastPresenter)
                }
            }
            enum ProviderOption { case google, bing }
            """),
        // A controller not added as a child, and a list of what keeps a service, may be state.
        Example("""
            final class PlayerViewController: UIViewController {
                var ↓webpage = STWebpageController()
                private var ↓downloads: [Download] = []
                private var ↓queued = [Download]()
                private var ↓finished: Set<Download> = []
                func show() { present(webpage, animated: true) }
                @IBAction func edit(_ sender: Any) {
                    webpage = editor.edited(webpage)
                    downloads = editor.edited(downloads)
                    queued = editor.edited(queued)
                    finished = editor.edited(finished)
                }
            }
            final class Download {
                let client: DownloadClient
                var progress = 0.0
            }
            final class OptionsViewController: UIViewController {
                var ↓passwordOption: OptionItem?
                @IBAction func edit(_ sender: Any) { passwordOption = editor.edited(passwordOption) }
            }
            final class OptionItem {
                var contentProvider: ContentProvider?
                var enabled = false
            }
            """),
        // A list of sessions, and a project's own session, may be the screen's data.
        Example("""
            final class TabTrayController: UIViewController {
                private var ↓sessionList = [OpenDistantSession]()
                private var ↓workout: WorkoutSession?
                private var ↓players: [AVPlayer] = []
                var ↓opponent: Player?
                @IBAction func edit(_ sender: Any) {
                    sessionList = editor.edited(sessionList)
                    workout = editor.edited(workout)
                    players = editor.edited(players)
                    opponent = editor.edited(opponent)
                }
            }
            struct WorkoutSession { var laps: [Double] }
            struct Player { let name: String }
            """),
        // What a method of the controller returns may be state too.
        Example("""
            final class TokensViewController: UIViewController {
                private lazy var ↓tokens = makeTokens()
                private func makeTokens() -> [Token] { [] }
                @IBAction func edit(_ sender: Any) { tokens = editor.edited(tokens) }
            }
            struct Token { let symbol: String }
            """),
        // A value read, besides its address taken, is state.
        Example("""
            final class PlayerViewController: UIViewController {
                private var ↓observing = 0
                func observe() { player.addObserver(self, forKeyPath: "rate", options: .new, context: &observing) }
                func stop() { if observing > 0 { print(self.observing) } }
                @IBAction func edit(_ sender: Any) { observing = editor.edited(observing) }
            }
            """),
    ]
}
