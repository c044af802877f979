import CursesKit
import Foundation
import Testing

@testable import TermUI

/// Shapes of SwiftUI calls the held-out sample used that did not compile:
/// `.overlay(content:)` and `.background(alignment:content:)` with their
/// labels written out, and `.spring()` with no argument.
@MainActor
@Suite struct LabelledDecorationTests {
    struct Badge: View {
        @State private var offset: CGFloat = 0
        var body: some View {
            Text("Base text")
                .overlay(content: { Text("Over") })
                .background(alignment: .leading, content: { Color.blue })
                .animation(.spring(), value: offset)
        }
    }

    @Test func labelledOverlayAndBackgroundDraw() {
        let host = HeadlessHost(size: Size(width: 20, height: 1), root: Badge())
        #expect(host.lines[0].contains("Over"), "\(host.lines)")
    }

    @Test func aSpringWithNoArgumentIsTheResponseSpring() {
        let spring = Animation.spring()
        #expect(spring.spring?.response == 0.5)
        #expect(spring.spring?.dampingFraction == 0.825)
    }
}
