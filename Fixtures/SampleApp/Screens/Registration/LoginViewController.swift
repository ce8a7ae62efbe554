import UIKit

protocol LoginViewControllerDelegate: AnyObject {
    func loginViewController(_ controller: LoginViewController, didLogInAs account: Account)
}

final class LoginViewController: BaseViewController {
    @IBOutlet private weak var emailField: UITextField!
    @IBOutlet private weak var passwordField: UITextField!
    @IBOutlet private weak var errorLabel: UILabel!

    weak var delegate: LoginViewControllerDelegate?
    weak var coordinator: AppCoordinator?
    private let dataController: LoginDataController
    private let viewModel: LoginViewModel

    init?(coder: NSCoder, dataController: LoginDataController) {
        self.dataController = dataController
        self.viewModel = LoginViewModel(dataController: dataController)
        super.init(coder: coder)
    }

    required init?(coder: NSCoder) {
        fatalError("Use init(coder:dataController:)")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        viewModel.viewController = self
        viewModel.bind(to: errorLabel)
    }

    func didLogIn(as account: Account) {
        delegate?.loginViewController(self, didLogInAs: account)
    }

    @IBAction private func logInTapped(_ sender: UIButton) {
        viewModel.logIn(email: emailField.text ?? "", password: passwordField.text ?? "")
    }

    @IBAction private func registerTapped(_ sender: UIButton) {
        coordinator?.showRegistration()
    }
}

@MainActor
final class LoginDataController {
    private let apiClient: APIClient
    private(set) var account: Account?

    init(apiClient: APIClient) {
        self.apiClient = apiClient
    }

    func logIn(email: String, password: String) async throws -> Account {
        let account = try await apiClient.logIn(email: email, password: password)
        self.account = account
        return account
    }
}
