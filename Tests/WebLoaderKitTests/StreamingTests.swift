import Foundation
import Testing

@testable import WebLoaderKit

/// A page fed to the push parser in pieces is the page parsed whole: the same
/// lines at the end, and between pieces the lines so far are a prefix of them.
@Suite struct StreamingTests {
    static let page = """
        <!DOCTYPE html><html><head><title>Stream &amp; test</title>
        <meta charset="utf-8"><style>p { color: red }</style></head>
        <body><div class="outer"><h1>Heading one</h1>
        <p>A first paragraph with <a href="/a">a link</a>, <b>bold words</b> and an entity &eacute;t&eacute;
        that goes on for long enough to wrap across several lines of the layout, café ☕ 日本語の文章です.</p>
        <ul><li>one<ul><li>inner</li></ul></li><li>two <i>slanted</i></li></ul>
        <blockquote><p>Quoted text that is long enough to wrap inside its bars as well.</p></blockquote>
        <pre>  keep   this
        	tabbed</pre>
        <table><tr><th>Name</th><th>Value</th></tr><tr><td>x</td><td>42</td></tr></table>
        Loose text in the div<br>after a break <a href="b.html">second link</a>
        <p>Last paragraph</p></div>
        <script>document.write("<p>never shown</p>")</script>
        <p>After the div, with <code>code</code>.</p></body></html>
        """

    static func wholeLines(width: Int) -> [String] {
        DocumentLayout(document: HTMLParser.parse(page, baseURL: URL(string: "http://host/")), width: width)
            .plainLines
    }

    @Test(arguments: [1, 3, 17, 64, 4096])
    func piecesGiveTheLinesOfTheWholePage(chunk: Int) throws {
        let stream = try #require(HTMLStream(baseURL: URL(string: "http://host/")))
        var document = WebDocument()
        var layout = DocumentLayout(streamingAt: 50)
        let whole = Self.wholeLines(width: 50)
        let bytes = Array(Self.page.utf8)
        var offset = 0
        var shownBeforeTheEnd = 0
        while offset < bytes.count {
            let delta = stream.feed(Array(bytes[offset..<min(bytes.count, offset + chunk)]))
            offset += chunk
            document.append(delta)
            layout.append(delta, linkCount: document.links.count)
            // Every line so far but the one still filling is final.
            let sofar = layout.plainLines.dropLast()
            #expect(Array(whole.prefix(sofar.count)) == Array(sofar), "after \(offset) bytes")
            shownBeforeTheEnd = max(shownBeforeTheEnd, sofar.count)
        }
        let end = stream.finish()
        document.append(end)
        layout.append(end, linkCount: document.links.count)
        layout.finishStreaming()
        #expect(layout.plainLines == whole)
        #expect(document.title == "Stream & test")
        #expect(document.links.map(\.target) == ["/a", "b.html"])
        #expect(layout.linkLines.count == 2)
        // The page showed most of its lines before it ended (not only at the end).
        #expect(shownBeforeTheEnd >= whole.count - 4, "\(shownBeforeTheEnd) of \(whole.count)")
    }

    @Test func oneLongParagraphShowsAsItArrives() throws {
        let stream = try #require(HTMLStream(baseURL: nil))
        var layout = DocumentLayout(streamingAt: 40)
        var document = WebDocument()
        let words = String(repeating: "lorem ipsum dolor sit amet ", count: 400)
        for piece in ["<html><body><p>", String(words.prefix(5000)), String(words.dropFirst(5000))] {
            let delta = stream.feed(Array(piece.utf8))
            document.append(delta)
            layout.append(delta, linkCount: 0)
        }
        // The paragraph has not ended, yet its text is laid out.
        #expect(layout.lines.count > 200)
        #expect(layout.plainLines.first == "lorem ipsum dolor sit amet lorem ipsum")
    }

    /// A paragraph of one endless word (the loopback fixture's `/endless`) costs
    /// what arrives, not the square of it: each delta searched the whole growing
    /// run for a space, and a 1 MB word took 15 s in the sanitized build. Then
    /// words with spaces still stream, and the end is the page parsed whole.
    @Test func anEndlessWordIsSearchedOnceThenWordsStreamAgain() throws {
        let stream = try #require(HTMLStream(baseURL: nil))
        var layout = DocumentLayout(streamingAt: 40)
        let word = String(repeating: "x", count: 4096)
        let words = String(repeating: "lorem ipsum dolor sit amet ", count: 40)
        let pieces = ["<html><body><p>"] + Array(repeating: word, count: 256) + [" " + words]
        for piece in pieces { layout.append(stream.feed(Array(piece.utf8)), linkCount: 0) }
        let wordBytes = 256 * word.utf8.count
        #expect(
            stream.growingRunBytesSearched <= wordBytes + 2 * words.utf8.count,
            "searched \(stream.growingRunBytesSearched) bytes for \(wordBytes + words.utf8.count)")
        // The words after the long one are laid out before the paragraph ends.
        #expect(layout.plainLines.contains("lorem ipsum dolor sit amet lorem ipsum"))
        let end = stream.finish()
        layout.append(end, linkCount: 0)
        layout.finishStreaming()
        let whole = DocumentLayout(document: HTMLParser.parse(pieces.joined(), baseURL: nil), width: 40)
        #expect(layout.plainLines == whole.plainLines)
    }

    @Test(arguments: ["utf-8", "iso-8859-1", "shift_jis"])
    func charactersSplitBetweenChunksDecodeWhole(charset: String) throws {
        let text = "café ☕ 日本語"
        let encoded: [UInt8] =
            switch charset {
            case "iso-8859-1": Array("caf".utf8) + [0xE9] + Array(" x".utf8)
            case "shift_jis": [0x93, 0xFA, 0x96, 0x7B, 0x8C, 0xEA]  // 日本語
            default: Array(text.utf8)
            }
        let expected =
            switch charset {
            case "iso-8859-1": "café x"
            case "shift_jis": "日本語"
            default: text
            }
        let decoder = CharsetDecoder(charset: charset)
        var output: [UInt8] = []
        for byte in encoded { output += decoder.decode([byte]) }
        output += decoder.finish()
        #expect(String(decoding: output, as: UTF8.self) == expected)
    }

    @Test func invalidUTF8BecomesReplacementCharacters() {
        let decoder = CharsetDecoder(charset: nil)
        let output = decoder.decode([0x61, 0xFF, 0x62, 0xE2, 0x82]) + decoder.finish()
        #expect(String(decoding: output, as: UTF8.self) == "a\u{FFFD}b\u{FFFD}\u{FFFD}")
    }

    /// The html-page fuzzer's find: a byte from F5 to FF followed by two continuation
    /// bytes passed as one character, libxml2 met the bad UTF-8 and read the rest of the
    /// page as Latin-1 (every later U+FFFD became the three letters ï¿½). The output
    /// itself must be valid: `String(decoding:)` above would repair it again.
    @Test(arguments: [0xF5, 0xF8, 0xFE, 0xFF] as [UInt8])
    func aByteThatStartsNoCharacterIsReplacedWithItsContinuationBytes(lead: UInt8) throws {
        let decoder = CharsetDecoder(charset: nil)
        let output = decoder.decode([0x61, lead, 0x93, 0x93, 0x62]) + decoder.finish()
        let text = try #require(String(validating: output, as: UTF8.self))
        #expect(text == "a\u{FFFD}\u{FFFD}\u{FFFD}b")
    }
}
