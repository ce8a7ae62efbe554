import Testing
@testable import SlimVCKit

@Suite struct TokenScratchTests {
    /// A file scanned after a larger one on the same thread gets its own tokens, none of
    /// the larger file's left in the reused buffer.
    @Test func aReusedBufferHoldsOnlyTheFilesTokens() {
        let small = "let a = 1"
        let alone = SourceFile(path: "a.swift", text: small).tokens.map { "\($0.kind):\($0.start)-\($0.end)" }
        _ = SourceFile(path: "b.swift", text: String(repeating: "func f() { g(1, 2) }\n", count: 5000))
        let after = SourceFile(path: "a.swift", text: small).tokens.map { "\($0.kind):\($0.start)-\($0.end)" }
        #expect(after == alone)
        #expect(after.count == 4)
    }

    /// A buffer is taken out while in use: a second one taken meanwhile is another.
    @Test func aBufferInUseIsNotHandedOutAgain() {
        let (first, firstCapacity) = TokenScratch.take(atLeast: 64)
        let (second, secondCapacity) = TokenScratch.take(atLeast: 64)
        #expect(first != second)
        #expect(firstCapacity >= 64 && secondCapacity >= 64)
        TokenScratch.give(second, capacity: secondCapacity)
        TokenScratch.give(first, capacity: firstCapacity)
        let (again, capacity) = TokenScratch.take(atLeast: 16)
        #expect(capacity >= 64)
        TokenScratch.give(again, capacity: capacity)
    }

    /// A buffer for a file of megabytes is freed, not kept by the thread.
    @Test func aHugeBufferIsNotKept() {
        let (huge, hugeCapacity) = TokenScratch.take(atLeast: TokenScratch.keptCapacity + 1)
        TokenScratch.give(huge, capacity: hugeCapacity)
        let (next, capacity) = TokenScratch.take(atLeast: 16)
        #expect(capacity <= TokenScratch.keptCapacity)
        TokenScratch.give(next, capacity: capacity)
    }
}
