import Foundation
import RxSwift

final class RegistrationDataController {
    private let apiClient: APIClient
    private(set) var registeredAccount: Account?

    init(apiClient: APIClient) {
        self.apiClient = apiClient
    }

    func register(email: String, password: String) -> Single<Account> {
        Single<Account>.create { [apiClient] observer in
            let task = Task {
                do {
                    observer(.success(try await apiClient.register(email: email, password: password)))
                } catch {
                    observer(.failure(error))
                }
            }
            return Disposables.create { task.cancel() }
        }
        .do(onSuccess: { [weak self] account in self?.registeredAccount = account })
    }
}
