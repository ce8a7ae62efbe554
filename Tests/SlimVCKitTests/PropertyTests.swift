import Foundation
import Testing
@testable import SlimVCKit

/// Deterministic random mutations of the fixtures: whatever the damage, the scanner
/// finishes and its output keeps its invariants.
@Suite struct PropertyTests {
    static let pieces: [[UInt8]] = ["{", "}", "(", ")", "\"", "\"\"\"", "#", "/*", "*/", "//", "\\(", "/", "\n", "\r",
        "`", "class A {", "var x: Int {", "get {", "func f()", "#if X", "#endif", "@objc ", "<", ">"].map { Array($0.utf8) }
        + [[0x00], [0xFF], [0xE2, 0x82]]

    @Test func mutatedFixturesKeepInvariants() throws {
        let sources = try Self.fixtureSources()
        try #require(sources.count >= 10)
        var random = SplitMix64(seed: 0x5EED)
        var checked = 0
        for round in 0..<3000 {
            var bytes = sources[round % sources.count]
            for _ in 0...random.next(below: 4) { mutate(&bytes, &random) }
            let file = SourceFile(path: "mutant.swift", bytes: bytes)
            let problems = Invariants.problems(file)
            #expect(problems.isEmpty, "round \(round): \(problems.prefix(3))")
            checked += 1
        }
        #expect(checked == 3000)
    }

    private func mutate(_ bytes: inout [UInt8], _ random: inout SplitMix64) {
        let at = random.next(below: bytes.count + 1)
        switch random.next(below: 4) {
        case 0: bytes.insert(contentsOf: Self.pieces[random.next(below: Self.pieces.count)], at: at)
        case 1: bytes.removeSubrange(at..<min(bytes.count, at + random.next(below: 40)))
        case 2:
            let end = min(bytes.count, at + random.next(below: 80))
            bytes.insert(contentsOf: bytes[at..<end], at: random.next(below: bytes.count + 1))
        default: if at < bytes.count { bytes[at] = UInt8(truncatingIfNeeded: random.next(below: 256)) }
        }
    }

    static func fixtureSources() throws -> [[UInt8]] {
        let folder = PackageRoot.path("Fixtures/Scanner")
        return try FileManager.default.contentsOfDirectory(atPath: folder).sorted()
            .filter { $0.hasSuffix(".swift") }
            .map { Array(try Data(contentsOf: URL(fileURLWithPath: folder + "/" + $0))) }
    }
}

/// A small, fixed-seed generator (SplitMix64), so every run mutates the same way.
struct SplitMix64 {
    var state: UInt64
    init(seed: UInt64) { state = seed }

    mutating func next(below bound: Int) -> Int {
        state &+= 0x9E37_79B9_7F4A_7C15
        var value = state
        value = (value ^ (value >> 30)) &* 0xBF58_476D_1CE4_E5B9
        value = (value ^ (value >> 27)) &* 0x94D0_49BB_1331_11EB
        value ^= value >> 31
        return bound <= 0 ? 0 : Int(value % UInt64(bound))
    }
}
