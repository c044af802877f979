import CNcurses
import Foundation
import Testing

@testable import CursesKit
@testable import TermUITesting

#if canImport(Glibc)
    import Glibc
#endif

/// Links drawn on the screen reach a terminal that takes OSC 8 as hyperlinks
/// on top of ncurses' frame, and nothing changes for one that does not. The
/// screen writes to a socket; libvterm (with the harness's OSC 8 tracking)
/// plays the terminal, so the tests read which cells link where.
@MainActor @Suite struct HyperlinkTests {
    static let url = "https://example.com/a b"
    static let sent = "https://example.com/a%20b"

    /// A screen on one end of a `SOCK_SEQPACKET` pair (one packet per write).
    @MainActor final class Rig {
        var pair: [Int32] = [-1, -1]
        let screen: Screen
        let terminal = VirtualScreen(size: TerminalSize(rows: 24, cols: 80))

        init(environment: [String: String]) throws {
            #expect(socketpair(AF_UNIX, Int32(SOCK_SEQPACKET.rawValue), 0, &pair) == 0)
            var variables = ["TERMUI_QUERIES": "0"]
            variables.merge(environment) { _, given in given }
            screen = try Screen(
                inputFD: pair[0], outputFD: pair[0], terminalType: "xterm-256color",
                queries: TerminalQueries(environment: variables))
            _ = drain()
        }

        func end() {
            screen.end()
            close(pair[0])
            close(pair[1])
        }

        /// The writes waiting, each one's bytes, fed to the terminal too.
        func drain() -> [[UInt8]] {
            var buffer = [UInt8](repeating: 0, count: 65_536)
            var writes: [[UInt8]] = []
            while true {
                let count = buffer.withUnsafeMutableBytes {
                    recv(pair[1], $0.baseAddress, $0.count, Int32(MSG_DONTWAIT))
                }
                if count <= 0 { return writes }
                writes.append(Array(buffer[0..<count]))
                _ = terminal.feed(Array(buffer[0..<count]))
            }
        }

        /// Draws `draw` into a fresh surface, commits with the cursor at (0, 23), returns the writes.
        func frame(_ draw: (Surface) -> Void) -> [[UInt8]] {
            draw(screen.makeSurface())
            screen.commit(cursor: Point(x: 0, y: 23))
            return drain()
        }

        func links(row: Int, cols: Range<Int>) -> [String?] {
            cols.map { terminal.link(row: row, col: $0) }
        }

        var lines: [String] { terminal.capture().lines }
    }

    static func text(_ writes: [[UInt8]]) -> String {
        String(decoding: writes.joined(), as: UTF8.self)
    }

    static let linkStyle = Style(foreground: .blue, attributes: [.underline]).link(url)

    @Test func aLinkIsSentAsAnOSC8HyperlinkOverItsCells() throws {
        let rig = try Rig(environment: ["TERMUI_HYPERLINKS": "1"])
        defer { rig.end() }
        let first = rig.frame { surface in
            surface.draw("see", at: Point(x: 0, y: 1), style: .plain)
            surface.draw("the page", at: Point(x: 4, y: 1), style: Self.linkStyle)
            surface.draw("now", at: Point(x: 13, y: 1), style: .plain)
        }
        // The frame as ncurses sends it, then the links in one more write (after the cursor shown).
        let frameText = first.dropLast().map { String(decoding: $0, as: UTF8.self) }
        #expect(frameText.last?.contains("see ") == true && !frameText.joined().contains("\u{1B}]8"))
        #expect(String(decoding: first.last ?? [], as: UTF8.self).hasPrefix("\u{1B}[2;5H\u{1B}]8;id="))
        #expect(rig.lines[1].hasPrefix("see the page now "))
        #expect(rig.links(row: 1, cols: 0..<4) == [nil, nil, nil, nil])
        #expect(rig.links(row: 1, cols: 4..<12) == Array(repeating: Self.sent, count: 8))
        #expect(rig.links(row: 1, cols: 12..<17) == [nil, nil, nil, nil, nil])
        let id = Hyperlink.identifier(for: Self.sent)
        #expect(rig.terminal.hyperlinkCommands == ["id=\(id);\(Self.sent)", ";"])
        // The rewritten cells look as ncurses drew them; the cursor is back where ncurses left it.
        let cell = rig.terminal.capture().cells[1][4]
        #expect(cell.style.isUnderlined && cell.style.foreground == .indexed(4))
        #expect(rig.terminal.capture().cursor.row == 23 && rig.terminal.capture().cursor.col == 0)
        #expect(rig.terminal.capture().cells[1][13].style == CellStyle.plain)

        // Nothing changed: nothing is sent again.
        let idle = rig.frame { _ in }
        #expect(!Self.text(idle).contains("\u{1B}]8;"))

        // ncurses rewrites the cells (new text, same link): the link goes over them again.
        let changed = rig.frame { surface in
            surface.draw("the book", at: Point(x: 4, y: 1), style: Self.linkStyle)
        }
        #expect(Self.text(changed).contains("\u{1B}]8;id=\(id);\(Self.sent)\u{1B}\\"))
        #expect(rig.lines[1].hasPrefix("see the book now "))
        #expect(rig.links(row: 1, cols: 4..<12) == Array(repeating: Self.sent, count: 8))

        // The same text drawn without the link: ncurses sends nothing, the layer unlinks it.
        _ = rig.frame { surface in
            surface.draw("the book", at: Point(x: 4, y: 1), style: Self.linkStyle.link(nil))
        }
        #expect(rig.links(row: 1, cols: 0..<20) == Array(repeating: nil, count: 20))
        #expect(rig.lines[1].hasPrefix("see the book now "))
    }

