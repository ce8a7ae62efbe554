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
        // Grouped findings quote each line in its related location.
        let related = Dictionary(grouping: findings, by: \.ruleID).mapValues { $0.flatMap(\.related).map(\.message) }
        #expect(related["view_work_in_controller"] == [
            "'composerView.inputView .placeholderLabel .text = …'",
            "'view .addSubview(…)'",
        ])
        #expect(related["cell_configuration_in_data_source"] == ["'cell.titleLabel .text = …'"])
        #expect(messages["networking_in_controller"]?.first?.hasPrefix("'URLSession.shared .dataTask'") == true)
        #expect(!findings.contains { $0.message.contains("\n") || $0.related.contains { $0.message.contains("\n") } })
    }
}
