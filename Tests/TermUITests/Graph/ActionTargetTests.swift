import CursesKit
import Testing

@testable import TermUI

/// A hosted view that fires nothing makes no action target (nor the closure
/// and weak reference that come with one): counted on the nodes of a screen
/// of texts, images, shapes, dividers and a progress bar beside controls that
/// fire, which still act.
@MainActor
@Suite struct ActionTargetTests {
    struct Screen: View {
        @State var presses = 0
        @State var isOn = false
        var body: some View {
            VStack {
                Text("presses \(presses)")
                ForEach(0..<20, id: \.self) { Text("row \($0)") }
                Image(systemName: "star")
                Rectangle().frame(width: 4, height: 1)
                Divider()
                ProgressView(value: 0.5)
                Button("Press") { presses += 1 }
                Toggle("On", isOn: $isOn)
            }
        }
    }

    @Test func onlyViewsThatFireMakeATarget() {
        let host = HeadlessHost(size: Size(width: 40, height: 40), root: Screen())
        var withTarget = 0
        var hosted = 0
        host.graph.root?.forEachNode { node in
            guard let behavior = node.behavior as? any ActionTargetCounting else { return }
            hosted += 1
            if behavior.hasActionTarget { withTarget += 1 }
        }
        // 21 texts, an image, a shape, a divider, a progress bar, a button, a toggle.
        #expect(hosted == 27)
        #expect(withTarget == 2)
        // The two that have one still fire.
        host.send(KeyEvent(.enter))
        #expect(host.lines.joined(separator: "\n").contains("presses 1"))
    }
}
