import Foundation

struct Account: Codable, Equatable {
    let id: UUID
    let name: String
    let email: String
    let createdAt: Date
}

struct Profile: Codable, Equatable {
    let accountID: UUID
    let displayName: String
    let handle: String
    let bio: String
    let avatarURL: URL?
}
