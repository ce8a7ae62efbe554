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

    final class Watch {
        weak var tracked: Tracked?
    }

    /// Gives `disposal` a value holding the only reference to a tracked object.
    private func dispose(with disposal: Disposal, signalling freed: DispatchSemaphore) -> Watch {
        let watch = Watch()
        let value = [Tracked(freed)]
        watch.tracked = value[0]
        disposal.dispose(value)
        return watch
    }

    @Test func onAnotherThreadTheValueIsFreed() {
        let freed = DispatchSemaphore(value: 0)
        let watch = dispose(with: .onAnotherThread, signalling: freed)
        #expect(freed.wait(timeout: .now() + 60) == .success)
        #expect(watch.tracked == nil)
    }

    @Test func atExitTheValueIsKept() {
        let freed = DispatchSemaphore(value: 0)
        let watch = dispose(with: .atExit, signalling: freed)
        // Freed after a value given to the other thread later, if it were freed at all.
        let later = DispatchSemaphore(value: 0)
        Disposal.onAnotherThread.dispose([Tracked(later)])
        #expect(later.wait(timeout: .now() + 60) == .success)
        #expect(watch.tracked != nil)
        #expect(freed.wait(timeout: .now()) == .timedOut)
    }

    @Test func linterAndToolFreeByDefault() {
        #expect(CommandLineTool(output: { _ in }, errors: { _ in }).disposal == .onAnotherThread)
        #expect(Linter(configuration: .defaults(folder: "/")).disposal == .onAnotherThread)
    }
}
