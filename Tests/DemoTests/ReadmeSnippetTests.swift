import Foundation
import Testing

/// docs/EXAMPLES.md's "Wrap your own widget" shows the demo's real
/// AddToWalletButton; this keeps the two from drifting apart.
@Suite struct ReadmeSnippetTests {
    @Test func wrapYourOwnWidgetIsTheDemosSource() throws {
        let root = URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let guide = try String(contentsOf: root.appendingPathComponent("docs/EXAMPLES.md"), encoding: .utf8)
        let source = try String(
            contentsOf: root.appendingPathComponent("Sources/Demo/AddToWalletButton.swift"), encoding: .utf8)
        #expect(guide.contains("```swift\n" + source + "```"))
    }
}
