/// `view_work_in_controller` examples of the view a name stands for: one of the controller's
/// own, whether reached through a property, a local or a helper's parameter, which is view
/// work; or a child controller's, which is not.
enum ViewWorkBindingExamples {
    static let triggering = [
        Example("""
            class BannerViewController: UIViewController {
                private var banner: UIView?
                func embed(_ child: UIViewController) { banner = child.view }
                func showPlain() {
                    banner = UIView()
                    ↓banner?.alpha = 1
                    style(child.view)
                    style(UILabel())
                }
                private func style(_ shownView: UIView) {
                    ↓shownView.alpha = 0.5
                }
            }
            """),
        // A name bound to one of the controller's members in one place and to a view of its
        // own in another is taken for a view in both.
        Example("""
            class SearchViewController: UIViewController {
                func hideTitle() {
                    let titleLabel = navigationItem.titleView
                    ↓titleLabel?.alpha = 0
                }
                func showCount() {
                    let titleLabel = UILabel()
                    ↓titleLabel.text = "3 results"
                }
            }
            """),
        // A local that shadows the controller's view or one of its properties names a
        // member only where it is bound.
        Example("""
            class SearchViewController: UIViewController {
                private let countLabel = UILabel()
                func hideTitle() {
                    if let view = navigationItem.titleView { hide(view) }
                    let countLabel = navigationItem.titleView
                }
                func style() {
                    ↓view.backgroundColor = .white
                    countLabel.text = "3 results"
                }
            }
            """),
    ]

    static let nonTriggering = [
        Example("""
            class ProfileViewController: UIViewController {
                func show(_ child: UIViewController) {
                    addChild(child)
                    view.addSubview(child.view)
                    viewModel.text = "x"
                    let isHidden = label.isHidden
                    if label.text == "" { dataController.reload() }
                }
                class Header: UIView {
                    func style() { titleLabel.textColor = .red }
                }
            }
            """, exempts: ["child_views"]),
        Example("""
            class ContainerViewController: UIViewController {
                let refreshBarButton = UIBarButtonItem()
                @IBOutlet weak var doneItem: UIBarButtonItem!
                func embed(_ hostingController: UIHostingController<Root>) {
                    addChild(hostingController)
                    view.addSubview(hostingController.view)
                    hostingController.view.translatesAutoresizingMaskIntoConstraints = false
                    NSLayoutConstraint.activate([hostingController.view.topAnchor.constraint(equalTo: view.topAnchor)])
                    guard let dialogView = dialogController.view else { return }
                    view.addSubview(dialogView)
                    dialogView.isHidden = true
                    refreshBarButton.isEnabled = false
                    doneItem.image = nil
                }
                func askName() {
                    alert.addTextField { textField in
                        textField.placeholder = "Name"
                    }
                }
            }
            """, exempts: ["child_views", "items_and_controllers", "alert_text_fields"]),
        Example("""
            class DetailsViewController: UIViewController {
                private var contentView: UIView?
                func installContent() {
                    let hostingController = UIHostingController(rootView: DetailsView())
                    addChild(hostingController)
                    self.contentView = hostingController.view
                    view.addSubview(contentView!)
                }
                private var footer: UIView?
                func installFooter(_ footerController: UIViewController) {
                    footer = footerController.view
                }
                func hideContent() {
                    self.contentView?.isHidden = true
                    footer?.isHidden = true
                }
                func show(_ target: UIViewController?) {
                    if let targetView = target?.view { addChildView(targetView) }
                }
                private func addChildView(_ childView: UIView) {
                    childView.translatesAutoresizingMaskIntoConstraints = true
                    transitionContainer.addSubview(childView)
                }
            }
            """, exempts: ["child_views"]),
    ]
}
