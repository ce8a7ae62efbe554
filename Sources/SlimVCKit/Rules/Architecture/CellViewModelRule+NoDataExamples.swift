/// `cell_view_model` examples of cells that show no data, and so need no view model.
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
            final class RatingCell: ListCell {
                weak var delegate: RatingCellDelegate?
                var onDismiss: (() -> Void)?
                private let titleLabel = UILabel()
                func bindViewModel(_ viewModel: Any) {}
            }
            """, otherFiles: ["ListCell.swift": """
                class ListCell: UICollectionViewCell {
                    private let separator = CALayer()
                    func style() {}
                }
                """]),
        // Its look (a color, a style, a theme), its plumbing (a dispose bag) and callbacks
        // are no data; views it makes in a method and adds are its own.
        Example("""
            final class ReplyLoaderCell: ThemeableCell {
                var disposeBag = Set<AnyCancellable>()
                var subscriptions: Set<AnyCancellable> = []
                var tokens: Array<AnyCancellable>?
                private var retry: (() -> Void)?
                func configure(onRetry: @escaping () -> Void) { retry = onRetry }
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
                """]),
        // What Interface Builder sets (`@IBInspectable`) is its look too: a static table's
        // cell, with private outlets, takes nothing from code.
        Example("""
            final class VibrantBasicCell: UITableViewCell {
                @IBOutlet private var label: UILabel!
                @IBOutlet private var icon: UIImageView!
                @IBInspectable var imageNormal: UIImage?
                @IBInspectable var imageSelected: UIImage?
            }
            """),
    ]
}
