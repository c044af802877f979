import Foundation
import TermUITesting
import Testing

/// Visiting a screen again and again costs no memory: the demo's resident set,
/// read from outside as `top` reads it, stays within 300 KB over 300 visits of
/// each screen (Enter from home, Esc back). The wallet screen once kept about
/// 4 KB a visit (1.2 MB here), never levelling off. The headless
/// ScreenCycleLeakTests count the framework's objects; this counts what the
/// kernel sees, C allocations (ncurses windows, libcurl handles) included.
@Suite struct ScreenVisitMemoryTests {
    static let visits = 300
    /// Visits before the first reading: malloc's arenas and the caches
    /// (colour pairs, text layouts) fill during the first few.
    static let warmUp = 30
    static let allowedGrowthKilobytes = 300

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
        let start = try WebPageMemoryTests.residentKilobytes(of: terminal.process.pid)
        for _ in 0..<Self.visits { try await visit() }
        try await terminal.settle()
        let end = try WebPageMemoryTests.residentKilobytes(of: terminal.process.pid)
        #expect(
            end - start <= Self.allowedGrowthKilobytes,
            "\(screen): resident \(start) kB after \(Self.warmUp) visits, \(end) kB after \(Self.visits) more"
        )
        try terminal.press(.character("q"))
        await terminal.expectCleanExit()
    }
}
