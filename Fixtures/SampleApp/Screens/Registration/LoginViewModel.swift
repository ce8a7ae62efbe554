import UIKit

@MainActor
final class LoginViewModel {
    weak var viewController: LoginViewController?
    private let dataController: LoginDataController
    private var showError: ((String?) -> Void)?

    init(dataController: LoginDataController) {
        self.dataController = dataController
    }

    func bind(to label: UILabel) {
        showError = { [weak label] message in
            label?.text = message
            label?.isHidden = message == nil
        }
        showError?(nil)
    }

    func logIn(email: String, password: String) {
        showError?(nil)
        Task {
            do {
                let account = try await dataController.logIn(email: email, password: password)
                viewController?.didLogIn(as: account)
            } catch APIError.unauthorized {
                showError?("Wrong email or password.")
            } catch {
                showError?(error.localizedDescription)
            }
        }
    }
}
