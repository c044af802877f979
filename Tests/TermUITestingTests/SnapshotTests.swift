import Foundation
import Testing

@testable import TermUITesting

/// The golden-file format, record modes, diffs and renderers, on screens built in memory.
@Suite struct SnapshotTests {
    static let sample = TerminalScreen(
        cells: [
            [
                TerminalCell(text: "H", style: CellStyle(foreground: .indexed(196), isBold: true)),
                TerminalCell(text: "i", style: CellStyle(foreground: .indexed(196), isBold: true)),
                TerminalCell(text: " "), TerminalCell(text: "世", width: 2),
                TerminalCell(text: "", width: 0), TerminalCell(text: " "),
            ],
            [
                TerminalCell(text: "<", style: CellStyle(background: .rgb(10, 20, 30), isReversed: true)),
                TerminalCell(text: "&", style: CellStyle(isUnderlined: true, isItalic: true)),
                TerminalCell(text: "e\u{301}"), TerminalCell(text: " "), TerminalCell(text: " "),
                TerminalCell(text: " "),
            ],
        ],
        cursor: TerminalScreen.Cursor(row: 1, col: 2, isVisible: false))

    @Test func textFormatListsGridThenStyleChangesThenCursor() {
        #expect(
            Self.sample.snapshotText == """
                Hi 世 
                <&é   
                --- styles
                0:0 bold fg=196
                0:2 plain
                1:0 reverse bg=#0a141e
                1:1 underline italic
                1:2 plain
                --- cursor
                hidden

                """)
    }

    @Test func aHiddenCursorsPlaceIsNotPartOfTheScreen() {
        let cells = Self.sample.cells
        let hiddenHere = TerminalScreen(cells: cells, cursor: .init(row: 1, col: 2, isVisible: false))
        let hiddenThere = TerminalScreen(cells: cells, cursor: .init(row: 0, col: 5, isVisible: false))
        let shownHere = TerminalScreen(cells: cells, cursor: .init(row: 1, col: 2, isVisible: true))
        let shownThere = TerminalScreen(cells: cells, cursor: .init(row: 0, col: 5, isVisible: true))
        #expect(hiddenHere == hiddenThere)
        #expect(hiddenHere.snapshotText == hiddenThere.snapshotText)
        #expect(Set([hiddenHere, hiddenThere]).count == 1)
        #expect(shownHere != shownThere)
        #expect(shownHere != hiddenHere)
        #expect(shownThere.snapshotText.hasSuffix("--- cursor\n0:5 visible\n"))
    }

    @Test func textFormatParsesBack() {
        #expect(TerminalScreen(snapshotText: Self.sample.snapshotText) == Self.sample)
        #expect(TerminalScreen(snapshotText: "no sections here") == nil)
    }

    @Test func lineDiffMarksChangedLinesAndShowsTrailingSpaces() {
        let diff = lineDiff(expected: "same\nold line\nend", actual: "same\nnew line \nend")
        #expect(diff == " |same|\n-|old line|\n+|new line |\n |end|")
    }

    @Test(arguments: [
        ([:], SnapshotRecordMode.missing), (["CI": "true"], .never),
        (["SNAPSHOT_RECORD": "all"], .all), (["SNAPSHOT_RECORD": "failed", "CI": "true"], .never),
        (["SNAPSHOT_RECORD": "all", "CI": "TRUE"], .never),
        (["SNAPSHOT_RECORD": "missing", "CI": "false"], .missing),
        (["SNAPSHOT_RECORD": "never"], .never), (["SNAPSHOT_RECORD": "bogus"], .missing),
    ])
    func recordModeComesFromTheEnvironment(environment: [String: String], mode: SnapshotRecordMode) {
        #expect(SnapshotRecordMode.mode(environment: environment) == mode)
    }

    /// A source location inside a fresh temporary folder, so goldens land there.
    func temporaryLocation() throws -> (SourceLocation, URL) {
        let folder = FileManager.default.temporaryDirectory
            .appendingPathComponent("termui-snapshots-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let file = folder.appendingPathComponent("FakeTests.swift")
        let location = SourceLocation(fileID: "Fake/FakeTests.swift", filePath: file.path, line: 1, column: 1)
        return (location, folder)
    }

    /// Asserts `body` records the golden: it fails with a message saying so.
    func expectRecorded(_ why: String, _ body: () -> Void) {
        withKnownIssue("recording fails the test") {
            body()
        } matching: { issue in
            issue.description.contains("Recorded snapshot FakeTests/someTest.home")
                && issue.description.contains(why)
                && issue.description.contains("a test that records never passes")
        }
    }

    @Test func recordModesWriteCompareAndReport() throws {
        let (location, folder) = try temporaryLocation()
        defer { try? FileManager.default.removeItem(at: folder) }
        let golden = folder.appendingPathComponent("__Snapshots__/FakeTests/someTest.home.txt")
        func snapshot(_ screen: TerminalScreen, _ mode: SnapshotRecordMode) {
            assertSnapshot(
                of: screen, named: "home", record: mode, function: "someTest()", sourceLocation: location)
        }

        withKnownIssue("`never` fails on a missing golden") { snapshot(Self.sample, .never) }
        #expect(!FileManager.default.fileExists(atPath: golden.path))

        expectRecorded("there was none") { snapshot(Self.sample, .missing) }
        #expect(try String(contentsOf: golden, encoding: .utf8) == Self.sample.snapshotText)
        snapshot(Self.sample, .missing)  // the same screen again: compared, passes
        snapshot(Self.sample, .failed)
        snapshot(Self.sample, .never)

        let changed = TerminalScreen(
            cells: Self.sample.cells.map { $0.map { TerminalCell(text: $0.text, width: $0.width) } },
            cursor: Self.sample.cursor)
        withKnownIssue("a different screen fails with a diff") {
            snapshot(changed, .missing)
        } matching: { issue in
            issue.description.contains("-|0:0 bold fg=196|") && issue.description.contains("does not match")
        }
        #expect(try String(contentsOf: golden, encoding: .utf8) == Self.sample.snapshotText, "not recorded")
        let report = folder.appendingPathComponent(".build/snapshot-reports/FakeTests/someTest.home.html")
        let html = try String(contentsOf: report, encoding: .utf8)
        #expect(html.contains("4 differing cell(s)"))
        #expect(
            html.contains("class=\"diff\" style=\"color:#ff0000;background:#1c1c1c;font-weight:bold\">H<"))

        expectRecorded("the screen differed") { snapshot(changed, .failed) }
        #expect(try String(contentsOf: golden, encoding: .utf8) == changed.snapshotText)

        expectRecorded("it had not changed") { snapshot(changed, .all) }
        expectRecorded("SNAPSHOT_RECORD=all") { snapshot(Self.sample, .all) }
        #expect(try String(contentsOf: golden, encoding: .utf8) == Self.sample.snapshotText)
    }

    @Test func temporaryHomesAreMaskedKeepingWidth() {
        let path = "/tmp/termui-pty-3F2A9C1E-0B7D-4E5F-8A6B-1C2D3E4F5A6B/.local/share/wallet"
        #expect(
            "at \(path) ok".maskingTemporaryHomes
                == "at /tmp/termui-pty-XXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXX/.local/share/wallet ok")
        #expect("/tmp/termui-pty-3F2A…".maskingTemporaryHomes == "/tmp/termui-pty-XXXX…")
        #expect("nothing to mask".maskingTemporaryHomes == "nothing to mask")
        let screen = TerminalScreen(
            cells: [("a " + path).map { TerminalCell(text: String($0)) }],
            cursor: .init(row: 0, col: 0, isVisible: true))
        #expect(
            screen.maskingTemporaryHomes.lines == [
                "a " + "at \(path) ok".maskingTemporaryHomes.dropFirst(3).dropLast(3)
            ])
    }

    @Test func svgDrawsCellsInTheirColours() {
        let svg = Self.sample.svg(title: "sample")
        #expect(svg.hasPrefix("<svg xmlns=\"http://www.w3.org/2000/svg\""))
        #expect(svg.contains("<title>sample</title>"))
        #expect(svg.contains("fill=\"#ff0000\" font-weight=\"bold\">H</text>"))
        // Reverse video: the RGB background becomes the foreground, the default fg the fill.
        #expect(svg.contains("fill=\"#d0d0d0\"/>"))
        #expect(svg.contains("fill=\"#0a141e\" text-decoration=\"underline\"") == false)
        #expect(svg.contains(">&lt;</text>"))
        #expect(svg.contains(">&amp;</text>"))
        #expect(svg.contains(">世</text>"))
    }
}
