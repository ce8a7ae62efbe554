/// Whether `slimvc` should start again with glibc's malloc backed by transparent huge
/// pages. A lint run touches about five bytes of new memory for each byte of Swift it
/// reads; with 4 KiB pages, faulting them in took about a sixth of its time (9,500
/// faults on Home Assistant, 1,700 with 2 MiB pages).
/// glibc asks the kernel for 2 MiB pages only when `GLIBC_TUNABLES` holds
/// `glibc.malloc.hugetlb=1` (glibc 2.35 and later), which it reads once, at start; so the
/// process sets it and executes itself again, once.
public enum HugePages {
    static let tunable = "glibc.malloc.hugetlb"

    /// Whether a subcommand scans files, and so may gain more than the restart costs
    /// (about 2 ms, one more start of the process).
    public static func isWorthRestarting(for command: String?) -> Bool {
        command == LintCommand.name || command == InspectCommand.name
    }

    /// The `GLIBC_TUNABLES` value to start again with, or nil to go on as is: when the
    /// kernel gives huge pages only to memory that asks (`[madvise]`), glibc can ask, and
    /// neither the user nor an earlier start has set the tunable either way.
    public static func tunables(current: String?, kernelMode: String?, glibcVersion: String?) -> String? {
        guard let kernelMode, kernelMode.contains("[madvise]"),
              let glibcVersion, supportsTunable(glibcVersion),
              !(current ?? "").contains(tunable) else { return nil }
        let setting = tunable + "=1"
        guard let current, !current.isEmpty else { return setting }
        return current + ":" + setting
    }

    /// glibc 2.35 added the tunable; older versions ignore it, so a restart would gain nothing.
    static func supportsTunable(_ version: String) -> Bool {
        let parts = version.split(separator: ".").map { Int($0) }
        guard parts.count >= 2, let major = parts[0], let minor = parts[1] else { return false }
        return (major, minor) >= (2, 35)
    }
}
