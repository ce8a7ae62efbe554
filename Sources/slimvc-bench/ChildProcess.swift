#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation

/// Runs a program and measures it: wall time, exit status, and peak memory (the child's
/// maximum resident set, from `wait4`). Standard output and error go to the given files.
struct ChildProcess {
    struct Result {
        var seconds: Double
        var status: Int32
        var peakMegabytes: Double
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
        return Result(seconds: seconds, status: (status >> 8) & 0xFF, peakMegabytes: peak)
    }
}
