// libFuzzer target: any bytes as a rules.json, through parsing and validation.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzConfiguration(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let text = String(decoding: UnsafeBufferPointer(start: data, count: size), as: UTF8.self)
    do {
        let configuration = try ConfigurationLoader.parse(text, file: "rules.json", folder: "/repo")
        let plan = RulePlan(configuration: configuration)
        _ = plan.rules(for: "App/Screens/LoginViewController.swift")
        // Glob shortcuts and the check for literal text agree with the matcher alone, on
        // paths near each pattern's own text.
        for glob in configuration.include + configuration.exclude + configuration.overrides.flatMap(\.files) {
            let pattern = glob.pattern
            for path in ["App/Screens/LoginViewController.swift", pattern, String(pattern.map { "*?[]{}".contains($0) ? "x" : $0 }),
                         String(pattern.filter { !"*?[]{}".contains($0) })] {
                precondition(glob.matches(path) == glob.matchesByMatcher(path), "a glob's shortcut disagrees with its matcher")
                // A folder skipped whole holds no path the glob does not match.
                if glob.matchesEverything(under: path) {
                    for file in ["a.swift", "b/c.swift", "Pods/d.swift"] {
                        precondition(glob.matchesByMatcher(path + "/" + file), "a glob skips a folder it does not match whole")
                    }
                }
            }
        }
    } catch {
        precondition(!error.problems.isEmpty, "a rejected configuration names its problems")
    }
    return 0
}
