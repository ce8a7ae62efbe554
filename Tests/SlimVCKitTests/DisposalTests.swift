import Foundation
import Testing
@testable import SlimVCKit

/// A run's large values are freed on another thread, or left to the process's exit.
@Suite struct DisposalTests {
    /// Signals when it is freed.
    final class Tracked: Sendable {
        let freed: DispatchSemaphore
        init(_ freed: DispatchSemaphore) { self.freed = freed }
        deinit { freed.signal() }
    }

    @Test func onAnotherThreadTheValueIsFreed() {
        let freed = DispatchSemaphore(value: 0)
        weak var watched: Tracked?
        do {
            let value = [Tracked(freed)]
            watched = value[0]
            Disposal.onAnotherThread.dispose(value)
        }
        #expect(freed.wait(timeout: .now() + 60) == .success)
        #expect(watched == nil)
    }

    @Test func atExitTheValueIsKept() {
        let freed = DispatchSemaphore(value: 0)
        weak var watched: Tracked?
        do {
            let value = [Tracked(freed)]
            watched = value[0]
            Disposal.atExit.dispose(value)
        }
        // Freed after a value given to the other thread later, if it were freed at all.
        let later = DispatchSemaphore(value: 0)
        Disposal.onAnotherThread.dispose([Tracked(later)])
        #expect(later.wait(timeout: .now() + 60) == .success)
        #expect(watched != nil)
        #expect(freed.wait(timeout: .now()) == .timedOut)
    }

    @Test func linterAndToolFreeByDefault() {
        #expect(CommandLineTool(output: { _ in }, errors: { _ in }).disposal == .onAnotherThread)
        #expect(Linter(configuration: .defaults(folder: "/")).disposal == .onAnotherThread)
    }
}
