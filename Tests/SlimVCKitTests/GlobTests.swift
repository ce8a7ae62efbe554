import Testing
@testable import SlimVCKit

@Suite struct GlobTests {
    static let cases: [(String, [String], [String])] = [
        ("*.swift", ["A.swift", ".swift"], ["App/A.swift", "A.swiftx"]),
        ("App/*/*.swift", ["App/Login/A.swift"], ["App/A.swift", "App/Login/Deep/A.swift"]),
        ("**/*.swift", ["A.swift", "a/b/c/A.swift", "a/.swift"], ["A.h", "a/b.swift/c", "a.swift/"]),
        ("**/Tests/**", ["Tests/a.swift", "x/Tests/y/z.swift", "/abs/Tests/a"], ["x/MyTests/a.swift", "Tests", "x/Tests"]),
        ("Legacy/**", ["Legacy/a.swift", "Legacy/x/y.swift"], ["Legacy", "LegacyKit/a.swift", "App/Legacy/a.swift"]),
        ("**", ["a", "a/b/c.swift"], []),
        ("a/**/b.swift", ["a/b.swift", "a/x/y/b.swift"], ["ab.swift", "a/xb.swift"]),
        ("A?.swift", ["Ab.swift", "Aé.swift"], ["A.swift", "Abc.swift", "A/.swift"]),
        ("[AB]*.swift", ["A1.swift", "B.swift"], ["C.swift"]),
        ("[a-c]x", ["ax", "cx"], ["dx", "/x"]),
        ("[!a-c]x", ["dx"], ["ax", "/x"]),
        ("[^a-c]x", ["dx"], ["bx"]),
        ("[]]x", ["]x"], ["ax"]),
        ("{Tests,UITests}/**", ["Tests/a", "UITests/b/c"], ["AppTests/a"]),
        ("**/*.{swift,h}", ["a/b.swift", "c.h"], ["d.m"]),
        ("a{,b}c", ["ac", "abc"], ["abbc"]),
        ("{a,b{c,d}}e", ["ae", "bce", "bde"], ["be"]),
        ("\\*.swift", ["*.swift"], ["a.swift"]),
        ("a\\{b}", ["a{b}"], ["ab"]),
        ("./App/*.swift", ["App/A.swift"], ["./App/A.swift"]),
        ("a**b", ["ab", "axxb"], ["a/b"]),
        ("App/(Old)+$.swift", ["App/(Old)+$.swift"], ["App/Old.swift"]),
        ("Écrans/*", ["Écrans/a"], ["Ecrans/a"]),
        ("*ÉéÉé*x", ["aÉéÉébx", "ÉéÉéx"], ["ÉéÉé", "aÉéÉ/bx", "ÉéÉé/x"]),
        ("*ÉéÉé*x*", ["aÉéÉébxc", "ÉéÉéx"], ["aÉéÉéb", "ÉéÉé/x"]),
        ("Modules/Group3/Feature1*/**", ["Modules/Group3/Feature12/A.swift", "Modules/Group3/Feature1/B/C.swift"],
         ["Modules/Group3/Feature2/A.swift", "Modules/Group31/Feature1/A.swift", "Modules/Group3/Feature1"]),
        ("**/*Tests*/**", ["AppTests/a.swift", "x/MyTestsKit/y.swift"], ["Tests.swift", "x/Test/a.swift"]),
        ("**/*.playground/**", ["Demo.playground/Contents.swift", "a/B.playground/Pages/P.xcplaygroundpage/Contents.swift", ".playground/x"],
         ["Demo.playground", "a/Demo.playgroundx/b", "a/Demo.playground.swift", "playground/x", "a/Demo.playground"]),
        ("a*a", ["aa", "aba"], ["a", "ab"]),
    ]

