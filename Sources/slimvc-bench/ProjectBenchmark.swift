import Foundation
import SlimVCKit

/// SlimVC end to end (`slimvc lint`, every rule, JSON output, all cores) on generated
/// projects of several sizes and on a real app, against the floor of reading the files
/// and against SwiftSyntax's parse (`oracle --stats`) when it is built.
struct ProjectBenchmark {
    var sizes: [Int] = []
    var oracle: String?
    var apps: [String] = []
    /// `--swiftui`: the generated projects are SwiftUI's screens alone.
    var isSwiftUI = false
    let runs: Int
    let slimvc = (CommandLine.arguments[0] as NSString).deletingLastPathComponent + "/slimvc"

    struct Measure {
        var lines: Int
        var seconds: Double
        var megabytes: Double
    }

    init(arguments: [String], runs: Int) {
        self.runs = runs
        var arguments = arguments
        if let flag = arguments.firstIndex(of: "--swiftui") {
            isSwiftUI = true
            arguments.remove(at: flag)
        }
        var index = 0
        while index + 1 < arguments.count {
            let value = arguments[index + 1]
            switch arguments[index] {
            case "--lines": sizes.append(Int(value) ?? 0)
            case "--oracle": oracle = value
            case "--app": apps.append(value)
            default: fail("unknown option \(arguments[index])")
            }
            index += 2
        }
        if sizes.isEmpty { sizes = [200_000, 2_000_000] }
        if oracle == nil, FileManager.default.isExecutableFile(atPath: ".build-oracle/release/oracle") {
            oracle = ".build-oracle/release/oracle"
        }
    }

    func run() {
        print("slimvc lint end to end: every rule, --format json, \(ProcessInfo.processInfo.activeProcessorCount) cores, best of \(runs)")
        var measures: [Measure] = []
        for size in sizes {
            // Outside `.build`: the default configuration excludes `**/.build/**`.
            // The generator's version is in the name, so a changed generator writes anew.
            let folder = NSTemporaryDirectory() + "slimvc-bench/project-v2-\(isSwiftUI ? "swiftui-" : "")\(size)"
            generate(size, into: folder)
            measures.append(measure(folder, label: "generated \(isSwiftUI ? "SwiftUI " : "")\(size / 1000)k lines"))
        }
        for app in apps { _ = measure(app, label: app) }
        for (small, large) in zip(measures, measures.dropFirst()) {
            print(String(format: "growth: %.1fx the lines took %.2fx the time and %.2fx the memory",
                         Double(large.lines) / Double(small.lines), large.seconds / small.seconds, large.megabytes / small.megabytes))
        }
    }

    private func generate(_ lines: Int, into folder: String) {
        let marker = folder + "/.generated"
        guard !FileManager.default.fileExists(atPath: marker) else { return }
        try? FileManager.default.removeItem(atPath: folder)
        var generator = ProjectGenerator(seed: 2026, swiftUI: isSwiftUI)
        guard let made = try? generator.write(lines: lines, into: folder) else { fail("cannot write \(folder)") }
        _ = FileManager.default.createFile(atPath: marker, contents: Data("\(made.files) \(made.lines)\n".utf8))
    }
}
