import Foundation
import Testing
@testable import SlimVCKit

/// The innermost function and type around a token, and a type's body without its nested
/// types, as a search through every declaration finds them, for every token and type of
/// the scanner's fixtures and of broken code.
@Suite struct InnermostTests {
    static func linear(_ file: SourceFile, _ token: Int) -> (Int?, Int?) {
        let function = file.structure.functions.indices.last { index in
            let span = file.structure.functions[index].span
            guard let open = span.open else { return false }
            return open < token && token <= (span.close ?? Int.max)
        }
        let type = file.structure.types.indices.last { index in
            let span = file.structure.types[index].span
            return span.first <= token && token <= span.last
        }
        return (function, type)
    }

    /// A type's body without the types nested in it, as a search through every type finds it.
    static func linearBody(_ file: SourceFile, _ index: Int) -> [Range<Int>]? {
        let span = file.structure.types[index].span
        guard let open = span.open else { return nil }
        let close = span.close ?? file.tokens.count
        var ranges: [Range<Int>] = []
        var start = open + 1
        for nested in file.structure.types where nested.span.first > open && nested.span.first < close && nested.span.first >= start {
            ranges.append(start..<nested.span.first)
            start = nested.span.last + 1
        }
        if start < close { ranges.append(start..<close) }
        return ranges
    }

    static func check(_ file: SourceFile) {
        for index in file.structure.types.indices {
            #expect(DeclarationLookup(file: file).bodies(of: [index]).first?.tokens == linearBody(file, index), "\(file.path) type \(index)")
        }
        for token in -1...file.tokens.count {
            let expected = linear(file, token)
            #expect(DeclarationLookup(file: file).innermost.functions.around(token) == expected.0, "\(file.path) token \(token)")
            #expect(DeclarationLookup(file: file).innermost.types.around(token) == expected.1, "\(file.path) token \(token)")
        }
    }

    @Test func theFixturesAgreeWithASearchThroughEveryDeclaration() throws {
        let paths = try SwiftFileFinder.find([PackageRoot.path("Fixtures/Scanner"), PackageRoot.path("Fixtures/SampleApp")])
        #expect(paths.count > 10)
        for path in paths { Self.check(SourceFile(path: path, bytes: try FileReader.read(path))) }
    }

    @Test func brokenCodeAgreesToo() {
        let snippets = [
            "class A { func f() { func g() {", "func f() { } } } class B { func g() {} }",
            "struct S { var x: Int { get { 1 } }\nfunc h() { let c = { func i() {} } }", "}}}{{{ func f() {",
            "extension A { class B { func f() { struct C { func g() {} } } }", "func f() -> some View { VStack { Text(\"\") } }",
        ]
        for (index, text) in snippets.enumerated() { Self.check(SourceFile(path: "\(index).swift", text: text)) }
    }

    /// Coverage answers as a search through every range does, for ranges that nest, overlap,
    /// touch or are single tokens.
    @Test func coverageAgreesWithASearchThroughEveryRange() {
        var generator = SplitMix64(seed: 21)
        for _ in 0..<200 {
            let ranges = (0..<generator.next(below: 13)).map { _ -> ClosedRange<Int> in
                let lower = generator.next(below: 61)
                return lower...(lower + generator.next(below: 21))
            }
            let coverage = Coverage(ranges)
            for token in -1...90 { #expect(coverage.covers(token) == ranges.contains { $0.contains(token) }, "\(ranges) \(token)") }
        }
    }
}

