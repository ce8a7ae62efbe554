import Testing
@testable import SlimVCKit

@Suite struct ProjectIndexTests {
    /// Found by a helper on Home Assistant: one `extension UIViewController` in a project
    /// made every view controller lose its role.
    @Test func extendingAFrameworkClassKeepsTheRolesOfItsSubclasses() {
        let sources = [
            "Helpers.swift": "extension UIViewController {\n    func hideKeyboard() {}\n}\nextension UILabel {}\n",
            "Login.swift": "final class LoginViewController: UIViewController {}\nfinal class TitleLabel: UILabel {}\n",
        ]
        let facts = sources.keys.sorted().flatMap { SourceFile(path: $0, text: sources[$0]!).typeFacts() }
        let index = ProjectIndex(facts: facts)
        #expect(index["LoginViewController"]?.roles.contains(.viewController) == true)
        #expect(index["TitleLabel"]?.roles.contains(.view) == true)
    }
}
