extension ProjectGenerator {
    mutating func tableExtension(_ name: String, rows: Int, fat: Bool) -> String {
        var out = "import UIKit\n\n// MARK: - UITableViewDataSource\n\nextension \(name)ViewController {\n"
        out += "    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {\n"
        out += "        dataController.numberOfItems\n    }\n\n"
        out += "    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {\n"
        out += "        let cell = tableView.dequeueReusableCell(withIdentifier: \"\(name)Cell\", for: indexPath) as! \(name)Cell\n"
        out += fat ? "        cell.titleLabel.text = \"Row \\(indexPath.row)\"\n"
            : "        cell.configure(with: \(name)CellViewModel(item: dataController.item(at: indexPath.row)))\n"
        out += "        return cell\n    }\n\n"
        for row in 0..<rows {
            out += "    /* Row \(row) of \(name): kept for the layout tests. */\n"
            out += "    private func heightForRow\(row)() -> CGFloat { \(40 + row) }\n"
        }
        return out + "}\n"
    }

    mutating func dataController(_ name: String, fields: Int) -> String {
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
    private func summary(_ name: String, _ step: Int) -> String {
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

    mutating func model(_ name: String, fields: Int) -> String {
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

    mutating func view(_ name: String, subviews: Int) -> String {
        var out = "import UIKit\n\nfinal class \(name)View: UIView {\n"
        for index in 0..<subviews { out += "    private let part\(index) = UILabel()\n" }
        out += "    private let stack = UIStackView()\n\n"
        out += "    override init(frame: CGRect) {\n        super.init(frame: frame)\n        backgroundColor = .systemBackground\n"
        out += "        stack.axis = .vertical\n        stack.spacing = 8\n        addSubview(stack)\n"
        for index in 0..<subviews {
            out += "        part\(index).font = .preferredFont(forTextStyle: .body)\n        stack.addArrangedSubview(part\(index))\n"
        }
        out += "        stack.translatesAutoresizingMaskIntoConstraints = false\n        NSLayoutConstraint.activate([\n"
        out += "            stack.topAnchor.constraint(equalTo: safeAreaLayoutGuide.topAnchor, constant: 16),\n"
        out += "            stack.leadingAnchor.constraint(equalTo: leadingAnchor, constant: 16),\n"
        out += "            stack.trailingAnchor.constraint(equalTo: trailingAnchor, constant: -16),\n        ])\n    }\n\n"
        out += "    required init?(coder: NSCoder) { fatalError(\"not from a storyboard\") }\n\n"
        out += "    func configure(with model: \(name)ViewModel) {\n"
        for index in 0..<subviews { out += "        part\(index).text = model.output\(index % 3)\n" }
        return out + "    }\n}\n"
    }

    mutating func cell(_ name: String) -> String {
        """
        import UIKit

        struct \(name)CellViewModel {
            let title: String
            let subtitle: String?

            init(item: \(name)Item?) {
                title = item?.displayTitle ?? ""
                subtitle = item.map { "Updated \\($0.updatedAt.formatted(.relative(presentation: .named)))" }
            }
        }

        final class \(name)Cell: UITableViewCell {
            @IBOutlet var titleLabel: UILabel!
            @IBOutlet var subtitleLabel: UILabel!

            func configure(with model: \(name)CellViewModel) {
                titleLabel.text = model.title
                subtitleLabel.text = model.subtitle
                subtitleLabel.isHidden = model.subtitle == nil
            }
        }

        """
    }

    mutating func viewModel(_ name: String, outputs: Int) -> String {
        var out = "import Foundation\n\n/// What the \(name) screen shows, formatted.\nstruct \(name)ViewModel {\n"
        for index in 0..<outputs { out += "    let output\(index): String\n" }
        out += "\n    init(dataController: \(name)DataController) {\n"
        out += "        let count = dataController.numberOfItems\n"
        for index in 0..<outputs {
            out += index == 0 ? "        output0 = count == 1 ? \"1 item\" : \"\\(count) items\"\n"
                : "        output\(index) = dataController.text(for: \"\(index)\")\n"
        }
        return out + "    }\n}\n"
    }
}
