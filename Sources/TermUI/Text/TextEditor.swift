import CursesKit

/// A view that edits long-form, multi-line text (SwiftUI's `TextEditor`).
///
/// It takes the room it is offered, wraps the text at its width and scrolls
/// to keep the cursor in view. Enter breaks the line; the arrows, Home/End,
/// PgUp/PgDn and Ctrl-Home/End move, and Shift with them selects (drawn
/// reversed; typing replaces the selection, Backspace and Delete remove it).
/// Readline's keys work as in a ``TextField``; Ctrl-Z undoes and Alt-Z (or
/// Ctrl-Y right after an undo) redoes: a typed run, a run of Backspaces, a
/// paste and a kill are one step each. Tab moves focus, as everywhere in a
/// terminal: a tab character comes in by pasting. A click places the cursor,
/// a drag selects, the wheel scrolls.
///
/// A key costs the same at character 10 and at character 1,000,000: the
/// editor keeps lines, wraps only those on screen and near the cursor, and
/// measures nothing else. The binding gets the whole text after each edit,
/// as SwiftUI's does: the lines joined, a copy of their bytes with nothing
/// measured (the one cost of a key that grows with the text); a run of typed keys
/// read together costs one pass.
///
/// ```swift
/// TextEditor(text: $notes)
///     .frame(height: 10)
/// ```
public struct TextEditor: View {
    /// Body is `Never`: hosted on a `TextArea`.
    public typealias Body = Never
    let text: Binding<String>

    /// An editor of `text`.
    public init(text: Binding<String>) {
        self.text = text
    }
}

extension TextEditor: HostedView, TextBindingView {
    func makeWidget(target: ActionTarget) -> TextArea {
        let area = TextArea()
        area.wire(to: target)
        return area
    }

    func update(_ widget: TextArea, environment: EnvironmentValues, transaction: Transaction) {
        widget.isEnabled = environment.isEnabled
        widget.text = text.wrappedValue
    }

    /// All it is offered; asked for its ideal size, 30 by 5.
    func sizeThatFits(_ proposal: ProposedSize, widget: TextArea) -> Size {
        Size(width: max(1, proposal.width ?? 30), height: max(1, proposal.height ?? 5))
    }
}
