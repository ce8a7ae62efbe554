/// `view_model_view_reference`'s examples on SwiftUI (rulebook, "SwiftUI views": a view
/// model never knows its view): a state holder names no `View`, `AnyView` or `some View`.
enum ViewModelViewReferenceSwiftUIExamples {
    static let triggering = [
        Example("""
            @Observable final class FeedModel {
                var banner: ↓AnyView?
                func header() -> some ↓View { Text("Feed") }
                func show(_ row: ↓FeedRow) {}
            }
            """, otherFiles: ["FeedRow.swift": "struct FeedRow: View {\n    var body: some View { Text(\"row\") }\n}"]),
        Example("""
            final class SettingsStore: ObservableObject {
                @Published var sheet: ↓AnyView?
            }
            """),
        // A project type qualifying the name: the project's own view.
        Example("""
            final class RadioManager: ObservableObject {
                @Published var nodes: [String] = []
                func show(_ panel: ↓Settings.LoRaConfig) {}
            }
            """, otherFiles: ["Settings.swift": "enum Settings {\n    struct LoRaConfig: View {\n        var body: some View { Text(\"LoRa\") }\n    }\n}"]),
        // An `ObservableObject` that publishes state and keeps a view.
        Example("""
            final class FeedStore: ObservableObject {
                @Published var posts: [String] = []
                var tableView: ↓UITableView?
            }
            """),
    ]

    static let nonTriggering = [
        // Values the view binds to: text, colors, images; and a view that knows its holder.
        Example("""
            @Observable final class FeedModel {
                var title = ""
                var tint: Color = .blue
                var icon: Image?
            }
            struct FeedView: View {
                @State private var model = FeedModel()
                func make() -> some View { Text(model.title) }
            }
            """),
        // A generated module's type named as a project view (`Config.LoRaConfig`) is the
        // module's data, not the view.
        Example("""
            final class RadioManager: ObservableObject {
                @Published var connected = false
                func save(config: Config.LoRaConfig) {}
            }
            """, otherFiles: ["LoRaConfig.swift": "struct LoRaConfig: View {\n    var body: some View { Text(\"LoRa\") }\n}"]),
        // An `ObservableObject` that publishes nothing holds no screen's state: a helper a
        // view keeps for its lifetime, which may well work on a scroll view.
        Example("""
            final class ScrollAnchorKeeper: ObservableObject {
                private weak var scrollView: UIScrollView?
                func attach(to scrollView: UIScrollView) { self.scrollView = scrollView }
            }
            """),
        // Nor does one that publishes flags alone: a window's host, not a screen's holder.
        Example("""
            final class LockWindowHost: ObservableObject {
                @Published var hostsLockScreen = false
                @Published private(set) var isPresenting: Bool = false
                private var window: UIWindow?
                private var controller: UIHostingController<LockScreen>?
            }
            """),
        // A project that declares its own `View` means its own.
        Example("""
            protocol View {}
            final class BoardModel: ObservableObject {
                let board: View? = nil
            }
            """),
    ]
}