    /// ncurses moves the cursor right by printing the glyphs already there
    /// when that is shorter than a cursor move: a link it prints over that
    /// way is sent again, though none of its cells changed.
    @Test func aLinkNcursesPrintsOverToMoveIsSentAgain() throws {
        let rig = try Rig(environment: ["TERMUI_HYPERLINKS": "1"])
        defer { rig.end() }
        let plainLink = Style.plain.link(Self.url)
        _ = rig.screen.makeSurface().draw("ab", at: Point(x: 0, y: 1), style: plainLink)
        rig.screen.commit(cursor: Point(x: 0, y: 1))
        _ = rig.drain()
        #expect(rig.links(row: 1, cols: 0..<2) == [Self.sent, Self.sent])
        _ = rig.screen.makeSurface().draw("x", at: Point(x: 2, y: 1), style: .plain)
        rig.screen.commit(cursor: Point(x: 0, y: 1))
        let writes = rig.drain()
        #expect(rig.lines[1].hasPrefix("abx "))
        #expect(Self.text(writes).hasPrefix("abx"), "ncurses printed over the link to move")
        #expect(rig.links(row: 1, cols: 0..<3) == [Self.sent, Self.sent, nil])
    }

    @Test func aRepaintSendsTheLinksAgain() throws {
        let rig = try Rig(environment: ["TERMUI_HYPERLINKS": "1"])
        defer { rig.end() }
        _ = rig.frame { $0.draw("a link", at: Point(x: 2, y: 3), style: Self.linkStyle) }
        rig.screen.setNeedsFullRedraw()
        let repaint = rig.frame { _ in }
        #expect(Self.text(repaint).contains(Self.sent))
        #expect(rig.links(row: 3, cols: 2..<8) == Array(repeating: Self.sent, count: 6))
    }

    @Test func withSynchronizedOutputTheLinksAreInsideTheFrame() throws {
        let rig = try Rig(environment: ["TERMUI_HYPERLINKS": "1", "TERMUI_SYNCHRONIZED_OUTPUT": "1"])
        defer { rig.end() }
        let writes = rig.frame { $0.draw("a link", at: Point(x: 2, y: 3), style: Self.linkStyle) }
        let text = Self.text(writes)
        // The frame's write opens the synchronized update; the links come before its end, in the next.
        #expect(String(decoding: writes.last ?? [], as: UTF8.self).hasSuffix("\u{1B}[?2026l"))
        let open = try #require(text.range(of: "\u{1B}]8;id="))
        let begin = try #require(text.range(of: "\u{1B}[?2026h"))
        let end = try #require(text.range(of: "\u{1B}[?2026l"))
        #expect(begin.upperBound <= open.lowerBound && open.upperBound <= end.lowerBound)
    }

    /// Off, a frame with links is byte for byte the frame without them.
    @Test(arguments: ["0", ""])
    func offNothingChanges(setting: String) throws {
        var sent: [[[UInt8]]] = []
        for link in [Self.url, nil] {
            let rig = try Rig(environment: setting.isEmpty ? [:] : ["TERMUI_HYPERLINKS": setting])
            defer { rig.end() }
            var frames: [[UInt8]] = []
            frames += rig.frame { $0.draw("a link", at: Point(x: 2, y: 3), style: Self.linkStyle.link(link)) }
            frames += rig.frame { $0.draw("b", at: Point(x: 2, y: 3), style: Self.linkStyle.link(link)) }
            #expect(!Self.text(frames).contains("\u{1B}]8"))
            sent.append(frames)
        }
        #expect(sent[0] == sent[1])
    }

    @Test func aURLCannotCarryAnEscapeSequence() {
        #expect(
            Hyperlink.sanitized("https://x.test/\u{1B}\\\u{07}\u{1B}]8;;evil\u{9C}ü")
                == "https://x.test/\\]8;;evil%C2%9C%C3%BC")
        #expect(Hyperlink.sanitized("\u{1B}\u{07}") == nil)
        #expect(Hyperlink.sanitized(String(repeating: "a", count: Hyperlink.maximumLength)) != nil)
        #expect(Hyperlink.sanitized(String(repeating: "a", count: Hyperlink.maximumLength + 1)) == nil)
        let hostile = String(decoding: (0...255).map { UInt8($0) }, as: UTF8.self) + "\u{9C}\u{1B}\\"
        let safe = Hyperlink.sanitized(hostile) ?? ""
        #expect(safe.utf8.allSatisfy { (0x21...0x7E).contains($0) })
    }

    @Test func theCapabilityFollowsTheEvidence() {
        func on(_ environment: [String: String], version: String? = nil) -> Bool {
            var queries = TerminalQueries(environment: environment)
            if let version { _ = queries.apply(.version(version)) }
            return queries.capabilities.hyperlinks
        }
        #expect(!on([:]))
        #expect(!on(["TERM": "xterm-256color"], version: "XTerm(388)"))
        #expect(on(["TERM": "xterm-256color"], version: "kitty(0.26.5)"))
        #expect(on(["TERM": "xterm-256color"], version: "WezTerm 20240203"))
        #expect(on(["TERM_PROGRAM": "iTerm.app"]))
        #expect(on(["VTE_VERSION": "7600"]))
        #expect(!on(["VTE_VERSION": "4800"]))
        #expect(!on(["TERM_PROGRAM": "iTerm.app", "TMUX": "/tmp/tmux-0/default,1,0"]))
        #expect(!on(["TERM_PROGRAM": "WezTerm"], version: "tmux 3.3a"))
        #expect(!on(["TERM_PROGRAM": "iTerm.app", "TERMUI_HYPERLINKS": "0"]))
        #expect(on(["TMUX": "x", "TERMUI_HYPERLINKS": "1"], version: "tmux 3.4"))
    }
}
