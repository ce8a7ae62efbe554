/// `cell_view_model` examples of view models named with `VM` for `ViewModel`, or with
/// `DisplayInfo` after the cell's name.
enum CellViewModelShortNameExamples {
    static let triggering = [
        // A screen's view model named with `VM` is not the cell's either.
        Example("""
            final class ↓PrivacyCell: UITableViewCell {}
            struct PrivacyVM {}
            final class PrivacyViewController: UIViewController {}
            """, options: #"{"require_configure": false}"#),
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
    ]
}
