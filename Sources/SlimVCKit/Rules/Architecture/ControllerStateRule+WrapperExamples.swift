/// `controller_state` examples of properties behind a wrapper: state when the wrapper keeps
/// the value in the controller, not when a dependency container or a binding's owner does.
enum ControllerStateWrapperExamples {
    static let triggering = [
        // A wrapper that keeps its value in the controller is state: a published list, an actor's total.
        Example("""
            final class StorageViewController: UIViewController {
                @Published var ↓files: [File] = []
                @MainActor private var ↓totalSize: UInt64 = 0
            }
            struct File { let name: String }
            """),
    ]

    static let nonTriggering = [
        // A dependency container keeps the services it hands out; a binding's owner keeps its state.
        Example("""
            final class FileListViewController: UIViewController {
                @LazyInjectService private var matomo: MatomoUtils
                @InjectService var accountManager: AccountManageable
                @Injected(\\.apiClient) private var api: APIClient
                @Dependency(\\.continuousClock) var clock
                @Resolver.Injected var downloadQueue: DownloadQueueable
                @Binding private var isScrolledToBottom: Bool
            }
            """),
    ]
}
