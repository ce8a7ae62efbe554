import Testing
@testable import SlimVCKit

@Suite struct LineTableTests {
    @Test(arguments: [("", 0), ("a", 1), ("a\n", 1), ("a\nb", 2), ("a\r\nb\r\n", 2), ("a\rb\rc", 3), ("\n\n", 2), ("\r\n\r", 2)])
    func lineCountFollowsEveryLineEnd(_ text: String, _ count: Int) {
        #expect(SourceFile(path: "t.swift", text: text).lines.lineCount == count)
    }

    @Test func codeLinesSkipCommentsAndBlanksButNotStrings() {
        let source = "class A {\n  // c\n\n  let s = \"\"\"\n    x\n\n    y\n    \"\"\"\n  /* a\n  */ let b = 1\n}\n"
        let file = SourceFile(path: "t.swift", text: source)
        #expect((1...11).filter(file.lines.isCode) == [1, 4, 5, 6, 7, 8, 10, 11])
        #expect(file.lines.codeLines(between: 1, and: 11) == 6)
        #expect(file.lines.codeLines(between: 4, and: 5) == 0)
    }

    @Test func lineOfOffset() {
        let file = SourceFile(path: "t.swift", text: "ab\ncd\r\nef")
        #expect([0, 2, 3, 5, 6, 7, 8].map(file.lines.line(of:)) == [1, 1, 2, 2, 2, 3, 3])
    }
}
