// libFuzzer target: any bytes as a rules.json, through parsing and validation.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzConfiguration(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let text = String(decoding: UnsafeBufferPointer(start: data, count: size), as: UTF8.self)
    do {
        let configuration = try ConfigurationLoader.parse(text, file: "rules.json", folder: "/repo")
        var plan = RulePlan(configuration: configuration)
        _ = plan.rules(for: "App/Screens/LoginViewController.swift")
    } catch {
        precondition(!error.problems.isEmpty, "a rejected configuration names its problems")
    }
    return 0
}
