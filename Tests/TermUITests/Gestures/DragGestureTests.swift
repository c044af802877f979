import CursesKit
import Foundation
import Testing

@testable import TermUI

/// `DragGesture` as SwiftUI's documentation shows it: the mouse's drag in
/// points, and the arrow keys as one-cell drags.
@MainActor
@Suite struct DragGestureTests {
    private func text(_ host: HeadlessHost) -> String { host.lines.joined(separator: "\n") }

    struct Knob: View {
        @State private var offset = CGSize.zero
        @State private var dragging = CGSize.zero
        @State private var changes = 0

        var body: some View {
            VStack(alignment: .leading, spacing: 0) {
                Text(
                    "at \(Int(offset.width)),\(Int(offset.height)) drag \(Int(dragging.width)),\(Int(dragging.height)) changes \(changes)"
                )
                Text("◉")
                    .gesture(
                        DragGesture(minimumDistance: 0)
                            .onChanged { value in
                                dragging = value.translation
                                changes += 1
                            }
                            .onEnded { value in
                                offset.width += value.translation.width
                                offset.height += value.translation.height
                                dragging = .zero
                            })
            }
        }
    }

    @Test func aMouseDragReportsItsTranslationInPointsAndItsEnd() {
        let host = HeadlessHost(size: Size(width: 50, height: 4), root: Knob())
        host.send(MouseEvent(.press, at: Point(x: 0, y: 1)))
        host.send(MouseEvent(.drag, at: Point(x: 3, y: 1)))
        #expect(host.lines[0].hasPrefix("at 0,0 drag 24,0 changes 1"), "\(text(host))")
        host.send(MouseEvent(.drag, at: Point(x: 3, y: 3)))
        #expect(host.lines[0].hasPrefix("at 0,0 drag 24,32 changes 2"), "\(text(host))")
        host.send(MouseEvent(.release, at: Point(x: 3, y: 3)))
        #expect(host.lines[0].hasPrefix("at 24,32 drag 0,0 changes 2"), "\(text(host))")
    }

    @Test func anArrowKeyOnTheFocusedViewIsADragOfOneCell() {
        let host = HeadlessHost(size: Size(width: 50, height: 4), root: Knob())
        // The dragged view takes focus at launch, as the first control.
        host.send(KeyEvent(.right))
        host.send(KeyEvent(.right))
        host.send(KeyEvent(.down))
        #expect(host.lines[0].hasPrefix("at 16,16 drag 0,0 changes 3"), "\(text(host))")
        #expect(host.keyHints.contains { $0.label == "drag" }, "\(host.keyHints)")
    }

    @Test func aDragShorterThanTheMinimumDistanceIsNoDrag() {
        let host = HeadlessHost(size: Size(width: 50, height: 4)) {
            Text("x").gesture(
                DragGesture().onChanged { _ in Issue.record("a one-cell move is 8 points, under 10") })
        }
        host.send(MouseEvent(.press, at: Point(x: 0, y: 0)))
        host.send(MouseEvent(.drag, at: Point(x: 1, y: 0)))
        host.send(MouseEvent(.release, at: Point(x: 1, y: 0)))
    }
}
