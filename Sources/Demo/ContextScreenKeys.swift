import TermUI

/// The context screen's keys, each declared with its hint (the grey letters
/// beside the form's rows name the same keys): `a` accent, `+`/`-` type size,
/// `m` animation, `e` the text field; Esc leaves the field while it has focus.
struct ContextScreenKeys: ViewModifier {
    /// What a key asks the screen to do.
    enum Command {
        case leaveField, edit, accent, bigger, smaller, animation
    }

    let editing: Bool
    let perform: (Command) -> Void

    func body(content: Content) -> some View {
        content
            .onKeyPress(.escape, hint: editing ? "leave field" : nil, priority: .essential) {
                run(.leaveField)
            }
            .onKeyPress("e", hint: editing ? nil : "edit") { run(.edit) }
            .onKeyPress("a", hint: editing ? nil : "accent") { run(.accent) }
            .onKeyPress([.character("+"), .character("=")], hint: editing ? nil : "bigger", symbol: "+") {
                _ in
                run(.bigger)
            }
            .onKeyPress([.character("-"), .character("_")], hint: editing ? nil : "smaller", symbol: "-") {
                _ in
                run(.smaller)
            }
            .onKeyPress("m", hint: editing ? nil : "animation") { run(.animation) }
    }

    private func run(_ command: Command) -> KeyPress.Result {
        perform(command)
        return .handled
    }
}
