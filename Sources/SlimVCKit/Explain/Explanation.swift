/// What `slimvc explain FILE:LINE` says about a declaration: the facts SlimVC read there
/// and the verdict it drew from them, so that a finding is triaged without reading
/// SlimVC's code. Plain values; the command renders them as text or JSON.
struct Explanation {
    /// `property`, `screen` or `none`.
    var kind: String
    /// `ContactViewController.contact`, `ContactViewController`.
    var symbol: String
    /// Facts in the order they are read: name and value.
    var facts: [(String, String)] = []
    /// The property's writes, placed: when, where, through what.
    var writes: [TypeWriteContexts.Site] = []
    /// `state`, `not state`, `needs a holder`, `has a holder`, `silent`…
    var verdict: String
    /// The named exemption or the reason, as the rule's docs name it.
    var reason: String

    var text: String {
        var lines = ["\(kind) \(symbol)"]
        for (name, value) in facts { lines.append("  \(name): \(value)") }
        if !writes.isEmpty {
            lines.append("  writes:")
            for write in writes {
                let how = write.isMutation ? ", through a member or a collection's method" : ""
                lines.append("    \(write.path):\(write.line) in '\(write.member)': \(write.context.id) (\(write.context.phrase)\(how))")
            }
        }
        lines.append("  verdict: \(verdict)")
        lines.append("  reason: \(reason)")
        return lines.joined(separator: "\n") + "\n"
    }

    var json: JSONNode {
        .object([
            ("kind", JSONNode(.string(kind))), ("symbol", JSONNode(.string(symbol))),
            ("facts", .object(facts.map { ($0.0, JSONNode(.string($0.1))) })),
            ("writes", JSONNode(.array(writes.map { write in
                .object([("path", JSONNode(.string(write.path))), ("line", JSONNode(.integer(write.line))),
                         ("member", JSONNode(.string(write.member))), ("context", JSONNode(.string(write.context.id))),
                         ("through_member", JSONNode(.bool(write.isMutation)))])
            }))),
            ("verdict", JSONNode(.string(verdict))), ("reason", JSONNode(.string(reason))),
        ])
    }
}
