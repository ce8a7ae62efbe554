import Foundation

struct Todo: Codable, Hashable, Identifiable {
    let id: UUID
    var title: String
    var isDone: Bool
    var dueDate: Date?
}
