/// A feature's view, its cell with the cell's view model, and the screen's view model, as the
/// benchmark project writes them.
enum ViewTemplates {
    static func view(_ name: String, subviews: Int) -> String {
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

    static func cell(_ name: String) -> String {
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

    static func viewModel(_ name: String, outputs: Int) -> String {
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
