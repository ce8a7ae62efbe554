import Foundation

/// `slimvc-bench PATH...`: the scanner against the floor of reading the files.
/// `slimvc-bench project [--lines N]... [--runs N] [--oracle PATH] [--app PATH] [--swiftui]`:
/// SlimVC end to end on generated projects (UIKit's, or SwiftUI's alone with `--swiftui`)
/// (and a real app) against the floor and SwiftSyntax.
var arguments = Array(CommandLine.arguments.dropFirst())
var runs = 5
if let index = arguments.firstIndex(of: "--runs"), index + 1 < arguments.count, let value = Int(arguments[index + 1]) {
    runs = max(1, value)
    arguments.removeSubrange(index...index + 1)
}
if arguments.first == "project" {
    ProjectBenchmark(arguments: Array(arguments.dropFirst()), runs: runs).run()
} else {
    guard !arguments.isEmpty, !arguments.contains(where: { $0.hasPrefix("-") }) else {
        fail("usage: slimvc-bench [--runs N] PATH...\n       slimvc-bench project [--lines N]... [--runs N] [--oracle PATH] [--app PATH] [--swiftui]")
    }
    ScanBenchmark.run(arguments, runs: runs)
}
