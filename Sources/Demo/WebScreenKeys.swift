import TermUI

/// The web screen's own keys, each declared with its hint: while the field
/// is being edited only Esc (cancel), otherwise Ctrl-L and `g` (address), `/`
/// (find), `d` (save, when the answer is a file) and `t` (throttle). The page's
/// own keys (links, history, reload) are the page widget's, and hinted there.
struct WebScreenKeys: ViewModifier {
    /// What a key asks the screen to do.
    enum Command {
        case clearNotice, cancel, newAddress, editAddress, find, save, throttle
    }

    let editing: Bool
    /// Read here, not by the screen: only this modifier follows whether the answer is a file.
    @Binding var page: PageInfo
    let perform: (Command) -> Void

    private var hasDownload: Bool { page.download != nil }

    func body(content: Content) -> some View {
        content
            // Any key outside the field forgets the last save's notice (and goes on).
            .onKeyPress { _ in
                if !editing { perform(.clearNotice) }
                return .ignored
            }
            .onKeyPress(.escape, hint: editing ? "cancel" : nil, priority: .essential) { run(.cancel) }
            .onKeyPress([.control("l")], hint: editing ? nil : "new address", priority: .low) { _ in
                run(.newAddress)
            }
            .onKeyPress([.character("g"), .character("G")], hint: editing ? nil : "address", symbol: "g") {
                _ in
                run(.editAddress)
            }
            .onKeyPress("/", hint: editing ? nil : "find") { run(.find) }
            .onKeyPress("d", hint: editing || !hasDownload ? nil : "save", priority: .high) { run(.save) }
            .onKeyPress("t", hint: editing ? nil : "throttle", priority: .low) { run(.throttle) }
    }

    private func run(_ command: Command) -> KeyPress.Result {
        perform(command)
        return .handled
    }
}
