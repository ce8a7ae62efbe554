import UIKit

final class AccountViewController: BaseViewController {
    weak var coordinator: AppCoordinator?
    private let dataController: AccountDataController
    private let loginController: LoginViewController
    private var accountView: AccountView { view as! AccountView }

    init(dataController: AccountDataController, loginController: LoginViewController) {
        self.dataController = dataController
        self.loginController = loginController
        super.init(nibName: nil, bundle: nil)
        title = "Account"
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func loadView() {
        view = AccountView()
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        loginController.delegate = self
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        Task { await reload() }
    }

    private func reload() async {
        do {
            try await dataController.loadAccount()
        } catch {
            showError(error)
        }
        render()
    }

    private func render() {
        guard let account = dataController.account else {
            navigationItem.leftBarButtonItem = nil
            navigationItem.rightBarButtonItem = nil
            embed(loginController)
            return
        }
        remove(loginController)
        accountView.configure(with: account)
        navigationItem.leftBarButtonItem = UIBarButtonItem(title: "Profile", primaryAction: UIAction { [weak self] _ in
            self?.coordinator?.showProfile()
        })
        navigationItem.rightBarButtonItem = UIBarButtonItem(title: "Sign Out", primaryAction: UIAction { [weak self] _ in
            self?.signOut()
        })
    }

    private func signOut() {
        Task {
            await dataController.signOut()
            render()
        }
    }

    private func embed(_ child: UIViewController) {
        guard child.parent == nil else { return }
        addChild(child)
        view.addSubview(child.view)
        child.view.frame = view.bounds
        child.view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        child.didMove(toParent: self)
    }

    private func remove(_ child: UIViewController) {
        guard child.parent == self else { return }
        child.willMove(toParent: nil)
        child.view.removeFromSuperview()
        child.removeFromParent()
    }
}

extension AccountViewController: LoginViewControllerDelegate {
    func loginViewController(_ controller: LoginViewController, didLogInAs account: Account) {
        dataController.signIn(as: account)
        render()
    }
}
