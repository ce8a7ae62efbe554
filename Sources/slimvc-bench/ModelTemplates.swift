/// A feature's DataController and the item it loads, as the benchmark project writes them.
enum ModelTemplates {
    static func dataController(_ name: String, fields: Int, random: inout SplitMix64) -> String {
        var out = "import Foundation\n\n/// Holds the \(name) screen's state and talks to the API client.\nfinal class \(name)DataController {\n"
        out += "    private let api: APIClient\n    private(set) var items: [\(name)Item] = []\n    var onChange: (() -> Void)?\n"
        out += "    var title: String { \"\(name)\" }\n    var numberOfItems: Int { items.count }\n\n"
        for field in 0..<fields { out += "    var field\(field): Int = \(field)\n" }
        out += "\n    init(api: APIClient = APIClient()) { self.api = api }\n\n"
        out += "    func load() {\n        api.get(\"\(name.lowercased())\") { [weak self] (result: Result<[\(name)Item], Error>) in\n"
        out += "            guard let self else { return }\n            switch result {\n"
        out += "            case .success(let items):\n                self.items = items.sorted { $0.updatedAt > $1.updatedAt }\n"
        out += "            case .failure(let error):\n                Log.error(\"\(name) failed to load: \\(error)\")\n                self.items = []\n            }\n"
        out += "            self.onChange?()\n        }\n    }\n\n"
        out += "    func item(at index: Int) -> \(name)Item? {\n        items.indices.contains(index) ? items[index] : nil\n    }\n\n"
        out += "    func canPerform(action: Int, at index: Int) -> Bool {\n        guard let item = item(at: index) else { return false }\n"
        out += "        return !item.isArchived && action < 8\n    }\n\n"
        out += "    func perform(action: Int, at index: Int) {\n        guard var item = item(at: index) else { return }\n"
        out += "        item.isArchived = action == 0\n        items[index] = item\n        api.post(\"\(name.lowercased())/\\(item.id)\", body: item) { _ in }\n"
        out += "        onChange?()\n    }\n\n"
        out += "    func text(for key: String) -> String {\n        switch key.count {\n"
        for field in 0..<fields { out += "        case \(field): return \"\\(field\(field))\"\n" }
        out += "        default: return key\n        }\n    }\n\n"
        out += "    func filtered(by query: String) -> [\(name)Item] {\n        let words = query.lowercased().split(separator: \" \")\n"
        out += "        return items.filter { item in\n            words.allSatisfy { item.title.lowercased().contains($0) }\n        }\n    }\n"
        for step in 0..<(2 + random.next(below: 6)) { out += summary(name, step) }
        return out + "}\n"
    }

    /// A helper that groups and counts items, as data controllers have several.
    private static func summary(_ name: String, _ step: Int) -> String {
        """

            /// Items updated in the last \(step + 1) days, grouped by the first letter of the title.
            func recentGroups\(step)(now: Date = Date()) -> [Character: Int] {
                let limit = now.addingTimeInterval(-86_400 * \(step + 1))
                var groups: [Character: Int] = [:]
                for item in items where item.updatedAt >= limit && !item.isArchived {
                    guard let letter = item.displayTitle.first else { continue }
                    groups[letter, default: 0] += 1
                }
                return groups
            }

        """
    }

    static func model(_ name: String, fields: Int) -> String {
        var out = "import Foundation\n\n/// One \(name) item as the API sends it.\nstruct \(name)Item: Codable, Equatable, Identifiable {\n"
        out += "    let id: String\n    var title: String\n    var updatedAt: Date\n    var isArchived: Bool\n"
        for field in 0..<fields { out += "    var value\(field): String?\n" }
        out += "\n    enum CodingKeys: String, CodingKey {\n        case id, title\n        case updatedAt = \"updated_at\"\n"
        out += "        case isArchived = \"is_archived\"\n"
        for field in 0..<fields { out += "        case value\(field) = \"value_\(field)\"\n" }
        out += "    }\n}\n\nextension \(name)Item {\n    /// The title as shown in lists: trimmed, or a placeholder.\n"
        out += "    var displayTitle: String {\n        let trimmed = title.trimmingCharacters(in: .whitespacesAndNewlines)\n"
        out += "        return trimmed.isEmpty ? \"Untitled\" : trimmed\n    }\n}\n"
        return out
    }
}
