import Testing
@testable import SlimVCKit

@Suite struct HugePagesTests {
    static let madvise = "always [madvise] never\n"

    @Test func onlyTheCommandsThatScanFilesStartAgain() {
        #expect(HugePages.isWorthRestarting(for: "lint"))
        #expect(HugePages.isWorthRestarting(for: "inspect"))
        for command in [nil, "--version", "rules", "docs", "init", "--help", "Lint"] {
            #expect(!HugePages.isWorthRestarting(for: command), "\(command ?? "no command")")
        }
    }

    @Test func theTunableIsAddedToWhatTheUserSet() {
        #expect(HugePages.tunables(current: nil, kernelMode: Self.madvise, glibcVersion: "2.36") == "glibc.malloc.hugetlb=1")
        #expect(HugePages.tunables(current: "", kernelMode: Self.madvise, glibcVersion: "2.35") == "glibc.malloc.hugetlb=1")
        #expect(HugePages.tunables(current: "glibc.malloc.arena_max=2", kernelMode: Self.madvise, glibcVersion: "2.39")
            == "glibc.malloc.arena_max=2:glibc.malloc.hugetlb=1")
        #expect(HugePages.tunables(current: nil, kernelMode: Self.madvise, glibcVersion: "3.0") == "glibc.malloc.hugetlb=1")
    }

    @Test func noRestartWhenItWouldGainNothingOrRepeat() {
        // Set by the user either way, or by the first start.
        #expect(HugePages.tunables(current: "glibc.malloc.hugetlb=0", kernelMode: Self.madvise, glibcVersion: "2.36") == nil)
        #expect(HugePages.tunables(current: "glibc.malloc.hugetlb=1", kernelMode: Self.madvise, glibcVersion: "2.36") == nil)
        // The kernel gives huge pages to all memory, or to none.
        #expect(HugePages.tunables(current: nil, kernelMode: "[always] madvise never\n", glibcVersion: "2.36") == nil)
        #expect(HugePages.tunables(current: nil, kernelMode: "always madvise [never]\n", glibcVersion: "2.36") == nil)
        #expect(HugePages.tunables(current: nil, kernelMode: nil, glibcVersion: "2.36") == nil)
        // glibc before 2.35 has no such tunable.
        for version in ["2.34", "2.31", "1.99", "2", "", "x.y"] {
            #expect(HugePages.tunables(current: nil, kernelMode: Self.madvise, glibcVersion: version) == nil, "\(version)")
        }
        #expect(HugePages.tunables(current: nil, kernelMode: Self.madvise, glibcVersion: nil) == nil)
    }
}
