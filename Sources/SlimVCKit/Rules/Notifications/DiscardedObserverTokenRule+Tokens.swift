/// Where the token of a block-based observer goes: thrown away when the call is a statement
/// of its own or assigned to `_`, unless its center is one the function keeps to itself.
struct DiscardedTokens {
    let file: SourceFile
    /// Which of the rule's exemptions apply.
    let exemptions: ExemptionSwitches<DiscardedTokenExemption>
    /// The center each function keeps to itself, by its name: where it is declared, or nil.
    private var localCenters: [LocalName: Int?] = [:]

    init(file: SourceFile, exemptions: ExemptionSwitches<DiscardedTokenExemption>) {
        self.file = file
        self.exemptions = exemptions
    }

    /// Whether the token of `call` is thrown away while its center may outlive the function.
    mutating func isThrownAway(_ call: NotificationCall) -> Bool {
        isDiscarded(call) && !(exemptions.applies(.localCenters) && isLocalCenter(call))
    }

    /// A center the function makes and keeps to itself (`let center = NotificationCenter()`,
    /// named only as a receiver after that) goes when the function returns, and its
    /// observers with it: a test's, say. Each function's center is looked for once, so
    /// that a function of many observers costs one walk (`localCenters`).
    private mutating func isLocalCenter(_ call: NotificationCall) -> Bool {
        let receiver = call.first
        guard call.method == receiver + 2, file.tokens[receiver].kind == .identifier, file.tokens[receiver].keyword == .none,
              let function = DeclarationLookup(file: file).innermost.functions.around(receiver) else { return false }
        let key = LocalName(function: function, name: file.text(of: receiver))
        if localCenters[key] == nil { localCenters[key] = localCenter(named: receiver, in: file.structure.functions[function].span) }
        return localCenters[key]!.map { $0 < receiver } ?? false
    }

    /// A name in a function, by the function's position.
    struct LocalName: Hashable {
        var function: Int
        var name: String
    }

    /// Where a function body declares the center it keeps to itself, named as the token
    /// at `sample` is: its first use declares it, and every other use is as a receiver.
    private func localCenter(named sample: Int, in span: DeclarationSpan) -> Int? {
        guard let open = span.open, let close = span.close else { return nil }
        let name = file.bytes(of: sample)
        var declaration: Int?
        for index in (open + 1)..<close where file.tokens[index].kind == .identifier && file.spells(index, bytes: name) {
            // Another value's member (`self.center`) or an argument label (`Monitor(center: …)`).
            if file.tokens[index - 1].kind == .dot || index + 1 < close && file.tokens[index + 1].kind == .colon { continue }
            if declaration == nil {
                guard index + 4 < close, [.let, .var].contains(file.tokens[index - 1].keyword), file.tokens[index + 1].kind == .equal,
                      file.spells(index + 2, "NotificationCenter"), file.tokens[index + 3].kind == .leftParen,
                      file.tokens[index + 4].kind == .rightParen else { return nil }
                declaration = index
                continue
            }
            // Named as anything but a receiver (passed on, stored, returned), it may outlive the call.
            guard index + 1 < close, file.tokens[index + 1].kind == .dot else { return nil }
        }
        return declaration
    }

    /// A statement of its own (not the single expression of a body that returns it,
    /// `ReturningBodies`), or assigned to `_`.
    private func isDiscarded(_ call: NotificationCall) -> Bool {
        let first = call.first
        if first >= 2, file.tokens[first - 1].kind == .equal, file.spells(first - 2, "_") { return true }
        guard ReturningBodies(file: file).beginsOwnStatement(first) else { return false }
        var end = call.close
        if end + 1 < file.tokens.count, file.tokens[end + 1].kind == .leftBrace, let close = file.matchingClose(end + 1) {
            end = close
        }
        let opensBody = first > 0 && (file.tokens[first - 1].kind == .leftBrace || file.tokens[first - 1].keyword == .in)
        let isOnlyStatement = opensBody
            && end + 1 < file.tokens.count && file.tokens[end + 1].kind == .rightBrace
        return !isOnlyStatement || !ReturningBodies(file: file).returnsValue(ofOnlyStatement: first)
    }
}