    @Test(arguments: cases)
    func matchesWholePaths(_ pattern: String, _ matching: [String], _ other: [String]) throws {
        let glob = try Glob(pattern)
        for path in matching { #expect(glob.matches(path), "\(pattern) should match \(path)") }
        for path in other { #expect(!glob.matches(path), "\(pattern) should not match \(path)") }
    }

    /// Shortcuts and the check for a pattern's literal text never change an answer: each
    /// pattern agrees with the matcher alone on every path of the cases.
    @Test func shortcutsAgreeWithTheMatcherAlone() throws {
        let patterns = Self.cases.map(\.0) + ["**/Gen/*.swift", "x/{ab,cd}/y*z", "{Legacy,Old}/**/*View*.swift", "[ab]c/d?e/**", "**/é/**"]
        let paths = Self.cases.flatMap { $0.1 + $0.2 } + ["x/cd/yQz", "Old/a/MyViewModel.swift", "ac/dxe/f", "a/é/b", "", "/", "Gen/a.swift",
                                                          "a/x.playground/b", "x.playground", "/x.playground/", "a.playground/.playground/b",
                                                          "TTests/Tests/a", "a/Test/Tests", "/Tests/", "T/Tests/x", "a/TestsTests/Tests/b", "Tests/"]
        for pattern in patterns {
            let glob = try Glob(pattern)
            for path in paths { #expect(glob.matches(path) == glob.matchesByMatcher(path), "\(pattern) on \(path)") }
        }
    }

    /// A folder is skipped only when the pattern matches whatever is under it.
    @Test func aPatternMatchesEverythingUnderAFolderOnlyWhenItMatchesEachPathThere() throws {
        let expected: [(String, [String], [String])] = [
            ("**/Pods/**", ["Pods", "App/Pods", "App/Pods/Alamofire", "/abs/Pods"], ["PodsKit", "App", "App/MyPods", "Pods.swift"]),
            ("Legacy/**", ["Legacy", "Legacy/Old"], ["LegacyKit", "App/Legacy", "/Legacy"]),
            ("Modules/Group9/**", ["Modules/Group9", "Modules/Group9/A"], ["Modules", "Modules/Group90", "X/Modules/Group9"]),
            ("**", ["App", "/abs"], []),
            ("**/*.swift", [], ["App", "Pods"]),
            ("**/Tests*/**", [], ["Tests", "App/TestsKit"]),
            ("**/*.playground/**", ["Demo.playground", "App/B.playground", ".playground"], ["Demo", "App/Demo.playgroundx", "App", "playground"]),
        ]
        for (pattern, skipped, listed) in expected {
            let glob = try Glob(pattern)
            for folder in skipped { #expect(glob.matchesEverything(under: folder), "\(pattern) under \(folder)") }
            for folder in listed { #expect(!glob.matchesEverything(under: folder), "\(pattern) under \(folder)") }
        }
        let folders = expected.flatMap { $0.1 + $0.2 } + ["a/b", "Écran", "Pods/x"]
        for pattern in Self.cases.map(\.0) + expected.map(\.0) {
            let glob = try Glob(pattern)
            for folder in folders where glob.matchesEverything(under: folder) {
                for file in ["a.swift", "b/c.swift", "Pods/d.swift", "é.swift", "Tests/e"] {
                    #expect(glob.matches(folder + "/" + file), "\(pattern) skips \(folder) but not \(file)")
                }
            }
        }
    }

    static let errors: [(String, String)] = [
        ("", "empty pattern"),
        ("App/[ab", "unclosed '[' at offset 4"),
        ("{a,b", "unclosed '{' at offset 0"),
        ("x/{a,[b}", "unclosed '[' at offset 5"),
        ("ab\\", "'\\' at the end escapes nothing"),
        (String(repeating: "{a,b}", count: 9), "more than 256 alternatives from {…}"),
        (String(repeating: "a", count: 4097), "4097 characters once {…} is expanded, more than 4096"),
        ("{" + (0..<250).map { "Folder\($0)/**/*.swift" }.joined(separator: ",") + "}",
         "4890 characters once {…} is expanded, more than 4096"),
        (String(repeating: "{*,?}", count: 8) + String(repeating: "x", count: 9), "4352 characters once {…} is expanded, more than 4096"),
    ]

    @Test(arguments: errors)
    func badPatternsSayWhatIsWrong(_ pattern: String, _ message: String) {
        #expect(throws: GlobError(message: message)) { try Glob(pattern) }
    }

    @Test func theLongestExpansionIsAllowed() throws {
        #expect(try Glob(String(repeating: "a", count: 4096)).matches(String(repeating: "a", count: 4096)))
        let folders = try Glob("{" + (0..<100).map { "Folder\($0)/**" }.joined(separator: ",") + "}")
        #expect(folders.matches("Folder99/A.swift") && !folders.matches("Folder100/A.swift"))
    }

    @Test func pathologicalPatternsStayLinear() throws {
        let glob = try Glob("*a*a*a*a*a*a*a*a*a*a*b")
        #expect(!glob.matches(String(repeating: "a", count: 2_000)))
        #expect(glob.matches(String(repeating: "a", count: 2_000) + "b"))
        let segments = try Glob("**/**/**/**/**/**/x")
        #expect(!segments.matches(Array(repeating: "a", count: 300).joined(separator: "/")))
    }
}
