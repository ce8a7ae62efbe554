enum ViewModelViewReferenceExamples {
    static let triggering = [
        Example("""
            final class LoginViewModel {
                weak var controller: ↓LoginViewController?
                private let titleLabel = ↓UILabel()
                var fields: [↓UITextField] = []
                func attach(to view: ↓UIView) {}
                func makeHeader() -> ↓UITableViewHeaderFooterView { fatalError() }
                let selection: Observable<↓UITableViewCell>
            }
            """, otherFiles: ["LoginViewController.swift": "final class LoginViewController: UIViewController {}"]),
        Example("struct ProfileViewModel {\n    let card: ↓ProfileCardView\n}",
                otherFiles: ["ProfileCardView.swift": "final class ProfileCardView: UIView {}"]),
        Example("extension FeedViewModel {\n    func cell(for row: Int) -> ↓FeedCell { FeedCell() }\n}",
                otherFiles: ["FeedCell.swift": "final class FeedCell: UITableViewCell {}"]),
        // A view nested in a view, written qualified, and UIKit's own, qualified by its module.
        Example("struct FeedViewModel {\n    let header: ↓FeedView.Header\n    let label: ↓UIKit.UILabel\n    let height = ↓FeedCell.height\n}",
                otherFiles: ["FeedView.swift": """
                    final class FeedView: UIView {
                        final class Header: UIView {}
                    }
                    final class FeedCell: UITableViewCell {
                        static let height = 44.0
                    }
                    """]),
        // A requirement of a protocol that view models adopt is reported once, where it is
        // declared, and not again at its default; what a view model or the protocol's
        // extension adds is reported there.
        Example("""
            protocol ModalActions {
                func didTapPrimaryButton(in viewController: ↓UIViewController?)
                var anchor: ↓UIView? { get }
            }
            extension ModalActions {
                func didTapPrimaryButton(in viewController: UIViewController?) {}
                func dismiss(from controller: ↓UIViewController) {}
            }
            final class ConnectingViewModel: ModalActions {
                func didTapPrimaryButton(in viewController: UIViewController?) {}
                var anchor: UIView? { nil }
                func retry(from controller: ↓UIViewController) {}
            }
            final class ListViewModel: NSObject, UITableViewDataSource {
                func tableView(_ tableView: ↓UITableView, numberOfRowsInSection section: Int) -> Int { 0 }
            }
            """, otherFiles: ["Modals.swift": """
                protocol ReaderModal: ModalActions {}
                final class ReaderViewModel: ReaderModal {
                    func didTapPrimaryButton(in viewController: UIViewController?) {}
                }
                """]),
        // So is a requirement of a part of a composition that a view model adopts through
        // an alias.
        Example("""
            typealias PaymentModal = PaymentModalContent & PaymentModalActions
            protocol PaymentModalContent { var title: String { get } }
            protocol PaymentModalActions {
                func didTapPrimaryButton(in viewController: ↓UIViewController?)
            }
            """, otherFiles: ["PaymentSuccessViewModel.swift": """
                final class PaymentSuccessViewModel: PaymentModal {
                    var title: String { "Paid" }
                    func didTapPrimaryButton(in viewController: UIViewController?) {}
                    func share(from controller: ↓UIViewController) {}
                }
                """]),
        // A view's delegate protocol, or one that controllers adopt too, is not made for view
        // models: a view model that adopts it is where the view comes in.
        Example("""
            final class SearchViewModel: SearchFieldDelegate, Refreshable {
                func searchField(_ field: ↓SearchField, didChange text: String) {}
                func refresh(from controller: ↓UIViewController) {}
            }
            """, otherFiles: ["Protocols.swift": """
                final class SearchField: UIView {}
                protocol SearchFieldDelegate: AnyObject { func searchField(_ field: SearchField, didChange text: String) }
                protocol Refreshable { func refresh(from controller: UIViewController) }
                protocol FeedRefreshable: Refreshable {}
                final class FeedViewController: UIViewController, FeedRefreshable { func refresh(from controller: UIViewController) {} }
                """]),
        // A protocol named for view models is theirs though other types adopt it too (a cell's
        // `Model`): its associated view is reported there, and its adopters' `setup(cell:)` not.
        Example("""
            protocol CellViewModel {
                associatedtype CellType: ↓UIView
                func setup(cell: CellType)
            }
            enum AssetCell {
                struct ViewModel: CellViewModel {
                    let code: String
                    func setup(cell: Cell) { cell.code = code }
                }
                final class Cell: UITableViewCell { var code: String? }
            }
            enum PushCell {
                struct Model: CellViewModel {
                    func setup(cell: Cell) {}
                }
                final class Cell: UITableViewCell {}
            }
            """),
        Example("↓import UIKit\n\nstruct BadgeViewModel {\n    let tint: ↓UIColor\n    let shade: ↓UIKit.UIColor\n}",
                options: #"{"forbid_uikit_import": true, "forbidden_types": ["UIColor"]}"#),
    ]

    static let nonTriggering = [
        Example("""
            import RxCocoa
            import UIKit

            final class LoginViewModel {
                let title: Driver<String>
                let isLoginEnabled: Driver<Bool>
                let avatar: Driver<UIImage?>
                let tint: UIColor = .systemBlue
                private let dataController: LoginDataController
                init(dataController: LoginDataController, email: Observable<String>) {
                    self.dataController = dataController
                    let label = UILabel()
                    title = .just(label.text ?? "")
                }
                func transform(_ input: Input) -> Output { Output() }
            }
            """),
        Example("final class LoginViewController: UIViewController {\n    let label = UILabel()\n    let viewModel: LoginViewModel\n}"),
        // Types nested in a view or a controller (a cell's model, a screen's view model) are not views.
        Example("""
            final class SettingsViewModel {
                let sound = SwitchCell.SettingModel(title: "Sound")
                let detail: DetailViewController.ViewModel?
                let options: UIView.AnimationOptions = []
                func style() -> UITableViewCell.CellStyle { .default }
            }
            """, otherFiles: ["Cells.swift": """
                final class SwitchCell: UITableViewCell {
                    struct SettingModel { let title: String }
                }
                final class DetailViewController: UIViewController {}
                extension DetailViewController {
                    struct ViewModel {}
                }
                """], exempts: ["nested_types"]),
        // What a protocol made for view models requires is reported in the protocol alone:
        // accepted there once, its adopters and its defaults are not reported again.
        Example("""
            protocol ModalActions {
                // slimvc:disable:next view_model_view_reference
                func didTapPrimaryButton(in viewController: UIViewController?)
            }
            extension ModalActions {
                func didTapPrimaryButton(in viewController: UIViewController?) {}
            }
            final class ConnectingViewModel: ModalActions {
                func didTapPrimaryButton(in viewController: UIViewController?) {}
            }
            """, exempts: ["protocol_requirements"]),
        // A file that declares other types beside its view models may need UIKit for them.
        Example("import UIKit\nstruct BadgeViewModel {}\nfinal class BadgeView: UIView {}", options: #"{"forbid_uikit_import": true}"#,
                exempts: ["mixed_files"]),
    ]
}
