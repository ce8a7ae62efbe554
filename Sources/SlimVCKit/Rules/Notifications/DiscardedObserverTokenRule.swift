/// Block-based observers whose token is thrown away, so they can never be removed.
public struct DiscardedObserverTokenRule: Rule {
    public static let description = RuleDescription(
        id: "discarded_observer_token", name: "Discarded Observer Token",
        summary: "The token returned by a block-based `addObserver(forName:object:queue:using:)` is kept, so the observer can be removed.",
        rationale: """
            `addObserver(forName:object:queue:using:)` registers the block, not `self`: \
            `removeObserver(self)` does not remove it, and only the returned token can. Thrown \
            away, the observer lives as long as the app, keeps what its block captures alive, \
            and fires once more each time the screen is shown again. Keep the token and pass it \
            to `removeObserver(_:)`, or use a Combine publisher stored in a cancellable.
            """,
        kind: .notifications, defaultSeverity: .error, exemptions: DiscardedTokenExemption.described,
        triggeringExamples: DiscardedObserverTokenExamples.triggering,
        nonTriggeringExamples: DiscardedObserverTokenExamples.nonTriggering)

    public let options: NoOptions
    /// All apply; a test turns one off to see the examples it keeps silent trigger.
    var exemptions = ExemptionSwitches<DiscardedTokenExemption>()
    public init(options: NoOptions, vocabulary: Vocabulary) { self.options = options }

    public func check(_ file: SourceFile, in project: ProjectIndex) -> [Finding] {
        let names = file.qualifiedTypeNames()
        var tokens = DiscardedTokens(file: file, exemptions: exemptions)
        var lifetimes = AppLifetimeObservers(file: file, names: names, exemptions: exemptions)
        return NotificationCall.all(in: file).compactMap { call -> Finding? in
            guard call.isBlockObserver, tokens.isThrownAway(call), !lifetimes.livesAsLongAsTheApp(call, in: project) else { return nil }
            let name = call.name.map(file.quote) ?? "…"
            return finding("The token of addObserver(forName: \(name), …) is thrown away, so the observer is never "
                           + "removed; keep it and pass it to removeObserver(_:)",
                           in: file, at: call.first, through: call.method, symbol: DeclarationLookup(file: file).symbol(at: call.method, names: names))
        }
    }
}
