import Foundation
import Testing

@testable import TermUITesting

/// `assertSnapshot(of: Terminal)` compares the settled screen once: a screen that would
/// only become the golden later is a failure, not something to wait for.
@Suite struct SettledSnapshotTests {
    let fixture = BuiltProduct.path("termui-pty-fixture")

    @Test func aScreenThatMatchesOnlyLaterFails() async throws {
        let folder = FileManager.default.temporaryDirectory
            .appendingPathComponent("termui-settled-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let location = SourceLocation(
            fileID: "Fake/FakeTests.swift", filePath: folder.appendingPathComponent("FakeTests.swift").path,
            line: 1, column: 1)

        // The golden: the fixture's screen once "late" is on it (at once here).
        let first = try Terminal.launch(executable: fixture, arguments: ["late", "0"])
        try await first.waitFor(text: "late", timeout: .seconds(20))
        withKnownIssue("recording the golden fails, saying so") {
            assertSnapshot(
                of: first.screen, named: "late", record: .missing, function: "someTest()",
                sourceLocation: location)
        } matching: {
            $0.description.contains("Recorded snapshot FakeTests/someTest.late")
        }

        // Settled, the screen shows "early"; "late" follows 9 s afterwards, well inside the
        // 10 s an assertion that polled for the golden would wait, and far beyond the
        // second a settled comparison takes even on a loaded machine. That second is this
        // process's: at the default priority its turns queue behind every CPU-bound test
        // of a parallel run (tens of seconds on 2 cores), so this part runs at a higher one.
        try await Task(priority: .high) {
            let second = try Terminal.launch(executable: fixture, arguments: ["late", "9"])
            let started = ContinuousClock.now
            await withKnownIssue("the settled screen is not the golden yet") {
                await assertSnapshot(
                    of: second, named: "late", record: .never, function: "someTest()",
                    sourceLocation: location)
            } matching: { issue in
                issue.description.contains("does not match") && issue.description.contains("-|late")
            }
            #expect(!second.screen.contains("late") || ContinuousClock.now - started >= .seconds(9))
        }.value
    }

    /// A key the app is slow to handle, typed while it is still busy with the one
    /// before: the frame of the earlier key arrives after the input and is followed
    /// by a second of silence, which looked settled. The marker says how many bytes
    /// the app had read when it drew, so settling waits for the frame that counts
    /// the last key.
    @Test func settlingWaitsForTheFrameThatReadTheLastByte() async throws {
        let terminal = try Terminal.launch(executable: fixture, arguments: ["slow"])
        try await terminal.waitFor(text: "slow ready", timeout: .seconds(20))
        try terminal.type("s")
        try await terminal.waitFor(text: "slow 1 started", timeout: .seconds(20))
        try terminal.type("s")
        try await terminal.settle(timeout: .seconds(60), quiet: .seconds(1))
        #expect(terminal.screen.contains("slow 2 done"), "\(terminal.screen)")
        try terminal.type("q")
        await terminal.expectCleanExit()
    }

    /// A CursesKit app keeps Ctrl-C as a signal (ISIG on, every other signal key
    /// off): the harness still knows how many bytes it reads, so its settling is
    /// exact; a Ctrl-C byte itself is not counted, as it never reaches a read.
    @Test func aCursesKitAppsInputIsCountedExactly() async throws {
        let terminal = try Terminal.launch(
            executable: BuiltProduct.path("termui-restore-fixture"), arguments: ["wait"])
        try await terminal.waitFor(text: "restore fixture: wait", timeout: .seconds(20))
        try terminal.type("abc")
        try await terminal.settle()
        #expect(terminal.screen.contains("restore fixture: key 3"))
        #expect(terminal.countsInputBytesExactly)
        try terminal.press(.control("c"))
        #expect(terminal.countsInputBytesExactly)
        _ = try await terminal.waitForExit()
    }

    /// An animation's frames may come further apart than the quiet period (a loaded
    /// machine); its markers say more will come, so settling waits for the last frame.
    @Test func settlingWaitsForAnAnimationToEnd() async throws {
        let terminal = try Terminal.launch(executable: fixture, arguments: ["animation"])
        try await terminal.settle()
        #expect(terminal.screen.contains("step 4") && terminal.screen.contains("done"))
        try terminal.type("q")
        await terminal.expectCleanExit()
    }

    @Test func recordedFramesKeepEveryCommittedFrame() async throws {
        let terminal = try Terminal.launch(executable: fixture, arguments: ["keys"])
        try await terminal.waitFor(text: "keys ready")
        try await terminal.settle()
        terminal.recordFrames()
        try terminal.type("a")
        try await terminal.settle()
        try terminal.type("b")
        try await terminal.settle()
        let frames = terminal.recordedFrames
        #expect(frames.count == 2)
        #expect(frames.first?.contains("read: 61") == true)
        #expect(frames.first?.contains("read: 62") == false, "a frame is the screen at its own marker")
        #expect(frames.last?.contains("read: 62") == true)
        try terminal.type("q")
        await terminal.expectCleanExit()
    }
}
