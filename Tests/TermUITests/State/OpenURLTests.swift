import Testing

@testable import TermUI

/// `@Environment(\.openURL)`, `Link` and the system action: web links are
/// handed to the desktop's opener, anything else is reported and refused.
@MainActor
@Suite struct OpenURLTests {
    private static let site = URL(string: "https://example.com/docs")

    @Test func aLinkOpensItsDestinationThroughTheSystemAction() throws {
        let site = try #require(Self.site)
        let host = HeadlessHost(size: Size(width: 20, height: 1)) {
            Link("Read the docs", destination: site)
        }
        #expect(host.lines[0].hasPrefix("Read the docs"))
        #expect(host.cell(at: Point(x: 0, y: 0)).style.foreground == .blue)
        host.send(KeyEvent(.tab))
        host.send(KeyEvent(.enter))
        #expect(host.openedURLs == [site])
    }

    @Test func anActionInTheEnvironmentHandlesLinksInstead() throws {
        let site = try #require(Self.site)
        let seen = URLRecorder()
        let host = HeadlessHost(size: Size(width: 20, height: 1)) {
            Link("Docs", destination: site)
                .environment(
                    \.openURL,
                    OpenURLAction { url in
                        seen.urls.append(url)
                        return .handled
                    })
        }
        host.send(KeyEvent(.tab))
        host.send(KeyEvent(.enter))
        #expect(seen.urls == [site])
        #expect(host.openedURLs.isEmpty)
    }

    @Test func systemActionWithAURLOpensThatOne() throws {
        let site = try #require(Self.site)
        let other = try #require(URL(string: "https://example.com/other"))
        let host = HeadlessHost(size: Size(width: 20, height: 1)) {
            OpenButton(url: site)
                .environment(\.openURL, OpenURLAction { _ in .systemAction(other) })
        }
        host.send(KeyEvent(.tab))
        host.send(KeyEvent(.enter))
        #expect(host.openedURLs == [other])
    }

    @Test func aURLThatIsNotAWebLinkIsReportedNotOpened() throws {
        let file = try #require(URL(string: "file:///etc/passwd"))
        let accepted = URLRecorder()
        let host = HeadlessHost(size: Size(width: 20, height: 1)) {
            OpenButton(url: file, accepted: accepted)
        }
        host.send(KeyEvent(.tab))
        host.send(KeyEvent(.enter))
        #expect(host.openedURLs.isEmpty)
        #expect(accepted.results == [false])
        #expect(host.urlReports.count == 1)
        #expect(host.urlReports.first?.contains("did not open file:///etc/passwd") == true)
    }

    @Test func theTerminalsPlanNeedsADisplayAndAnOpener() throws {
        let site = try #require(Self.site)
        let desktop = ["DISPLAY": ":0", "PATH": "/usr/local/bin:/usr/bin"]
        #expect(
            URLOpener.plan(
                for: site, environment: { desktop[$0] }, isExecutable: { $0 == "/usr/bin/xdg-open" })
                == .launch("/usr/bin/xdg-open"))
        let overSSH = ["PATH": "/usr/bin"]
        guard
            case .report(let sentence) = URLOpener.plan(
                for: site, environment: { overSSH[$0] }, isExecutable: { _ in true })
        else {
            Issue.record("opened without a display")
            return
        }
        #expect(sentence.contains("open this link yourself: https://example.com/docs"))
        guard
            case .report = URLOpener.plan(
                for: site, environment: { desktop[$0] }, isExecutable: { _ in false })
        else {
            Issue.record("opened without xdg-open")
            return
        }
    }

    @Test(arguments: [
        ("15;0", ColorScheme.dark), ("0;15", .light), ("0;default;7", .light), ("7;8", .dark), ("", .dark),
        ("garbage", .dark),
    ])
    func colorSchemeComesFromCOLORFGBG(value: String, scheme: ColorScheme) {
        #expect(ColorScheme(colorFGBG: value) == scheme)
    }

    @Test func preferredColorSchemeIsWhatTheContentReads() {
        let host = HeadlessHost(size: Size(width: 10, height: 2)) {
            VStack(spacing: 0) {
                SchemeName()
                SchemeName().preferredColorScheme(.light)
            }
        }
        #expect(host.lines == ["   dark   ", "  light   "])
    }
}

@MainActor
private final class URLRecorder {
    var urls: [URL] = []
    var results: [Bool] = []
}

private struct OpenButton: View {
    let url: URL
    var accepted: URLRecorder?
    @Environment(\.openURL) private var openURL
    var body: some View {
        Button("Open") { openURL(url) { accepted?.results.append($0) } }
    }
}

private struct SchemeName: View {
    @Environment(\.colorScheme) private var colorScheme
    var body: some View { Text(colorScheme == .dark ? "dark" : "light") }
}

/// Reading `openURL` costs no extra renders: a parent's change does not
/// evaluate a reader's body again.
@MainActor
@Suite struct OpenURLCostTests {
    final class Tally {
        var readerBodies = 0
        func countReader() { readerBodies += 1 }
    }

    struct Parent: View {
        let tally: Tally
        @State private var count = 0
        var body: some View {
            VStack {
                Button("Count \(count)") { count += 1 }
                Reader(tally: tally)
            }
        }
    }

    struct Reader: View {
        let tally: Tally
        @Environment(\.openURL) private var openURL
        var body: some View {
            let _ = tally.countReader()
            Text("reader")
        }
    }

    @Test func aParentsChangeDoesNotRenderAnOpenURLReaderAgain() {
        let tally = Tally()
        let host = HeadlessHost(size: Size(width: 20, height: 3)) { Parent(tally: tally) }
        #expect(tally.readerBodies == 1)
        host.send(KeyEvent(.tab))
        host.send(KeyEvent(.enter))
        #expect(host.lines.joined().contains("Count 1"))
        #expect(tally.readerBodies == 1)
    }
}
