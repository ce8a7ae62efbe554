import UIKit

/// The todo table's data source: hands each cell its model and listens to its toggle.
@MainActor
final class TodoListDataSource: NSObject, UITableViewDataSource {
    private let dataController: TodoListDataController

    init(dataController: TodoListDataController) {
        self.dataController = dataController
    }

    func register(in tableView: UITableView) {
        tableView.register(TodoCell.self, forCellReuseIdentifier: TodoCell.reuseIdentifier)
    }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        dataController.todos.count
    }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: TodoCell.reuseIdentifier, for: indexPath) as! TodoCell
        let todo = dataController.todos[indexPath.row]
        cell.configure(with: TodoCellModel(todo: todo))
        cell.delegate = self
        return cell
    }
}

extension TodoListDataSource: TodoCellDelegate {
    func todoCell(_ cell: TodoCell, didToggleTodoWithID id: Todo.ID) {
        dataController.toggleTodo(id: id)
    }
}
