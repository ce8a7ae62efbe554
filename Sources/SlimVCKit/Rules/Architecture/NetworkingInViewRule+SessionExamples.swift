/// `networking_in_view`'s examples of a session the view keeps, both ways: a call through
/// it sends; naming its type, making one or keeping the shared one sends nothing. And of an
/// `ObservableObject` the app shares: a service where the view reaches it through the type,
/// the view's holder where it keeps it.
enum NetworkingInViewSessionExamples {
    static let triggering = [
        // A session the view keeps, or is handed, sends where it is called, not where it is named.
        Example("""
            struct CachedImage: View {
                private let session: URLSession
                @State private var image: Image?
                init(configuration: URLSessionConfiguration) { session = URLSession(configuration: configuration) }
                var body: some View {
                    Color.clear.task { _ = try? await ↓session.data(from: imageURL) }
                }
                private func fetch(_ request: URLRequest, using other: URLSession) async {
                    _ = try? await ↓other.data(for: request)
                }
            }
            """),
        Example("""
            struct InboxView: View {
                @State private var items: [Message] = []
                var body: some View {
                    List(items) { Text($0.title) }.task { items = await ↓RedditAPI.shared.fetchInbox() ?? [] }
                }
            }
            final class RedditAPI: ObservableObject {
                static let shared = RedditAPI()
                @Published var loggedIn = false
                func fetchInbox() async -> [Message]? { _ = try? await URLSession.shared.data(from: inboxURL); return nil }
            }
            """),
        // A send after a colon that declares nothing: a case's, an argument's.
        Example("""
            struct SyncView: View {
                let mode: Int
                var body: some View {
                    Text("Sync").task { try? await handle(result: ↓URLSession.shared.data(from: syncURL)) }
                }
                func sync() {
                    switch mode {
                    case 1: ↓URLSession.shared.dataTask(with: syncURL).resume()
                    default: break
                    }
                }
            }
            """),
    ]

    static let nonTriggering = [
        // Naming a session, making one or keeping the shared one sends nothing.
        Example("""
            struct UploadScreen: View {
                private let session: URLSession
                private let shared = URLSession.shared
                @State private var model: UploadModel
                init() {
                    session = URLSession(configuration: .ephemeral)
                    _model = State(initialValue: UploadModel(session: session, fallback: shared))
                }
                var body: some View { Text("Upload").task { await model.start() } }
            }
            """),
        Example("""
            struct InboxView: View {
                @ObservedObject private var api = RedditAPI.shared
                var body: some View {
                    List(api.inbox) { Text($0.title) }.task { await api.fetchInbox() }
                }
            }
            final class RedditAPI: ObservableObject {
                static let shared = RedditAPI()
                @Published var inbox: [Message] = []
                func fetchInbox() async { _ = try? await URLSession.shared.data(from: inboxURL) }
            }
            """),
        // Sessions by host, a result's type and a cast name the type and send nothing; a
        // name in such a type (`String`) keeps no session.
        Example("""
            struct HostsView: View {
                private let byHost: [String: URLSession] = [:]
                var body: some View { Text(String.localizedStringWithFormat("%d hosts", byHost.count)) }
                func session(for host: String) -> URLSession { byHost[host] as? URLSession ?? .shared }
            }
            """),
    ]
}
