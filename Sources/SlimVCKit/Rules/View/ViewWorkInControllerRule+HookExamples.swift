/// `view_work_in_controller` examples of what a receiver is by its declaration (a view, or
/// no view whatever its name), and of the views a controller touches as UIKit or MVVM
/// means it to: its own bar as a container, overlays, willDisplay hooks, reactive bindings.
enum ViewWorkHookExamples {
    static let triggering = [
        // A project view is a view by its declaration, whatever its name; so is a local bound to it.
        Example("""
            class StatusViewController: UIViewController {
                @IBOutlet var hud: StatusHUDView!
                @IBOutlet var hudView: StatusHUDView!
                func showProgress() {
                    ↓hud.alpha = 0.5
                }
                func hideProgress() {
                    let shown = hudView
                    ↓shown.alpha = 0
                }
            }
            """, otherFiles: ["StatusHUDView.swift": "final class StatusHUDView: UIView {}"]),
        // A navigation controller's own view is no bar; a screen's own navigation bar is a view.
        Example("""
            final class ThemedNavigationController: UINavigationController {
                override func viewDidLoad() {
                    ↓view.backgroundColor = .white
                }
            }
            final class PlayerViewController: UIViewController {
                let navigationBar = UINavigationBar()
                func style() {
                    ↓navigationBar.tintColor = .red
                }
            }
            """),
        // Other delegate methods are no willDisplay hook, and a subscription to something
        // other than a view model's output is no binding of it.
        Example("""
            class FeedViewController: UITableViewController {
                override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
                    ↓tableView.backgroundColor = .red
                }
                func observeKeyboard() {
                    NotificationCenter.default.publisher(for: UIResponder.keyboardWillShowNotification)
                        .sink { [weak self] _ in ↓self?.footerView.alpha = 0 }
                        .store(in: &cancellables)
                }
            }
            """),
    ]

    static let nonTriggering = [
        Example("""
            struct ProfileModel { var isHidden: Bool }
            final class DetailController: NSObject { var tintColor: UIColor? }
            class ProfileViewController: UIViewController {
                var statusView: ProfileModel?
                var titleLabel: String = ""
                var detailView: DetailController?
                func update() {
                    statusView?.isHidden = true
                    titleLabel.text = "x"
                    detailView?.tintColor = .red
                }
            }
            """, exempts: ["declared_types"]),
        Example("""
            final class ThemedNavigationController: UINavigationController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    navigationBar.tintColor = .red
                    toolbar.barTintColor = .white
                }
            }
            final class MainTabBarController: UITabBarController {
                func updateTabBarDisplay() { tabBar.isHidden = true }
            }
            """, exempts: ["container_bars"]),
        Example("""
            class UploadViewController: UIViewController {
                let progressHUD = JGProgressHUD(style: .dark)
                func upload() {
                    progressHUD.textLabel.text = "Uploading"
                    let hud = MBProgressHUD.showAdded(to: view, animated: true)
                    hud.label.text = "Loading"
                    let alert = UIAlertController(title: "Done", message: nil, preferredStyle: .alert)
                    alert.view.tintColor = .red
                    SVProgressHUD.setDefaultStyle(.dark)
                    SVProgressHUD.show(withStatus: "Saving")
                }
            }
            """, exempts: ["overlays"]),
        Example("""
            class FeedViewController: UITableViewController {
                override func tableView(_ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath) {
                    cell.backgroundColor = indexPath.row % 2 == 0 ? .white : .lightGray
                }
                func collectionView(_ collectionView: UICollectionView, willDisplay cell: UICollectionViewCell, forItemAt indexPath: IndexPath) {
                    cell.alpha = 0
                    UIView.animate(withDuration: 0.2) { cell.alpha = 1 }
                }
            }
            """, exempts: ["will_display"]),
        Example("""
            class SearchViewController: UIViewController {
                let viewModel = SearchViewModel()
                func bindViewModel() {
                    viewModel.title.bind(to: titleLabel.rx.text).disposed(by: disposeBag)
                    viewModel.isLoading.drive(spinnerView.rx.isHidden).disposed(by: disposeBag)
                    viewModel.$subtitle.assign(to: \\.text, on: subtitleLabel).store(in: &cancellables)
                    viewModel.$canSave
                        .receive(on: DispatchQueue.main)
                        .sink { [weak self] canSave in self?.saveButton.isEnabled = canSave }
                        .store(in: &cancellables)
                    let output = viewModel.transform(input)
                    output.count.subscribe(onNext: { [weak self] count in self?.countLabel.text = count }).disposed(by: disposeBag)
                }
            }
            """, exempts: ["reactive_bindings"]),
    ]
}
