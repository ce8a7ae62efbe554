extension ProjectGenerator {
    mutating func controller(_ name: String, fat: Bool) -> String {
        let labels = (0..<(fat ? 14 : 3)).map { "\(name.lowercased())Label\($0)" }
        var out = """
            import UIKit

            /// The \(name) screen. It shows the items its DataController loads and lets
            /// the user pick one; see \(name)DataController for the state behind it.
            final class \(name)ViewController: UIViewController, UITableViewDataSource, UITableViewDelegate {
                @IBOutlet private weak var tableView: UITableView!
                private let dataController: \(name)DataController
                private var cancellables = Set<AnyCancellable>()

            """
        for label in labels { out += "    private let \(label) = UILabel()\n" }
        if fat { out += "    private var items: [String] = []\n    private var selectedIndex = 0\n    private var isLoading = false\n" }
        out += """

                init(dataController: \(name)DataController) {
                    self.dataController = dataController
                    super.init(nibName: nil, bundle: nil)
                }

                required init?(coder: NSCoder) { fatalError("not from a storyboard") }

                override func viewDidLoad() {
                    super.viewDidLoad()
                    title = dataController.title

            """
        for label in labels {
            out += "        \(label).text = dataController.text(for: \"\(label)\")\n"
            if fat { out += "        \(label).textColor = .secondaryLabel\n        view.addSubview(\(label))\n" }
        }
        if fat { out += fatControllerTail(name) }
        out += "        dataController.load()\n    }\n}\n"
        return out
    }

    mutating func fatControllerTail(_ name: String) -> String {
        var out = """
                    NotificationCenter.default.addObserver(forName: .init("\(name)DidChange"), object: nil, queue: .main) { [weak self] _ in
                        self?.tableView.reloadData()
                    }
                    let request = URLRequest(url: URL(string: "https://example.com/\(name.lowercased())")!)
                    URLSession.shared.dataTask(with: request) { data, _, _ in
                        // Parse the response here, on the main queue.
                        _ = data
                    }.resume()
                    let help = \"\"\"
                        Pull to refresh the list of \(name) items.
                        Tap an item to open it; swipe to delete.
                        \"\"\"
                    print(help)

            """
        for step in 0..<(10 + random.next(below: 30)) {
            out += "        if items.count > \(step) { selectedIndex = \(step) } // keep the selection in range\n"
        }
        return out
    }
}
