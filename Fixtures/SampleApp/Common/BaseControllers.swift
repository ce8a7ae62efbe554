import UIKit

/// The common superclass of the app's screens. Never shown on its own.
class BaseViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        navigationItem.backButtonDisplayMode = .minimal
    }

    func showError(_ error: Error) {
        let alert = UIAlertController(title: "Something went wrong", message: error.localizedDescription, preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: "OK", style: .default))
        present(alert, animated: true)
    }
}

final class MainTabBarController: UITabBarController {
    enum Tab: Int {
        case articles, todos, counter, account, settings
    }

    func select(_ tab: Tab) {
        selectedIndex = tab.rawValue
    }
}

final class RootNavigationController: UINavigationController {
    override var childForStatusBarStyle: UIViewController? {
        topViewController
    }

    override var supportedInterfaceOrientations: UIInterfaceOrientationMask {
        topViewController?.supportedInterfaceOrientations ?? .portrait
    }
}
