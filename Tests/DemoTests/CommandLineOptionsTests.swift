import DemoParsing
import Foundation
import Testing

@testable import Demo

/// The demo's flags, parsed without a terminal: each row is what a person
/// types after `termui-demo` and what the demo then does.
@Suite struct CommandLineOptionsTests {
    @Test(arguments: [
        ([], CommandLineRequest.run(DemoOptions())),
        (["--help"], .help),
        (["-h", "--screen", "nowhere"], .help),
        (["--version"], .version),
        (["--screen", "context"], .run(DemoOptions(screen: .context))),
        (["--screen=wallet"], .run(DemoOptions(screen: .wallet))),
        (["--pass", "a.json"], .run(DemoOptions(passPath: "a.json"))),
        (["--pass=b.json", "--screen", "context"], .run(DemoOptions(screen: .context, passPath: "b.json"))),
        (["--scan-source", "demo"], .run(DemoOptions(scanSource: "demo"))),
        (
            ["--scan-source=code.png", "--scan-device", "/dev/video2"],
            .run(DemoOptions(scanSource: "code.png", scanDevice: "/dev/video2"))
        ),
        (
            ["--url", "example.org", "--throttle=8"],
            .run(DemoOptions(webAddress: "example.org", throttle: 8))
        ),
        (["--url", "a.html", "--timeout=90"], .run(DemoOptions(webAddress: "a.html", webTimeout: 90))),
    ])
    func validCommandLines(arguments: [String], expected: CommandLineRequest) {
        #expect(CommandLineOptions.parse(arguments) == expected)
    }

    @Test(arguments: [
        (["--bogus"], "unknown option '--bogus'"),
        (["-x"], "unknown option '-x'"),
        (["stray"], "unexpected argument 'stray'"),
        (["--screen"], "option '--screen' needs a value"),
        (["--pass="], "option '--pass' needs a value"),
        (["--screen", "nowhere"], "unknown screen 'nowhere'"),
        (["--scan-source"], "option '--scan-source' needs a value"),
        (["--throttle", "fast"], "--throttle needs a positive number of KB/s, not 'fast'"),
        (["--throttle", "0"], "--throttle needs a positive number of KB/s"),
        (["--url"], "option '--url' needs a value"),
        (["--timeout", "soon"], "--timeout needs a positive number of seconds, not 'soon'"),
    ])
    func mistakesAreNamed(arguments: [String], message: String) {
        guard case .invalid(let text) = CommandLineOptions.parse(arguments) else {
            Issue.record("\(arguments) was accepted")
            return
        }
        #expect(text.contains(message))
    }

    @Test func passAloneOpensTheWalletScreen() {
        #expect(DemoOptions(passPath: "p.json").initialScreen == .wallet)
        #expect(DemoOptions().initialScreen == nil)
        #expect(DemoOptions(webAddress: "start:").initialScreen == .web)
        #expect(DemoOptions(screen: .context, passPath: "p.json").initialScreen == .context)
    }

    @Test func aScanSourceAloneOpensTheScannerScreen() {
        #expect(DemoOptions(scanSource: "demo").initialScreen == .scanner)
        #expect(DemoOptions(scanDevice: "/dev/video1").initialScreen == .scanner)
        #expect(DemoOptions(screen: .wallet, scanSource: "demo").initialScreen == .wallet)
    }

    @Test(
        arguments: [
            ("camera", nil, [], ScanSourceOption.camera(device: nil)),
            ("camera", "/dev/video3", [], .camera(device: "/dev/video3")),
            ("demo", nil, ["/dev/video0"], .demo),
            ("keyboard", nil, [], .keyboard),
            ("shelf/code.png", nil, [], .file("shelf/code.png")),
            (nil, nil, ["/dev/video0"], .camera(device: nil)),
            (nil, nil, [], .demo),
            (nil, "/dev/video1", [], .camera(device: "/dev/video1")),
        ] as [(String?, String?, [String], ScanSourceOption)])
    func scanSourceDefaultsToTheFirstCameraElseTheDemoFeed(
        source: String?, device: String?, cameras: [String], expected: ScanSourceOption
    ) {
        #expect(ScanSourceOption.from(source: source, device: device, cameras: cameras) == expected)
    }

