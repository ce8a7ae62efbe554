import Foundation
import Observation

/// The todos' summary state: it keeps the todos and asks the API client for them.
@Observable
final class TodoSummaryModel {
    private(set) var todos: [Todo] = []
    private let api = APIClient()

    func load() async {
        todos = (try? await api.fetchTodos()) ?? []
    }

    func todos(matching filter: String, showingDone: Bool) -> [Todo] {
        todos.filter { (showingDone || !$0.isDone) && (filter.isEmpty || $0.title.contains(filter)) }
    }
}
