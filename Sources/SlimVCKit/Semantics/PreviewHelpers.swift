/// The views a file keeps for its previews alone: a `private` or `fileprivate` view named
/// only inside `#Preview { … }` and `PreviewProvider` types (`private struct PreviewHelper:
/// View`). The rulebook's previews are not screens, and neither is what only they show.
struct PreviewHelpers: FileReading {
    let file: SourceFile

    /// The positions, in the file's types, of the views only previews name: found once per
    /// file, as three rules ask.
    func types() -> Set<Int> {
        memo.value(Found.self) { Found(positions: find()) }.positions
    }

    private struct Found {
        let positions: Set<Int>
    }

    private func find() -> Set<Int> {
        let previews = previewRanges()
        guard !previews.isEmpty else { return [] }
        var candidates: [String: Int] = [:]
        for (position, type) in structure.types.enumerated() where !type.isLocal && type.kind == .struct
            && (type.modifiers.contains("private") || type.modifiers.contains("fileprivate")) {
            candidates[type.name] = position
        }
        guard !candidates.isEmpty else { return [] }
        let names = NameSet(candidates.keys)
        var (named, elsewhere): (Set<Int>, Set<Int>) = ([], [])
        for index in tokens.indices where tokens[index].kind == .identifier && names.contains(index, in: file) {
            guard let position = candidates[file.text(of: index)] else { continue }
            let span = structure.types[position].span
            guard !(span.first...span.last).contains(index) else { continue }
            named.insert(position)
            if !Self.covers(previews, index) { elsewhere.insert(position) }
        }
        return named.subtracting(elsewhere)
    }

    /// Whether `index` is in one of `ranges` (sorted, apart): a binary search.
    private static func covers(_ ranges: [ClosedRange<Int>], _ index: Int) -> Bool {
        let position = ranges.firstPosition { $0.upperBound >= index }
        return position < ranges.count && ranges[position].contains(index)
    }

    /// The bodies of `#Preview { … }` macros and of types that adopt `PreviewProvider`,
    /// sorted, those inside another merged into it.
    private func previewRanges() -> [ClosedRange<Int>] {
        var ranges: [ClosedRange<Int>] = []
        for index in tokens.indices where tokens[index].kind == .pound && spells(index, "#Preview") {
            var open = index + 1
            if open < tokens.count, tokens[open].kind == .leftParen, let close = file.matchingClose(open) { open = close + 1 }
            if open < tokens.count, tokens[open].kind == .leftBrace, let close = file.matchingClose(open) { ranges.append(open...close) }
        }
        for type in structure.types where type.inherits.contains(where: { $0 == "PreviewProvider" || $0 == "SwiftUI.PreviewProvider" }) {
            if let open = type.span.open, let close = type.span.close { ranges.append(open...close) }
        }
        var merged: [ClosedRange<Int>] = []
        for range in ranges.sorted(by: { $0.lowerBound < $1.lowerBound }) {
            if let last = merged.last, range.lowerBound <= last.upperBound {
                merged[merged.count - 1] = last.lowerBound...max(last.upperBound, range.upperBound)
            } else {
                merged.append(range)
            }
        }
        return merged
    }
}
