import Foundation
@testable import SlimVCKit

/// Properties every scan must have, whatever the input: tokens in order and inside the
/// file, every declaration's lines inside the file, children inside their parents.
enum Invariants {
    static func problems(_ file: SourceFile) -> [String] {
        var problems: [String] = []
        var previousEnd: Int32 = 0
        for (index, token) in file.tokens.enumerated() {
            if token.start < previousEnd || token.end <= token.start || Int(token.end) > file.bytes.count {
                problems.append("token \(token.kind) at \(token.start)..<\(token.end) out of order or outside the file")
            }
            let line = file.startLine(of: index)
            if line < 1 || line > max(file.lines.lineCount, 1) {
                problems.append("token at \(token.start) on line \(line) of \(file.lines.lineCount)")
            }
            // The byte check between tokens says what the line table says.
            if index > 0, file.startsLine(index) != (file.endLine(of: index - 1) < line) {
                problems.append("token at \(token.start): startsLine disagrees with the line table")
            }
            previousEnd = token.end
        }
        let structure = file.structure
        for type in structure.types {
            problems += spanProblems(file, type.span, "\(type.kind) \(type.name)")
            if let parent = type.parent, !contains(structure.types[parent].span, type.span) {
                problems.append("\(type.name) is not inside its parent \(structure.types[parent].name)")
            }
        }
        for function in structure.functions {
            problems += spanProblems(file, function.span, "\(function.kind) \(function.name)")
            if let container = function.container, !contains(structure.types[container].span, function.span) {
                problems.append("\(function.name) is not inside \(structure.types[container].name)")
            }
        }
        for property in structure.properties {
            problems += spanProblems(file, property.span, "property \(property.name)")
            if !(property.span.first...property.span.last).contains(property.span.name) {
                problems.append("property \(property.name): name \(property.span.name) outside \(property.span.first)...\(property.span.last)")
            }
        }
        return problems
    }

    private static func spanProblems(_ file: SourceFile, _ span: DeclarationSpan, _ name: String) -> [String] {
        let lines = file.measure(span)
        var problems: [String] = []
        if span.first > span.last || span.last >= file.tokens.count { problems.append("\(name): tokens \(span.first)...\(span.last)") }
        if lines.start < 1 || lines.start > lines.end || lines.end > file.lines.lineCount {
            problems.append("\(name): lines \(lines.start)-\(lines.end) of \(file.lines.lineCount)")
        }
        if lines.body < 0 || lines.bodyCode > lines.body { problems.append("\(name): body \(lines.body)/\(lines.bodyCode)") }
        if let open = span.open, let close = span.close, !(span.first <= open && open < close && close <= span.last) {
            problems.append("\(name): braces \(open)...\(close) outside \(span.first)...\(span.last)")
        }
        return problems
    }

    private static func contains(_ outer: DeclarationSpan, _ inner: DeclarationSpan) -> Bool {
        guard let open = outer.open else { return false }
        return inner.first > open && inner.last <= (outer.close ?? Int.max)
    }
}

/// Tests of large inputs, which take most of a run's time: `swift test` leaves them out,
/// and CI runs them as a step of their own with `SLIMVC_SLOW_TESTS=1`.
enum SlowTests {
    static let enabled = ProcessInfo.processInfo.environment["SLIMVC_SLOW_TESTS"] == "1"
}
