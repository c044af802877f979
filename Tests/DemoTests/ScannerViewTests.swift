import CursesKit
import DemoParsing
import Foundation
import Observation
import ScannerKit
import TermUI
import TermUITesting
import Testing
import WalletKit

@testable import Demo

/// What presents the scanner in these tests: a code and a flag a test can set, also with animation.
@MainActor
@Observable
final class ScannerPresenter {
    var showing = false
    var code: String?
}

/// Seed 001's presentation, driven from the test: a sheet holding ScannerView.
struct ScannerHarness: View {
    let presenter: ScannerPresenter
    let source: ScanSourceOption

    var body: some View {
        VStack(alignment: .leading) {
            Text(presenter.code ?? "no code")
        }
        .sheet(isPresented: Binding(get: { presenter.showing }, set: { presenter.showing = $0 })) {
            ScannerView(code: Binding(get: { presenter.code }, set: { presenter.code = $0 }))
        }
        .environment(\.scanSource, source)
    }
}

/// ScannerView, seed 001's controller representable, through HeadlessHost: the
/// whole seed-004 lifecycle on a real ScannerController reading real pictures.
@MainActor
@Suite struct ScannerViewTests {
    /// Writes a 320×240 PNG with `payload` as a QR code (or no code), and returns its path.
    static func picture(_ payload: String?) throws -> String {
        let synthesizer = FrameSynthesizer(width: 320, height: 240)
        let frame = synthesizer.render(
            payload.flatMap(QRSymbol.init(text:)).map {
                [($0, SymbolPlacement(centerX: 160, centerY: 120, moduleSize: 4))]
            }
                ?? [])
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "scanner-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let path = folder.appendingPathComponent(payload == nil ? "blank.png" : "code.png").path
        _ = FileManager.default.createFile(atPath: path, contents: Data(try #require(frame.pngData())))
        return path
    }

    func events(_ host: HeadlessHost) -> [String] {
        host.lifecycleLog.events.filter { $0.view.hasPrefix("ScannerView") }.map(\.kind.rawValue)
    }

    @Test func makeUpdateThenTheCoordinatorWritesTheBindingAndDismissalDismantles() async throws {
        let presenter = ScannerPresenter()
        let path = try Self.picture("https://example.com/a")
        let host = HeadlessHost(size: Size(width: 80, height: 24)) {
            ScannerHarness(presenter: presenter, source: .file(path))
        }
        #expect(events(host).isEmpty)
        withAnimation { presenter.showing = true }
        _ = host.lines
        #expect(events(host) == ["makeCoordinator", "makeController", "updateController"])
        // The context handed to updateController carried the presenting transaction.
        let update = host.lifecycleLog.events.last { $0.kind == .updateController }
        #expect(update?.animation != nil)
        // The scanner has focus in the sheet and is scanning the file.
        weak let panel = host.focusedWidget as? ScannerPanel
        #expect(panel?.state == .scanning)
        // zbar reads the picture off the main thread; the coordinator, as the
        // delegate, writes the binding on the main actor.
        #expect(await waitUntil { presenter.code != nil })
        #expect(presenter.code == "https://example.com/a")
        #expect(host.lines[0].hasPrefix("https://example.com/a"))
        presenter.showing = false
        _ = host.lines
        // The parent re-rendered with the new code: ScannerView was updated (its
        // binding is made of closures, which never compare equal), then dismantled once.
        let calls = events(host)
        #expect(calls.prefix(3) == ["makeCoordinator", "makeController", "updateController"])
        #expect(calls.dropFirst(3).dropLast().allSatisfy { $0 == "updateController" })
        #expect(calls.last == "dismantleController")
        #expect(calls.filter { $0 == "dismantleController" }.count == 1)
        // Dismantled: scanning stopped, controller and panel released.
        #expect(panel == nil)
    }

    @Test func escClosesTheSheetWithoutACodeAndStopsScanning() async throws {
        let path = try Self.picture(nil)
        let host = HeadlessHost(size: Size(width: 80, height: 24)) {
            ScannerScreenHost(source: .file(path))
        }
        host.send(KeyEvent(.enter))
        let panel = try #require(host.focusedWidget as? ScannerPanel)
        #expect(
            await waitUntil {
                _ = host.lines
                return panel.image != nil
            })
        #expect(host.lines.contains { $0.contains("● image blank.png") && $0.contains("no code in view") })
        host.send(KeyEvent(.escape))
        #expect(!host.lines.contains { $0.contains("no code in view") })
        #expect(panel.state == .stopped)
        #expect(
            events(host) == ["makeCoordinator", "makeController", "updateController", "dismantleController"])
    }

