import Foundation
import TermUITesting
import Testing

/// Visiting a screen again and again costs no memory: the demo's anonymous
/// resident memory (`RssAnon`, read from outside: the heap, C allocations
/// and stacks; not the pages of its code and libraries, which the kernel
/// drops and faults back in as it likes) does not grow in both halves of 300
/// visits of each screen (Enter from home, Esc back). The wallet screen once kept
/// about 4 KB a visit, never levelling off (600 KB a half here). malloc's own
/// bookkeeping grows in one step, once (320 KB between visits 230 and 430 of the
/// wallet, then flat), so the smaller of the two halves' growths is what is
/// checked: a screen that keeps anything per visit grows in both. The headless
/// ScreenCycleLeakTests count the framework's objects; this counts what the
/// kernel sees, C allocations (ncurses windows, libcurl handles) included.
@Suite struct ScreenVisitMemoryTests {
    static let visits = 300
    /// Visits before the first reading: malloc's arenas and the caches
    /// (colour pairs, text layouts) fill during the first few.
    static let warmUp = 30
    /// At most this much growth in the half that grew less (1.3 KB a visit; the
    /// wallet's lesser half grew 124 kB once on a machine running a fuzzer and CI
    /// beside it, and a leak of 2 KB a visit grows 300 kB a half).
    static let allowedGrowthKilobytes = 200

    /// Each screen's `--screen` name and the title row that shows it is open.
    static let screens = [
        ("context", "Context"), ("scanner", "Scanner"), ("wallet", "Wallet"), ("web", "Web"),
        ("ncurses", "ncurses"),
    ]

    @Test(arguments: screens)
    func visitingAScreenAgainAndAgainKeepsNothing(screen: String, title: String) async throws {
        // Under `make sanitize` malloc is the sanitizer's, which keeps freed memory quarantined.
        let environment = ProcessInfo.processInfo.environment
        guard environment["ASAN_OPTIONS"] == nil, environment["TSAN_OPTIONS"] == nil else { return }
        // The keyboard source: the demo feed would draw frames of its own all along.
        // One malloc arena: glibc gives each thread that allocates (the wallet's file
        // reads, the web screen's loads run on worker threads) an arena of its own, up to
        // 8 per core, and touching a new one grew the wallet's resident set by 650 kB
        // over 300 visits, more the slower they came. With one arena (and the same
        // visits) it grew by 40 kB: what grows here now is memory something kept.
        let terminal = try await DemoApp.launch(
            arguments: ["--screen", screen, "--scan-source", "keyboard", "--url", "start:"],
            environment: ["MALLOC_ARENA_MAX": "1"])
        let titleRow = " ‹ TermUI demo › \(title) "
        #expect(terminal.screen.lines.first?.hasPrefix(titleRow) == true)
        // Home keeps the row of the screen last open: from there Enter opens it again.
        func visit() async throws {
            try terminal.press(.escape)
            try await terminal.waitFor(text: "Each screen re-creates one SwiftUI seed document.")
            try terminal.press(.enter)
            try await terminal.waitFor("the \(screen) screen's title row") {
                $0.lines.first?.hasPrefix(titleRow) == true
            }
        }
        for _ in 0..<Self.warmUp { try await visit() }
        try await terminal.settle()
        var readings = [try Self.anonymousKilobytes(of: terminal.process.pid)]
        for _ in 0..<2 {
            for _ in 0..<(Self.visits / 2) { try await visit() }
            try await terminal.settle()
            readings.append(try Self.anonymousKilobytes(of: terminal.process.pid))
        }
        let growth = min(readings[1] - readings[0], readings[2] - readings[1])
        let visits = [Self.warmUp, Self.warmUp + Self.visits / 2, Self.warmUp + Self.visits]
        let resident = try WebPageMemoryTests.residentKilobytes(of: terminal.process.pid)
        #expect(
            growth <= Self.allowedGrowthKilobytes,
            "\(screen): anonymous resident \(readings) kB after \(visits) visits (all resident \(resident) kB)"
        )
        try terminal.press(.character("q"))
        await terminal.expectCleanExit()
    }

    /// `RssAnon` of process `pid`, in kilobytes.
    static func anonymousKilobytes(of pid: Int32) throws -> Int {
        let status = try String(contentsOfFile: "/proc/\(pid)/status", encoding: .utf8)
        let line = try #require(status.split(separator: "\n").first { $0.hasPrefix("RssAnon:") })
        return try #require(Int(line.split(separator: " ", omittingEmptySubsequences: true)[1]))
    }
}
