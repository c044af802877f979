import CursesKit
import Foundation
import TermUITesting
import Testing

@testable import WebLoaderKit

/// The widget without a network: observation, drawing cost, keys, hostile pages.
@MainActor
@Suite struct WebLoaderWidgetTests {
    @Test func aReleasedObservationTokenStopsTheCallbacks() async {
        let widget = WebLoaderWidget()
        widget.frame = Rect(x: 0, y: 0, width: 20, height: 5)
        var calls = 0
        var token: WebObservation? = widget.observe(\.estimatedProgress) { _, _ in calls += 1 }
        widget.loadHTMLString("<p>one</p>", baseURL: nil)
        #expect(await waitUntil { !widget.isLoading })
        #expect(calls >= 2)
        #expect(widget.estimatedProgress == 1)
        let seen = calls
        withExtendedLifetime(token) {}
        token = nil
        widget.loadHTMLString("<p>two</p>", baseURL: nil)
        #expect(await waitUntil { !widget.isLoading && widget.renderedLines == ["two"] })
        #expect(calls == seen)
    }

    @Test func anInvalidatedTokenStopsTheCallbacksToo() async {
        let widget = WebLoaderWidget()
        var titles: [String?] = []
        let token = widget.observe(\.title, options: .initial) { _, change in titles.append(change.newValue) }
        widget.loadHTMLString("<title>A</title>", baseURL: nil)
        #expect(await waitUntil { !widget.isLoading })
        token.invalidate()
        widget.loadHTMLString("<title>B</title>", baseURL: nil)
        #expect(await waitUntil { !widget.isLoading && widget.title == "B" })
        #expect(titles == [nil, "A"])
    }

    @Test func drawingCostFollowsTheVisibleLines() async {
        let widget = WebLoaderWidget()
        widget.frame = Rect(x: 0, y: 0, width: 40, height: 12)
        let html = (0..<20_000).map { "<p>paragraph \($0)</p>" }.joined()
        widget.loadHTMLString(html, baseURL: nil)
        #expect(await waitUntil { !widget.isLoading })
        #expect(widget.renderedLines.count > 39_000)
        let buffer = CellBuffer(size: widget.frame.size)
        let before = widget.drawnLineCount
        widget.draw(in: buffer)
        #expect(widget.drawnLineCount - before == 12)
        #expect(widget.handle(KeyEvent(.end)))
        widget.draw(in: buffer)
        #expect(widget.drawnLineCount - before == 24)
        #expect(buffer.lines.last?.hasPrefix("paragraph 19999") == true)
    }