    @Test func aRecognisedCodeClosesTheSheetAndIsShownInert() async throws {
        let path = try Self.picture("red \u{1B}[31malert\u{07}")
        let host = HeadlessHost(size: Size(width: 80, height: 24)) {
            ScannerScreenHost(source: .file(path))
        }
        host.send(KeyEvent(.enter))
        #expect(await waitUntil { host.lines.contains { $0.contains("alert") } })
        // The escape and the bell are drawn as U+FFFD: nothing reaches the terminal.
        #expect(host.lines[1] == "red �[31malert�".padding(toLength: 80, withPad: " ", startingAt: 0))
        #expect(events(host).last == "dismantleController")
    }

    /// A keyboard-wedge reader types its code as one burst of keys, then Enter,
    /// often in the same read as the Enter that opened the scanner. The demo's
    /// own letter keys (`l`, `q`) and the scanner's Enter reach the scanner,
    /// the burst is one frame, and the code lands once, whole.
    @Test func aKeyboardWedgeScanTypedAsOneBurstIsOneCode() async throws {
        let directory = FileManager.default.temporaryDirectory
            .appendingPathComponent("termui-wedge-\(UUID().uuidString)", isDirectory: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let wallet = WalletSource(
            pass: PassFileLoader.sample(), library: PassLibrary(directory: directory), ioInline: true)
        let host = HeadlessHost(size: Size(width: 80, height: 24), tracePath: nil) {
            DemoRootView(initialScreen: .scanner, wallet: wallet).environment(\.scanSource, .keyboard)
        }
        let code = "https://example.com/lq?l=1&q=2"
        let frames = host.framesDrawn
        host.send([KeyEvent(.enter)] + code.map { KeyEvent.character($0) } + [KeyEvent(.enter)])
        #expect(host.framesDrawn - frames == 1, "one frame for the burst")
        #expect(await waitUntil { host.lines.contains { $0.contains(" " + code + " ") } })
        #expect(host.lines.contains { $0.contains("Open example.com on the web screen") })
        #expect(!host.lines.contains { $0.contains("Point a QR code") }, "the sheet closed")
        // One scanning session, one code: made once, dismantled once when the code closed the sheet.
        #expect(events(host).filter { $0 == "makeController" }.count == 1)
        #expect(events(host).last == "dismantleController")
        #expect(events(host).filter { $0 == "dismantleController" }.count == 1)
    }

    @Test func aPassJSONIsOfferedToTheWalletScreen() throws {
        let json = String(decoding: try JSONEncoder().encode(try Pass.sample), as: UTF8.self)
        guard case .pass(let pass) = ScannedPayload(json) else {
            Issue.record("the sample pass was not recognised as a pass")
            return
        }
        #expect(pass.serialNumber == (try Pass.sample).serialNumber)
    }

    @Test(arguments: [
        ("https://example.com/page", "url"),
        ("http://example.com", "url"),
        ("ftp://example.com/file", "text"),
        ("https://exa\u{1B}mple.com", "text"),
        ("just words", "text"),
        ("{\"not\": \"a pass\"}", "text"),
    ])
    func payloadsAreClassified(payload: String, kind: String) {
        switch ScannedPayload(payload) {
        case .url: #expect(kind == "url")
        case .pass: #expect(kind == "pass")
        case .text: #expect(kind == "text")
        }
    }
}

/// The scanner screen with the focus state the demo's root view gives it.
struct ScannerScreenHost: View {
    let source: ScanSourceOption
    @FocusState private var isTyping: Bool

    var body: some View {
        ScannerScreen(showPass: { _ in }, openURL: { _ in }, isTypingCode: $isTyping).environment(
            \.scanSource, source)
    }
}
