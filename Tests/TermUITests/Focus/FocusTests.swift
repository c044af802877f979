import CursesKit
import Testing

@testable import TermUI

/// Tab order across stacks, `@FocusState` in both directions, and focus kept inside a sheet.
@MainActor
@Suite struct FocusTests {
    enum Field: Hashable { case name, email }

    struct Form: View {
        let recorder: Recorder
        @State private var name = ""
        @State private var email = ""
        @FocusState private var field: Field?
        var body: some View {
            let _ = recorder.record("field=\(field.map { "\($0)" } ?? "nil")")
            VStack(alignment: .leading) {
                HStack {
                    TextField("name", text: $name).focused($field, equals: .name).frame(width: 48)
                    TextField("email", text: $email).focused($field, equals: .email).frame(width: 48)
                }
                HStack {
                    Button("Next") { field = .email }
                    Button("Done") { field = nil }
                }
            }
        }
    }

    private func focusedTitle(_ host: HeadlessHost) -> String {
        switch host.focusedWidget {
        case let button as CursesKit.Button: button.title
        case let input as TextInput: "field:" + input.placeholder
        default: "none"
        }
    }

    /// A form that hands `$field` on to its fields and never reads `field`.
    struct Passing: View {
        let recorder: Recorder
        @State private var name = ""
        @State private var email = ""
        @FocusState private var field: Field?
        var body: some View {
            let _ = recorder.record("body")
            HStack {
                TextField("name", text: $name).focused($field, equals: .name).frame(width: 48)
                TextField("email", text: $email).focused($field, equals: .email).frame(width: 48)
            }
        }
    }

    /// Focus moved by Tab is written back to the state, and only a body that
    /// read the state runs again (as in SwiftUI, where a view depends only on
    /// what its body read): the demo's home list ran a second pass at start
    /// for a `.defaultFocus` written back into a state its body never read.
    @Test func focusMovingRendersOnlyABodyThatReadTheState() {
        let passing = Recorder()
        let host = HeadlessHost(
            size: Size(width: 14, height: 1), focusesFirstControl: false, root: Passing(recorder: passing))
        host.send(KeyEvent(.tab))
        host.send(KeyEvent(.tab))
        #expect(focusedTitle(host) == "field:email")
        #expect(passing.calls == ["body"], "the body ran again for a value it never read")

        let reading = Recorder()
        let other = HeadlessHost(
            size: Size(width: 16, height: 2), focusesFirstControl: false, root: Form(recorder: reading))
        other.send(KeyEvent(.tab))
        #expect(reading.calls == ["field=nil", "field=name"])
    }

    @Test func tabVisitsRowsInLayoutOrderAndShiftTabGoesBack() {
        let host = HeadlessHost(
            size: Size(width: 16, height: 2), focusesFirstControl: false, root: Form(recorder: Recorder()))
        var visited: [String] = []
        for _ in 0..<5 {
            host.send(KeyEvent(.tab))
            visited.append(focusedTitle(host))
        }
        #expect(visited == ["field:name", "field:email", "Next", "Done", "field:name"])
        host.send(KeyEvent(.backTab))
        #expect(focusedTitle(host) == "Done")
    }

    @Test func focusStateFollowsTabAndMovesFocusWhenWritten() {
        let recorder = Recorder()
        let host = HeadlessHost(
            size: Size(width: 16, height: 2), focusesFirstControl: false, root: Form(recorder: recorder))
        #expect(recorder.calls.last == "field=nil")
        host.send(KeyEvent(.tab))
        #expect(recorder.calls.last == "field=name")
        host.send(KeyEvent(.tab))
        host.send(KeyEvent(.tab))
        #expect(recorder.calls.last == "field=nil")
        #expect(focusedTitle(host) == "Next")
        host.send(KeyEvent(.enter))
        #expect(focusedTitle(host) == "field:email")
        #expect(recorder.calls.last == "field=email")
        host.type("hi")
        #expect(host.lines[0] == "name   hi       ")
        host.click(at: Point(x: 11, y: 1))
        #expect(focusedTitle(host) == "Done")
        #expect(recorder.calls.last == "field=nil")
        host.send(KeyEvent(.backTab))
        host.send(KeyEvent(.enter))
        #expect(focusedTitle(host) == "field:email")
    }

    struct Toggled: View {
        @FocusState private var isFocused: Bool
        @State private var text = ""
        var body: some View {
            VStack(alignment: .leading) {
                TextField("text", text: $text).focused($isFocused)
                Text(isFocused ? "editing" : "idle")
                Button("Edit") { isFocused = true }
            }
        }
    }

    @Test func boolFocusStateShowsAndTakesFocus() {
        let host = HeadlessHost(size: Size(width: 10, height: 3), focusesFirstControl: false, root: Toggled())
        #expect(host.lines[1] == "idle      ")
        host.click(at: Point(x: 2, y: 2))
        #expect(host.lines[1] == "editing   ")
        #expect(host.focusedWidget is TextInput)
        host.send(KeyEvent(.tab))
        #expect(host.lines[1] == "idle      ")
    }

    struct WithSheet: View {
        @State private var showing = false
        var body: some View {
            VStack {
                Button("Open") { showing = true }
                Button("Behind") {}
            }
            .sheet(isPresented: $showing) {
                VStack {
                    Button("One") {}
                    Button("Two") {}
                }
            }
        }
    }

    @Test func focusStaysInsideThePresentedSheetAndReturnsAfterwards() {
        let host = HeadlessHost(
            size: Size(width: 30, height: 10), focusesFirstControl: false, root: WithSheet())
        host.send(KeyEvent(.tab))
        host.send(KeyEvent(.enter))
        var visited: [String] = []
        for _ in 0..<4 {
            host.send(KeyEvent(.tab))
            visited.append(focusedTitle(host))
        }
        #expect(visited.allSatisfy { $0 == "One" || $0 == "Two" })
        #expect(Set(visited) == ["One", "Two"])
        host.click(at: Point(x: 1, y: 0))
        #expect(["One", "Two"].contains(focusedTitle(host)))
        host.send(KeyEvent(.escape))
        #expect(focusedTitle(host) == "Open")
    }
}
