import Testing
@testable import SlimVCKit

/// Scans kept between the passes save the second scan; which are kept must not change
/// what is found.
@Suite struct ScanBudgetTests {
    @Test func reportsAreIdenticalWhateverScansAreKept() throws {
        let files = try SwiftFileFinder.find([PackageRoot.path("Fixtures/SampleApp"), PackageRoot.path("Fixtures/Scanner")])
        let sizes = try files.map { SourceFile(path: $0, bytes: try FileReader.read($0)).scanSize }
        // Half the budget the files need: some scans are kept, the others made again.
        let half = sizes.reduce(0, +) / 2
        #expect(sizes.count > 10 && sizes.allSatisfy { $0 < half })
        let reports = [(0, 1), (half, 2), (half, 1), (nil, 2)].map { (budget: Int?, jobs: Int) -> String in
            var linter = Linter(configuration: .defaults(folder: PackageRoot.path("")))
            (linter.scanBudget, linter.jobs) = (budget, jobs)
            let run = linter.lint(paths: files)
            return [ReportFormat.text, .json, .sarif].map { $0.render(run, exitCode: 1, color: false) }.joined()
        }
        #expect(reports.dropFirst().allSatisfy { $0 == reports[0] })
        #expect(reports[0].contains("view_work_in_controller"))
    }

    /// The default budget shrinks as the sources grow: a mid-size app is kept whole, a
    /// 2M-line project gets the floor, and files plus kept scans stay within 168 MiB.
    @Test func theDefaultBudgetFollowsTheSources() {
        #expect(ScanBudget.bytes(forSources: 0) == 168 << 20)
        #expect(ScanBudget.bytes(forSources: 27_200_000) > 120 << 20)
        #expect(ScanBudget.bytes(forSources: 74_100_000) == 48 << 20)
        for megabytes in stride(from: 0, through: 200, by: 5) {
            let sources = megabytes * 1_000_000
            let budget = ScanBudget.bytes(forSources: sources)
            #expect(budget >= 48 << 20 && (budget == 48 << 20 || sources + budget <= 168 << 20))
            #expect(budget >= ScanBudget.bytes(forSources: sources + 5_000_000))
        }
    }

    @Test func scansAreKeptUntilTheBudgetRunsOut() {
        let first = SourceFile(path: "A.swift", text: "final class A: UIView {\n    func f() { let x = 1 }\n}\n")
        let second = SourceFile(path: "B.swift", text: "struct B {\n    var name: String\n}\n")
        let budget = ScanBudget(bytes: first.scanSize + second.scanSize - 1)
        let held = [HeldFile(first, budget: budget), HeldFile(second, budget: budget), HeldFile(first, budget: ScanBudget(bytes: 0))]
        #expect(held.map(\.keepsScan) == [true, false, false])
        for (holder, file) in zip(held, [first, second, first]) {
            let taken = holder.take(path: file.path)
            #expect(taken.path == file.path && taken.bytes == file.bytes)
            #expect(taken.tokens.map(\.start) == file.tokens.map(\.start) && taken.tokens.map(\.end) == file.tokens.map(\.end))
            #expect(taken.structure.types.map(\.name) == file.structure.types.map(\.name))
            #expect(taken.structure.functions.map(\.name) == file.structure.functions.map(\.name))
        }
        // A kept scan stays held, to be freed after the pass; bytes for a second scan go.
        #expect(held.map(\.keepsScan) == [true, false, false])
        #expect(held.map(\.holdsBytes) == [false, false, false])
    }

    /// The lexer reserves room for more tokens than most files have (here, fewer than
    /// there are); a scan, which may be kept, holds just its own.
    @Test(arguments: ["let a = 1\n", String(repeating: "let a = 1\n", count: 100), String(repeating: "/* */\n", count: 100)])
    func aScanHoldsNoSpareTokens(text: String) {
        let file = SourceFile(path: "A.swift", text: text)
        #expect(file.tokens.capacity <= file.tokens.count + 2)
        #expect(file.tokens.map(\.start) == SourceFile(path: "A.swift", text: text + " ").tokens.map(\.start))
    }
}

/// What rules derive from a file and share is made once per file.
@Suite struct MemoTests {
    @Test func aValueIsMadeOnceAndKeptByType() {
        let memo = Memo()
        var made = 0
        for _ in 0..<3 { #expect(memo.value { made += 1; return [1, 2] } == [1, 2]) }
        #expect(made == 1)
        #expect(memo.value { "other type" } == "other type")
    }

    @Test func notificationCallsAreFoundOnceAndTheSameEachTime() {
        let file = SourceFile(path: "A.swift", text: """
            final class A {
                init() { NotificationCenter.default.addObserver(forName: .x, object: nil, queue: nil) { _ in } }
                func post() { NotificationCenter.default.post(name: .y, object: nil) }
            }
            """)
        let first = NotificationCall.all(in: file)
        #expect(first.map(\.kind) == [.observe, .post])
        #expect(first.map { file.text(of: $0.method) } == ["addObserver", "post"])
        #expect(NotificationCall.all(in: file).map(\.method) == first.map(\.method))
        // Kept in the memo: asking it again does not make the calls anew.
        #expect(file.memo.value([NotificationCall].self) { [] }.map(\.method) == first.map(\.method))
    }
}

/// Names compared as bytes, as rules look tokens up before making any String.
@Suite struct NameSetTests {
    @Test func aTokenIsInTheSetOnlyWhenItSpellsANameWhole() {
        let file = SourceFile(path: "A.swift", text: "label.text = é; label.textColor = x; view.addSubview(v); te = 1\n")
        let names = NameSet(["text", "addSubview", "é", "text"])
        let spelled = file.tokens.indices.filter { names.contains($0, in: file) }.map { file.text(of: $0) }
        #expect(spelled == ["text", "é", "addSubview"])
        #expect(!NameSet([]).contains(0, in: file))
    }
}
