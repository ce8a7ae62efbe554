// libFuzzer target: any bytes as a Swift file, through the scanner and every rule.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzScanner(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    let file = SourceFile(path: "Fuzz.swift", bytes: bytes)
    for token in file.tokens where Int(token.end) > bytes.count || token.start > token.end {
        fatalError("token outside the file")
    }
    _ = file.structure
    _ = Linter(rules: RuleRegistry.defaultRules()).lint(paths: ["Fuzz.swift"]) { _ throws(FileReader.Failure) in bytes }
    return 0
}
