import Combine
import Foundation

@MainActor
final class TodoListDataController: ObservableObject {
    @Published private(set) var todos: [Todo] = []
    private let apiClient: APIClient

    init(apiClient: APIClient) {
        self.apiClient = apiClient
    }

    func reload() async throws {
        todos = try await apiClient.fetchTodos()
    }

    func toggleTodo(id: Todo.ID) {
        guard let index = todos.firstIndex(where: { $0.id == id }) else { return }
        todos[index].isDone.toggle()
        let todo = todos[index]
        Task { try? await apiClient.update(todo) }
    }

    func deleteTodo(at index: Int) {
        let todo = todos.remove(at: index)
        Task { try? await apiClient.delete(todo) }
    }
}
