import Testing

@testable import TermUITesting

#if canImport(Glibc)
    import Glibc
#endif

/// The headless terminal (pty + libvterm) against the C fixture.
@Suite struct TerminalTests {
    let fixture = BuiltProduct.path("termui-pty-fixture")

    @Test func screenRebuildsWideCombiningCharactersAndStyles() async throws {
        let terminal = try Terminal.launch(executable: fixture, arguments: ["screen"])
        try await terminal.settle()
        let screen = terminal.screen
        #expect(screen.lines[0] == "plain 世界 wide é combining" + String(repeating: " ", count: 53))
        #expect(screen[row: 0, col: 6] == TerminalCell(text: "世", width: 2))
        #expect(screen[row: 0, col: 7] == TerminalCell(text: "", width: 0))
        #expect(screen[row: 0, col: 16].text == "e\u{301}")
        #expect(screen.lines[1].hasPrefix("bold underline italic reverse "))
        #expect(screen[row: 1, col: 0].style == CellStyle(isBold: true))
        #expect(screen[row: 1, col: 5].style == CellStyle(isUnderlined: true))
        #expect(screen[row: 1, col: 15].style == CellStyle(isItalic: true))
        #expect(screen[row: 1, col: 22].style == CellStyle(isReversed: true))
        #expect(screen[row: 1, col: 4].style == .plain)
        #expect(screen.lines[2].hasPrefix("red orange bluebg rgb all "))
        #expect(screen[row: 2, col: 0].style == CellStyle(foreground: .indexed(1)))
        #expect(screen[row: 2, col: 4].style == CellStyle(foreground: .indexed(208)))
        #expect(screen[row: 2, col: 11].style == CellStyle(background: .indexed(21)))
        #expect(screen[row: 2, col: 18].style == CellStyle(foreground: .rgb(10, 20, 30)))
        #expect(
            screen[row: 2, col: 22].style
                == CellStyle(foreground: .indexed(46), isBold: true, isUnderlined: true))
        #expect(screen.cursor == TerminalScreen.Cursor(row: 10, col: 5, isVisible: true))
        #expect(
            screen.snapshotText.hasSuffix(
                """
                --- styles
                1:0 bold
                1:4 plain
                1:5 underline
                1:14 plain
                1:15 italic
                1:21 plain
                1:22 reverse
                1:29 plain
                2:0 fg=1
                2:3 plain
                2:4 fg=208
                2:10 plain
                2:11 bg=21
                2:17 plain
                2:18 fg=#0a141e
                2:21 plain
                2:22 bold underline fg=46
                2:25 plain
                --- cursor
                10:5 visible

                """))
        try terminal.type("x")
        #expect(try await terminal.waitForExit() == .exited(0))
    }

    @Test func readyMarkerCountsFramesAndSettlesAfterInput() async throws {
        let terminal = try Terminal.launch(executable: fixture, arguments: ["keys"])
        try await terminal.settle()
        #expect(terminal.readyMarkerCount == 1)
        #expect(terminal.screen.lines[0].hasPrefix("keys ready"))
        try terminal.type("a")
        try await terminal.settle()
        #expect(terminal.readyMarkerCount == 2)
        #expect(terminal.screen.lines[1].hasPrefix("read: 61 "))
        // The marker is consumed by the emulator, never drawn.
        #expect(!terminal.screen.contains("5379"))
        try terminal.type("q")
        await terminal.expectCleanExit()
    }

    @Test func withoutMarkersSettlingWaitsForOutput() async throws {
        let terminal = try Terminal.launch(executable: fixture, arguments: ["keys"], readyMarker: false)
        try await terminal.settle()
        #expect(terminal.screen.lines[0].hasPrefix("keys ready"))
        try terminal.type("z")
        try await terminal.settle()
        #expect(terminal.screen.lines[1].hasPrefix("read: 7a"))
        #expect(terminal.readyMarkerCount == 0)
        try terminal.type("q")
        await terminal.expectCleanExit()
    }

    @Test func settleWithoutAMarkerFailsWithTheScreen() async throws {
        // The app is told not to emit markers, but the terminal waits for one.
        let terminal = try Terminal.launch(
            executable: fixture, arguments: ["keys"], environment: ["TERMUI_READY_MARKER": "0"])
        try await terminal.waitFor(text: "keys ready")
        await #expect(throws: TerminalError.self) {
            try await terminal.settle(timeout: .milliseconds(300))
        }
        do {
            try await terminal.waitFor(text: "never shown", timeout: .milliseconds(200))
            Issue.record("waitFor returned without the text on screen")
        } catch {
            #expect(error.description.contains("timed out waiting for the text \"never shown\""))
            #expect(error.description.contains("|keys ready"))
        }
        try terminal.type("q")
        await terminal.expectCleanExit()
    }

    static let keyCases: [(Key, String, Bool)] = [
        (.up, "1b 5b 41", false), (.down, "1b 5b 42", false), (.right, "1b 5b 43", false),
        (.left, "1b 5b 44", false), (.up, "1b 4f 41", true), (.left, "1b 4f 44", true),
        (.tab, "09", false), (.shiftTab, "1b 5b 5a", false), (.enter, "0d", false),
        (.escape, "1b", false), (.backspace, "7f", false), (.delete, "1b 5b 33 7e", false),
        (.function(1), "1b 4f 50", false), (.function(4), "1b 4f 53", false),
        (.function(5), "1b 5b 31 35 7e", false), (.function(12), "1b 5b 32 34 7e", false),
        (.control("c"), "03", false), (.control("a"), "01", false), (.alt("x"), "1b 78", false),
        (.character("é"), "c3 a9", false), (.up.with(.control), "1b 5b 31 3b 35 41", false),
    ]

    @Test(arguments: keyCases)
    func keyArrivesAsOneWrite(key: Key, expectedHex: String, applicationMode: Bool) async throws {
        let terminal = try Terminal.launch(
            executable: fixture, arguments: applicationMode ? ["keys", "app"] : ["keys"])
        try await terminal.settle()
        try terminal.press(key)
        try await terminal.settle()
        #expect(terminal.screen.lines[1].trimmingTrailingSpaces == "read: \(expectedHex)", "\(key)")
        try terminal.type("q")
        await terminal.expectCleanExit()
    }

    @Test func clickAndWheelSendSGRMouseReports() async throws {
        let terminal = try Terminal.launch(executable: fixture, arguments: ["keys"])
        try await terminal.settle()
        try terminal.click(row: 2, col: 4)
        try await terminal.waitFor(text: "6d")
        try terminal.scroll(.down, row: 0, col: 0)
        try await terminal.settle()
        // Separate writes may still reach the app in one read: compare the byte stream.
        let received = terminal.screen.lines.dropFirst()
            .filter { $0.hasPrefix("read:") }
            .map { String($0.dropFirst(5)).trimmingTrailingSpaces }
            .joined()
        let expected = [
            " 1b 5b 3c 30 3b 35 3b 33 4d",  // ESC[<0;5;3M
            " 1b 5b 3c 30 3b 35 3b 33 6d",  // ESC[<0;5;3m
            " 1b 5b 3c 36 35 3b 31 3b 31 4d",  // ESC[<65;1;1M
        ]
        #expect(received == expected.joined())
        try terminal.type("q")
        await terminal.expectCleanExit()
    }

    @Test func resizeReachesTheEmulatorAndTheApp() async throws {
        let terminal = try Terminal.launch(executable: fixture, arguments: ["winch"])
        try await terminal.settle()
        #expect(terminal.screen.lines[0].hasPrefix("size 80x24"))
        try terminal.resize(rows: 40, cols: 120)
        try await terminal.settle()
        #expect(terminal.screen.size == TerminalSize(rows: 40, cols: 120))
        #expect(terminal.screen.lines[1].hasPrefix("size 120x40"))
        try terminal.resize(rows: 5, cols: 20)
        try await terminal.settle()
        #expect(terminal.screen.lines.map(\.trimmingTrailingSpaces).contains("size 20x5"))
        try terminal.type("q")
        await terminal.expectCleanExit()
    }

    @Test func emulatorAnswersTheAppsQueries() async throws {
        let terminal = try Terminal.launch(executable: fixture, arguments: ["query"])
        #expect(try await terminal.waitForExit() == .exited(0))
        // libvterm's primary device attributes: ESC [ ? 1 ; 2 c
        #expect(terminal.screen.contains("reply: 1b 5b 3f 31 3b 32 63"))
    }

    @Test func outputUpToTheExitIsOnScreen() async throws {
        let terminal = try Terminal.launch(executable: fixture, arguments: ["exit", "3"])
        #expect(try await terminal.waitForExit() == .exited(3))
        #expect(terminal.process.hasOutputEnded)
        #expect(terminal.screen.lines[0].hasPrefix("bye 3"))
    }

    @Test func exitChecksCatchACrashAndAnUnrestoredTerminal() async throws {
        let crash = try Terminal.launch(executable: fixture, arguments: ["crash"])
        #expect(await crash.exitProblems() == ["the app ended with signal \(SIGABRT), expected exit 0"])

        let messy = try Terminal.launch(executable: fixture, arguments: ["altscreen"])
        #expect(
            await messy.exitProblems() == [
                "the app left the alternate screen on", "the app left the cursor hidden",
            ])

        let clean = try Terminal.launch(executable: fixture, arguments: ["exit", "0"])
        #expect(await clean.exitProblems().isEmpty)
        let failing = try Terminal.launch(executable: fixture, arguments: ["exit", "2"])
        #expect(await failing.exitProblems(expecting: .exited(2)).isEmpty)
    }

    @Test func parallelTerminalsEachSeeTheirOwnEndOfOutput() async throws {
        try await withThrowingTaskGroup(of: PtyProcess.ExitStatus.self) { group in
            for code in 0..<6 {
                group.addTask {
                    let terminal = try Terminal.launch(executable: fixture, arguments: ["exit", "\(code)"])
                    let status = try await terminal.waitForExit()
                    #expect(terminal.process.hasOutputEnded)
                    #expect(terminal.screen.lines[0].hasPrefix("bye \(code)"))
                    return status
                }
            }
            var statuses: Set<PtyProcess.ExitStatus> = []
            for try await status in group { statuses.insert(status) }
            #expect(statuses == Set((0..<6).map { PtyProcess.ExitStatus.exited(Int32($0)) }))
        }
    }
}

extension String {
    var trimmingTrailingSpaces: String {
        String(self[..<(lastIndex { $0 != " " }.map { index(after: $0) } ?? startIndex)])
    }
}
