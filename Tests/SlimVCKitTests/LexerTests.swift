import Testing
@testable import SlimVCKit

@Suite struct LexerTests {
    @Test func identifiersAndKeywords() {
        #expect(Rendering.tokens("let café = `default` + $0 + $name") ==
            "identifier:let identifier:café equal:= identifier:`default` op:+ identifier:$0 op:+ identifier:$name")
        #expect(Rendering.tokens("func `some name`()") ==
            "identifier:func identifier:`some name` leftParen:( rightParen:)")
        let file = SourceFile(path: "t.swift", text: "class actor get x")
        #expect(file.tokens.map(\.keyword) == [.class, .actor, .get, .none])
        #expect(Rendering.tokens("cost$ _$f") == "identifier:cost$ identifier:_$f")
    }

    /// Names are scanned eight bytes at a time: every byte value, at every place in a
    /// word, ends a name exactly where the byte table says, and names of any length
    /// near the end of the file end where the file does.
    @Test func eightBytesAtATimeAgreeWithTheByteTable() {
        let table = ByteClass.pointer.base
        for byte in 0...255 {
            let continues = table[byte] & ByteClass.identifierContinue != 0
            for place in 0..<8 {
                var word = [UInt8](repeating: UInt8(ascii: "a"), count: 8)
                word[place] = UInt8(byte)
                let stops = IdentifierBytes.stops(word.withUnsafeBytes { UInt64(littleEndian: $0.loadUnaligned(as: UInt64.self)) })
                let expected = continues ? 8 : place
                #expect((stops == 0 ? 8 : stops.trailingZeroBitCount / 8) == expected, "byte \(byte) at \(place)")
            }
        }
        for length in 1...20 {
            let name = String((0..<length).map { Array("aZ_9$é".unicodeScalars)[$0 % 6] }.map(Character.init))
            #expect(Rendering.tokens("x " + name) == "identifier:x identifier:" + name)
            #expect(Rendering.tokens(name + "(") == "identifier:" + name + " leftParen:(")
        }
    }

    /// Every keyword and every marked word is found by the one table lookup (a full
    /// bucket would lose one silently), with its case's raw value for a mark.
    @Test func everyKeywordAndMarkedWordIsFound() {
        let keywords = Keyword.allCases.filter { $0 != .none }
        let words = MarkedWord.allCases
        let file = SourceFile(path: "t.swift", text: (keywords.map { "\($0)" } + words.map(\.spelling)).joined(separator: " "))
        #expect(file.tokens.map(\.keyword) == keywords + words.map { _ in .none })
        #expect(file.tokens.map(\.mark) == keywords.map { _ in 0 } + words.map(\.rawValue))
        #expect(file.markedTokens.map(Int.init) == Array(keywords.count..<keywords.count + words.count))
        #expect(words.map(\.rawValue) == Array(1...UInt8(words.count)))
    }

    /// The written spellings, which spare the table reflection, are the case names.
    @Test func spellingsAreTheCaseNames() {
        #expect(Keyword.spellings == Keyword.allCases.dropFirst().map { "\($0)" })
        let renamed: [MarkedWord: String] = [.notificationName: "Name", .tableDiffableDataSource: "UITableViewDiffableDataSource",
                                             .collectionDiffableDataSource: "UICollectionViewDiffableDataSource"]
        for word in MarkedWord.allCases { #expect(word.spelling == renamed[word] ?? "\(word)") }
    }

    /// Marked words are plain identifiers spelled exactly so; a mark costs a token no memory.
    @Test func markedWordsAreMarkedOnlyWhereSpelled() {
        let file = SourceFile(path: "t.swift", text: "x.userInfo[\"userInfo\"] `userInfo` $userInfo userInfos Name(post)\n// post\n")
        #expect(file.tokens(spelling: .userInfo) == [2])
        #expect(file.tokens(spelling: .notificationName, .post) == [9, 11])
        #expect(file.markedTokens == [2, 9, 11])
        #expect(file.tokens[9].spells(.notificationName) && !file.tokens[10].spells(.notificationName))
        #expect(MemoryLayout<Token>.stride == 12)
    }

    /// The scanner marks whatever words it is given, by their place in the list, and
    /// keywords whatever the list; a longer name that begins with a word is not it.
    @Test func aScanMarksTheWordsItIsGiven() {
        let longest = String(repeating: "w", count: KeywordTable.longest)
        let table = KeywordTable(marking: ["zebra", "Name", longest])
        let text = "let zebra = Name(post) + zebras + \(longest) + \(longest)w"
        let file = SourceFile(path: "t.swift", bytes: Array(text.utf8), marking: table)
        #expect(file.tokens.map(\.mark) == [0, 1, 0, 2, 0, 0, 0, 0, 0, 0, 3, 0, 0])
        #expect(file.tokens.map(\.keyword) == [.let] + Array(repeating: .none, count: 12))
        #expect(file.markedTokens == [1, 3, 10])
    }

    @Test func attributesAndPoundKeywords() {
        #expect(Rendering.tokens("@objc @available (iOS 13, *) #if DEBUG #selector(f) #Preview #foo(1)") ==
            "attribute:@objc attribute:@available leftParen:( identifier:iOS number:13 comma:, op:* rightParen:) "
            + "pound:#if identifier:DEBUG pound:#selector leftParen:( identifier:f rightParen:) pound:#Preview "
            + "pound:#foo leftParen:( number:1 rightParen:)")
    }

    @Test func numbers() {
        #expect(Rendering.tokens("0xFF 0o17 0b1010 1_000 1.5e-3 0x1.8p3 2E+10") ==
            "number:0xFF number:0o17 number:0b1010 number:1_000 number:1.5e-3 number:0x1.8p3 number:2E+10")
        #expect(Rendering.tokens("0xff.description t.0.1 1..<2") ==
            "number:0xff dot:. identifier:description identifier:t dot:. number:0 dot:. number:1 "
            + "number:1 op:..< number:2")
        #expect(Rendering.tokens("0x1E+3 0xFFp-2 1e+3") == "number:0x1E op:+ number:3 number:0xFFp-2 number:1e+3")
    }

    @Test func operatorsAndPunctuation() {
        #expect(Rendering.tokens("a?.b! -> x ... y >>= Array<Array<Int>>") ==
            "identifier:a op:? dot:. identifier:b op:! arrow:-> identifier:x op:... identifier:y op:>>= "
            + "identifier:Array op:< identifier:Array op:< identifier:Int op:>>")
        #expect(Rendering.tokens("a+/*c*/b //d") == "identifier:a op:+ identifier:b")
        #expect(Rendering.tokens("\\.x; [:]") == "backslash:\\ dot:. identifier:x semicolon:; leftBracket:[ colon:: rightBracket:]")
    }

    @Test func stringsWithInterpolation() {
        #expect(Rendering.tokens(#""a \"{" + "\(f("}"))x""#) ==
            #"string:"a \"{" op:+ string:"\( identifier:f leftParen:( string:"}" rightParen:) string:)x""#)
        #expect(Rendering.tokens(#""\(a.map { "\($0)" })""#) ==
            #"string:"\( identifier:a dot:. identifier:map leftBrace:{ string:"\( identifier:$0 string:)" rightBrace:} string:)""#)
    }

    @Test func rawStrings() {
        #expect(Rendering.tokens(##"#"a "quoted" \(no) \#(yes)"# x"##) ==
            ##"string:#"a "quoted" \(no) \#( identifier:yes string:)"# identifier:x"##)
        #expect(Rendering.tokens(###"##"a "# b"## x"###) == ###"string:##"a "# b"## identifier:x"###)
        // A raw string opening with three quotes is single-line when it closes on its line.
        #expect(Rendering.tokens(###"#"""# x"###) == ###"string:#"""# identifier:x"###)
        #expect(Rendering.tokens(####"###"""a"### x"####) == ####"string:###"""a"### identifier:x"####)
    }

    @Test func multilineStringsSplitTheClosingDelimiter() {
        let source = "let s = \"\"\"\n    a { \"\n\n    \"\"\"\nx"
        #expect(Rendering.tokens(source) ==
            "identifier:let identifier:s equal:= string:\"\"\"\n    a { \"\n string:\"\"\" identifier:x")
    }

    @Test func comments() {
        let file = SourceFile(path: "t.swift", text: "a /* x /* y */ { */ b // c {\n/// d\nc")
        #expect(file.tokens.indices.map { file.text(of: $0) } == ["a", "b", "c"])
        #expect(file.comments.map(\.line) == [1, 1, 2])
        #expect(file.comments.map(\.isBlock) == [true, false, false])
    }

    @Test func regexLiteralsAndDivision() {
        #expect(Rendering.tokens("let r = /ab+c/") == "identifier:let identifier:r equal:= regex:/ab+c/")
        #expect(Rendering.tokens("x = a / b / c") ==
            "identifier:x equal:= identifier:a op:/ identifier:b op:/ identifier:c")
        #expect(Rendering.tokens("f(/[a/]x/)") == "identifier:f leftParen:( regex:/[a/]x/ rightParen:)")
        // After `await` (and `try`), as after any keyword that an expression follows.
        #expect(Rendering.tokens("try await /a+/") == "identifier:try identifier:await regex:/a+/")
        #expect(Rendering.tokens("let r = #/a\n/b/#") ==
            "identifier:let identifier:r equal:= regex:#/a op:/ identifier:b op:/ unknown:#")
        #expect(Rendering.tokens("let r = #/\na/b\n/#") == "identifier:let identifier:r equal:= regex:#/\na/b\n/#")
    }

    @Test func preambleIsTrivia() {
        #expect(Rendering.tokens("\u{FEFF}let a") == "identifier:let identifier:a")
        #expect(Rendering.tokens("#!/usr/bin/env swift\nlet a") == "identifier:let identifier:a")
    }

    @Test func tokenLinesFollowEveryLineEnd() {
        let file = SourceFile(path: "t.swift", text: "a\r\nb\rc\n\td")
        #expect(file.tokens.indices.map(file.startLine(of:)) == [1, 2, 3, 4])
        #expect(file.tokens.indices.map(file.startsLine) == [true, true, true, true])
    }
}
