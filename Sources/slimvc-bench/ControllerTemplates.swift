extension ProjectGenerator {
    /// A view controller. Thin ones (three in four) hand their view a model and are
    /// clean; fat ones style labels, build the hierarchy, observe notifications, hold
    /// state and do networking, as Massive View Controllers do.
    mutating func controller(_ name: String, fat: Bool) -> String {
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
        if fat { out += fatProperties(name) }
        out += lifecycle(name)
        if fat { out += fatViewDidLoad(name) }
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
    private func lifecycle(_ name: String) -> String {
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

    private mutating func fatProperties(_ name: String) -> String {
        var out = ""
        for label in 0..<(8 + random.next(below: 8)) { out += "    private let detailLabel\(label) = UILabel()\n" }
        return out + "    private var items: [String] = []\n    private var selectedIndex = 0\n    private var isLoading = false\n"
    }

    private mutating func fatViewDidLoad(_ name: String) -> String {
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
    private mutating func controllerAction(_ name: String, _ action: Int) -> String {
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
}
