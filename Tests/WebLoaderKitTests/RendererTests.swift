import Foundation
import Testing

@testable import WebLoaderKit

/// The renderer's output for each element, as the literal lines a person sees.
@Suite struct RendererTests {
    func lines(_ html: String, width: Int = 40) -> [String] {
        DocumentLayout(
            document: HTMLParser.parse(html, baseURL: URL(string: "http://host/dir/")), width: width
        )
        .plainLines
    }

    @Test func headingsAndParagraphsWrap() {
        let html = """
            <h1>Title</h1><h2>Sub</h2><h3>Small</h3>
            <p>The quick brown fox jumps over the lazy dog again and again.</p><p>Two</p>
            """
        #expect(
            lines(html, width: 20) == [
                "Title", "═════", "", "Sub", "───", "", "Small", "", "The quick brown fox",
                "jumps over the lazy",
                "dog again and again.", "", "Two",
            ])
    }

    @Test func wideCharactersWrapByColumns() {
        #expect(lines("<p>日本語の文章です</p>", width: 7) == ["日本語", "の文章", "です"])
        #expect(lines("<p>ab 漢字 cd</p>", width: 6) == ["ab 漢", "字 cd"])
    }

    @Test func nestedLists() {
        let html =
            "<ul><li>one<ul><li>inner</li></ul></li><li>two</li></ul><ol><li>first</li><li>second</li></ol>"
        #expect(lines(html) == ["• one", "  ◦ inner", "• two", "", "1. first", "2. second"])
    }

    @Test func linksAreNumberedAndResolved() {
        let document = HTMLParser.parse(
            "<p>See <a href=\"page.html\">this page</a> and <a href=\"https://x.org/\">x</a>.</p>",
            baseURL: URL(string: "http://host/dir/"))
        #expect(DocumentLayout(document: document, width: 40).plainLines == ["See [1]this page and [2]x."])
        #expect(document.links.map(\.url?.absoluteString) == ["http://host/dir/page.html", "https://x.org/"])
        let runs = DocumentLayout(document: document, width: 40).lines[0].runs
        #expect(runs.first { $0.text.hasPrefix("this page") }?.style.contains(.link) == true)
        #expect(runs.first { $0.text == "[1]" }?.link == 0)
    }

    @Test func preformattedIsNeverWrapped() {
        let html = "<pre>\nlet x = 1\n\tindented line that is long\n</pre><p>after</p>"
        #expect(lines(html, width: 20) == ["let x = 1", "        indented lin", "", "after"])
    }

    @Test func blockquoteAndRule() {
        #expect(
            lines("<p>a</p><blockquote><p>quoted</p></blockquote><hr><p>b</p>", width: 10) == [
                "a", "", "│ quoted", "", "──────────", "", "b",
            ])
    }

    @Test func tablesAlignColumnsOrBecomeRecords() {
        let html =
            "<table><tr><th>Name</th><th>Size</th></tr><tr><td>a</td><td>10</td></tr>"
            + "<tr><td>longer</td><td>2</td></tr></table>"
        #expect(lines(html) == ["Name    Size", "a       10", "longer  2"])
        #expect(lines(html, width: 8) == ["Name: a", "Size: 10", "", "Name:", "longer", "Size: 2"])
    }

    /// A header name is repeated in every record, so a long one is cut: a page whose
    /// header cell is long and whose rows are many laid out header length times rows
    /// lines (the html-page fuzz target's bound; 3.8 KB gave 216,719 lines at width 1).
    @Test func aLongHeaderIsCutInEveryRecord() {
        let header = String(repeating: "header ", count: 300)
        let html =
            "<table><tr><th>\(header)</th><th>b</th></tr>" + String(repeating: "<tr><td>x<td>y", count: 3)
        let expected = ["header header h…: x", "b: y", ""]
        #expect(lines(html, width: 36) == Array((expected + expected + expected).dropLast()))
    }

    @Test func imagesShowAltTextAndScriptsAreDropped() {
        let html = """
            <html><head><title>T</title><style>p{}</style></head><body><script>alert(1)</script>
            <p><img src="a.png" alt="A cat"> <img src="b.png"></p><template><p>hidden</p></template></body></html>
            """
        let document = HTMLParser.parse(html, baseURL: nil)
        #expect(document.title == "T")
        #expect(DocumentLayout(document: document, width: 40).plainLines == ["[A cat] [image]"])
    }

    @Test func upperCaseMarkupWorksAsLowerCase() {
        #expect(
            lines("<P>Up <A HREF=\"x\">case</A></P><UL><LI>item</LI></UL>") == ["Up [1]case", "", "• item"])
    }

    @Test func whitespaceCollapsesAndBreaksHold() {
        #expect(lines("<p>  a \n\n b<br>c  </p><div>d</div><div>e</div>") == ["a b", "c", "", "d", "e"])
    }

    @Test func escapesAndBidiAreInertEverywhere() {
        let html = """
            <title>T\u{1B}]0;pwned\u{07}</title><p>x\u{1B}[31my \u{202E}abc\u{2066}</p>
            <a href="http://h/\u{1B}[2J">l\u{9B}1m</a><img alt="\u{1B}[5m\u{202D}">
            """
        let document = HTMLParser.parse(html, baseURL: nil)
        let all =
            ([document.title ?? ""] + document.links.map(\.target)
            + DocumentLayout(document: document, width: 80).plainLines).joined(separator: "\n")
        #expect(!all.unicodeScalars.contains { $0.value == 0x1B || $0.value == 0x9B || $0.value == 0x07 })
        #expect(
            !all.unicodeScalars.contains {
                (0x202A...0x202E).contains($0.value) || (0x2066...0x2069).contains($0.value)
            })
        // libxml2 drops C0 controls itself; C1 and bidi controls become U+FFFD.
        #expect(document.title == "T]0;pwned")
        #expect(
            DocumentLayout(document: document, width: 80).plainLines == [
                "x[31my \u{FFFD}abc\u{FFFD}", "", "[1]l\u{FFFD}1m[\u{FFFD}[5m\u{FFFD}]",
            ])
        // Text that did not come through libxml2 (a string, a header) is made inert the same way.
        #expect("a\u{1B}[2Jb\u{202E}c\u{9B}".inertForTerminal == "a\u{FFFD}[2Jb\u{FFFD}c\u{FFFD}")
    }

    @Test func resizeKeepsTheReadingPosition() {
        let paragraphs = (0..<50).map { "<p>Paragraph \($0) has a few words in it to wrap.</p>" }.joined()
        let document = HTMLParser.parse(paragraphs, baseURL: nil)
        let wide = DocumentLayout(document: document, width: 60)
        let top = wide.plainLines.firstIndex { $0.hasPrefix("Paragraph 30 ") } ?? -1
        let narrow = DocumentLayout(document: document, width: 20)
        #expect(narrow.plainLines[narrow.line(forAnchor: wide.lines[top].anchor)].hasPrefix("Paragraph 30"))
    }

    /// The space after a link belongs to no link: the focus highlight ends at its last word.
    @Test func theSpaceAfterALinkIsNotPartOfIt() {
        let document = HTMLParser.parse("<p>See <a href=\"/x\">one two</a> after</p>", baseURL: nil)
        let runs = DocumentLayout(document: document, width: 40).lines[0].runs
        let linked = runs.filter { $0.link == 0 }.map(\.text).joined()
        #expect(linked == "[1]one two")
        #expect(runs.map(\.text).joined() == "See [1]one two after")
    }
}
