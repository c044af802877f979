import CursesKit
import Foundation
import TermUITesting
import Testing

@testable import WebLoaderKit

/// What a lynx user reaches for: link numbers, the scroll position, "n of N"
/// for find, and an answer that is a file offered to be saved, safely.
@MainActor
@Suite struct LynxHabitsTests {
    let server: HTTPFixture

    init() throws {
        server = try HTTPFixture()
    }

    @Test func aTypedLinkNumberThenEnterFollowsThatLink() async {
        let harness = LoaderHarness()
        let widget = harness.widget
        await harness.load(server.url("/page/a"))
        // 1, Backspace, 2: link 2 (the missing page), not link 1.
        #expect(widget.handle(KeyEvent(.character("1"))))
        #expect(widget.typedLinkNumber == 1)
        #expect(widget.handle(KeyEvent(.backspace)))
        #expect(widget.typedLinkNumber == nil)
        #expect(widget.handle(KeyEvent(.character("2"))))
        #expect(widget.handle(KeyEvent(.enter)))
        #expect(await waitUntil { !widget.isLoading && widget.url == server.url("/status/404") })
        // Escape forgets a number; a number past the last link follows nothing.
        widget.goBack()
        // Two digits, then Backspace: the last digit goes, the first stays.
        for digit in ["1", "2"] { #expect(widget.handle(KeyEvent(.character(Character(digit))))) }
        #expect(widget.typedLinkNumber == 12)
        #expect(widget.handle(KeyEvent(.backspace)))
        #expect(widget.typedLinkNumber == 1)
        #expect(widget.handle(KeyEvent(.escape)))
        #expect(widget.handle(KeyEvent(.character("1"))))
        #expect(widget.handle(KeyEvent(.escape)))
        #expect(widget.typedLinkNumber == nil)
        #expect(widget.handle(KeyEvent(.character("9"))))
        #expect(widget.handle(KeyEvent(.enter)))
        #expect(widget.title == "Page A" && !widget.isLoading)
    }

    @Test func theScrollPercentageFollowsTheView() async {
        let harness = LoaderHarness(width: 60, height: 10)
        let widget = harness.widget
        await harness.load(server.url("/long?paragraphs=100"))
        // 100 paragraphs and the blank lines between them: 199 lines, 10 in view.
        #expect(widget.renderedLines.count == 199)
        #expect(widget.scrollPercentage == 5)
        #expect(widget.handle(KeyEvent(.end)))
        #expect(widget.scrollPercentage == 100)
        #expect(widget.handle(KeyEvent(.home)))
        #expect(widget.scrollPercentage == 5)
        await harness.load(server.url("/page/a"))
        #expect(widget.scrollPercentage == 100)
    }

    /// The position a status bar shows, in words no one reads as a load's
    /// progress: "Top", "lines a–b/n" in between, "Bot", and "All" when it fits.
    @Test func theScrollPositionSaysWhichLinesAreShown() async {
        let harness = LoaderHarness(width: 60, height: 10)
        let widget = harness.widget
        await harness.load(server.url("/long?paragraphs=100"))
        #expect(widget.scrollPosition.description == "Top")
        #expect(widget.handle(KeyEvent(.pageDown)))
        #expect(widget.scrollPosition == WebScrollPosition(firstLine: 10, lastLine: 19, lineCount: 199))
        #expect(widget.scrollPosition.description == "lines 10–19/199")
        #expect(widget.handle(KeyEvent(.end)))
        #expect(widget.scrollPosition.description == "Bot")
        await harness.load(server.url("/page/a"))
        #expect(widget.scrollPosition.description == "All")
    }

    @Test(arguments: [
        (WebScrollPosition(firstLine: 1, lastLine: 0, lineCount: 0), "All"),
        (WebScrollPosition(firstLine: 1, lastLine: 5, lineCount: 5), "All"),
        (WebScrollPosition(firstLine: 1, lastLine: 19, lineCount: 42), "Top"),
        (WebScrollPosition(firstLine: 20, lastLine: 38, lineCount: 42), "lines 20–38/42"),
        (WebScrollPosition(firstLine: 24, lastLine: 42, lineCount: 42), "Bot"),
    ])
    func aPositionIsWordsNeverAPercentage(position: WebScrollPosition, words: String) {
        #expect(position.description == words)
        #expect(!position.description.contains("%"))
    }

    @Test func findCountsTheMatchingLines() async {
        let harness = LoaderHarness(width: 60, height: 10)
        let widget = harness.widget
        await harness.load(server.url("/long?paragraphs=100"))
        // "link 1" is in links 1 and 10 to 19.
        #expect(widget.find("LINK 1"))
        #expect(widget.findResult == WebFindResult(index: 1, count: 11))
        #expect(widget.handle(KeyEvent(.character("n"))))
        #expect(widget.findResult == WebFindResult(index: 2, count: 11))
        #expect(widget.handle(KeyEvent(.character("N"))))
        #expect(widget.handle(KeyEvent(.character("N"))))
        #expect(widget.findResult == WebFindResult(index: 11, count: 11))
        #expect(!widget.find("not there"))
        #expect(widget.findResult == nil)
    }

    @Test func aFileIsOfferedWithItsTypeAndSizeAndSavedSafely() async throws {
        let harness = LoaderHarness()
        // The name in the address tries to climb out of the directory and clear the screen.
        await harness.load(server.url("/file/..%2F..%2Fevil%1B%5B2J.zip?bytes=1000"))
        #expect(harness.screen.first == "A file, not a page: application/zip, 1000 bytes.")
        let download = try #require(harness.widget.download)
        #expect(download.byteCount == 1000 && download.mimeType == "application/zip")
        let name = download.suggestedFilename
        #expect(!name.contains("/") && !name.hasPrefix(".") && !name.contains("\u{1B}"), "\(name)")
        #expect(name.hasSuffix(".zip"))
        let directory = FileManager.default.temporaryDirectory
            .appendingPathComponent("web-save-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: false)
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let path = try download.save(as: name, in: directory)
        #expect(path == directory + "/" + name)
        #expect(FileManager.default.contents(atPath: path) == Data(download.body))
        // Never replaced: a second save of the same name says so and leaves the file.
        #expect(throws: WebSaveError.exists(path)) { try download.save(as: name, in: directory) }
        for bad in ["", "..", "../x", "a/b", ".hidden", "a\u{1B}[2Jb", "\u{202E}piz.exe"] {
            #expect(throws: WebSaveError.self, "\(bad.debugDescription)") {
                try download.save(as: bad, in: directory)
            }
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory) == [name])
        // A directory that cannot be written says why.
        #expect {
            try download.save(as: "x.zip", in: directory + "/missing")
        } throws: { error in
            (error as? WebSaveError)?.description.contains("no such file or directory") == true
        }
    }
}
