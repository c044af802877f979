import CursesKit
import Foundation
import Testing

@testable import Demo
@testable import TermUI
@testable import WalletKit

/// What one key costs on the demo's screens, counted, not timed: the widgets the
/// frame after the key draws. A key that changes one row must not redraw the screen;
/// the bounds are today's counts (a full 80×24 frame draws 17 to 37), so drawing more fails.
@MainActor
@Suite struct DemoFrameCostTests {
    struct Case: Sendable, CustomStringConvertible {
        let screen: DemoScreen?
        let keys: [KeyEvent]
        /// The most widgets the frame after the last key may draw.
        let bound: Int
        var description: String { "\(screen?.rawValue ?? "home") \(keys)" }
    }

    nonisolated static let cases = [
        // The two List rows whose selection changed: each its row, its link and its four texts.
        Case(screen: nil, keys: [KeyEvent(.down)], bound: 12),
        // The label and its box, the accent picker (its segment moves), and the
        // controls the accent tints (the stepper's halves, the toggle): one widget
        // each. Each area repainted from the root also draws the screen's
        // navigation level, the container of its widgets (one widget per area).
        Case(screen: .context, keys: [.character("a")], bound: 10),
        Case(screen: .context, keys: [.character("+")], bound: 5),
        Case(screen: .context, keys: [.character("m"), .character("a")], bound: 5),
        // Focus leaves one button for the other, and the footer's Enter hint
        // names the button focused now (the footer and the two containers above it).
        Case(screen: .wallet, keys: [KeyEvent(.tab)], bound: 11),
    ]

    @Test(arguments: cases)
    func aKeyDrawsOnlyWhatItChanged(_ test: Case) throws {
        let folder = FileManager.default.temporaryDirectory
            .appendingPathComponent("termui-frame-cost-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let wallet = WalletSource(pass: PassFileLoader.sample(), library: PassLibrary(directory: folder))
        let host = HeadlessHost(
            size: Size(width: 80, height: 24),
            root: DemoRootView(initialScreen: test.screen, wallet: wallet))
        let full = host.widgetsDrawn
        for key in test.keys.dropLast() { host.send(key) }
        let before = host.widgetsDrawn
        let screenBefore = Self.cells(of: host)
        if let last = test.keys.last { host.send(last) }
        let drawn = host.widgetsDrawn - before
        #expect(Self.cells(of: host) != screenBefore, "the key changed the screen")
        #expect(drawn > 0)
        #expect(drawn <= test.bound, "drew \(drawn) of the \(full) widgets of a full frame")
        print("frame cost \(test): \(drawn) widgets (full frame \(full))")
    }

    /// Every cell with its style (a focus change only changes styles).
    static func cells(of host: HeadlessHost) -> [CellBuffer.Cell] {
        let size = host.buffer.size
        return (0..<size.height).flatMap { y in (0..<size.width).map { host.cell(at: Point(x: $0, y: y)) } }
    }
}
