import Foundation
import TermUITesting
import Testing

/// A big page's memory goes back to the system when the page is left.
///
/// The page is parsed on its loader's queue, so its document lives in that
/// thread's malloc arena, where a few small objects allocated later pin pages
/// all through the freed space: before `FreedMemory`, the demo stayed resident
/// at its peak after going home from an 8 MB page (76 MB), though every
/// document object was gone. Read from outside, as `top` would show it.
@Suite struct WebPageMemoryTests {
    /// The page's size: big enough that its document dwarfs the noise of a
    /// screen change, small enough for a debug build on a loaded machine.
    static let pageBytes = 3 << 20

    @Test func leavingABigPageGivesItsMemoryBack() async throws {
        let folder = FileManager.default.temporaryDirectory
            .appendingPathComponent("termui-bigpage-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let page = folder.appendingPathComponent("big.html")
        try Data(Self.bigPage(bytes: Self.pageBytes).utf8).write(to: page)

        let terminal = try await DemoApp.launch(arguments: ["--url", page.absoluteString, "--timeout", "600"])
        let pid = terminal.process.pid
        // Under `make sanitize` malloc is the sanitizer's allocator, not glibc's: nothing to trim.
        let environment = ProcessInfo.processInfo.environment
        guard environment["ASAN_OPTIONS"] == nil, environment["TSAN_OPTIONS"] == nil else {
            try terminal.press(.character("q"))
            return await terminal.expectCleanExit()
        }
        try await terminal.waitFor(text: "Big page", timeout: .seconds(120))
        // End until the last paragraph is on screen: the whole page was received and laid out.
        let loadDeadline = ContinuousClock.now + .seconds(120)
        let lastLine = "End of the big page"
        try terminal.press(.end)
        while (try? await terminal.waitFor(text: lastLine, timeout: .seconds(2))) == nil {
            // Past the deadline, fail with the screen as it is.
            if ContinuousClock.now >= loadDeadline {
                try await terminal.waitFor(text: lastLine, timeout: .zero)
            }
            try terminal.press(.end)
        }
        try await terminal.settle()
        let loaded = try Self.residentKilobytes(of: pid)

        try terminal.press(.escape)
        try await terminal.waitFor(text: "Each screen re-creates")
        // Without the trim, leaving the page gave back about 2 MB of 50; with it, most of the page.
        let expectedDrop = 2 * Self.pageBytes / 1024
        var home = try Self.residentKilobytes(of: pid)
        let deadline = ContinuousClock.now + .seconds(20)
        while loaded - home < expectedDrop, ContinuousClock.now < deadline {
            try await Task.sleep(for: .milliseconds(50))  // wait-ok: polls the resident set under a deadline
            home = try Self.residentKilobytes(of: pid)
        }
        #expect(
            loaded - home >= expectedDrop,
            "resident \(loaded) kB on the page, \(home) kB at home: the page's memory stayed")
        try terminal.press(.character("q"))
        await terminal.expectCleanExit()
    }

    /// Paragraphs of words with a link each, ending in a marker paragraph.
    static func bigPage(bytes: Int) -> String {
        var html = "<html><head><title>Big</title></head><body><h1>Big page</h1>\n"
        var word = 7
        while html.utf8.count < bytes {
            html += "<p>"
            for _ in 0..<40 {
                word = (word &* 1_103_515_245 &+ 12_345) & 0x7fff_ffff
                html += "word\(word % 100_000) "
            }
            html += "<a href=\"/page/a\">link</a></p>\n"
        }
        return html + "<p>End of the big page</p></body></html>\n"
    }

    /// VmRSS of process `pid`, in kilobytes.
    static func residentKilobytes(of pid: Int32) throws -> Int {
        let status = try String(contentsOfFile: "/proc/\(pid)/status", encoding: .utf8)
        let line = try #require(status.split(separator: "\n").first { $0.hasPrefix("VmRSS:") })
        return try #require(Int(line.split(separator: " ", omittingEmptySubsequences: true)[1]))
    }
}
