/// `cell_view_model` examples of models named for their cells: `VM` for `ViewModel`,
/// `DisplayInfo` after the cell's name, a row type nested in the cell's screen, a model word
/// nested in the cell, a model named for a project base cell, a record named as the stem,
/// and a parameter named as a model (`bindViewModel(_ viewModel: Any)`).
enum CellViewModelNamingExamples {
    static let triggering = [
        // A parameter named for a model but cast to a plain value, or a view, holds no model.
        Example("""
            final class ↓IssueTitleCell: UICollectionViewCell, ListBindable {
                let label = UILabel()
                func bindViewModel(_ viewModel: Any) {
                    guard let viewModel = viewModel as? String else { return }
                    label.text = viewModel
                }
                func configure(cellModel: UILabel) {}
                var subtitle: String?
            }
            """),
        // A screen's view model named with `VM` is not the cell's either.
        Example("""
            final class ↓PrivacyCell: UITableViewCell {}
            struct PrivacyVM {}
            final class PrivacyViewController: UIViewController {}
            """, options: #"{"require_configure": false}"#),
        // A nested `State` is the cell's look; the title it shows comes loose.
        Example("""
            final class ↓FormStepCell: UITableViewCell {
                enum State { case disabled, enabled }
                func configure(state: State, title: String?) {}
            }
            """),
    ]

    static let nonTriggering = [
        // A parameter named `viewModel` or `cellModel` is handed the cell's model, whatever
        // its type's name: IGListKit's `bindViewModel(_ viewModel: Any)` by what it casts to.
        Example("""
            final class IssueLabelCell: UICollectionViewCell, ListBindable {
                let label = UILabel()
                func bindViewModel(_ viewModel: Any) {
                    guard let viewModel = viewModel as? RepositoryLabel else { return }
                    label.text = viewModel.name
                }
            }
            final class ReviewCell: UITableViewCell {
                let label = UILabel()
                func configure(with cellModel: ReviewRow?, index: Int) { label.text = cellModel?.title }
            }
            """, exempts: ["model_named_variables"]),
        // A project base cell's method takes a model named for the base; its subclasses take it too.
        Example("""
            class FormTableViewCell: UITableViewCell {
                func configure(with formItem: FormItem) {}
            }
            final class FormSwitchTableViewCell: FormTableViewCell {}
            final class FormVersionTableViewCell: FormTableViewCell {}
            class FormItem { let title = "" }
            """, exempts: ["inherited_inputs", "whole_values"]),
        // `VM` for `ViewModel` (Tempura's `ModellableView`), taken through an alias or by name.
        Example("""
            final class PrivacyTitleCell: UICollectionViewCell, ModellableView {
                typealias VM = PrivacyTitleCellVM
                func update(oldModel: VM?) {}
            }
            struct PrivacyTitleCellVM: ViewModel { let title: String }
            final class HomeHeaderCell: UICollectionViewCell, ModellableView {
                func update(oldModel: HomeHeaderVM?) {}
            }
            struct HomeHeaderVM: ViewModel { let title: String }
            """),
        // Display info made for the cell, wherever it is declared.
        Example("""
            final class DomainProfileBadgeCell: UICollectionViewCell {
                func setWith(displayInfo: DomainProfileViewController.DomainProfileBadgeDisplayInfo) {}
            }
            final class DomainProfileViewController: UIViewController {}
            extension DomainProfileViewController {
                struct DomainProfileBadgeDisplayInfo { let badge: String }
            }
            """),
        // A row type nested in the screen whose name begins the cell's.
        Example("""
            final class AppearanceSettingsCell: UITableViewCell {
                func setWith(item: AppearanceSettingsViewController.Item) {}
            }
            final class AppearanceSettingsViewController: UIViewController {
                enum Item { case theme(String), avatars(Bool) }
            }
            """, exempts: ["whole_values"]),
        // A record named as the cell's stem and declared beside it is made for it.
        Example("""
            final class GithubSocialCell: UITableViewCell {
                var social: GithubSocial? { didSet { authorLabel.text = social?.author } }
                var isVerified = false
            }
            final class GithubSocial { let author: String; init(author: String) { self.author = author } }
            """, exempts: ["whole_values"]),
        // A model nested in the cell under a model word alone, in the cell or an extension.
        Example("""
            final class PollOptionCell: UITableViewCell {
                struct Content { let option: String; let votes: Int }
                var content: Content? { didSet { update() } }
                func update() {}
            }
            final class SwapPriceCell: UICollectionViewCell {}
            extension SwapPriceCell {
                enum Content { case calculating, price(String) }
                func setContent(_ content: Content?) {}
            }
            """, exempts: ["whole_values"]),
    ]
}
