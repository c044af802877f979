import Foundation
import Testing

/// Compares the terminal's settled screen with the golden file
/// `__Snapshots__/<TestFile>/<test>.<name>.txt` beside the test file.
///
/// The terminal is settled first (``Terminal/settle(timeout:quiet:)``: the app's ready
/// marker after the last input, then no output for a while), and the screen is then
/// compared once: a screen that only matches for an instant, or only after a retry, fails.
/// A mismatch fails the test with a line diff, and an HTML report with both screens in
/// colour is written to `.build/snapshot-reports/`.
///
/// `record` (default: `SnapshotRecordMode.current`) decides when the golden is written
/// instead; a test that records always fails, saying so, so that a new or renamed screen
/// is never accepted without a look: read the golden, then run the test again.
///
/// ```swift
/// @Test func home() async throws {
///     let terminal = try Terminal.launch(executable: BuiltProduct.path("termui-demo"))
///     await assertSnapshot(of: terminal, named: "80x24")
/// }
/// ```
public func assertSnapshot(
    of terminal: Terminal,
    named name: String,
    record: SnapshotRecordMode = .current,
    timeout: Duration = Terminal.defaultTimeout,
    function: String = #function,
    sourceLocation: SourceLocation = #_sourceLocation
) async {
    let golden = SnapshotFile(name: name, function: function, sourceLocation: sourceLocation)
    do {
        try await terminal.settle(timeout: timeout)
    } catch {
        Issue.record(
            "The screen did not settle before the snapshot: \(error)", sourceLocation: sourceLocation)
        return
    }
    golden.check(terminal.screen, record: record, sourceLocation: sourceLocation)
}

/// Compares a screen value with its golden file (see `assertSnapshot(of:named:)` for a
/// `Terminal`, which settles it first). Recording fails the test, as there.
public func assertSnapshot(
    of screen: TerminalScreen,
    named name: String,
    record: SnapshotRecordMode = .current,
    function: String = #function,
    sourceLocation: SourceLocation = #_sourceLocation
) {
    SnapshotFile(name: name, function: function, sourceLocation: sourceLocation)
        .check(screen, record: record, sourceLocation: sourceLocation)
}

/// One golden file and its failure report.
struct SnapshotFile {
    let url: URL
    let reportURL: URL
    let label: String

    init(name: String, function: String, sourceLocation: SourceLocation) {
        let testFile = URL(fileURLWithPath: sourceLocation.filePath)
        let testFileName = testFile.deletingPathExtension().lastPathComponent
        let testName = function.prefix { $0 != "(" }
        let fileName = "\(testName).\(name)"
        url = testFile.deletingLastPathComponent()
            .appendingPathComponent("__Snapshots__/\(testFileName)/\(fileName).txt")
        reportURL = Self.packageRoot(above: testFile)
            .appendingPathComponent(".build/snapshot-reports/\(testFileName)/\(fileName).html")
        label = "\(testFileName)/\(fileName)"
    }

    func read() -> String? {
        try? String(contentsOf: url, encoding: .utf8)
    }

    /// What the golden holds for `screen`: its snapshot text with temporary HOMEs masked.
    func text(of screen: TerminalScreen) -> String {
        screen.maskingTemporaryHomes.snapshotText
    }

    func check(_ screen: TerminalScreen, record: SnapshotRecordMode, sourceLocation: SourceLocation) {
        let actual = text(of: screen)
        guard let expected = read() else {
            if record == .never {
                Issue.record(
                    """
                    No golden snapshot at \(url.path). Record it with SNAPSHOT_RECORD=missing \
                    (or `make snapshots`), look at it, and commit it. The screen was:
                    \(actual)
                    """, sourceLocation: sourceLocation)
            } else {
                write(actual, why: "there was none", sourceLocation: sourceLocation)
            }
            return
        }
        if record == .all {
            let why = expected == actual ? "SNAPSHOT_RECORD=all; it had not changed" : "SNAPSHOT_RECORD=all"
            write(actual, why: why, sourceLocation: sourceLocation)
            return
        }
        if expected == actual { return }
        let diff = lineDiff(expected: expected, actual: actual)
        if record == .failed {
            write(actual, why: "the screen differed (- old, + new):\n\(diff)", sourceLocation: sourceLocation)
            return
        }
        let report = HTMLReport(
            title: label, expected: TerminalScreen(snapshotText: expected), expectedText: expected,
            actual: screen.maskingTemporaryHomes)
        let reportNote = writeReport(report.html).map { "\nReport: \($0)" } ?? ""
        Issue.record(
            """
            Snapshot \(label) does not match its golden (- golden, + actual):
            \(diff)\(reportNote)
            Re-record with SNAPSHOT_RECORD=failed if the new screen is right.
            """, sourceLocation: sourceLocation)
    }

    /// Writes the golden and fails the test: a recorded screen must be looked at before it passes.
    private func write(_ text: String, why: String, sourceLocation: SourceLocation) {
        do {
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try text.write(to: url, atomically: true, encoding: .utf8)
            Issue.record(
                """
                Recorded snapshot \(label) at \(url.path) (\(why)). Look at it, then run the test \
                again without SNAPSHOT_RECORD: a test that records never passes.
                """, sourceLocation: sourceLocation)
        } catch {
            Issue.record("Could not record snapshot at \(url.path): \(error)", sourceLocation: sourceLocation)
        }
    }

    private func writeReport(_ html: String) -> String? {
        do {
            try FileManager.default.createDirectory(
                at: reportURL.deletingLastPathComponent(), withIntermediateDirectories: true)
            try html.write(to: reportURL, atomically: true, encoding: .utf8)
            return reportURL.path
        } catch {
            return nil
        }
    }

    /// The nearest folder above `file` holding a Package.swift (or `file`'s folder).
    static func packageRoot(above file: URL) -> URL {
        var folder = file.deletingLastPathComponent()
        while folder.path != "/" {
            if FileManager.default.fileExists(atPath: folder.appendingPathComponent("Package.swift").path) {
                return folder
            }
            folder = folder.deletingLastPathComponent()
        }
        return file.deletingLastPathComponent()
    }
}
