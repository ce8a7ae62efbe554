#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation

/// Runs a program and measures it: wall time, exit status, and peak memory. Standard
/// output and error go to the given files. Linux carries a process's peak resident set
/// across `exec`, and `posix_spawn` starts the child in the parent's memory, so `wait4`
/// would report the benchmark's own peak; `measuredRun` goes through `/usr/bin/time`.
struct ChildProcess {
    struct Result {
        var seconds: Double
        var status: Int32
        var peakMegabytes: Double
        /// User and system time, page faults and peak memory, when `/usr/bin/time` told.
        var report: TimeReport?
    }

    /// The run, with its CPU time, page faults and peak memory measured by `/usr/bin/time`
    /// when it is installed.
    static func measuredRun(_ arguments: [String], output: String = "/dev/null") -> Result? {
        let time = "/usr/bin/time"
        guard FileManager.default.isExecutableFile(atPath: time) else { return run(arguments, output: output) }
        let reportFile = NSTemporaryDirectory() + "slimvc-bench-time.txt"
        guard var result = run([time, "-f", TimeReport.format, "-o", reportFile] + arguments, output: output) else { return nil }
        result.report = TimeReport((try? String(contentsOfFile: reportFile, encoding: .utf8)) ?? "")
        if let report = result.report { result.peakMegabytes = report.peakMegabytes }
        return result
    }

    static func run(_ arguments: [String], output: String = "/dev/null", errors: String = "/dev/null") -> Result? {
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 1, output, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        posix_spawn_file_actions_addopen(&actions, 2, errors, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        var argv: [UnsafeMutablePointer<CChar>?] = arguments.map { strdup($0) } + [nil]
        defer { for pointer in argv { free(pointer) } }
        var pid = pid_t()
        let start = DispatchTime.now().uptimeNanoseconds
        guard posix_spawnp(&pid, arguments[0], &actions, nil, &argv, environ) == 0 else { return nil }
        var status: Int32 = 0
        var usage = rusage()
        while wait4(pid, &status, 0, &usage) < 0, errno == EINTR {}
        let seconds = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
        #if os(Linux)
        let peak = Double(usage.ru_maxrss) / 1024
        #else
        let peak = Double(usage.ru_maxrss) / 1_048_576
        #endif
        return Result(seconds: seconds, status: (status >> 8) & 0xFF, peakMegabytes: peak, report: nil)
    }
}
