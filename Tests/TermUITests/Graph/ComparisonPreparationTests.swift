import CursesKit
import Testing

@testable import TermUI

/// The comparison plans of the views on screen are made once the first frame
/// is drawn, so no key makes one: a plan is made from its type's fields and
/// the protocols they conform to, and the first cast of a type to a protocol
/// scans every conformance record in the program.
@MainActor
@Suite struct ComparisonPreparationTests {
    /// Types of this test alone, so no other test has made their plans.
    struct Badge: View {
        let count: Int
        let label: String
        let tint: Color?
        var body: some View {
            Text("\(label) \(count)").foregroundColor(tint)
        }
    }

    struct Row<Content: View>: View {
        let title: String
        @ViewBuilder let content: Content
        var body: some View {
            HStack {
                Text(title)
                content
            }
        }
    }

    struct Screen: View {
        @State private var count = 0
        var body: some View {
            VStack {
                Row(title: "row") { Badge(count: count, label: "seen", tint: count > 1 ? .red : nil) }
                Button("Add") { count += 1 }
            }
        }
    }

    @Test func aKeyAfterTheFirstFrameMakesNoPlan() {
        let host = HeadlessHost(size: Size(width: 30, height: 4)) { Screen() }
        #expect(host.lines.contains { $0.contains("seen 0") })
        let made = ValueComparison.plansMade
        host.send(KeyEvent(.enter))
        #expect(host.lines.contains { $0.contains("seen 1") }, "the key re-rendered the screen")
        host.send(KeyEvent(.enter))
        #expect(host.lines.contains { $0.contains("seen 2") })
        #expect(
            ValueComparison.plansMade == made, "every plan the two keys used was made after the first frame")
    }

    /// Shown by the first key, so mounted after the first frame.
    struct Detail: View {
        let presses: Int
        let notes: [String]
        var body: some View {
            Text("detail \(presses) \(notes.count)")
        }
    }

    struct Toggling: View {
        @State private var presses = 0
        var body: some View {
            VStack {
                if presses > 0 { Detail(presses: presses, notes: ["a"]) }
                Button("Press") { presses += 1 }
            }
        }
    }

    @Test func aViewMountedByAKeyIsPreparedAfterItsFrame() {
        let host = HeadlessHost(size: Size(width: 30, height: 4)) { Toggling() }
        #expect(!host.lines.contains { $0.contains("detail") })
        host.send(KeyEvent(.enter))
        #expect(host.lines.contains { $0.contains("detail 1 1") }, "the key mounted the detail")
        let made = ValueComparison.plansMade
        host.send(KeyEvent(.enter))
        #expect(host.lines.contains { $0.contains("detail 2 1") }, "the next key compared it")
        #expect(ValueComparison.plansMade == made)
    }
}