    /// A Tab between links on the same screen marks their rows alone, and a
    /// draw reaching only those rows draws only those lines of the page.
    @Test func aTabDrawsOnlyTheRowsOfTheTwoLinks() async {
        let root = Widget()
        root.backgroundStyle = .plain
        root.frame = Rect(x: 0, y: 0, width: 30, height: 10)
        let widget = WebLoaderWidget()
        widget.frame = root.frame
        root.addSubwidget(widget)
        let html = (1...8).map { "<p>line \($0) <a href=\"http://h/\($0)\">link \($0)</a></p>" }.joined()
        widget.loadHTMLString(html, baseURL: nil)
        #expect(await waitUntil { !widget.isLoading })
        let buffer = CellBuffer(size: Size(width: 30, height: 10))
        WidgetRenderer.render(root, in: buffer, full: true)
        #expect(widget.handle(KeyEvent(.tab)))
        #expect(widget.handle(KeyEvent(.tab)))
        WidgetRenderer.render(root, in: buffer, full: false)
        let before = widget.drawnLineCount
        #expect(widget.handle(KeyEvent(.tab)))
        WidgetRenderer.render(root, in: buffer, full: false)
        // Links 2 and 3 sit on rows 2 and 4 (a blank row between paragraphs): rows 2 to 4.
        #expect(widget.drawnLineCount - before == 3)
        let drawn = buffer.lines.map { String($0.reversed().drop { $0 == " " }.reversed()) }
        #expect(drawn[2] == "line 2 [2]link 2")
        #expect(drawn[4] == "line 3 [3]link 3")
        #expect(widget.focusedLink?.target == "http://h/3")
        // The link that took focus is drawn focused, the one that lost it plain again.
        #expect(
            buffer.cell(at: Point(x: 10, y: 4)).style == WebLoaderWidget.focusedLinkStyle.link("http://h/3"))
        #expect(buffer.cell(at: Point(x: 10, y: 2)).style == WebLoaderWidget.linkStyle.link("http://h/2"))
    }

    @Test func keysScrollFollowLinksAndFind() async {
        let widget = WebLoaderWidget()
        widget.frame = Rect(x: 0, y: 0, width: 30, height: 3)
        let html =
            "<p>top</p>"
            + (1...8).map { "<p>line \($0) <a href=\"http://h/\($0)\">link \($0)</a></p>" }.joined()
        widget.loadHTMLString(html, baseURL: nil)
        #expect(await waitUntil { !widget.isLoading })
        func screen() -> [String] {
            let buffer = CellBuffer(size: widget.frame.size)
            widget.draw(in: buffer)
            return buffer.lines.map { String($0.reversed().drop { $0 == " " }.reversed()) }
        }
        #expect(screen() == ["top", "", "line 1 [1]link 1"])
        #expect(widget.handle(KeyEvent(.down)))
        #expect(screen() == ["", "line 1 [1]link 1", ""])
        #expect(widget.handle(KeyEvent(.character(" "))))
        #expect(screen() == ["", "line 2 [2]link 2", ""])
        #expect(widget.handle(KeyEvent(.tab)))
        #expect(widget.focusedLink?.target == "http://h/2")
        #expect(widget.handle(KeyEvent(.tab)))
        #expect(widget.focusedLink?.target == "http://h/3")
        #expect(screen().contains("line 3 [3]link 3"))
        #expect(widget.handle(KeyEvent(.backTab)))
        #expect(widget.focusedLink?.target == "http://h/2")
        #expect(widget.handle(KeyEvent(.home)))
        #expect(screen().first == "top")
        #expect(widget.find("LINE 7"))
        #expect(screen().contains("line 7 [7]link 7"))
        #expect(!widget.find("absent"))
        _ = widget.handle(MouseEvent(.wheelUp, at: .zero))
        #expect(widget.handle(KeyEvent(.end)))
        #expect(screen().last == "line 8 [8]link 8")
    }

    /// Tab on a page that stays where it is marks only the lines of the link
    /// that loses focus and of the one that takes it (all of them, for a link
    /// that wraps), not the whole page; a Tab that scrolls marks everything.
    @Test func aLinkFocusMarksOnlyTheTwoLinksLines() async {
        let widget = WebLoaderWidget()
        widget.frame = Rect(x: 0, y: 0, width: 20, height: 8)
        let html =
            "<p><a href=\"http://h/1\">one</a></p><p>plain text</p>"
            + "<p><a href=\"http://h/2\">a link long enough to wrap</a></p>"
            + (3...9).map { "<p><a href=\"http://h/\($0)\">link \($0)</a></p>" }.joined()
        widget.loadHTMLString(html, baseURL: nil)
        #expect(await waitUntil { !widget.isLoading })
        let lines = widget.renderedLines
        func row(of text: String) -> Int? { lines.firstIndex { $0.contains(text) } }
        let first = try? #require(row(of: "one"))
        let wrapped = try? #require(row(of: "a link long"))
        #expect(wrapped.map { lines[$0 + 1].contains("wrap") } == true, "the second link wraps: \(lines)")
        #expect(widget.handle(KeyEvent(.tab)))
        widget.draw(in: CellBuffer(size: widget.frame.size))
        widget.markDisplayed()

        #expect(widget.handle(KeyEvent(.tab)))
        #expect(widget.focusedLink?.target == "http://h/2")
        #expect(!widget.needsDisplay)
        if let first, let wrapped {
            // Rows `first` and `wrapped`, `wrapped + 1`: their union spans the rows between.
            #expect(widget.invalidRect == Rect(x: 0, y: first, width: 20, height: wrapped + 2 - first))
        }
        widget.markDisplayed()

        // Down the page until a Tab has to scroll: then the whole page is drawn again.
        var scrolled = false
        for _ in 0..<10 where !scrolled {
            #expect(widget.handle(KeyEvent(.tab)))
            scrolled = widget.needsDisplay
            widget.markDisplayed()
        }
        #expect(scrolled)
    }

    @Test func backReturnsToWhereThePageWasLeft() async {
        let widget = WebLoaderWidget()
        widget.frame = Rect(x: 0, y: 0, width: 30, height: 4)
        widget.loadHTMLString((0..<100).map { "<p>first page \($0)</p>" }.joined(), baseURL: nil)
        #expect(await waitUntil { !widget.isLoading })
        #expect(widget.find("first page 60"))
        widget.loadHTMLString("<p>second page</p>", baseURL: nil)
        #expect(await waitUntil { !widget.isLoading && widget.renderedLines == ["second page"] })
        widget.goBack()
        #expect(await waitUntil { !widget.isLoading && widget.renderedLines.count > 100 })
        let buffer = CellBuffer(size: widget.frame.size)
        widget.draw(in: buffer)
        #expect(buffer.lines.first?.hasPrefix("first page 60") == true)
    }

    @Test func aResizeKeepsTheReadingPosition() async {
        let widget = WebLoaderWidget()
        widget.frame = Rect(x: 0, y: 0, width: 60, height: 5)
        widget.loadHTMLString(
            (0..<40).map { "<p>Paragraph \($0) has several words that wrap when narrow.</p>" }.joined(),
            baseURL: nil)
        #expect(await waitUntil { !widget.isLoading })
        #expect(widget.find("Paragraph 25 "))
        widget.frame = Rect(x: 0, y: 0, width: 20, height: 5)
        widget.layoutIfNeeded()
        let buffer = CellBuffer(size: widget.frame.size)
        widget.draw(in: buffer)
        #expect(buffer.lines.contains { $0.hasPrefix("Paragraph 25 has") })
    }

    @Test func fileURLsLoadAndAMissingFileSaysSo() async throws {
        let harness = LoaderHarness(width: 50, height: 8)
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "termui-web-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let page = folder.appendingPathComponent("a.html")
        try Data("<title>File</title><p>from a <a href=\"b.txt\">file</a></p>".utf8).write(to: page)
        try Data("plain\ttext".utf8).write(to: folder.appendingPathComponent("b.txt"))
        await harness.load(page)
        #expect(harness.widget.title == "File")
        #expect(harness.screen.first == "from a [1]file")
        #expect(harness.widget.handle(KeyEvent(.tab)) && harness.widget.handle(KeyEvent(.enter)))
        #expect(await waitUntil { !harness.widget.isLoading && harness.screen.first == "plain   text" })
        await harness.load(folder.appendingPathComponent("missing.html"))
        #expect(harness.screen.joined().contains("No file at \(folder.path)/missing.html."))
        #expect(harness.delegate.errors.last == .fileNotFound(folder.path + "/missing.html"))
    }

    /// Pages built to break a browser: each renders, is cut, or errors, within the deadline.
    @Test func hostilePagesEndWithoutACrashOrAHang() async {
        let widget = WebLoaderWidget()
        widget.frame = Rect(x: 0, y: 0, width: 80, height: 24)
        let deep = String(repeating: "<div><span>", count: 100_000) + "deep text"
        widget.loadHTMLString(deep, baseURL: nil)
        #expect(await waitUntil(timeout: .seconds(60)) { !widget.isLoading })
        // libxml2 stops at its nesting limit; the page says so instead of showing nothing.
        #expect(
            widget.renderedLines.first
                == "The page is nested too deeply to parse; only the part before that is shown.")
        let shallow = String(repeating: "<div><span>", count: 100) + "deep text"
        widget.loadHTMLString(shallow, baseURL: nil)
        #expect(await waitUntil(timeout: .seconds(60)) { !widget.isLoading })
        #expect(widget.renderedLines == ["deep text"])

        widget.maximumPageSize = 8 << 20
        // Made from bytes: 50 million one-character appends hold the main actor for
        // seconds in a debug build.
        let xs = [UInt8](repeating: UInt8(ascii: "x"), count: 50 << 20)
        let line = "<p>" + String(decoding: xs, as: UTF8.self)
        widget.loadHTMLString(line, baseURL: nil)
        #expect(await waitUntil(timeout: .seconds(60)) { !widget.isLoading })
        #expect(widget.renderedLines.first == "Cut at 8 MB: the page is larger.")
        #expect(widget.renderedLines.count > 100_000)

        let invalid = Data([0x3C, 0x70, 0x3E, 0x61, 0xFF, 0xFE, 0xC3, 0x62]).base64EncodedString()
        widget.load(WebRequest(url: URL(string: "data:text/html;base64,\(invalid)")!))
        #expect(await waitUntil(timeout: .seconds(60)) { !widget.isLoading })
        #expect(widget.renderedLines == ["a\u{FFFD}\u{FFFD}\u{FFFD}b"])
    }
}
