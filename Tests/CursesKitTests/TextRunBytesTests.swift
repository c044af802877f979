import CNcurses
import Foundation
import Testing

@testable import CursesKit

#if canImport(Glibc)
    import Glibc
#endif

/// A run of printable ASCII goes to ncurses as one call for all but its last
/// cell: the terminal must receive the same bytes, frame for frame, as when
/// each character is drawn on its own (one `wadd_wch` a cell).
@MainActor @Suite struct TextRunBytesTests {
    /// A screen writing to one end of a socket pair, and the other end.
    @MainActor final class Capture {
        let screen: Screen
        let reader: Int32
        private let writer: Int32

        init() throws {
            var pair: [Int32] = [-1, -1]
            #expect(socketpair(AF_UNIX, Int32(SOCK_STREAM.rawValue), 0, &pair) == 0)
            writer = pair[0]
            reader = pair[1]
            let queries = TerminalQueries(environment: ["TERMUI_QUERIES": "0"])
            screen = try Screen(
                inputFD: writer, outputFD: writer, terminalType: "xterm-256color", queries: queries)
        }

        /// The bytes sent since the last call.
        func drain() -> [UInt8] {
            var sent: [UInt8] = []
            var buffer = [UInt8](repeating: 0, count: 65_536)
            while true {
                let count = buffer.withUnsafeMutableBytes {
                    recv(reader, $0.baseAddress, $0.count, Int32(MSG_DONTWAIT))
                }
                if count <= 0 { return sent }
                sent += buffer[0..<count]
            }
        }

        func end() {
            screen.end()
            close(reader)
            close(writer)
        }
    }

    /// What each frame draws: text at a point in a style.
    static let frames: [[(text: String, at: Point, style: Style)]] = [
        [
            ("Each screen re-creates one SwiftUI seed", Point(x: 0, y: 0), .plain),
            ("home · 001 seed", Point(x: 3, y: 1), Style(foreground: .blue, attributes: .bold)),
            ("日本語 then ASCII", Point(x: 0, y: 2), .plain),
            ("the last column", Point(x: 65, y: 3), Style(background: .yellow)),
            ("bottom right corner", Point(x: 61, y: 23), .plain),
        ],
        [
            ("Each screen re-draws", Point(x: 0, y: 0), Style(foreground: .red)),
            ("xy", Point(x: 1, y: 2), .plain),
            ("over the wide ones", Point(x: 3, y: 2), Style(background: .blue)),
            ("moved", Point(x: 70, y: 3), .plain),
        ],
    ]

    /// The bytes each frame sends, drawn on a fresh screen by `draw`.
    static func framesSent(_ draw: (Surface, String, Point, Style) -> Void) throws -> [[UInt8]] {
        let capture = try Capture()
        defer { capture.end() }
        _ = capture.drain()
        var sent: [[UInt8]] = []
        for frame in frames {
            let surface = capture.screen.makeSurface()
            for item in frame { draw(surface, item.text, item.at, item.style) }
            capture.screen.commit(cursor: nil)
            sent.append(capture.drain())
        }
        return sent
    }

    @Test func aRunSendsTheBytesCellByCellWritesSend() throws {
        let runs = try Self.framesSent { surface, text, point, style in
            surface.draw(text, at: point, style: style)
        }
        let cells = try Self.framesSent { surface, text, point, style in
            var x = point.x
            for character in text {
                x += surface.draw(String(character), at: Point(x: x, y: point.y), style: style)
            }
        }
        #expect(runs.count == Self.frames.count)
        for (index, frame) in runs.enumerated() {
            #expect(frame.count > 40, "frame \(index + 1)")
            #expect(frame == cells[index], "frame \(index + 1)")
        }
    }
}
