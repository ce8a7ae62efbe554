import UIKit

final class CounterViewController: BaseViewController {
    @IBOutlet private weak var textView: UITextView!
    private let dataController: CounterDataController
    var count = 0

    init?(coder: NSCoder, dataController: CounterDataController) {
        self.dataController = dataController
        super.init(coder: coder)
    }

    required init?(coder: NSCoder) {
        fatalError("Use init(coder:dataController:)")
    }

    deinit {
        NotificationCenter.default.removeObserver(self)
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        NotificationCenter.default.addObserver(self, selector: #selector(keyboardWillShow(_:)), name: UIResponder.keyboardWillShowNotification, object: nil)
        NotificationCenter.default.addObserver(self, selector: #selector(keyboardWillHide(_:)), name: UIResponder.keyboardWillHideNotification, object: nil)
        NotificationCenter.default.addObserver(self, selector: #selector(textDidChange(_:)), name: UITextView.textDidChangeNotification, object: textView)
        NotificationCenter.default.addObserver(self, selector: #selector(refreshTitle), name: NSLocale.currentLocaleDidChangeNotification, object: nil)
        NotificationCenter.default.addObserver(self, selector: #selector(refreshTitle), name: UIApplication.significantTimeChangeNotification, object: nil)
        NotificationCenter.default.addObserver(forName: UIApplication.didBecomeActiveNotification, object: nil, queue: .main) { [weak self] _ in
            self?.updateTitle()
        }
        _ = NotificationCenter.default.addObserver(forName: .init("textCount"), object: nil, queue: .main) { [weak self] notification in
            guard let count = notification.userInfo?["count"] as? Int else { return }
            self?.count = count
            self?.updateTitle()
        }
        updateTitle()
    }

    @objc private func keyboardWillShow(_ notification: Notification) {
        guard let frame = notification.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? CGRect else { return }
        additionalSafeAreaInsets.bottom = frame.height - (view.window?.safeAreaInsets.bottom ?? 0)
    }

    @objc private func keyboardWillHide(_ notification: Notification) {
        additionalSafeAreaInsets.bottom = 0
    }

    @objc private func textDidChange(_ notification: Notification) {
        dataController.update(text: textView.text)
    }

    @objc private func refreshTitle() {
        updateTitle()
    }

    private func updateTitle() {
        title = "\(count) / \(dataController.limit)"
    }
}
