import UIKit

protocol TodoCellDelegate: AnyObject {
    func todoCell(_ cell: TodoCell, didToggleTodoWithID id: Todo.ID)
}

struct TodoCellModel {
    let id: Todo.ID
    let title: String
    let isDone: Bool
    let dueText: String?

    init(todo: Todo) {
        id = todo.id
        title = todo.title
        isDone = todo.isDone
        dueText = todo.dueDate.map { "Due " + $0.formatted(date: .abbreviated, time: .omitted) }
    }
}

final class TodoCell: UITableViewCell {
    static let reuseIdentifier = "TodoCell"

    weak var delegate: TodoCellDelegate?
    private var todoID: Todo.ID?
    private let checkButton = UIButton(type: .system)
    private let titleLabel = UILabel()
    private let dueLabel = UILabel()

    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        checkButton.addTarget(self, action: #selector(checkTapped), for: .touchUpInside)
        dueLabel.font = .preferredFont(forTextStyle: .caption1)
        dueLabel.textColor = .secondaryLabel
        layOut()
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    func configure(with model: TodoCellModel) {
        todoID = model.id
        titleLabel.attributedText = NSAttributedString(
            string: model.title,
            attributes: model.isDone ? [.strikethroughStyle: NSUnderlineStyle.single.rawValue] : [:]
        )
        titleLabel.textColor = model.isDone ? .secondaryLabel : .label
        dueLabel.text = model.dueText
        dueLabel.isHidden = model.dueText == nil
        checkButton.setImage(UIImage(systemName: model.isDone ? "checkmark.circle.fill" : "circle"), for: .normal)
    }

    @objc private func checkTapped() {
        guard let todoID else { return }
        delegate?.todoCell(self, didToggleTodoWithID: todoID)
    }

    private func layOut() {
        let labels = UIStackView(arrangedSubviews: [titleLabel, dueLabel])
        labels.axis = .vertical
        let row = UIStackView(arrangedSubviews: [checkButton, labels])
        row.spacing = 12
        row.alignment = .center
        row.translatesAutoresizingMaskIntoConstraints = false
        contentView.addSubview(row)
        NSLayoutConstraint.activate([
            row.topAnchor.constraint(equalTo: contentView.layoutMarginsGuide.topAnchor),
            row.bottomAnchor.constraint(equalTo: contentView.layoutMarginsGuide.bottomAnchor),
            row.leadingAnchor.constraint(equalTo: contentView.layoutMarginsGuide.leadingAnchor),
            row.trailingAnchor.constraint(equalTo: contentView.layoutMarginsGuide.trailingAnchor),
        ])
    }
}
