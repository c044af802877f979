import CursesKit
import Testing

@testable import TermUI

/// `@FocusState` at its edges: writing `nil` takes focus out of the field,
/// and `.defaultFocus` applies once, not on every render.
@MainActor
@Suite struct FocusEdgeTests {
    enum Field: Hashable { case name, email }

    struct Submitting: View {
        @State private var name = ""
        @FocusState private var field: Field?
        var body: some View {
            VStack(alignment: .leading) {
                TextField("name", text: $name).focused($field, equals: .name)
                    .onSubmit { field = nil }
                Text("name [\(name)] \(field == nil ? "none" : "editing")")
                Button("Edit") { field = .name }
            }
        }
    }

    @Test func writingNilTakesFocusOutOfTheField() {
        let host = HeadlessHost(
            size: Size(width: 24, height: 3), focusesFirstControl: false, root: Submitting())
        host.send(KeyEvent(.tab))
        host.type("ann")
        #expect(host.lines[1].hasPrefix("name [ann] editing"))
        host.send(KeyEvent(.enter))
        #expect(host.lines[1].hasPrefix("name [ann] none"))
        #expect(!(host.focusedWidget is TextInput), "the field kept focus")
        host.type("x")
        #expect(host.lines[1].hasPrefix("name [ann] none"), "typing went into the field")
    }

    struct HiddenField: View {
        @State private var old = ""
        @State private var new = ""
        @FocusState private var editing: Bool
        var body: some View {
            VStack(alignment: .leading) {
                ScrollView {
                    TextField("old", text: $old).hidden()
                    TextField("new", text: $new)
                }
                .frame(height: 32)
                .focused($editing)
                Button("Edit") { editing = true }
                Text("[\(old)] [\(new)]")
            }
        }
    }

    /// A hidden view's controls take no focus (`.hidden()`): writing the
    /// `@FocusState` of a group whose first field is hidden focuses the first
    /// one the user can see, and what is typed goes there. (It focused nothing:
    /// the hidden field was chosen, and the focus chain refused it.)
    @Test func focusingAGroupSkipsItsHiddenField() {
        let host = HeadlessHost(
            size: Size(width: 24, height: 6), focusesFirstControl: false, root: HiddenField())
        host.send(KeyEvent(.backTab))
        #expect(host.focusedWidget is CursesKit.Button, "Shift-Tab reaches the button")
        host.send(KeyEvent(.enter))
        host.type("x")
        #expect(
            host.lines.contains { $0.hasPrefix("[] [x]") },
            "typing went elsewhere than the visible field: \(host.lines)")
    }

    struct Defaulted: View {
        @State private var name = ""
        @State private var email = ""
        @FocusState private var field: Field?
        var body: some View {
            VStack(alignment: .leading) {
                TextField("name", text: $name).focused($field, equals: .name)
                TextField("email", text: $email).focused($field, equals: .email)
                Text("[\(name)] [\(email)]")
            }
            .defaultFocus($field, .email)
        }
    }

    @Test func defaultFocusAppliesOnceAndTypingElsewhereStaysThere() {
        let host = HeadlessHost(
            size: Size(width: 24, height: 3), focusesFirstControl: false, root: Defaulted())
        host.type("e")
        #expect(host.lines[2].hasPrefix("[] [e]"), "the default field has focus: \(host.lines)")
        host.send(KeyEvent(.backTab))
        host.type("n")
        host.type("m")
        #expect(host.lines[2].hasPrefix("[nm] [e]"), "focus went back to the default: \(host.lines)")
    }
}
