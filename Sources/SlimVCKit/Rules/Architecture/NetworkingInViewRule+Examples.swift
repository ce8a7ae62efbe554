/// `networking_in_view`'s examples, both ways (rulebook, "SwiftUI views": networking in the view).
enum NetworkingInViewExamples {
    static let triggering = [
        // In a `.task`: one finding for the member (`body`), at its first call.
        Example("""
            struct FeedView: View {
                @State private var items: [Item] = []
                var body: some View {
                    List(items) { Text($0.title) }
                        .task {
                            let (data, _) = try! await ↓URLSession.shared.data(from: feedURL)
                            items = decode(data)
                        }
                        .refreshable { _ = try? await URLSession.shared.data(from: feedURL) }
                }
            }
            """),
        // In a button's action, and in the view's own method.
        Example("""
            struct LoginView: View {
                var body: some View {
                    Button("Log in") { ↓AF.request(loginURL, method: .post).response { _ in } }
                }
                func reload() {
                    ↓URLSession.shared.dataTask(with: feedURL).resume()
                }
            }
            """),
        // A method of the project that networks, through a service the view keeps.
        Example("""
            struct ProfileView: View {
                private let api = APIClient()
                var body: some View {
                    Text("Profile").task { await ↓api.fetchProfile() }
                }
            }
            final class APIClient {
                func fetchProfile() async { _ = try? await URLSession.shared.data(from: profileURL) }
            }
            """),
        // A free function of the project that networks, through another.
        Example("""
            struct AccountView: View {
                var body: some View {
                    Text("Account").onAppear { ↓req("metadata") }
                }
            }
            func req(_ message: String) { send(message) }
            func send(_ message: String) { URLSession.shared.dataTask(with: relayURL).resume() }
            """),
        // A local that keeps a type that networks, in the view's own static method.
        Example("""
            struct RegionView: View {
                var body: some View { Text("Region") }
                private static func estimate() async -> Int {
                    let fetcher = TileFetcher()
                    return await ↓fetcher.estimate()
                }
            }
            final class TileFetcher {
                func estimate() async -> Int { (try? await URLSession.shared.data(from: tilesURL))?.0.count ?? 0 }
            }
            """),
        // A view through a project protocol that refines `View`.
        Example("""
            protocol Screen: View {}
            struct NewsScreen: Screen {
                var body: some View {
                    Text("News").onAppear { ↓URLSession.shared.dataTask(with: newsURL).resume() }
                }
            }
            """),
    ]

    static let nonTriggering = [
        // Calling the holder is fine, whatever the holder does.
        Example("""
            struct FeedView: View {
                @State private var model = FeedModel()
                var body: some View {
                    List(model.items) { Text($0.title) }
                        .task { await model.load() }
                }
            }
            @Observable final class FeedModel {
                var items: [Item] = []
                func load() async { let (data, _) = try! await URLSession.shared.data(from: feedURL); items = decode(data) }
            }
            """),
        Example("""
            struct FeedView: View {
                @StateObject private var model = FeedModel()
                var body: some View {
                    List(model.items) { Text($0.title) }
                        .refreshable { await model.load() }
                }
            }
            final class FeedModel: ObservableObject {
                @Published var items: [Item] = []
                func load() async { _ = try? await URLSession.shared.data(from: feedURL) }
            }
            """),
        // A free function that sends nothing; the view's own method of a free function's
        // name; a local of a type that networks, asked something that does not.
        Example("""
            struct AccountView: View {
                var body: some View {
                    Text(title("Account")).onAppear { req("metadata") }
                        .task { let fetcher = TileFetcher(); _ = fetcher.cachePath() }
                }
                func req(_ message: String) { print(message) }
            }
            func title(_ text: String) -> String { text.uppercased() }
            func req(_ message: String) { URLSession.shared.dataTask(with: relayURL).resume() }
            final class TileFetcher {
                func estimate() async -> Int { (try? await URLSession.shared.data(from: tilesURL))?.0.count ?? 0 }
                func cachePath() -> String { "/tiles" }
            }
            """),
        // A method of an API client that sends nothing (a cache path).
        Example("""
            struct ProfileView: View {
                private let api = APIClient()
                var body: some View { Text(api.cachePath()) }
            }
            final class APIClient {
                func cachePath() -> String { "profile" }
                func fetchProfile() async { _ = try? await URLSession.shared.data(from: profileURL) }
            }
            """),
        // Not a view: a view modifier, a preview provider.
        Example("""
            struct Loading: ViewModifier {
                func body(content: Content) -> some View { content }
            }
            final class Client {
                func send() { URLSession.shared.dataTask(with: url).resume() }
            }
            """),
    ]
}
