import Foundation
import SlimVCKit

/// Scan benchmark: reads every `.swift` file under the given paths into memory, then
/// times, best of several runs on one thread, reading the files alone (the floor) and
/// reading plus scanning them (lexer, line facts, declaration structure).
enum ScanBenchmark {
    static func run(_ arguments: [String], runs: Int) {
        let paths: [String]
        do {
            paths = try SwiftFileFinder.find(arguments)
        } catch {
            fail("error: \(error.path): no such file or folder")
        }
        var totalBytes = 0
        var totalLines = 0
        var declarations = 0
        let readBest = best(runs) { totalBytes = paths.reduce(0) { $0 + ((try? FileReader.read($1))?.count ?? 0) } }
        let scanBest = best(runs) {
            totalLines = 0
            declarations = 0
            for path in paths {
                guard let bytes = try? FileReader.read(path) else { continue }
                let file = SourceFile(path: path, bytes: bytes)
                totalLines += file.lines.lineCount
                declarations += file.structure.types.count + file.structure.functions.count
            }
        }
        let megabytes = Double(totalBytes) / 1e6
        print("files \(paths.count), lines \(totalLines), \(String(format: "%.2f", megabytes)) MB, declarations \(declarations), best of \(runs)")
        print(row("read", readBest, megabytes, totalLines))
        print(row("read+scan", scanBest, megabytes, totalLines))
        print(String(format: "scan alone   %8.1f MB/s; read+scan is %.2fx the floor", megabytes / (scanBest - readBest), scanBest / readBest))
    }
}

func seconds(_ body: () -> Void) -> Double {
    let start = DispatchTime.now().uptimeNanoseconds
    body()
    return Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
}

func best(_ runs: Int, _ body: () -> Void) -> Double { (0..<runs).map { _ in seconds(body) }.min()! }

func row(_ name: String, _ time: Double, _ megabytes: Double, _ lines: Int) -> String {
    name.padding(toLength: 17, withPad: " ", startingAt: 0)
        + String(format: " %8.3f s %9.1f MB/s %12.0f lines/s", time, megabytes / time, Double(lines) / time)
}

func fail(_ message: String) -> Never {
    FileHandle.standardError.write(Data((message + "\n").utf8))
    exit(2)
}
