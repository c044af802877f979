import CursesKit
import Foundation
import Observation
import ScannerKit
import TermUI
import TermUITesting
import Testing

@testable import Demo

/// Where a harness points its adapter's binding or closure; flipping it
/// re-renders the harness with a new one after the widget was made.
@MainActor
@Observable
final class Repoint {
    var toB = false
}

/// Every demo coordinator writes through its current parent: each adapter is
/// made with a binding (or closure) to `a`, re-pointed at `b` once its widget
/// exists, and then made to write. A coordinator that kept the parent it was
/// made with (no `RepresentableCoordinator`, or a copy of a binding taken in
/// `makeWidget`) writes `a`: the seeds' stale-binding bug.
@MainActor
@Suite struct DemoCoordinatorParentTests {
    struct AddButtonHarness: View {
        let repoint: Repoint
        @State private var tapsA = 0
        @State private var tapsB = 0

        var body: some View {
            VStack(alignment: .leading) {
                Text("a \(tapsA) b \(tapsB)")
                AddToWalletButton(onTap: repoint.toB ? { tapsB += 1 } : { tapsA += 1 })
            }
        }
    }

    @Test func theAddToWalletButtonRunsItsCurrentClosure() throws {
        let repoint = Repoint()
        let host = HeadlessHost(size: Size(width: 40, height: 6), tracePath: nil) {
            AddButtonHarness(repoint: repoint)
        }
        if host.focusedWidget == nil { host.send(KeyEvent(.tab)) }
        host.send(KeyEvent(.enter))
        #expect(host.lines[0].hasPrefix("a 1 b 0 "))
        repoint.toB = true
        host.send(KeyEvent(.enter))
        #expect(host.lines[0].hasPrefix("a 1 b 1 "))
    }

    struct ScannerHarness: View {
        let repoint: Repoint
        @State private var codeA: String?
        @State private var codeB: String?

        var body: some View {
            VStack(alignment: .leading) {
                Text("a \(codeA ?? "-") b \(codeB ?? "-")")
                ScannerView(code: repoint.toB ? $codeB : $codeA)
            }
            .environment(\.scanSource, .keyboard)
        }
    }

    @Test func theScannerWritesTheCodeThroughItsCurrentBinding() async throws {
        let repoint = Repoint()
        let host = HeadlessHost(size: Size(width: 80, height: 24), tracePath: nil) {
            ScannerHarness(repoint: repoint)
        }
        if host.focusedWidget == nil { host.send(KeyEvent(.tab)) }
        try #require(host.focusedWidget is ScannerPanel)
        repoint.toB = true
        host.send("CODE-1".map { KeyEvent.character($0) } + [KeyEvent(.enter)])
        #expect(await waitUntil { host.lines[0].hasPrefix("a - b CODE-1 ") })
    }

    struct WebHarness: View {
        let repoint: Repoint
        let url: URL
        @State private var progressA: Float = 0
        @State private var progressB: Float = 0
        @State private var pageA = PageInfo()
        @State private var pageB = PageInfo()
        @State private var serial = 0

        var body: some View {
            VStack(alignment: .leading) {
                Text("a \(pageA.title) \(progressA == 1 ? "done" : "-")")
                Text("b \(pageB.title) \(progressB == 1 ? "done" : "-")")
                WebViewAdapter(
                    estimatedProgress: repoint.toB ? $progressB : $progressA, url: url, loadSerial: serial,
                    page: repoint.toB ? $pageB : $pageA)
            }
            .onKeyPress("r") {
                serial += 1
                return .handled
            }
        }
    }

    @Test func theWebViewWritesProgressAndPageThroughItsCurrentBindings() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "termui-coordinator-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let url = folder.appendingPathComponent("page.html")
        try Data("<title>Repointed</title><p>hello</p>".utf8).write(to: url)
        let repoint = Repoint()
        let host = HeadlessHost(size: Size(width: 60, height: 12), tracePath: nil) {
            WebHarness(repoint: repoint, url: url)
        }
        repoint.toB = true
        _ = host.lines
        let before = host.lines[0]
        // A load asked for after the flip: everything it reports goes to b.
        host.send(.character("r"))
        #expect(await waitUntil { host.lines[1].hasPrefix("b Repointed done ") })
        #expect(host.lines[0] == before, "nothing more is written to the first bindings")
    }
}
