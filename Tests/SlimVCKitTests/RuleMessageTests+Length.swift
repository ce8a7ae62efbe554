import Testing
@testable import SlimVCKit

/// Messages name symbols as a reader looks for them and stay under 200 characters
/// (rulebook, "Messages and symbols").
extension RuleMessageTests {
    /// The sample app's findings and every rule example's, with their related locations.
    @Test func everyMessageIsShorterThan200Characters() throws {
        var findings = try SampleAppTests.lintSampleApp().findings
        for item in ExampleCase.all where item.isTriggering {
            let type = try #require(RuleRegistry.ruleTypes.first { $0.description.id == item.ruleID })
            let rule = try type.configured(item.example.options ?? "{}")
            findings += Linter(rules: [rule]).lint(sources: ExampleFiles(item.example).sources).findings
        }
        try #require(findings.count > 50)
        for finding in findings {
            #expect(finding.message.count < MessageText.limit, "\(finding.ruleID): \(finding.message)")
            #expect(finding.related.allSatisfy { $0.message.count <= 62 }, "\(finding.ruleID): \(finding.related.map(\.message))")
        }
    }

    /// Long lists of names and long quotes are shortened: the counts stay whole.
    @Test func longListsAndQuotesAreShortened() {
        let protocols = (1...12).map { "SomeRatherLongDelegateProtocolName\($0)Delegate" }
        let source = "class FeedViewController: UIViewController, \(protocols.joined(separator: ", ")) {\n"
            + "    func f() { NotificationCenter.default.post(name: Notification.Name(\"\(String(repeating: "x", count: 300))\"), object: nil) }\n}\n"
        let findings = Linter(rules: [ControllerConformancesRule(options: .init()), StringNotificationNameRule(options: .init())])
            .lint(sources: ["Feed.swift": source]).findings
        #expect(findings.count == 2)
        #expect(findings.allSatisfy { $0.message.count < MessageText.limit })
        let conformances = findings.first { $0.ruleID == "controller_conformances" }?.message ?? ""
        #expect(conformances.hasPrefix("'FeedViewController' conforms to 12 delegate and data source protocols (limit 3): "
            + "SomeRatherLongDelegateProtocolName1Delegate, "))
        #expect(conformances.hasSuffix(" more") && conformances.contains("2Delegate and 10 more"))
        #expect(findings.first { $0.ruleID == "string_notification_name" }?.message.hasPrefix("'Notification.Name(\"xxx") == true)
        #expect(MessageText.listing(["A", "B"], after: "x: ") == "x: A, B")
    }

    /// A nested function is named inside the one around it; many labels are counted, not listed.
    @Test func nestedFunctionsAndLongSignaturesAreNamedAsAReaderLooksForThem() {
        let labels = (1...16).map { "field\($0): Int" }.joined(separator: ", ")
        let body = (1...45).map { "        step\($0)()" }.joined(separator: "\n")
        let source = """
            final class FeedViewController: UIViewController {
                init(\(labels)) {
            \(body)
                }
                func reload(at index: Int, animated: Bool, completion: () -> Void, from source: Int, to target: Int) {
                    func addSearchViewController(loadResultsWhenSearchTermIsEmpty: Bool, showSearchFilters: Bool, showGuestLabel: Bool,
                                                 shouldTrackCustomerAdded: Bool, disallowCreatingCustomer: Bool, onAddCustomerDetailsManually: Bool) {
            \(body)
                    }
                    func layout(_ rows: Int) {
            \(body)
                        titleLabel.text = "x"
                    }
                }
            }
            """
        let run = Linter(rules: [MethodLengthRule(options: .init()), ViewWorkInControllerRule(options: .init())])
            .lint(sources: ["Feed.swift": source])
        #expect(run.findings.map(\.symbol) == [
            "FeedViewController.init(…16 labels)",
            "FeedViewController.reload(at:animated:completion:from:to:)",
            "FeedViewController.reload(at:animated:completion:from:to:).addSearchViewController(loadResultsWhenSearchTermIsEmpty:"
                + "showSearchFilters:showGuestLabel:shouldTrackCustomerAdded:disallowCreatingCustomer:onAddCustomerDetailsManually:)",
            "FeedViewController.reload(at:animated:completion:from:to:).layout(_:)",
            "FeedViewController.reload(at:animated:completion:from:to:).layout(_:)",
        ])
        #expect(run.findings.map(\.message) == [
            "'init(…16 labels)' spans 45 code lines (limit 40)",
            "'reload(at:animated:completion:from:to:)' spans 96 code lines (limit 40)",
            // Past 150 characters, every signature of the path is counted.
            "'reload(…5 labels).addSearchViewController(…6 labels)' spans 45 code lines (limit 40)",
            "'reload(at:animated:completion:from:to:).layout(_:)' spans 46 code lines (limit 40)",
            "'FeedViewController.reload(at:animated:completion:from:to:).layout(_:)' has 1 line of View work",
        ])
        #expect(SignatureName.shortened("tableView(_:cellForRowAt:)") == "tableView(_:cellForRowAt:)")
        let long = "setUp(" + String(repeating: "longLabelName", count: 7) + ":)"
        #expect(SignatureName.shortened(long) == long && SignatureName.shown(long) == "setUp(…1 label)")
        #expect(SignatureName.fitted("A." + long + ".inner()", to: 20) == "A.setUp(…1 label).inner()")
        #expect(SignatureName.shortened("f(a:b:c:d:e:f:)") == "f(a:b:c:d:e:f:)" && SignatureName.shortened("f(a:b:c:d:e:f:g:)") == "f(…7 labels)")
    }
}
