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
        // A project that declares its own `View` means its own.
        Example("""
            protocol View {}
            final class BoardModel: ObservableObject {
                let board: View? = nil
            }
            """),
    ]
}
