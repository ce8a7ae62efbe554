import Testing
@testable import SlimVCKit

/// `matchingClose` answers as a search from the opening token does, near or far.
@Suite struct BracketPairsTests {
    /// The search `matchingClose` made for every question before it had a table.
    static func searched(_ file: SourceFile, from open: Int) -> Int? {
        var depth = 0
        for index in open..<file.tokens.count {
            switch file.tokens[index].kind {
            case .leftBrace, .leftParen, .leftBracket: depth += 1
            case .rightBrace, .rightParen, .rightBracket:
                depth -= 1
                if depth == 0 { return index }
            default: break
            }
        }
        return nil
    }

    @Test func agreesWithASearchForEveryOpeningToken() {
        var random = SplitMix64(seed: 0xB7AC)
        let pieces = ["{", "}", "(", ")", "[", "]", "a", "b.c", "\n"]
        var far = 0
        for round in 0..<40 {
            // Long runs of names put many closing tokens past the nearby search.
            let length = 200 + random.next(below: 3000)
            var text = ""
            for _ in 0..<length {
                let piece = random.next(below: 4) == 0 ? pieces[random.next(below: 6)] : pieces[6 + random.next(below: 3)]
                text += piece + " "
            }
            let file = SourceFile(path: "t.swift", text: text)
            for open in file.tokens.indices where BracketPairs.opens(file.tokens[open].kind) {
                let expected = Self.searched(file, from: open)
                #expect(file.matchingClose(open) == expected, "round \(round), token \(open)")
                if let close = expected, close - open > SourceFile.nearbyClose { far += 1 }
            }
        }
        #expect(far > 100, "pairs farther apart than the nearby search")
    }

    @Test func nestedClosuresFarApart() {
        let depth = 2000
        let text = String(repeating: "f { x in\n", count: depth) + String(repeating: "}\n", count: depth)
        let file = SourceFile(path: "t.swift", text: text)
        let opens = file.tokens.indices.filter { file.tokens[$0].kind == .leftBrace }
        let closes = file.tokens.indices.filter { file.tokens[$0].kind == .rightBrace }
        #expect(opens.count == depth && closes.count == depth)
        #expect(opens.map { file.matchingClose($0) } == closes.reversed().map { Optional($0) })
        #expect(file.matchingClose(opens[0]).map { $0 - opens[0] } ?? 0 > SourceFile.nearbyClose)
    }
}
