import Foundation

/// Which rules run on a file, with which options and severity: the configuration's rule
/// settings with the matching overrides laid over them, built once per distinct set of
/// overrides. Asked from every linting thread, so the cache is behind a lock.
final class RulePlan: @unchecked Sendable {
    struct ActiveRule: Sendable {
        var rule: any FileCheck
        /// The rule's id, kept apart from its description, which is large to copy.
        var id: String
        /// The ids of the rules it runs: its own, or the team's rules it runs together.
        var ids: [String]
        /// Its configured severity (of a rule without thresholds) and files.
        var placement: RulePlacement
        /// Whether it checks test code too (`SourceFile.importsTestCode`, `TestFolders`): the size rules and
        /// the suppression checks do; the others judge an app's design, which a test's
        /// doubles (a mock controller recording calls in flags) do not follow.
        var checksTests: Bool

        init(rule: any FileCheck, id: String, kind: RuleKind, placement: RulePlacement) {
            (self.rule, self.id, self.placement) = (rule, id, placement)
            ids = [id]
            checksTests = kind == .size || kind == .suppressions
        }

        var severity: Severity? { placement.severity }
    }

    /// The rules of one set of overrides; when none has its own globs (the usual case),
    /// every file gets them all as they are, without a match per file.
    private struct Built {
        var rules: [ActiveRule]
        var isUnconditional: Bool
        /// The rules with globs of their own, the only ones a file is matched against;
        /// `always` has the bits of the others set.
        var conditional: [Int]
        var always: [UInt64]
    }

    /// A file's rules: the overrides that apply to it, and which rules of theirs do
    /// (bit `n` for `Built.rules[n]`).
    private struct Selection: Hashable {
        var overrides: [Int]
        var applying: [UInt64]
    }

    let configuration: Configuration
    private let lock = NSLock()
    private var cache: [[Int]: Built] = [:]
    /// Each selection's rules, made once: handing every file the same array costs one
    /// retain, where a list of its own cost a retain of each rule's parts, which the
    /// threads share.
    private var selections: [Selection: [ActiveRule]] = [:]
    private var handedOut: Set<String> = []

    /// The ids of every rule that `rules(for:)` has given for some file.
    var usedRuleIDs: Set<String> { lock.withLock { handedOut } }

    init(configuration: Configuration) {
        self.configuration = configuration
    }

    /// The rules that run on a file (a path relative to the configuration's folder).
    func rules(for relativePath: String) -> [ActiveRule] {
        let overrides = configuration.overrides(for: relativePath)
        let built = lock.withLock {
            if let built = cache[overrides] { return built }
            let built = build(overrides)
            cache[overrides] = built
            // A set is built for a file that gets it: an unconditional one is handed out whole.
            if built.isUnconditional { handedOut.formUnion(built.rules.flatMap(\.ids)) }
            return built
        }
        if built.isUnconditional { return built.rules }
        var applying = built.always
        for index in built.conditional where built.rules[index].placement.applies(to: relativePath) {
            applying[index / 64] |= 1 << UInt64(index % 64)
        }
        let selection = Selection(overrides: overrides, applying: applying)
        return lock.withLock {
            if let rules = selections[selection] { return rules }
            let rules = built.rules.indices.filter { applying[$0 / 64] & (1 << UInt64($0 % 64)) != 0 }.map { built.rules[$0] }
            selections[selection] = rules
            handedOut.formUnion(rules.flatMap(\.ids))
            return rules
        }
    }

    private func build(_ overrides: [Int]) -> Built {
        var rules = RuleRegistry.ruleTypes.compactMap { type -> ActiveRule? in
            let settings = configuration.settings(of: type.description.id, overrides: overrides)
            guard let placement = RulePlacement(of: type.description.id, settings: settings, onlyRules: configuration.onlyRules),
                  let rule = try? type.make(settings: settings, vocabulary: configuration.vocabulary) else { return nil }
            return ActiveRule(rule: rule, id: type.description.id, kind: type.description.kind, placement: placement)
        }
        if let team = TeamRuleBundle.activeRule(configuration, overrides: overrides) { rules.append(team) }
        let conditional = rules.indices.filter { rules[$0].placement.isConditional }
        var always = [UInt64](repeating: 0, count: (rules.count + 63) / 64)
        for index in rules.indices where !conditional.contains(index) { always[index / 64] |= 1 << UInt64(index % 64) }
        return Built(rules: rules, isUnconditional: conditional.isEmpty, conditional: conditional, always: always)
    }

    /// The type length limit among a file's rules (`class_length`'s warning); nil when none runs.
    static func typeLengthLimit(in rules: [ActiveRule]) -> Int? {
        rules.lazy.compactMap { ($0.rule as? any TypeLengthLimiting)?.typeLengthWarning }.first
    }

}
