/// A feature's view controller and its table extension, as the benchmark project writes them.
enum ControllerTemplates {
    /// A view controller. Thin ones (three in four) hand their view a model and are
    /// clean; fat ones style labels, build the hierarchy, observe notifications, hold
    /// state and do networking, as Massive View Controllers do.
    static func controller(_ name: String, fat: Bool, random: inout SplitMix64) -> String {
        var out = """
            import UIKit

            /// The \(name) screen. It shows the items its DataController loads and lets
            /// the user pick one; see \(name)DataController for the state behind it.
            final class \(name)ViewController: UIViewController, UITableViewDataSource, UITableViewDelegate {
                @IBOutlet private weak var tableView: UITableView!
                private let dataController: \(name)DataController
                private let rootView = \(name)View()
                private var cancellables = Set<AnyCancellable>()

            """
        if fat { out += fatProperties(name, random: &random) }
        out += lifecycle(name)
        if fat { out += fatViewDidLoad(name, random: &random) }
        out += "        dataController.load()\n    }\n\n"
        out += """
                private func render() {
                    rootView.configure(with: \(name)ViewModel(dataController: dataController))
                    tableView.reloadData()
                }

                func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
                    guard let item = dataController.item(at: indexPath.row) else { return }
                    let detail = \(name)DetailViewController(item: item)
                    navigationController?.pushViewController(detail, animated: true)
                }

            """
        for action in 0..<(3 + random.next(below: 8)) { out += controllerAction(name, action) }
        return out + "}\n"
    }

    /// The initializers, `loadView` and the start of `viewDidLoad`.
    private static func lifecycle(_ name: String) -> String {
        """

            init(dataController: \(name)DataController) {
                self.dataController = dataController
                super.init(nibName: nil, bundle: nil)
            }

            required init?(coder: NSCoder) { fatalError("not from a storyboard") }

            override func loadView() {
                view = rootView
            }

            override func viewDidLoad() {
                super.viewDidLoad()
                title = dataController.title
                tableView.register(\(name)Cell.self, forCellReuseIdentifier: "\(name)Cell")
                dataController.onChange = { [weak self] in self?.render() }

        """
    }

    private static func fatProperties(_ name: String, random: inout SplitMix64) -> String {
        var out = ""
        for label in 0..<(8 + random.next(below: 8)) { out += "    private let detailLabel\(label) = UILabel()\n" }
        return out + "    private var items: [String] = []\n    private var selectedIndex = 0\n    private var isLoading = false\n"
    }

    private static func fatViewDidLoad(_ name: String, random: inout SplitMix64) -> String {
        var out = ""
        for label in 0..<(8 + random.next(below: 8)) {
            out += "        detailLabel\(label).text = dataController.text(for: \"detail\(label)\")\n"
            out += "        detailLabel\(label).textColor = .secondaryLabel\n        view.addSubview(detailLabel\(label))\n"
        }
        out += """
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

    /// A small action method, as controllers have many.
    private static func controllerAction(_ name: String, _ action: Int) -> String {
        """
            @objc private func didTapAction\(action)(_ sender: UIButton) {
                // Action \(action) asks the DataController and shows what it answers.
                let index = sender.tag
                guard dataController.canPerform(action: \(action), at: index) else {
                    showAlert(title: "\(name)", message: "Action \(action) is not available here.")
                    return
                }
                dataController.perform(action: \(action), at: index)
            }


        """
    }

    static func tableExtension(_ name: String, rows: Int, fat: Bool) -> String {
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
}
