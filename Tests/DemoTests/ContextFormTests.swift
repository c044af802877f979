import CursesKit
import Foundation
import Testing

@testable import Demo
@testable import TermUI
@testable import WalletKit

/// The context screen's `Form`: the accent `Picker` and the type-size
/// `Stepper` drive the same environment values as the `a` and `+`/`-` keys.
@MainActor
@Suite struct ContextFormTests {
    private func withContextScreen(_ body: (HeadlessHost) -> Void) {
        let folder = FileManager.default.temporaryDirectory
            .appendingPathComponent("termui-context-form-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let wallet = WalletSource(pass: PassFileLoader.sample(), library: PassLibrary(directory: folder))
        let host = HeadlessHost(
            size: Size(width: 80, height: 24), root: DemoRootView(initialScreen: .context, wallet: wallet))
        body(host)
    }

    @Test func theFormShowsTheControlsUnderItsHeader() {
        withContextScreen { host in
            #expect(host.lines[9] == " context.environment" + String(repeating: " ", count: 60))
            #expect(host.lines[10].hasPrefix("   accentColor "))
            #expect(host.lines[10].hasSuffix("[purple]│ orange  a     "))
            #expect(host.lines[11].hasPrefix("   dynamicTypeSize large → .title2 "))
            #expect(host.lines[11].hasSuffix("[-|+] + / - "))
            #expect(host.lines[12].hasSuffix("[ ] changes run in withAnimation m     "))
            #expect(host.cell(at: Point(x: 1, y: 9)).style.attributes.contains(.bold))
        }
    }

    /// The label's colour: the middle of its one line of text, in the box.
    private func labelColor(_ host: HeadlessHost) -> Color {
        host.cell(at: Point(x: 40, y: 5)).style.foreground
    }

    @Test func thePickerChoosesTheAccentTheLabelTakes() {
        withContextScreen { host in
            #expect(labelColor(host) == .purple)
            // Focus starts on the animation toggle; the picker is two controls before it.
            host.send([KeyEvent(.backTab), KeyEvent(.backTab)])
            host.send(KeyEvent(.right))
            #expect(host.lines[10].hasSuffix(" purple │[orange] a     "))
            #expect(labelColor(host) == .orange)
            // The `a` key and the picker write the same state.
            host.send(.character("a"))
            #expect(host.lines[10].hasSuffix("[purple]│ orange  a     "))
            #expect(labelColor(host) == .purple)
        }
    }

    @Test func theStepperStepsTheTypeSizeAndStopsAtTheEnds() {
        withContextScreen { host in
            host.send(KeyEvent(.backTab))
            host.send(KeyEvent(.right))
            #expect(host.lines[11].hasPrefix("   dynamicTypeSize xLarge → .title2 "))
            host.send([KeyEvent(.left), KeyEvent(.left)])
            #expect(host.lines[11].hasPrefix("   dynamicTypeSize medium → .body "))
            for _ in 0..<5 { host.send(KeyEvent(.left)) }
            #expect(host.lines[11].hasPrefix("   dynamicTypeSize xSmall → .body "))
            // At the smallest size the stepper's minus is dimmed.
            let minus = host.lines[11].count - 11
            #expect(host.cell(at: Point(x: minus, y: 11)).style.attributes.contains(.dim))
        }
    }
}
