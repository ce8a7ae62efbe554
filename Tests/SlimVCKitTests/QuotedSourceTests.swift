import Foundation
import Testing
@testable import SlimVCKit

/// A finding's message quotes source text on one line, whatever lines the code spans:
/// text reports, Xcode and CI logs read a finding per line.
@Suite struct QuotedSourceTests {
    @Test func aChainOverLinesIsQuotedOnOne() {
        let source = """
            final class ChatViewController: UIViewController, UITableViewDataSource {
                func setUp() {
                    composerView.inputView
                        .placeholderLabel
                        .text = "Say hi"
                    view
                        .addSubview(banner)
                    URLSession.shared
                        .dataTask(with: url)
                }
                func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                    let cell = tableView.dequeueReusableCell(withIdentifier: "c", for: indexPath) as! PhotoCell
                    cell.titleLabel
                        .text = photos[indexPath.row].title
                    return cell
                }
            }
            """
        let findings = Linter(rules: RuleRegistry.defaultRules()).lint(sources: ["Chat.swift": source]).findings
        let messages = Dictionary(grouping: findings, by: \.ruleID).mapValues { $0.map(\.message) }
        #expect(messages["view_work_in_controller"] == [
            "'composerView.inputView .placeholderLabel .text = …' is View work in ChatViewController",
            "'view .addSubview(…)' is View work in ChatViewController",
        ])
        #expect(messages["cell_configuration_in_data_source"]?.first?.hasPrefix("'cell.titleLabel .text = …'") == true)
        #expect(messages["networking_in_controller"]?.first?.hasPrefix("'URLSession.shared .dataTask'") == true)
        #expect(!findings.contains { $0.message.contains("\n") })
    }
}
