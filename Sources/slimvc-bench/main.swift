import Foundation
import SlimVCKit

/// Scan benchmark: reads every `.swift` file under the given paths into memory, then
/// times, best of several runs on one thread, reading the files alone (the floor) and
/// reading plus scanning them (lexer, line facts, declaration structure).
let usage = "usage: slimvc-bench [--runs N] PATH..."
var arguments = Array(CommandLine.arguments.dropFirst())
var runs = 5
if let index = arguments.firstIndex(of: "--runs"), index + 1 < arguments.count, let value = Int(arguments[index + 1]) {
    runs = max(1, value)
    arguments.removeSubrange(index...index + 1)
}
guard !arguments.isEmpty, !arguments.contains(where: { $0.hasPrefix("-") }) else {
    FileHandle.standardError.write(Data((usage + "\n").utf8))
    exit(2)
}

let paths: [String]
do {
    paths = try SwiftFileFinder.find(arguments)
} catch {
    FileHandle.standardError.write(Data("error: \(error.path): no such file or folder\n".utf8))
    exit(2)
}

func seconds(_ body: () -> Void) -> Double {
    let start = DispatchTime.now().uptimeNanoseconds
    body()
    return Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
}

var totalBytes = 0
var totalLines = 0
var declarations = 0
let readBest = (0..<runs).map { _ in
    seconds { totalBytes = paths.reduce(0) { $0 + ((try? FileReader.read($1))?.count ?? 0) } }
}.min()!
let scanBest = (0..<runs).map { _ in
    seconds {
        totalLines = 0
        declarations = 0
        for path in paths {
            guard let bytes = try? FileReader.read(path) else { continue }
            let file = SourceFile(path: path, bytes: bytes)
            totalLines += file.lines.lineCount
            declarations += file.structure.types.count + file.structure.functions.count
        }
    }
}.min()!

let megabytes = Double(totalBytes) / 1e6
@MainActor func row(_ name: String, _ time: Double) -> String {
    name.padding(toLength: 10, withPad: " ", startingAt: 0) + String(format: " %8.3f s %9.1f MB/s %12.0f lines/s", time, megabytes / time, Double(totalLines) / time)
}
print("files \(paths.count), lines \(totalLines), \(String(format: "%.2f", megabytes)) MB, declarations \(declarations), best of \(runs)")
print(row("read", readBest))
print(row("read+scan", scanBest))
print(String(format: "scan alone   %8.1f MB/s; read+scan is %.2fx the floor", megabytes / (scanBest - readBest), scanBest / readBest))
