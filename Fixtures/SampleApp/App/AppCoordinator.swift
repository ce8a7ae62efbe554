import UIKit

/// Builds the screens, wires them to their data controllers and moves between them.
@MainActor
final class AppCoordinator {
    private let window: UIWindow
    private let apiClient = APIClient()
    private let storyboard = UIStoryboard(name: "Main", bundle: nil)
    private let tabBarController = MainTabBarController()
    private lazy var accountDataController = AccountDataController(apiClient: apiClient)

    init(window: UIWindow) {
        self.window = window
    }

    func start() {
        tabBarController.viewControllers = [
            navigation(for: makeArticles(), title: "Articles", symbol: "newspaper"),
            navigation(for: makeTodos(), title: "Todos", symbol: "checklist"),
            navigation(for: makeCounter(), title: "Counter", symbol: "character.cursor.ibeam"),
            navigation(for: makeAccount(), title: "Account", symbol: "person.crop.circle"),
            navigation(for: makeSettings(), title: "Settings", symbol: "gearshape"),
        ]
        window.rootViewController = tabBarController
        window.makeKeyAndVisible()
    }

    func showArticle(_ article: Article) {
        UIApplication.shared.open(article.url)
    }

    func showProfile() {
        let navigation = tabBarController.selectedViewController as? UINavigationController
        navigation?.pushViewController(ProfileViewController(), animated: true)
    }

    func showRegistration() {
        let registration = storyboard.instantiateViewController(identifier: "Registration") { coder in
            RegistrationViewController(coder: coder, dataController: RegistrationDataController(apiClient: self.apiClient))
        }
        registration.coordinator = self
        tabBarController.present(RootNavigationController(rootViewController: registration), animated: true)
    }

    func didRegister(_ account: Account) {
        accountDataController.signIn(as: account)
        tabBarController.dismiss(animated: true)
        tabBarController.select(.account)
    }

    func apply(_ theme: Theme) {
        window.overrideUserInterfaceStyle = theme.userInterfaceStyle
    }

    private func navigation(for root: UIViewController, title: String, symbol: String) -> UINavigationController {
        let navigation = RootNavigationController(rootViewController: root)
        navigation.tabBarItem = UITabBarItem(title: title, image: UIImage(systemName: symbol), selectedImage: nil)
        return navigation
    }

    private func makeArticles() -> ArticlesViewController {
        let articles = ArticlesViewController()
        articles.coordinator = self
        return articles
    }

    private func makeTodos() -> TodoListViewController {
        TodoListViewController(dataController: TodoListDataController(apiClient: apiClient))
    }

    private func makeCounter() -> CounterViewController {
        storyboard.instantiateViewController(identifier: "Counter") { coder in
            CounterViewController(coder: coder, dataController: CounterDataController())
        }
    }

    private func makeAccount() -> AccountViewController {
        let login = storyboard.instantiateViewController(identifier: "Login") { coder in
            LoginViewController(coder: coder, dataController: LoginDataController(apiClient: self.apiClient))
        }
        login.coordinator = self
        let account = AccountViewController(dataController: accountDataController, loginController: login)
        account.coordinator = self
        return account
    }

    private func makeSettings() -> SettingsViewController {
        let settings = SettingsViewController(dataController: SettingsDataController())
        settings.coordinator = self
        return settings
    }
}
