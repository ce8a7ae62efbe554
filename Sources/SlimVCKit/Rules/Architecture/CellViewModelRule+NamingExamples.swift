/// `cell_view_model` examples of models named for their cells: `VM` for `ViewModel`,
/// `DisplayInfo` after the cell's name, a row type nested in the cell's screen.
enum CellViewModelNamingExamples {
    static let triggering = [
        // A screen's view model named with `VM` is not the cell's either.
        Example("""
            final class ↓PrivacyCell: UITableViewCell {}
            struct PrivacyVM {}
            final class PrivacyViewController: UIViewController {}
            """, options: #"{"require_configure": false}"#),
        // A row of another screen is not made for the cell.
        Example("""
            final class ↓ProfileCell: UITableViewCell {
                func setWith(item: SettingsViewController.Item) {}
            }
            final class SettingsViewController: UIViewController {
                struct Item { let title: String }
            }
            """),
    ]

    static let nonTriggering = [
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
            """),
    ]
}
