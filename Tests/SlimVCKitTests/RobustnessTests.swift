import Testing
@testable import SlimVCKit

/// Hostile input: the scanner must finish, keep its invariants, and recover what it can.
@Suite struct RobustnessTests {
    static let unterminated: [(String, String)] = [
        ("string", "let s = \"abc\nclass After {}\n"),
        ("raw string", "let s = #\"abc\"\nclass After {}\n"),
        ("multi-line string", "class Before {}\nlet s = \"\"\"\nclass Inside {}\n"),
        ("block comment", "class Before {}\n/* /* */ class Inside {}\n"),
        ("interpolation", "class Before {}\nlet s = \"\\(foo(\"\n"),
        ("regex", "class Before {}\nlet r = #/\nabc\n"),
        ("backtick", "class Before {}\nlet `abc = 1\n"),
        ("braces", "class Before {}\nclass Open {\n  func f() {\n"),
    ]

    @Test(arguments: unterminated)
    func unterminatedFormsEndCleanly(_ name: String, _ source: String) {
        let file = SourceFile(path: "t.swift", text: source)
        #expect(Invariants.problems(file).isEmpty, "\(name)")
        #expect(!file.structure.types.isEmpty, "\(name): the declaration outside the broken form is still found")
        #expect(!file.structure.types.contains { $0.name == "Inside" }, "\(name)")
    }

    @Test func unbalancedBracesNeverUnderflow() {
        let file = SourceFile(path: "t.swift", text: "}}) ] class A { func f() { ) } } } } }\nclass B {}")
        #expect(Invariants.problems(file).isEmpty)
        #expect(file.structure.types.map(\.name) == ["A", "B"])
        #expect(file.structure.types[1].parent == nil)
    }

    @Test func deepNestingUsesNoRecursion() {
        let depth = 100_000
        let nested = String(repeating: "[({", count: depth) + String(repeating: "})]", count: depth)
        let source = "class A {\n" + nested + "\n}\nstruct B {}\n"
        let file = SourceFile(path: "t.swift", text: source)
        #expect(file.tokens.count == 3 + depth * 6 + 1 + 4)
        #expect(Invariants.problems(file).isEmpty)
        #expect(Rendering.structure(source) == "class A 1-3 1/1\nstruct B 4-4 0/0")
    }

    /// Past 256 types deep (where SwiftSyntax stops with an error), type declarations are
    /// code: each nested type's qualified name holds all of its parents'.
    @Test func typesNestedPastTheLimitAreCode() {
        let depth = 300
        let source = (0..<depth).map { "class T\($0) {\n" }.joined() + "func f() {}\n"
            + String(repeating: "}\n", count: depth) + "struct After {}\n"
        let file = SourceFile(path: "t.swift", text: source)
        #expect(Invariants.problems(file).isEmpty)
        #expect(file.structure.types.count == StructureBuilder.deepestTypeNesting + 1)
        #expect(file.typeNames[StructureBuilder.deepestTypeNesting - 1]
                == (0..<StructureBuilder.deepestTypeNesting).map { "T\($0)" }.joined(separator: "."))
        #expect(file.structure.types.last.map { ($0.name, $0.parent) } ?? ("", 0) == ("After", nil))
        #expect(file.structure.functions.map(\.name) == ["f"])
        #expect(file.lines.lineCount == 2 * depth + 2)
    }

    @Test func aTwentyMegabyteLine() {
        let element = "value1234, "
        let source = "let a = [" + String(repeating: element, count: 20_000_000 / element.utf8.count) + "]"
        let file = SourceFile(path: "t.swift", text: source)
        #expect(file.lines.lineCount == 1)
        #expect(file.lines.isCode(1))
        #expect(file.structure.properties.map(\.name) == ["a"])
    }

    @Test func nulBytesAndInvalidUTF8() {
        var bytes = Array("class A {\n  let s = \"".utf8) + [0xFF, 0xFE, 0x00, 0xC3] + Array("\"\n  // ".utf8)
        bytes += [0xE2, 0x82] + Array("\n  func f\u{0}() {}\n}\n".utf8) + [0x80, 0x00, 0xF0]
        let file = SourceFile(path: "t.swift", bytes: bytes)
        #expect(Invariants.problems(file).isEmpty)
        #expect(file.structure.types.map(\.name) == ["A"])
        #expect(file.structure.functions.count == 1)
        #expect(file.lines.lineCount == 6)
    }

    @Test func emptyAndCommentOnlyFiles() {
        let empty = SourceFile(path: "t.swift", bytes: [])
        #expect(empty.lines.lineCount == 0 && empty.tokens.isEmpty && empty.structure.types.isEmpty)
        let comments = SourceFile(path: "t.swift", text: "// a\n/* b\n c */\n\n/// d\n")
        #expect(comments.lines.lineCount == 5)
        #expect(comments.tokens.isEmpty)
        #expect(comments.comments.count == 3)
        #expect((1...5).allSatisfy { !comments.lines.isCode($0) })
    }
}
