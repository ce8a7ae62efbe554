import Foundation
import Testing
@testable import SlimVCKit

/// The same files give byte-identical reports whatever the number of threads.
@Suite struct ParallelLintTests {
    @Test func reportsAreIdenticalForAnyNumberOfJobs() throws {
        let files = try SwiftFileFinder.find([PackageRoot.path("Fixtures/SampleApp"), PackageRoot.path("Fixtures/Scanner")])
        let reports = [1, 2, 3, 8, 64].map { jobs -> String in
            var linter = Linter(configuration: .defaults(folder: PackageRoot.path("")))
            linter.jobs = jobs
            let run = linter.lint(paths: files)
            return [ReportFormat.text, .json, .sarif, .markdown].map { $0.render(run, exitCode: 1, color: false) }.joined()
        }
        #expect(reports.count == 5 && reports.dropFirst().allSatisfy { $0 == reports[0] })
        #expect(reports[0].contains("view_work_in_controller"))
    }

    @Test func parallelMapKeepsIndexOrder() {
        #expect(parallelMap(1000, jobs: 7) { $0 * 2 } == (0..<1000).map { $0 * 2 })
        #expect(parallelMap(0, jobs: 4) { $0 }.isEmpty)
    }

    @Test func jobsMustBePositive() {
        let run = CommandRun("lint", "--jobs", "0", PackageRoot.path("Fixtures/SampleApp"))
        #expect(run.status == 2 && run.errors.hasPrefix("error: '--jobs' takes a whole number of 1 or more, not '0'"))
    }
}
