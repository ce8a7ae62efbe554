import RxCocoa
import RxSwift
import UIKit

final class RegistrationViewController: BaseViewController {
    @IBOutlet private weak var titleLabel: UILabel!
    @IBOutlet private weak var emailField: UITextField!
    @IBOutlet private weak var passwordField: UITextField!
    @IBOutlet private weak var errorLabel: UILabel!
    @IBOutlet private weak var submitButton: UIButton!

    weak var coordinator: AppCoordinator?
    private let dataController: RegistrationDataController
    private var viewModel: RegistrationViewModel
    private let disposeBag = DisposeBag()

    init?(coder: NSCoder, dataController: RegistrationDataController) {
        self.dataController = dataController
        self.viewModel = RegistrationViewModel(dataController: dataController)
        super.init(coder: coder)
    }

    required init?(coder: NSCoder) {
        fatalError("Use init(coder:dataController:)")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Create Account"
        bindViewModel()
    }

    private func bindViewModel() {
        let input = RegistrationViewModel.Input(
            email: emailField.rx.text.orEmpty.asDriver(),
            password: passwordField.rx.text.orEmpty.asDriver(),
            submit: submitButton.rx.tap.asSignal()
        )
        let output = viewModel.transform(input)
        output.isSubmitEnabled.drive(submitButton.rx.isEnabled).disposed(by: disposeBag)
        output.errorText.drive(errorLabel.rx.text).disposed(by: disposeBag)
        output.titleColor.drive(titleLabel.rx.textColor).disposed(by: disposeBag)
        output.didRegister
            .emit(onNext: { [weak self] account in self?.coordinator?.didRegister(account) })
            .disposed(by: disposeBag)
    }
}
