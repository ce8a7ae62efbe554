/// A SwiftUI feature, as the benchmark's SwiftUI-only project writes it: a screen (fat or
/// thin), its extension of row builders, its `@Observable` holder, a leaf row view, and a
/// store kept as an `ObservableObject`. Each feature also gets the model of `ModelTemplates`.
enum SwiftUITemplates {
    /// A screen. A fat one keeps its data in `@State`, loads it itself in a `.task` and draws
    /// everything in one long `body`; a thin one draws what its holder keeps.
    static func screen(_ name: String, fat: Bool, sections: Int) -> String {
        var out = "import SwiftUI\n\n/// The \(name) screen.\nstruct \(name)Screen: View {\n"
        out += fat ? "    @State private var items: [\(name)Item] = []\n" : "    @State private var model = \(name)Model()\n"
        out += "    @State private var isShowingFilters = false\n    @State private var query = \"\"\n\n"
        out += "    var body: some View {\n        NavigationStack {\n            List {\n"
        out += "                TextField(\"Search\", text: $query)\n"
        for index in 0..<(fat ? sections * 3 : sections) { out += section(name, index, fat: fat) }
        out += "            }\n            .navigationTitle(\"\(name)\")\n"
        out += "            .toolbar { Button(\"Filters\") { isShowingFilters.toggle() } }\n"
        out += "            .sheet(isPresented: $isShowingFilters) { Text(\"Filters\") }\n"
        out += fat ? fatTask(name) : "            .task { await model.load() }\n            .refreshable { await model.load() }\n"
        return out + "        }\n    }\n}\n"
    }

    private static func section(_ name: String, _ index: Int, fat: Bool) -> String {
        let source = fat ? "items" : "model.items"
        return """
                            Section("Group \(index)") {
                                ForEach(\(source).filter { query.isEmpty || $0.title.contains(query) }) { item in
                                    \(name)Row(item: item)
                                        .swipeActions { Button("Archive") { archive(item) } }
                                }
                            }

            """
    }

    private static func fatTask(_ name: String) -> String {
        """
                    .task {
                        let url = URL(string: "https://api.example.com/\(name.lowercased())")!
                        guard let (data, _) = try? await URLSession.shared.data(from: url) else { return }
                        items = (try? JSONDecoder().decode([\(name)Item].self, from: data)) ?? []
                    }

        """
    }

    /// The screen's extension: its actions, and row builders.
    static func screenExtension(_ name: String, builders: Int) -> String {
        var out = "import SwiftUI\n\nextension \(name)Screen {\n    func archive(_ item: \(name)Item) {\n        print(item.id)\n    }\n"
        for index in 0..<builders {
            out += "\n    @ViewBuilder\n    func badge\(index)(for item: \(name)Item) -> some View {\n"
            out += "        if item.isArchived {\n            Label(\"Archived\", systemImage: \"archivebox\")\n"
            out += "        } else {\n            Text(item.displayTitle)\n                .font(.caption)\n                .foregroundStyle(.secondary)\n        }\n    }\n"
        }
        return out + "}\n"
    }

    /// The screen's holder: it keeps the items and asks the API client for them.
    static func model(_ name: String, fields: Int) -> String {
        var out = "import Foundation\nimport Observation\n\n/// Holds the \(name) screen's state.\n@Observable\nfinal class \(name)Model {\n"
        out += "    private(set) var items: [\(name)Item] = []\n    private let api = APIClient()\n"
        for field in 0..<fields { out += "    var field\(field) = \(field)\n" }
        out += "\n    func load() async {\n        items = (try? await api.items(\"\(name.lowercased())\")) ?? []\n    }\n\n"
        out += "    func filtered(by query: String) -> [\(name)Item] {\n        let words = query.lowercased().split(separator: \" \")\n"
        out += "        return items.filter { item in words.allSatisfy { item.title.lowercased().contains($0) } }\n    }\n"
        return out + "}\n"
    }

    /// A leaf row that takes the value it shows.
    static func row(_ name: String) -> String {
        """
        import SwiftUI

        struct \(name)Row: View {
            let item: \(name)Item

            var body: some View {
                VStack(alignment: .leading, spacing: 4) {
                    Text(item.displayTitle)
                        .font(.headline)
                    Text(item.updatedAt, style: .relative)
                        .font(.caption)
                        .foregroundStyle(.secondary)
                }
            }
        }

        """
    }

    /// A store shared by screens, as an `ObservableObject`.
    static func store(_ name: String) -> String {
        """
        import Combine
        import Foundation

        final class \(name)Store: ObservableObject {
            @Published var selection: String?
            @Published private(set) var recent: [String] = []

            func remember(_ id: String) {
                recent.insert(id, at: 0)
                if recent.count > 20 { recent.removeLast() }
            }
        }

        """
    }
}
