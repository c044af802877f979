import Foundation
import TermUITesting
import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// One exit-status rule for quitting, on every screen, idle and busy: `q` is a
/// quit the person chose and exits 0; an interrupt exits 130 (128 + SIGINT, as
/// a shell reports a program the signal ended) whichever way it comes: Ctrl-C
/// read as a key, Ctrl-C arriving as SIGINT while the app is still busy with
/// a large paste, or a SIGINT sent to the process. The terminal is restored
/// every time.
@Suite struct DemoExitStatusTests {
    enum Ending: String, CaseIterable, Sendable {
        case q, controlC, sentSIGINT, controlCWhileBusy
    }

    static let screens: [(name: String, arguments: [String])] = [
        ("home", []), ("context", ["--screen", "context"]), ("scanner", ["--screen", "scanner"]),
        ("wallet", ["--screen", "wallet"]), ("web", ["--screen", "web"]),
        ("ncurses", ["--screen", "ncurses"]),
    ]

    /// A megabyte of text as one bracketed paste: the app is still reading and
    /// routing it when the Ctrl-C written right after it arrives.
    static let largePaste: [UInt8] = {
        let line = Array("lorem ipsum q dolor sit amet\n".utf8)
        var bytes = Array("\u{1B}[200~".utf8)
        bytes.reserveCapacity(1_000_100)
        while bytes.count < 1_000_000 { bytes += line }
        return bytes + Array("\u{1B}[201~".utf8)
    }()

    @Test(arguments: screens.map(\.name), Ending.allCases)
    func quittingExitsWithOneStatusPerKindOfEnding(screen: String, ending: Ending) async throws {
        let arguments = Self.screens.first { $0.name == screen }?.arguments ?? []
        let terminal = try await DemoApp.launch(arguments: arguments)
        switch ending {
        case .q: try terminal.press(.character("q"))
        case .controlC: try terminal.press(.control("c"))
        case .sentSIGINT: try terminal.process.signal(SIGINT)
        case .controlCWhileBusy:
            try terminal.process.write(Self.largePaste)
            try terminal.press(.control("c"))
        }
        await terminal.expectCleanExit(status: .exited(ending == .q ? 0 : 128 + SIGINT))
    }
}
