/// What `/usr/bin/time -f "%e %U %S %R %F %M"` says of one run: wall, user and system
/// seconds, page faults (minor and major) and peak resident memory, which the kernel
/// counts for the child alone however it was started.
struct TimeReport: Equatable {
    static let format = "%e %U %S %R %F %M"

    var wallSeconds: Double
    var userSeconds: Double
    var systemSeconds: Double
    var pageFaults: Int
    var peakMegabytes: Double

    /// The report's last line, as `format` writes it; nil for anything else (`time`
    /// writes a line of its own before it when the command failed).
    init?(_ text: String) {
        guard let line = text.split(separator: "\n").last else { return nil }
        let fields = line.split(separator: " ")
        guard fields.count == 6, let wall = Double(fields[0]), let user = Double(fields[1]), let system = Double(fields[2]),
              let minor = Int(fields[3]), let major = Int(fields[4]), let kilobytes = Double(fields[5]) else { return nil }
        (wallSeconds, userSeconds, systemSeconds) = (wall, user, system)
        (pageFaults, peakMegabytes) = (minor + major, kilobytes / 1024)
    }

    /// The CPU time the run took on all its threads (what `perf stat` calls task-clock).
    var cpuSeconds: Double { userSeconds + systemSeconds }

    /// The system's part of the CPU time, in percent; 0 for a run that took none.
    var systemShare: Double { cpuSeconds > 0 ? systemSeconds / cpuSeconds * 100 : 0 }

    /// One line: CPU time, user and system, the system's share, page faults, peak memory,
    /// and `seconds` (the run's wall time) as a multiple of `floor` (the `cat` of the files).
    func summary(seconds: Double, floor: Double) -> String {
        let ratio = floor > 0 ? String(format: "%.2fx the cat floor", seconds / floor) : "no floor"
        return String(format: "cpu %.2f s (user %.2f s, sys %.2f s, %.1f %% sys), %d page faults, peak %.0f MB, ",
                      cpuSeconds, userSeconds, systemSeconds, systemShare, pageFaults, peakMegabytes) + ratio
    }
}
