import Combine
import UIKit

final class TodoListViewController: BaseViewController, UITableViewDelegate {
    private let dataController: TodoListDataController
    private let dataSource: TodoListDataSource
    private lazy var tableView = UITableView(frame: .zero, style: .insetGrouped)
    private var cancellables = Set<AnyCancellable>()

    init(dataController: TodoListDataController) {
        self.dataController = dataController
        self.dataSource = TodoListDataSource(dataController: dataController)
        super.init(nibName: nil, bundle: nil)
        title = "Todos"
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func loadView() {
        view = tableView
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        dataSource.register(in: tableView)
        tableView.dataSource = dataSource
        tableView.delegate = self
        dataController.$todos
            .receive(on: DispatchQueue.main)
            .sink { [weak self] _ in self?.tableView.reloadData() }
            .store(in: &cancellables)
        reload()
    }

    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        tableView.deselectRow(at: indexPath, animated: true)
        dataController.toggleTodo(id: dataController.todos[indexPath.row].id)
    }

    func tableView(
        _ tableView: UITableView,
        trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath
    ) -> UISwipeActionsConfiguration? {
        let delete = UIContextualAction(style: .destructive, title: "Delete") { [weak self] _, _, completion in
            self?.dataController.deleteTodo(at: indexPath.row)
            completion(true)
        }
        return UISwipeActionsConfiguration(actions: [delete])
    }

    private func reload() {
        Task {
            do {
                try await dataController.reload()
            } catch {
                showError(error)
            }
        }
    }
}
