import Testing
@testable import SlimVCKit

/// A rule's exemptions are named data: each has an example it keeps silent, and that
/// example triggers once the exemption is turned off, so an exemption that stopped doing
/// its work, or an example that no longer shows it, fails here.
@Suite struct ExemptionTests {
    /// Every exemption of every rule, with the examples that name it.
    static let cases: [(ruleID: String, exemption: String)] = RuleRegistry.ruleTypes.flatMap { type in
        type.description.exemptions.map { (type.description.id, $0.id) }
    }

    @Test func everyExemptionHasAnExampleAndEveryTagNamesOne() {
        #expect(!Self.cases.isEmpty)
        for type in RuleRegistry.ruleTypes {
            let rule = type.description
            let tags = Set(rule.nonTriggeringExamples.flatMap(\.exempts))
            let named = Set(rule.exemptions.map(\.id))
            #expect(named.isSubset(of: tags), "\(rule.id): no example for \(named.subtracting(tags).sorted())")
            #expect(tags.isSubset(of: named), "\(rule.id): examples name \(tags.subtracting(named).sorted())")
            #expect(rule.triggeringExamples.allSatisfy { $0.exempts.isEmpty }, "\(rule.id): a triggering example names an exemption")
            #expect(rule.exemptions.allSatisfy { !$0.reason.isEmpty && $0.reason.count <= 200 }, "\(rule.id)")
        }
    }

    @Test(arguments: cases.map { "\($0.ruleID) \($0.exemption)" })
    func itsExamplesTriggerWithoutIt(_ item: String) throws {
        let parts = item.split(separator: " ").map(String.init)
        let type = try #require(RuleRegistry.ruleTypes.first { $0.description.id == parts[0] })
        for example in type.description.nonTriggeringExamples where example.exempts.contains(parts[1]) {
            let sources = ExampleFiles(example).sources
            let rule = try type.configured(example.options ?? "{}")
            #expect(Linter(rules: [rule]).lint(sources: sources).findings.isEmpty, "\(example)")
            var without = try #require(rule as? any ExemptingRule)
            let known = without.turnOffExemption(parts[1])
            #expect(known)
            #expect(!Linter(rules: [without]).lint(sources: sources).findings.isEmpty, "\(example) is silent without \(parts[1])")
        }
    }
}
