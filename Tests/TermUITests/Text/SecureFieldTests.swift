import Foundation
import Testing

@testable import CursesKit
@testable import TermUI

/// `SecureField`: edits like a text field, the binding gets the secret, and
/// the secret is in no cell of the screen, no kill-ring entry and no line of
/// the lifecycle trace.
@MainActor
@Suite struct SecureFieldTests {
    /// Letters that appear nowhere else on the screen.
    static let secret = "QZXJVK"

    /// A representable beside the field, so the trace has lines to scan.
    struct Mirror: WidgetRepresentable {
        let count: Int
        func makeWidget(context: Context) -> LabelWidget { LabelWidget() }
        func updateWidget(_ widget: LabelWidget, context: Context) { widget.text = "\(count) typed" }
    }

    struct SignIn: View {
        @State var password = ""
        @State var submitted = ""
        var body: some View {
            VStack(alignment: .leading) {
                SecureField("Password", text: $password)
                    .frame(width: 96)
                    .onSubmit { submitted = "sent \(password.count)" }
                Mirror(count: password.count).frame(height: 16)
                Text(submitted)
            }
        }
    }

    static func host(tracePath: String? = nil) -> HeadlessHost {
        HeadlessHost(size: Size(width: 20, height: 3), tracePath: tracePath) { SignIn() }
    }

    /// Every grapheme on the screen, one string per row.
    static func cells(of host: HeadlessHost) -> String {
        var all = ""
        for y in 0..<3 {
            for x in 0..<20 { all += host.cell(at: Point(x: x, y: y)).text }
            all += "\n"
        }
        return all
    }

    @Test func typedTextGoesToTheBindingAndIsDrawnAsBullets() throws {
        let host = Self.host()
        #expect(host.lines[0] == "Password            ")
        host.send(KeyEvent(.tab))
        host.type(Self.secret)
        #expect(host.lines[0] == "••••••              ")
        #expect(host.lines[1] == "6 typed             ")
        #expect(host.cursor == Point(x: 6, y: 0))
        host.send(KeyEvent(.enter))
        #expect(host.lines[2] == "sent 6              ")
        let cells = Self.cells(of: host)
        for letter in Self.secret { #expect(!cells.contains(letter), "\(letter) drawn") }
    }

    @Test func aWideCharacterIsOneBulletAndTheCursorFollowsTheBullets() {
        let host = Self.host()
        host.send(KeyEvent(.tab))
        host.type("漢字a")
        #expect(host.lines[0] == "•••                 ")
        #expect(host.cursor == Point(x: 3, y: 0))
        host.send(KeyEvent(.left))
        #expect(host.cursor == Point(x: 2, y: 0))
    }

    @Test func aLongSecretScrollsItsBulletsAndReadlineKeysEditIt() {
        let host = Self.host()
        host.send(KeyEvent(.tab))
        host.type("correct horse battery")
        // 12 columns: 11 bullets and the cursor cell.
        #expect(host.lines[0] == "•••••••••••         ")
        #expect(host.lines[1] == "21 typed            ")
        host.send(KeyEvent.control("w"))
        #expect(host.lines[1] == "14 typed            ")
        host.send(KeyEvent.control("a"))
        host.send(KeyEvent.control("k"))
        #expect(host.lines[0] == "Password            ")
        host.send(KeyEvent.control("z"))
        #expect(host.lines[1] == "14 typed            ")
    }

    @Test func killsInASecureFieldLeaveNothingInTheKillRing() {
        let host = Self.host()
        let before = KillRing.shared.entries
        host.send(KeyEvent(.tab))
        host.type(Self.secret)
        host.send(KeyEvent.control("u"))
        #expect(host.lines[1] == "0 typed             ")
        #expect(KillRing.shared.entries == before)
        #expect(!KillRing.shared.entries.contains { $0.contains(Self.secret) })
    }

    @Test func theSecretIsNeverInTheLifecycleTrace() throws {
        let folder = NSTemporaryDirectory() + "termui-secure-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let path = folder + "/trace.log"
        let host = Self.host(tracePath: path)
        host.send(KeyEvent(.tab))
        host.type(Self.secret)
        host.send(KeyEvent(.enter))
        host.tearDown()
        let trace = try String(contentsOfFile: path, encoding: .utf8)
        // The trace saw every update of the representable beside the field...
        #expect(trace.contains("Mirror.updateWidget"))
        // ...and none of the secret.
        for letter in Self.secret { #expect(!trace.contains(letter), "\(letter) in the trace") }
    }

    @Test func anUnfocusedSecretIsBulletsTooEndingInAnEllipsisWhenLong() {
        let host = HeadlessHost(size: Size(width: 8, height: 2)) {
            SecureField("Password", text: .constant(Self.secret)).frame(width: 64)
            SecureField("Password", text: .constant(Self.secret + Self.secret)).frame(width: 64)
        }
        #expect(host.lines == ["••••••  ", "•••••••…"])
    }

    @Test func thePromptShowsWhileEmptyInsteadOfTheTitle() {
        let host = HeadlessHost(size: Size(width: 20, height: 1)) {
            SecureField("Password", text: .constant(""), prompt: Text("required"))
        }
        #expect(host.lines == ["required            "])
        #expect(host.cell(at: .zero).style.attributes.contains(.dim))
    }

    @Test func withoutUTF8TheBulletFallsBackToAnAsterisk() {
        #expect(GlyphFallback.standIn(for: "•") == .ascii("*"))
    }
}
