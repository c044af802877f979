import CursesKit
import Foundation
import Testing

@testable import TermUI

/// A `.link` run of an `AttributedString` and a `Link` carry their URL in the cells they draw, which the
/// screen sends as OSC 8 hyperlinks where the terminal takes them; the run
/// is drawn in the accent colour, as SwiftUI draws links.
@MainActor
@Suite struct TextLinkTests {
    func links(_ host: HeadlessHost, row: Int) -> [String?] {
        (0..<host.lines[row].count).map { host.cell(at: Point(x: $0, y: row)).style.link }
    }

    @Test func aLinkRunCarriesItsURL() throws {
        var text = AttributedString("see the docs now")
        let range = try #require(text.range(of: "the docs"))
        text[range].link = URL(string: "https://swift.org/docs")
        let host = HeadlessHost(size: Size(width: 17, height: 1)) { Text(text) }
        #expect(host.lines == ["see the docs now "])
        let url = "https://swift.org/docs"
        #expect(
            links(host, row: 0) == [nil, nil, nil, nil] + Array(repeating: url, count: 8) + [
                nil, nil, nil, nil, nil,
            ])
        #expect(host.cell(at: Point(x: 4, y: 0)).style.foreground == Color.blue)
        #expect(host.cell(at: Point(x: 0, y: 0)).style.foreground == Color.default)
    }

    @Test func aLinkCarriesItsDestination() throws {
        let destination = try #require(URL(string: "https://swift.org"))
        let host = HeadlessHost(size: Size(width: 12, height: 1)) {
            Link("Swift.org", destination: destination)
        }
        let row = try #require(host.lines.firstIndex { $0.contains("Swift.org") })
        let start = host.lines[row].distance(
            from: host.lines[row].startIndex,
            to: try #require(host.lines[row].range(of: "Swift.org")).lowerBound)
        let linked = links(host, row: row).enumerated().filter { $0.element != nil }.map(\.offset)
        #expect(linked == Array(start..<(start + 9)))
        #expect(host.cell(at: Point(x: start, y: row)).style.link == "https://swift.org")
    }
}
