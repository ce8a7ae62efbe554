/// `cell_view_model` examples of cells that show no data, and so need no view model: their
/// look, plumbing and callbacks are no data, nor are views they fill themselves.
enum CellViewModelNoDataExamples {
    static let nonTriggering = [
        // A cell that shows no data needs none: it builds its own views (a spinner, a fixed
        // hint, a button that calls back) and takes nothing in. Neither do the classes it
        // inherits from, up to UIKit's.
        Example("""
            final class SpinnerCell: UICollectionViewCell {
                let spinner = UIActivityIndicatorView(style: .medium)
                override init(frame: CGRect) {
                    super.init(frame: frame)
                    contentView.addSubview(spinner)
                }
                override func setSelected(_ selected: Bool, animated: Bool) {}
            }
            final class PageLoadingCell: UICollectionViewCell {
                private let pulse = CAShapeLayer()
            }
            class CenteredCell<View: UIView>: UICollectionViewCell {
                let view = View()
            }
            class HostingCell<Content: View>: UICollectionViewCell {
                var host: UIHostingController<Content>?
                func configure(with view: Content) {
                    host = UIHostingController(rootView: view)
                }
            }
            final class RatingCell: ListCell {
                weak var delegate: RatingCellDelegate?
                var onDismiss: (() -> Void)?
                private let titleLabel = UILabel()
                func bindViewModel(_ viewModel: Any) {}
            }
            final class ChatLoaderCell: UICollectionViewCell {
                weak var loaderView: LoaderView?
            }
            """, otherFiles: ["ListCell.swift": """
                class ListCell: UICollectionViewCell, UIGestureRecognizerDelegate {
                    private let separator = CALayer()
                    func style() {}
                    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer,
                                           shouldRecognizeSimultaneouslyWith other: UIGestureRecognizer) -> Bool { true }
                }
                """], exempts: ["shows_no_data"]),
        // Its look (a color, a style, a theme), its plumbing (a dispose bag) and callbacks
        // are no data; views it makes in a method and adds are its own.
        Example("""
            final class ReplyLoaderCell: ThemeableCell {
                var disposeBag = Set<AnyCancellable>()
                var subscriptions: Set<AnyCancellable> = []
                var tokens: Array<AnyCancellable>?
                private var retry: (() -> Void)?
                func configure(onRetry: @escaping () -> Void) { retry = onRetry }
                func update(theme: Theme) { backgroundColor = theme.background }
                override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
                    super.init(style: style, reuseIdentifier: reuseIdentifier)
                    let banner = BannerView(title: L10n.loadMore)
                    contentView.addSubview(banner)
                }
            }
            """, otherFiles: ["ThemeableCell.swift": """
                class ThemeableCell: UITableViewCell {
                    var style: ThemeStyle = .primary
                    var themeOverride: Theme.ThemeType?
                    var overlayColor: UIColor? { get { nil } set { backgroundColor = newValue } }
                }
                """], exempts: ["base_cells", "shows_no_data"]),
        // Views it shows and fills itself (a fixed hint, a load-more button) are its own,
        // though others may see them: no code fills them from outside.
        Example("""
            final class NotificationsDisabledCell: UITableViewCell {
                let hintLabel = UILabel()
                @IBOutlet var settingsButton: UIButton!
                override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
                    super.init(style: style, reuseIdentifier: reuseIdentifier)
                    hintLabel.text = L10n.notificationsDisabled
                    self.settingsButton.setTitle(L10n.openSettings, for: .normal)
                }
            }
            """, otherFiles: ["SettingsViewController.swift": """
                final class SettingsViewController: UITableViewController {
                    func style(_ cell: NotificationsDisabledCell) {
                        cell.hintLabel.isHidden = isEnabled
                        cell.settingsButton.addTarget(self, action: #selector(openSettings), for: .touchUpInside)
                        cell.settingsButton.setNeedsLayout()
                        cell.hintLabel.sizeToFit()
                    }
                }
                """], exempts: ["shows_no_data", "own_views"]),
        // A view it builds lazily is its own as a `let` one is: a fixed row's label.
        Example("""
            final class WalletAddCell: UITableViewCell {
                lazy var titleLabel: UILabel = {
                    let label = UILabel()
                    label.text = L10n.addWallet
                    return label
                }()
            }
            """, exempts: ["shows_no_data", "own_views"]),
        // Content it makes afresh and sets itself replaces whatever a data source put there.
        Example("""
            final class LogOutCell: UITableViewCell {
                override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
                    super.init(style: style, reuseIdentifier: reuseIdentifier)
                    var content = defaultContentConfiguration()
                    content.text = L10n.logOut
                    self.contentConfiguration = content
                }
            }
            final class AlertsOffCell: UITableViewCell {
                override func updateConfiguration(using state: UICellConfigurationState) {
                    var content = defaultContentConfiguration().updated(for: state)
                    content.text = L10n.alertsOff
                    contentConfiguration = content
                }
            }
            """, exempts: ["shows_no_data"]),
        // What Interface Builder sets (`@IBInspectable`) is its look too: a static table's
        // cell, with private outlets, takes nothing from code. An action is handed the
        // control the user touched, which the cell passes on.
        Example("""
            final class VibrantBasicCell: UITableViewCell {
                @IBOutlet private var label: UILabel!
                @IBOutlet private var icon: UIImageView!
                @IBInspectable var imageNormal: UIImage?
                @IBInspectable var imageSelected: UIImage?
            }
            final class ProtectionToggleCell: UITableViewCell {
                @IBOutlet weak var toggleSwitch: UISwitch!
                weak var delegate: ProtectionToggleCellDelegate?
                @IBAction func toggle(_ sender: UISwitch) {
                    delegate?.toggle(isOn: sender.isOn)
                }
            }
            """, exempts: ["shows_no_data", "own_views"]),
    ]
}
