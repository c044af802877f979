import CursesKit

extension View {
    /// Handles keys while this view or a descendant has focus (or, with
    /// nothing focused, before any widget sees them). Return true to consume.
    public func onKeyPress(_ action: @escaping @MainActor (KeyEvent) -> Bool) -> some View {
        KeyPressModifier(action: action, content: self)
    }
}

struct KeyPressModifier<Content: View>: SingleContentView, PrimitiveView {
    typealias Body = Never
    // The content is declared last: the fields before it then sit at offsets
    // that do not depend on `Content`, so the handler, asked for every key,
    // reads them without asking the runtime for this type's metadata.
    let action: @MainActor (KeyEvent) -> Bool
    /// The hints of the keys `action` takes, for the footer and the `?` help
    /// (empty for a handler declared without one).
    var hints: [KeyHint] = []
    /// True for a handler of declared keys: a key that types text is left to a
    /// focused text field, as a Mac's field takes typing before its ancestors.
    var yieldsToTyping = false
    /// The phases the handler is asked for: a key going down and repeating, as
    /// SwiftUI's default; `.up` only for `onKeyPress(phases:)` with it (which
    /// asks the terminal for releases while the view is shown).
    var phases: KeyPress.Phases = [.down, .repeat]
    let content: Content

    func makeBehavior() -> NodeBehavior { KeyPressBehavior(view: self) }
}

@MainActor
final class KeyPressBehavior<Content: View>: SingleChildBehavior<KeyPressModifier<Content>> {
    override var handlesKeyPresses: Bool { true }
    /// The hints the last render declared.
    private var declaredHints: [KeyHint]?
    override var handlesKeyReleases: Bool { view.phases.contains(.up) }

    override func didRender(_ node: ViewNode, isFirst: Bool) {
        node.graph?.keyReleases.set(wanted: view.phases.contains(.up), by: self)
        noteDeclaredHints(view.hints, was: &declaredHints, node: node)
    }

    override func unmount(_ node: ViewNode) {
        node.graph?.keyReleases.set(wanted: false, by: self)
        super.unmount(node)
    }

    override func handleKeyPress(_ key: KeyEvent, node: ViewNode) -> Bool {
        guard view.phases.contains(KeyPress(key).phase) else { return false }
        if view.yieldsToTyping, KeyHint.types(key), node.graph?.focusChain.focused?.takesTypedText == true {
            return false
        }
        return view.action(key)
    }

    override func keyHints(_ node: ViewNode, at stage: KeyHintStage) -> [KeyHint] {
        stage == .keyPress ? view.hints : []
    }
}
