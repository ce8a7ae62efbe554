/// `view_work_in_controller` examples of what one finding covers: a controller's property
/// observers together, and functions that only pass the model's state to views.
enum ViewWorkGroupExamples {
    static let triggering = [
        // The outlets' observers of a controller are one finding, at the first line.
        Example("""
            class WelcomeViewController: UIViewController {
                @IBOutlet weak var titleLabel: UILabel! {
                    didSet { ↓titleLabel.text = NSLocalizedString("Welcome", comment: "") }
                }
                @IBOutlet weak var nextButton: UIButton! {
                    didSet { nextButton.setTitle(NSLocalizedString("Next", comment: ""), for: .normal) }
                }
            }
            """),
        // A toggle beside styling is View work like the rest of the function.
        Example("""
            class LoginViewController: UIViewController {
                @IBOutlet var errorLabel: UILabel!
                func showError(_ message: String) {
                    ↓errorLabel.isHidden = false
                    errorLabel.textColor = .red
                }
            }
            """),
    ]

    static let nonTriggering = [
        Example("""
            class LoginViewController: UIViewController {
                @IBOutlet var spinner: UIActivityIndicatorView!
                @IBOutlet var loginButton: UIButton!
                @IBOutlet var errorLabel: UILabel!
                func render(isLoading: Bool, hasError: Bool) {
                    spinner.isHidden = !isLoading
                    loginButton.isEnabled = !isLoading
                    errorLabel.isHidden = !hasError
                }
            }
            """, exempts: ["state_toggles"]),
        Example("""
            class SettingsViewController: UIViewController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    let row = SwitchRow()
                    row.cell.textLabel?.numberOfLines = 0
                }
            }
            """, exempts: ["cell_look"]),
        Example("""
            class ScheduleViewController: UITableViewController {
                var titles: [String] = []
                override func tableView(_ tableView: UITableView, willDisplayHeaderView view: UIView, forSection section: Int) {
                    guard let header = view as? UITableViewHeaderFooterView else { return }
                    header.textLabel?.text = titles[section]
                }
            }
            """, exempts: ["will_display"]),
    ]
}
