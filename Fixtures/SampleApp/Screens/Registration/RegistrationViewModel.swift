import RxCocoa
import RxSwift
import UIKit

struct RegistrationViewModel {
    struct Input {
        let email: Driver<String>
        let password: Driver<String>
        let submit: Signal<Void>
    }

    struct Output {
        let isSubmitEnabled: Driver<Bool>
        let errorText: Driver<String?>
        let titleColor: Driver<UIColor>
        let didRegister: Signal<Account>
    }

    private let dataController: RegistrationDataController

    init(dataController: RegistrationDataController) {
        self.dataController = dataController
    }

    func transform(_ input: Input) -> Output {
        let credentials = Driver.combineLatest(input.email, input.password)
        let problem = credentials.map { email, password in Self.problem(email: email, password: password) }
        let didRegister = input.submit.asObservable()
            .withLatestFrom(credentials)
            .flatMapLatest { [dataController] email, password in
                dataController.register(email: email, password: password).asObservable().catch { _ in .empty() }
            }
            .asSignal(onErrorSignalWith: .empty())
        return Output(
            isSubmitEnabled: problem.map { $0 == nil },
            errorText: problem,
            titleColor: problem.map { $0 == nil ? UIColor.label : UIColor.systemRed },
            didRegister: didRegister
        )
    }

    private static func problem(email: String, password: String) -> String? {
        if email.isEmpty && password.isEmpty { return nil }
        guard email.contains("@"), email.contains(".") else { return "Enter a valid email address." }
        guard password.count >= 8 else { return "Use at least 8 characters for your password." }
        return nil
    }
}