    /// The scanner sheet suggests the demo feed only when it is not already scanning it.
    @Test(arguments: [
        (ScanSourceOption.demo, false), (.camera(device: nil), true), (.camera(device: "/dev/video2"), true),
        (.keyboard, true), (.file("code.png"), true),
    ])
    func theScannerSheetSuggestsOnlyAnotherSource(source: ScanSourceOption, suggestsDemo: Bool) {
        #expect(source.sheetHint.hasPrefix("Esc cancels"))
        #expect(source.sheetHint.contains("--scan-source demo") == suggestsDemo, "\(source.sheetHint)")
        if source == .demo { #expect(source.sheetHint.contains("the demo feed")) }
    }

    @Test func usageListsEveryScreenThatWorks() {
        for screen in DemoScreen.allCases {
            #expect(CommandLineOptions.usage.contains(screen.rawValue))
        }
    }

    /// Every option's description starts in one column: an option too long for
    /// the column puts its description on the next line, never a column later.
    @Test func usageDescriptionsShareOneColumn() throws {
        let lines = CommandLineOptions.usage.split(separator: "\n", omittingEmptySubsequences: false)
        let options = try #require(lines.firstIndex(of: "options:"))
        let column = 17
        for line in lines[(options + 1)...] where !line.isEmpty {
            let text = Array(line)
            // An option line: the option (single spaces inside), two spaces, the description.
            let gap = line.hasPrefix("  -") ? line.dropFirst(2).range(of: "  ") : nil
            let description = gap.map { line[$0.upperBound...].drop { $0 == " " } } ?? line.drop { $0 == " " }
            if line.hasPrefix("  -") && gap == nil { continue }  // the description is on the next line
            #expect(line.distance(from: line.startIndex, to: description.startIndex) == column, "\(line)")
            #expect(!description.isEmpty && text.count > column, "\(line)")
        }
    }

    /// The start pages that ship with the demo are named where `--url` is.
    @Test func usageNamesTheStartPages() throws {
        let directory = try #require(WebAddress.startPage?.deletingLastPathComponent())
        let pages = try FileManager.default.contentsOfDirectory(atPath: directory.path)
        #expect(pages.contains("index.html"))
        #expect(CommandLineOptions.usage.contains("start:,"))
        for page in pages where page != "index.html" {
            #expect(CommandLineOptions.usage.contains("start:\(page)"), "\(page)")
        }
    }
}

/// What the web screen's address field and `--url` accept.
@Suite struct WebAddressTests {
    @Test(arguments: [
        ("https://example.org/a", "https://example.org/a"),
        ("example.org", "https://example.org"),
        ("data:text/plain,hi", "data:text/plain,hi"),
        ("/etc/hostname", "file:///etc/hostname"),
    ])
    func addressesBecomeURLs(text: String, url: String) {
        #expect(WebAddress.url(from: text)?.absoluteString == url)
    }

    @Test func wordsAreNotAddresses() {
        #expect(WebAddress.url(from: "two words") == nil)
        #expect(WebAddress.url(from: "") == nil)
    }

    /// The fuzzer's find: `https://://example.com` parses with an empty host, and
    /// opened as an address with no host (or, tried as a bare name, as host `https`).
    @Test(arguments: ["https://://example.com/page,q=0", "http:///path", "https://"])
    func aNetworkAddressWithoutAHostIsRefused(text: String) {
        #expect(WebAddress.url(from: text) == nil)
    }

    @Test func aHostWithAPortIsStillABareName() {
        #expect(WebAddress.url(from: "localhost:8080/a")?.absoluteString == "https://localhost:8080/a")
    }

    @Test func theStartPageShowsAsStartColon() throws {
        let index = try #require(WebAddress.url(from: "start:"))
        #expect(FileManager.default.fileExists(atPath: index.path))
        #expect(WebAddress.display(index.absoluteString) == "start:index.html")
        #expect(WebAddress.url(from: "start:lists.html")?.lastPathComponent == "lists.html")
    }
}
