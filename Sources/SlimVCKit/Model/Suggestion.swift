/// "Did you mean" for names users type: the closest candidate by edit distance.
public enum Suggestion {
    /// The candidate nearest to `word`, if it is close enough to be the intended one: at
    /// most a third of the word's length in edits (at least one, at most three).
    public static func closest(to word: String, in candidates: [String]) -> String? {
        let limit = min(3, max(1, word.count / 3))
        // Lengths further apart than the limit are further apart in edits too: a word of
        // megabytes (a pasted blob in a suppression comment) is not compared at all.
        let lowered = word.lowercased()
        let length = lowered.count
        let near = candidates.sorted().map { ($0, Array($0.lowercased())) }.filter { abs($0.1.count - length) <= limit }
        guard !near.isEmpty else { return nil }
        let letters = Array(lowered)
        var best: (candidate: String, distance: Int)?
        for (candidate, other) in near {
            let distance = editDistance(letters, other)
            if distance <= limit, distance < (best?.distance ?? Int.max) { best = (candidate, distance) }
        }
        return best?.candidate
    }

    /// `; did you mean 'x'?` or nothing.
    public static func hint(for word: String, in candidates: [String]) -> String {
        closest(to: word, in: candidates).map { "; did you mean '\($0)'?" } ?? ""
    }

    /// `; did you mean 'x'? (one of: a, b, c)`, or without the question when none is close.
    public static func hint(for word: String, in candidates: [String], listing: String) -> String {
        let question = closest(to: word, in: candidates).map { "; did you mean '\($0)'?" } ?? ";"
        return question + " (\(listing): " + candidates.joined(separator: ", ") + ")"
    }

    /// Levenshtein distance with adjacent transpositions counted as one edit.
    static func editDistance(_ lhs: [Character], _ rhs: [Character]) -> Int {
        guard !lhs.isEmpty else { return rhs.count }
        guard !rhs.isEmpty else { return lhs.count }
        var previous2 = [Int](repeating: 0, count: rhs.count + 1)
        var previous = Array(0...rhs.count)
        var current = [Int](repeating: 0, count: rhs.count + 1)
        for i in 1...lhs.count {
            current[0] = i
            for j in 1...rhs.count {
                let cost = lhs[i - 1] == rhs[j - 1] ? 0 : 1
                current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
                if i > 1, j > 1, lhs[i - 1] == rhs[j - 2], lhs[i - 2] == rhs[j - 1] {
                    current[j] = min(current[j], previous2[j - 2] + 1)
                }
            }
            (previous2, previous, current) = (previous, current, previous2)
        }
        return previous[rhs.count]
    }
}
