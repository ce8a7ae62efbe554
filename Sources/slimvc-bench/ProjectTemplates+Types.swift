extension ProjectGenerator {
    mutating func tableExtension(_ name: String, rows: Int) -> String {
        var out = "import UIKit\n\nextension \(name)ViewController {\n"
        out += "    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { \(rows) }\n\n"
        out += "    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {\n"
        out += "        let cell = tableView.dequeueReusableCell(withIdentifier: \"\(name)Cell\", for: indexPath) as! \(name)Cell\n"
        out += rows > 5 ? "        cell.titleLabel.text = \"Row \\(indexPath.row)\"\n" : "        cell.configure(with: \(name)CellViewModel(title: \"Row\"))\n"
        out += "        return cell\n    }\n\n"
        for row in 0..<rows {
            out += "    /* Row \(row) of \(name): kept for the layout tests. */\n"
            out += "    private func heightForRow\(row)() -> CGFloat { \(40 + row) }\n"
        }
        return out + "}\n"
    }

    mutating func dataController(_ name: String, fields: Int) -> String {
        var out = "import Foundation\n\n/// Holds the \(name) screen's state and talks to the API client.\nfinal class \(name)DataController {\n"
        out += "    private let api: APIClient\n    private(set) var items: [String] = []\n    var title: String { \"\(name)\" }\n\n"
        for field in 0..<fields { out += "    var field\(field): Int = \(field)\n" }
        out += "\n    init(api: APIClient = APIClient()) { self.api = api }\n\n"
        out += "    func load() {\n        api.get(\"\(name.lowercased())\") { [weak self] result in\n"
        out += "            self?.items = result\n        }\n    }\n\n"
        out += "    func text(for key: String) -> String {\n        switch key.count {\n"
        for field in 0..<fields { out += "        case \(field): return \"\\(field\(field))\"\n" }
        return out + "        default: return key\n        }\n    }\n}\n"
    }

    mutating func view(_ name: String, subviews: Int) -> String {
        var out = "import UIKit\n\nfinal class \(name)View: UIView {\n"
        for index in 0..<subviews { out += "    private let part\(index) = UILabel()\n" }
        out += "\n    override init(frame: CGRect) {\n        super.init(frame: frame)\n"
        for index in 0..<subviews { out += "        part\(index).font = .preferredFont(forTextStyle: .body)\n        addSubview(part\(index))\n" }
        return out + "    }\n\n    required init?(coder: NSCoder) { fatalError(\"not from a storyboard\") }\n}\n"
    }

    mutating func cell(_ name: String) -> String {
        """
        import UIKit

        struct \(name)CellViewModel {
            let title: String
        }

        final class \(name)Cell: UITableViewCell {
            @IBOutlet var titleLabel: UILabel!

            func configure(with model: \(name)CellViewModel) {
                titleLabel.text = model.title
            }
        }

        """
    }

    mutating func viewModel(_ name: String, outputs: Int) -> String {
        var out = "import Foundation\n\nfinal class \(name)ViewModel {\n"
        for index in 0..<outputs { out += "    let output\(index): Driver<String>\n" }
        out += "\n    init(dataController: \(name)DataController) {\n"
        for index in 0..<outputs { out += "        output\(index) = .just(dataController.text(for: \"\(index)\"))\n" }
        return out + "    }\n}\n"
    }
}
