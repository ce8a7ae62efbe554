/// `state_in_view`'s examples, both ways (rulebook, "SwiftUI views": data in `@State`).
enum StateInViewExamples {
    static let triggering = [
        // Loaded in a `.task`: the awaited result, and a value decoded after an `await` (which
        // `if let profile { … }` binds in its block alone).
        Example("""
            struct FeedView: View {
                @State private var ↓items: [Item] = []
                @State private var ↓profile: Profile?
                var body: some View {
                    VStack { if let profile { Text(profile.name) }; List(items) { Text($0.title) } }
                        .task {
                            items = (try? await api.fetchItems()) ?? []
                            let (data, _) = try! await URLSession.shared.data(from: profileURL)
                            profile = decode(data)
                        }
                }
            }
            """),
        // A constant set when a notification or data arrives is the view's decision; the
        // value that comes with the data is the data, and so is a message it brings.
        Example("""
            struct ZoomableView: View {
                @State private var mode: ZoomMode = .off
                @State private var ↓caption = ""
                @State private var level = 0
                @State private var ↓failure: String?
                var body: some View {
                    Text(caption)
                        .onReceive(NotificationCenter.default.publisher(for: .zoomRequested)) { _ in mode = .zoomed }
                        .task {
                            guard let unlocked = await Session.shared.unlock() else { failure = "Locked"; return }
                            mode = .off
                            level = -1
                            caption = unlocked.title
                        }
                }
            }
            """),
        // In a completion, in an `.onReceive`, and in the view's own async method.
        Example("""
            struct InboxView: View {
                @State private var ↓messages: [Message] = []
                @State private var ↓unread = 0
                @State private var ↓contacts: [Contact] = []
                var body: some View {
                    List(messages) { Text($0.subject) }
                        .onAppear { api.loadMessages { result in messages = result } }
                        .onReceive(NotificationCenter.default.publisher(for: .unreadChanged)) { note in unread = note.object as! Int }
                        .refreshable { await reloadContacts() }
                }
                func reloadContacts() async {
                    contacts = await ContactStore.fetchAll()
                }
            }
            """),
        // In a button's action that loads.
        Example("""
            struct SearchView: View {
                @State private var ↓results: [Hit] = []
                var body: some View {
                    Button("Search") { Task { results = await SearchService().hits(for: "swift") } }
                }
            }
            """),
        // A view through a project protocol that refines `View`.
        Example("""
            protocol Screen: View {}
            struct NewsScreen: Screen {
                @State private var ↓stories: [Story] = []
                var body: some View {
                    List(stories) { Text($0.title) }.task { stories = await NewsService().top() }
                }
            }
            """),
    ]

    static let nonTriggering = [
        // The holder keeps the data; the view awaits it, and keeps a flag about it.
        Example("""
            struct FeedView: View {
                @State private var model = FeedModel()
                @State private var isLoading = false
                @State private var loadedOnce: Bool = false
                var body: some View {
                    List(model.items) { Text($0.title) }
                        .task {
                            isLoading = true
                            await model.load()
                            isLoading = false
                            loadedOnce = true
                        }
                }
            }
            @Observable final class FeedModel {
                var items: [Item] = []
                func load() async { items = await FeedService().fetch() }
            }
            """),
        // What the view alone decides: the selected tab, text being typed, an animation's phase.
        Example("""
            struct SearchView: View {
                @StateObject var model: SearchModel
                @State private var query = ""
                @State private var tab = Tab.all
                @State private var angle: Angle = .zero
                @State private var error: String?
                var body: some View {
                    TextField("Search", text: $query)
                        .onSubmit { tab = .results }
                        .task {
                            query = await model.lastQuery()
                            angle = .degrees(90)
                            do { try await model.search(query) } catch { self.error = error.localizedDescription }
                        }
                }
            }
            final class SearchModel: ObservableObject {
                func lastQuery() async -> String { "" }
                func search(_ query: String) async throws {}
            }
            """),
        // An animation's phase after a pause; a timer's ticks are a clock; a write SlimVC
        // cannot place (`.onChange`) is not reported.
        Example("""
            struct IntroView: View {
                @State private var step = 0
                var body: some View {
                    Text("Hello").opacity(step > 0 ? 1 : 0)
                        .task {
                            try? await Task.sleep(for: .seconds(1))
                            step = 1
                        }
                }
            }
            """),
        Example("""
            struct ClockView: View {
                @State private var now = Date()
                @State private var shown: [Item] = []
                let items: [Item]
                var body: some View {
                    Text(now, style: .time)
                        .onReceive(Timer.publish(every: 1, on: .main, in: .common).autoconnect()) { now = $0 }
                        .onChange(of: items) { shown = $0.filter(\\.isVisible) }
                }
            }
            """),
        // Not a view: a view model's `@Published` data is where it belongs.
        Example("""
            final class FeedViewModel: ObservableObject {
                @Published var items: [Item] = []
                func load() async { items = await FeedService().fetch() }
            }
            """),
    ]
}
