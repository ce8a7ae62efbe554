import Foundation

@MainActor
final class ProfileDataController {
    static let shared = ProfileDataController()

    private(set) var profile: Profile?
    private let profileURL = URL(string: "https://api.example.com/v1/me/profile")!

    func loadProfile() async throws -> Profile {
        let (data, _) = try await URLSession.shared.data(from: profileURL)
        let profile = try JSONDecoder().decode(Profile.self, from: data)
        self.profile = profile
        return profile
    }
}
