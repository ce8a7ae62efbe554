import Testing
@testable import SlimVCKit

/// "Did you mean" suggestions for misspelled rule names and keys.
@Suite struct SuggestionTests {
    static let rules = RuleRegistry.defaultRules().map { type(of: $0).description.id }

    /// The closest candidate as found by comparing the word with every candidate.
    static func compared(_ word: String, _ candidates: [String]) -> String? {
        let limit = min(3, max(1, word.count / 3))
        var best: (candidate: String, distance: Int)?
        for candidate in candidates.sorted() {
            let distance = Suggestion.editDistance(Array(word.lowercased()), Array(candidate.lowercased()))
            if distance <= limit, distance < (best?.distance ?? Int.max) { best = (candidate, distance) }
        }
        return best?.candidate
    }

    @Test func suggestsTheClosestName() {
        #expect(Suggestion.closest(to: "method_lenght", in: Self.rules) == "method_length")
        #expect(Suggestion.closest(to: "Class_Length", in: Self.rules) == "class_length")
        #expect(Suggestion.closest(to: "controller_stat", in: Self.rules) == "controller_state")
        #expect(Suggestion.closest(to: "unrelated", in: Self.rules) == nil)
    }

    /// Words made by editing rule names (cut, doubled, changed), compared with every rule.
    @Test func agreesWithComparingEveryCandidate() {
        var random = SplitMix64(seed: 0x5066)
        for _ in 0..<400 {
            var word = Array(Self.rules[random.next(below: Self.rules.count)])
            for _ in 0..<random.next(below: 8) {
                let position = random.next(below: word.count)
                switch random.next(below: 4) {
                case 0: word.remove(at: position)
                case 1: word.insert(word[position], at: position)
                case 2: word[position] = "x"
                default: word = Array(word.prefix(position + 1))
                }
                if word.isEmpty { word = ["a"] }
            }
            let text = String(word)
            #expect(Suggestion.closest(to: text, in: Self.rules) == Self.compared(text, Self.rules), "\(text)")
        }
    }

    @Test func aWordOfMegabytesIsLikeNothing() {
        #expect(Suggestion.closest(to: String(repeating: "method_length", count: 100_000), in: Self.rules) == nil)
    }
}
