import Foundation

@MainActor
final class AccountDataController {
    private let apiClient: APIClient
    private(set) var account: Account?

    init(apiClient: APIClient) {
        self.apiClient = apiClient
    }

    func loadAccount() async throws {
        do {
            account = try await apiClient.fetchAccount()
        } catch APIError.unauthorized {
            account = nil
        }
    }

    func signIn(as account: Account) {
        self.account = account
    }

    func signOut() async {
        try? await apiClient.logOut()
        account = nil
    }
}
