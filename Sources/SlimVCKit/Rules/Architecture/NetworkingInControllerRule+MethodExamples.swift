/// Examples of `networking_in_controller` on the project's methods: networking is a fact
/// about a method, not a type.
enum NetworkingInControllerMethodExamples {
    static let triggering = [
        // Through the type's shared instance, whatever it is named: a static property that
        // keeps one of the type itself.
        Example("""
            final class InviteViewController: UIViewController {
                @IBAction func next(_ sender: Any) { ↓API.sharedInstance.finishInvite(code) }
            }
            final class API {
                static let sharedInstance = API()
                func finishInvite(_ code: String) { URLSession.shared.dataTask(with: URL(string: code)!).resume() }
            }
            """),
        // A method that networks through another method of the project: the repository's
        // `refresh` calls the API client's `fetchFeed`, which sends the request.
        Example("""
            final class FeedViewController: UIViewController {
                private let repository = FeedRepository()
                func reload() { ↓repository.refresh { _ in } }
            }
            final class FeedRepository {
                private let api = APIClient()
                func refresh(_ done: @escaping (Data?) -> Void) { api.fetchFeed(done) }
            }
            """, otherFiles: NetworkingInControllerExamples.networkingTypes),
        // Calls in a cycle, one of which sends: each of them networks.
        Example("""
            final class SyncViewController: UIViewController {
                let sync = SyncEngine()
                override func viewDidAppear(_ animated: Bool) { ↓sync.start(retries: 3) }
            }
            final class SyncEngine {
                func start(retries: Int) { if retries > 0 { retry(retries) } }
                func retry(_ left: Int) { upload(); start(retries: left - 1) }
                func upload() { AF.request(uploadURL, method: .post).response { _ in } }
            }
            """),
    ]

    static let nonTriggering = [
        // Networking is a fact about a method, not a type: the API client's cache path and
        // parser send nothing; nor do calls in a cycle none of which sends, nor a method
        // the project does not declare.
        Example("""
            final class FeedViewController: UIViewController {
                private let api = APIClient()
                private let sync = SyncEngine()
                func show(_ data: Data) {
                    items = api.parse(data)
                    title = api.cachePath(for: "feed")
                    sync.start(retries: 3)
                    api.invalidate()
                }
            }
            final class SyncEngine {
                func start(retries: Int) { if retries > 0 { retry(retries) } }
                func retry(_ left: Int) { start(retries: left - 1) }
            }
            """, otherFiles: NetworkingInControllerExamples.networkingTypes),
    ]
}
