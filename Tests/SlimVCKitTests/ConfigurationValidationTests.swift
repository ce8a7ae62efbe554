import Testing
@testable import SlimVCKit

/// Every configuration problem, with its exact message: a broken `rules.json` is never
/// used, and a typo can never silently turn a rule off.
@Suite struct ConfigurationValidationTests {
    static func problems(_ json: String) -> [String] {
        do {
            _ = try ConfigurationLoader.parse(json, file: "rules.json", folder: "/repo")
            return []
        } catch {
            return error.problems.map(\.description)
        }
    }

    static let cases: [(String, [String])] = [
        (#"{"version": 2}"#, ["rules.json:1:13: error: version: unsupported version 2; this SlimVC reads version 1"]),
        (#"{"version": "1"}"#, [#"rules.json:1:13: error: version: expected an integer, found a string; write "version": 1"#]),
        (#"{"exlude": []}"#, ["rules.json:1:2: error: exlude: unknown key 'exlude'; did you mean 'exclude'? (top-level keys: "
                             + "$schema, version, include, exclude, skip_generated_files, vocabulary, roles, rules, architecture, overrides)"]),
        (#"{"rules": {"clas_length": {}}}"#, ["rules.json:1:12: error: rules.clas_length: unknown rule 'clas_length'; "
                                             + "did you mean 'class_length'? (`slimvc rules` lists the rules)"]),
        // Columns count characters, on from the values before on the same line.
        (#"{"exclude": ["é", "ü"], "rules": {"x": {}}}"#, ["rules.json:1:35: error: rules.x: unknown rule 'x' (`slimvc rules` lists the rules)"]),
        (#"{"rules": {"method_length": {"warnng": 3}}}"#, ["rules.json:1:30: error: rules.method_length.warnng: unknown option "
            + "'warnng'; did you mean 'warning'? (options: enabled, exclude, include, applies_to, count, error, warning)"]),
        (#"{"rules": {"method_length": {"warning": "30"}}}"#,
         ["rules.json:1:41: error: rules.method_length.warning: expected an integer, found a string"]),
        (#"{"rules": {"method_length": {"warning": 30.5}}}"#,
         ["rules.json:1:41: error: rules.method_length.warning: expected an integer, found a number"]),
        (#"{"rules": {"method_length": {"warning": 50, "error": 40}}}"#,
         ["rules.json:1:41: error: rules.method_length: 'warning' (50) is above 'error' (40); lower 'warning' or raise 'error'"]),
        (#"{"rules": {"method_length": {"warning": 50}}}"#,
         ["rules.json:1:41: error: rules.method_length: 'warning' (50) is above 'error' (40); lower 'warning' or raise 'error'"]),
        (#"{"rules": {"controller_conformances": {"max": -1}}}"#,
         ["rules.json:1:47: error: rules.controller_conformances.max: -1 is negative; limits are 0 or more"]),
        (#"{"rules": {"class_length": {"count": "lines"}}}"#,
         [#"rules.json:1:38: error: rules.class_length.count: 'lines' is not one of "code", "all""#]),
        (#"{"rules": {"view_work_in_controller": {"severity": "eror"}}}"#, [#"rules.json:1:52: error: "#
            + #"rules.view_work_in_controller.severity: 'eror' is not one of "warning", "error"; did you mean 'error'?"#]),
        (#"{"rules": {"class_length": {"severity": "error"}}}"#, ["rules.json:1:29: error: rules.class_length.severity: "
            + "unknown option 'severity'; (options: enabled, exclude, include, applies_to, count, error, include_extensions, warning)"]),
        (#"{"include": ["App/[ab"]}"#, ["rules.json:1:14: error: include[0]: bad glob 'App/[ab': unclosed '[' at offset 4"]),
        (#"{"rules": {"class_length": {"include": []}}}"#, ["rules.json:1:40: error: rules.class_length.include: no globs, "
            + #"so the rule would run on no file; write "enabled": false to turn it off"#]),
        (#"{"overrides": [{"rules": {}}]}"#,
         [#"rules.json:1:16: error: overrides[0]: missing "files": the globs of the files this override applies to"#]),
        (#"{"overrides": [{"files": ["a/**"], "rule": {}}]}"#, ["rules.json:1:36: error: overrides[0].rule: unknown key 'rule'; "
            + "did you mean 'rules'? (an override takes: files, rules)"]),
        (#"{"roles": {"view_model_suffix": 1}}"#, ["rules.json:1:33: error: roles.view_model_suffix: expected a string, found an integer"]),
        ("[]", ["rules.json:1:1: error: expected an object at the top level, found an array"]),
    ]

    @Test(arguments: cases)
    func eachProblemHasItsExactMessage(_ json: String, _ expected: [String]) {
        #expect(Self.problems(json) == expected)
    }

    static let syntaxErrors: [(String, String)] = [
        ("{\n  \"rules\": {\"class_length\": {\"warning\": 1,}}\n}", "rules.json:2:43: error: JSON syntax error: expected a key in quotes "
            + "after ','; JSON allows no trailing comma"),
        ("{\"a\": 1 \"b\": 2}", "rules.json:1:9: error: JSON syntax error: expected ',' or '}' after the value of 'a'"),
        ("{\"version\": 1, \"version\": 1}", "rules.json:1:16: error: JSON syntax error: duplicate key 'version'"),
        ("{'rules': {}}", "rules.json:1:2: error: JSON syntax error: expected a key in quotes"),
        ("{\"rules\": {}} // note", "rules.json:1:15: error: JSON syntax error: JSON has no comments; remove the one that starts here"),
        ("{\n  // our rules\n  \"version\": 1\n}", "rules.json:2:3: error: JSON syntax error: JSON has no comments; remove the one that starts here"),
        ("{\"version\": 1 /* one */}", "rules.json:1:15: error: JSON syntax error: JSON has no comments; remove the one that starts here"),
        ("{\"include\": [\"a\n\"]}", "rules.json:1:16: error: JSON syntax error: control character in a string; write it as an escape such as \\n"),
        ("", "rules.json:1:1: error: JSON syntax error: expected a value, found the end of the file"),
        (String(repeating: "[", count: 10_000), "rules.json:1:257: error: JSON syntax error: nested more than 256 levels deep"),
    ]

    @Test(arguments: syntaxErrors)
    func syntaxErrorsNameLineAndColumn(_ json: String, _ expected: String) {
        #expect(Self.problems(json) == [expected])
    }

    /// A key or value of megabytes (a pasted blob) makes a one-line error that still names it.
    @Test func longKeysAndValuesAreQuotedShort() {
        let key = String(repeating: "k", count: 100_000)
        let problems = Self.problems("{\"version\": 1, \"\(key)\": 1, \"rules\": {\"class_length\": {\"count\": \"\(key)\"}}}")
        let short = String(repeating: "k", count: 60) + "… (100000 bytes)"
        let path = String(repeating: "k", count: 200) + "… (100000 bytes)"
        #expect(problems.count == 2)
        #expect(problems.first?.hasPrefix("rules.json:1:16: error: \(path): unknown key '\(short)'; (top-level keys: ") == true)
        #expect(problems.last == "rules.json:1:100059: error: rules.class_length.count: '\(short)' is not one of \"code\", \"all\"")
        #expect(problems.allSatisfy { $0.utf8.count < 600 })
    }

    @Test func briefKeepsWholeCharacters() {
        #expect(brief("method_length") == "method_length")
        #expect(brief(String(repeating: "a", count: 60)) == String(repeating: "a", count: 60))
        #expect(brief(String(repeating: "é", count: 31)) == String(repeating: "é", count: 30) + "… (62 bytes)")
        #expect(brief(String(repeating: "ab", count: 100), limit: 3) == "aba… (200 bytes)")
    }

    @Test func everyProblemIsReportedAtOnceInFileOrder() {
        let json = "{\n  \"version\": 3,\n  \"rules\": {\"method_length\": {\"warning\": -2, \"eror\": 1}}\n}"
        #expect(Self.problems(json).map { String($0.prefix(15)) } == ["rules.json:2:14", "rules.json:3:42", "rules.json:3:46"])
    }
}
