/// The names of UIKit, AppKit, SwiftUI, other frameworks and libraries that the rules rely
/// on, written once and grouped by meaning. A rule asks the vocabulary for a group; it keeps
/// no list of its own. A team adds its own names to a group in `rules.json`'s `vocabulary`
/// section (its `HUD` base view, its `Store` collaborators), and a rule's list option adds
/// to the group it names, for that rule alone.
public struct Vocabulary: Sendable, Equatable {
    /// What a team added to each group.
    private var additions: [Group: [String]] = [:]
    /// The ids of the team's own rules (`architecture`), which suppressions name as they
    /// name SlimVC's.
    public internal(set) var teamRuleIDs: Set<String> = []

    public init() {}

    /// The vocabulary with no names of a team's: what every rule knows by default.
    public static let standard = Vocabulary()

    /// A group's names: the standard ones, then the team's, each once.
    public subscript(group: Group) -> [String] {
        guard let added = additions[group] else { return group.standardNames }
        return Self.merged(group.standardNames, added)
    }

    /// A group's names with a rule option's added (`view_work_in_controller`'s
    /// `ui_properties` adds to `view_properties`); the option's defaults are the group's.
    public func names(_ group: Group, adding extra: [String]) -> [String] {
        Self.merged(self[group], extra)
    }

    /// Adds a team's names to a group.
    public mutating func add(_ names: [String], to group: Group) {
        additions[group] = Self.merged(additions[group] ?? [], names)
    }

    /// `first`, then the names of `second` that it lacks, in order.
    static func merged(_ first: [String], _ second: [String]) -> [String] {
        var seen = Set(first)
        return first + second.filter { seen.insert($0).inserted }
    }
}

/// A rule's options whose lists add to the vocabulary's groups.
protocol VocabularyOptions: RuleOptions {
    /// Each list option with the group it adds to, in the order they are added.
    static var extendedGroups: [(list: WritableKeyPath<Self, [String]>, group: Vocabulary.Group)] { get }
}

extension Vocabulary {
    /// `options` with each list extending its group: the group's names, then the list's.
    func extending<Options: VocabularyOptions>(_ options: Options) -> Options {
        var options = options
        for (list, group) in Options.extendedGroups { options[keyPath: list] = names(group, adding: options[keyPath: list]) }
        return options
    }
}
