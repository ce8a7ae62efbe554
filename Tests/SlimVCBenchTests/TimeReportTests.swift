import Testing
@testable import slimvc_bench

@Suite struct TimeReportTests {
    @Test func readsTheLastLineThatTimeWrites() throws {
        let report = try #require(TimeReport("Command exited with non-zero status 1\n1.52 2.40 0.60 41234 2 153600\n"))
        #expect(report.wallSeconds == 1.52)
        #expect(report.userSeconds == 2.40)
        #expect(report.systemSeconds == 0.60)
        #expect(report.pageFaults == 41236)
        #expect(report.peakMegabytes == 150)
        #expect(report.cpuSeconds == 3.0)
        #expect(abs(report.systemShare - 20) < 1e-9)
    }

    @Test func refusesWhatIsNotTheFormat() {
        for text in ["", "\n", "153600\n", "1.52 2.40 0.60 41234 2\n", "1.52 2.40 x 41234 2 153600\n", "1.5 2.4 0.6 4.5 2 153600"] {
            #expect(TimeReport(text) == nil, "\(text)")
        }
    }

    @Test func summarySaysTheSystemShareAndTheRatioToTheFloor() throws {
        let report = try #require(TimeReport("1.00 1.90 0.10 25000 0 102400"))
        #expect(report.summary(seconds: 1.0, floor: 0.4)
            == "cpu 2.00 s (user 1.90 s, sys 0.10 s, 5.0 % sys), 25000 page faults, peak 100 MB, 2.50x the cat floor")
        #expect(report.summary(seconds: 1.0, floor: 0).hasSuffix("peak 100 MB, no floor"))
        #expect(try #require(TimeReport("0.00 0.00 0.00 0 0 0")).systemShare == 0)
    }
}
