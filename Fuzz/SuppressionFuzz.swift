// libFuzzer target: any bytes after a suppression comment, through directive parsing,
// coverage and the invalid_suppression rule.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzSuppressions(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Array("// slimvc:".utf8) + Array(UnsafeBufferPointer(start: data, count: size))
    let file = SourceFile(path: "Fuzz.swift", bytes: bytes)
    let suppressions = file.suppressions()
    var map = SuppressionMap(suppressions, lineCount: file.lines.lineCount)
    let finding = Finding(ruleID: "class_length", severity: .warning, message: "m", path: "Fuzz.swift",
                          start: Location(line: 1, column: 1), end: Location(line: 1, column: 2))
    _ = map.suppresses(finding)
    _ = map.unused
    _ = InvalidSuppressionRule(options: .init()).check(file, in: ProjectIndex(facts: []))
    _ = file.applySuppressions(to: [finding], reportUnused: true)
    return 0
}
