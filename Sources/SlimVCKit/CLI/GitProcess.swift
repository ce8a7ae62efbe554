#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation

/// `git -C folder ARGUMENTS`, run without a shell: its standard output read whole, its
/// errors to `/dev/null`, `input` on its standard input (else `/dev/null`). Started with
/// `posix_spawnp` and awaited with `waitpid`: Foundation's `Process` took up to a
/// twentieth of a second to notice that git had exited, four times a run.
enum GitProcess {
    enum Outcome {
        case output([UInt8])
        /// git ran and exited with this status (not 0), or was killed (-1).
        case failed(Int32)
        /// git could not be started.
        case notRun
    }

    static func run(_ arguments: [String], in folder: String, input: [UInt8] = []) -> Outcome {
        // Closed on exec: another thread may start a git of its own meanwhile, which must
        // not hold these open.
        guard let output = Channel.make() else { return .notRun }
        let source = input.isEmpty ? nil : Channel.make()
        if !input.isEmpty, source == nil { output.close(); return .notRun }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        if let source { posix_spawn_file_actions_adddup2(&actions, source.far, 0) } else {
            posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        }
        posix_spawn_file_actions_adddup2(&actions, output.far, 1)
        posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
        var argv: [UnsafeMutablePointer<CChar>?] = (["git", "-C", folder] + arguments).map { strdup($0) } + [nil]
        // This process's environment (as Foundation reads it, on every platform).
        var environment: [UnsafeMutablePointer<CChar>?] = ProcessInfo.processInfo.environment.map { strdup($0.key + "=" + $0.value) } + [nil]
        defer { for pointer in argv + environment { free(pointer) } }
        var pid = pid_t()
        let spawned = posix_spawnp(&pid, "git", &actions, nil, &argv, &environment)
        _ = systemClose(output.far)
        if let source { _ = systemClose(source.far) }
        defer { _ = systemClose(output.near) }
        guard spawned == 0 else {
            if let source { _ = systemClose(source.near) }
            return .notRun
        }
        // git reads its input while it writes its output: the input is sent from a thread
        // of its own, so that neither side waits for the other with a full buffer.
        let sent = source.map { Sending(input, to: $0.near) }
        let bytes = readAll(output.near)
        sent?.wait()
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0, errno == EINTR {}
        // Exited (the low seven bits clear), with status 0.
        guard status & 0x7F == 0 else { return .failed(-1) }
        return (status >> 8) & 0xFF == 0 ? .output(bytes) : .failed((status >> 8) & 0xFF)
    }

    private static func readAll(_ descriptor: Int32) -> [UInt8] {
        var output: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 65_536)
        while true {
            let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            if count > 0 {
                buffer.withUnsafeBufferPointer { output.append(contentsOf: UnsafeBufferPointer(rebasing: $0[..<count])) }
            } else if count == 0 || errno != EINTR { break }
        }
        return output
    }
}
