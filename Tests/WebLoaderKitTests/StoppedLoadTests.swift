import Foundation
import TermUITesting
import Testing

@testable import WebLoaderKit

/// A stopped load lets go of its connection, whenever it was stopped: the
/// fixture's endless body stops being sent. (A load stopped while connecting
/// once downloaded an endless answer for ever, with nobody listening.)
@MainActor
@Suite struct StoppedLoadTests {
    let server: HTTPFixture

    init() throws {
        server = try HTTPFixture()
    }

    /// Body bytes the fixture sent to each endless answer that has ended so far.
    var endlessBytesSent: [Int] {
        server.lines.compactMap { line in
            line.hasPrefix("ended /endless after ") ? Int(line.dropFirst(21)) : nil
        }
    }

    var endlessRequests: Int { server.lines.filter { $0 == "request /endless" }.count }

    enum Moment: String, CaseIterable {
        case beforeItConnects, afterTheCommit, afterSomeProgress
    }

    @Test(arguments: Moment.allCases)
    func aStoppedEndlessLoadEndsItsConnection(at moment: Moment) async {
        let harness = LoaderHarness()
        harness.widget.load(WebRequest(url: server.url("/endless")))
        switch moment {
        case .beforeItConnects: break
        case .afterTheCommit: #expect(await waitUntil { harness.delegate.calls.contains("commit") })
        case .afterSomeProgress: #expect(await waitUntil { harness.widget.estimatedProgress > 0.3 })
        }
        harness.widget.stopLoading()
        #expect(!harness.widget.isLoading)
        // Stopped before it connects, the request may never be sent at all; every
        // endless answer the fixture began must end.
        if moment != .beforeItConnects { #expect(await waitUntil { endlessRequests == 1 }) }
        let ended = await waitUntil { endlessBytesSent.count == endlessRequests }
        #expect(ended, "the fixture still sends: \(server.lines)")
        #expect(endlessRequests <= 1)
        #expect(harness.delegate.calls.last != "finish")
        // The network thread goes on: the next load on the widget finishes.
        await harness.load(server.url("/page/b"))
        #expect(harness.widget.title == "Page B")
    }

    /// A program started while a page loads (a link opened with xdg-open, a
    /// test's child process) must not keep the load's connection. libcurl opens
    /// its sockets without close-on-exec: such a program inherited the live
    /// connection, so after the stop it stayed open and the server went on
    /// sending for as long as that program lived (here 600 s).
    @Test func aProgramStartedDuringTheLoadDoesNotKeepItsConnection() async throws {
        let harness = LoaderHarness()
        harness.widget.load(WebRequest(url: server.url("/endless")))
        #expect(await waitUntil { harness.widget.estimatedProgress > 0.3 })
        // posix_spawn's default: the child inherits every descriptor not close-on-exec.
        let child = try Self.spawn(["/bin/sleep", "600"])
        defer {
            kill(child, SIGKILL)
            var status: Int32 = 0
            _ = waitpid(child, &status, 0)
        }
        harness.widget.stopLoading()
        #expect(await waitUntil { endlessRequests == 1 })
        let ended = await waitUntil(timeout: .seconds(60)) { endlessBytesSent.count == 1 }
        #expect(ended, "the fixture still sends: \(server.lines)")
    }

    static func spawn(_ arguments: [String]) throws -> pid_t {
        var pid = pid_t()
        let argv: [UnsafeMutablePointer<CChar>?] = arguments.map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }
        let result = posix_spawn(&pid, arguments[0], nil, nil, argv, environ)
        guard result == 0 else { throw POSIXError(POSIXErrorCode(rawValue: result) ?? .EIO) }
        return pid
    }

    /// At the size cap the load ends and so does the transfer. (How much the
    /// fixture sent past the cap depends on how fast the cancel takes on a
    /// loaded machine, so it is not asserted.)
    @Test func anEndlessBodyCutAtTheCapEndsItsConnection() async {
        let harness = LoaderHarness()
        harness.widget.maximumPageSize = 1 << 20
        await harness.load(server.url("/endless"))
        #expect(harness.delegate.errors == [.tooLarge(limit: 1 << 20)])
        let ended = await waitUntil { endlessBytesSent.count == 1 }
        #expect(ended, "the fixture still sends: \(server.lines)")
    }

    /// Loads of every kind (endless, a page, a refused port, a connection closed
    /// early) stopped after 0 to 11 turns of the main actor, one after another
    /// on one widget: the process lives (a task cancelled as it failed stops it
    /// in swift-corelibs-foundation), every endless answer the fixture began
    /// ends, and the widget is idle at the end.
    @Test func loadsStoppedAtEveryMomentAllEnd() async {
        let harness = LoaderHarness()
        let refused = URL(string: "http://127.0.0.1:\(HTTPFixture.refusedPort())/")!
        let urls = [
            server.url("/endless"), server.url("/page/a"), refused, server.url("/close?bytes=5000&first=100"),
        ]
        for round in 0..<48 {
            harness.widget.load(WebRequest(url: urls[round % urls.count]))
            for _ in 0..<(round / urls.count) { await Task.yield() }
            harness.widget.stopLoading()
        }
        #expect(!harness.widget.isLoading)
        // A load stopped while connecting may still send its request later; every
        // answer begun by the time all have ended is checked.
        let ended = await waitUntil { endlessBytesSent.count == endlessRequests }
        #expect(ended, "began \(endlessRequests) endless answers; ended: \(endlessBytesSent)")
        await harness.load(server.url("/page/b"))
        #expect(harness.widget.title == "Page B")
    }
}
