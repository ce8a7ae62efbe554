/// Examples of `view_work_in_controller`: its docs and its tests. Here, view work on the
/// controller's own views, and what it may set of its own (its view, title and bar items);
/// `ViewWorkBindingExamples` has the views that names stand for.
enum ViewWorkExamples {
    static let triggering = [
        Example("""
            class ProfileViewController: UIViewController {
                @IBOutlet weak var name: UILabel!
                override func viewDidLoad() {
                    super.viewDidLoad()
                    ↓name.text = "Ada"
                    view.backgroundColor = .white
                    self.view.layer.cornerRadius = 8
                    avatarImageView.image = UIImage(named: "ada")
                }
            }
            """),
        Example("""
            class LayoutViewController: UIViewController {
                private let header = HeaderView()
                override func loadView() {
                    super.loadView()
                    ↓view.addSubview(header)
                    stackView.addArrangedSubview(titleLabel)
                    NSLayoutConstraint.activate([header.topAnchor.constraint(equalTo: view.topAnchor)])
                    header.translatesAutoresizingMaskIntoConstraints = false
                }
            }
            """, otherFiles: ["HeaderView.swift": "final class HeaderView: UIView {}"]),
        Example("""
            class ButtonViewController: BaseViewController {
                let submit = UIButton()
                func update() {
                    ↓submit.setTitle("Send", for: .normal)
                    submit.isEnabled = true
                }
            }
            """, otherFiles: ["Base.swift": "class BaseViewController: UIViewController {}"]),
        // One finding per function, at its first line; a local function is a function of its own.
        Example("""
            class GalleryViewController: UIViewController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    ↓view.backgroundColor = .black
                    func layout() {
                        ↓titleLabel.textAlignment = .center
                        titleLabel.isHidden = false
                    }
                    layout()
                    view.alpha = 1
                }
            }
            """),
        // Outside functions, each property built in a closure is a place of its own.
        Example("""
            class BadgeViewController: UIViewController {
                private lazy var titleLabel: UILabel = {
                    let label = UILabel()
                    ↓label.textAlignment = .center
                    label.numberOfLines = 1
                    return label
                }()
                private lazy var countLabel: UILabel = {
                    let label = UILabel()
                    ↓label.textColor = .gray
                    return label
                }()
            }
            """),
        Example("""
            extension ProfileViewController {
                func refresh() {
                    UIView.animate(withDuration: 0.3) {
                        ↓self.nameLabel?.alpha = 0
                    }
                }
            }
            """, otherFiles: ["Profile.swift": "class ProfileViewController: UIViewController {}"]),
    ] + ViewWorkBindingExamples.triggering + ViewWorkHookExamples.triggering + ViewWorkGroupExamples.triggering
        + ViewWorkLineExamples.triggering

    static let nonTriggering = [
        Example("""
            class ProfileViewController: UIViewController {
                override func loadView() {
                    view = ProfileView()
                    title = "Profile"
                    navigationItem.title = "Profile"
                    self.navigationItem.rightBarButtonItem?.isEnabled = false
                    tabBarItem.image = UIImage(named: "tab")
                    profileView.configure(with: model)
                }
                // A name for the controller's own member is no view of its own.
                func hideTitle() {
                    let titleView = navigationItem.titleView
                    titleView?.alpha = 0
                }
                // The bars of the containers it is shown in are theirs to draw.
                override func viewWillAppear(_ animated: Bool) {
                    navigationController?.navigationBar.isHidden = true
                    self.navigationController?.navigationBar.tintColor = .white
                    tabBarController?.tabBar.isHidden = true
                }
            }
            """, exempts: ["controller_members", "member_aliases"]),
        Example("""
            class ProfileView: UIView {
                func configure(with model: Profile) {
                    nameLabel.text = model.name
                    backgroundColor = .white
                    addSubview(nameLabel)
                }
            }
            """),
        // The cell is configured where it is dequeued: cell_configuration_in_data_source reports that.
        Example("""
            class FeedViewController: UITableViewController {
                override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                    let cell = tableView.dequeueReusableCell(withIdentifier: "Post", for: indexPath) as! PostCell
                    cell.titleLabel.text = dataController.title(at: indexPath.row)
                    return cell
                }
            }
            """, exempts: ["cell_work"]),
    ] + ViewWorkBindingExamples.nonTriggering + ViewWorkHookExamples.nonTriggering + ViewWorkGroupExamples.nonTriggering
        + ViewWorkLineExamples.nonTriggering
}
