import CursesKit

extension View {
    /// Adds help text to the view (SwiftUI's `help(_:)`, a tooltip on a Mac).
    ///
    /// A terminal has no hover, so the help shows when the view, or a control
    /// inside it, has focus: at the end of the ``KeyHints`` footer, in the
    /// room the keys leave, and at the top of the `?` help overlay. The
    /// innermost `.help` around the focused control wins.
    ///
    /// ```swift
    /// Button("Sync", action: sync)
    ///     .help("Fetches new mail and sends the outbox")
    /// ```
    public func help<S: StringProtocol>(_ text: S) -> some View {
        HelpModifier(content: self, text: String(text))
    }

    /// Adds the words of `text` as help to the view, shown as a string's help is.
    public func help(_ text: Text) -> some View {
        HelpModifier(content: self, text: text.content)
    }
}

/// A view with help text, for the key registry to find on the focused path.
struct HelpModifier<Content: View>: SingleContentView, PrimitiveView {
    typealias Body = Never
    let content: Content
    let text: String

    func makeBehavior() -> NodeBehavior { HelpBehavior(view: self) }
}

/// A node that carries help text for the focused control under it.
@MainActor
final class HelpBehavior<Content: View>: SingleChildBehavior<HelpModifier<Content>> {
    override var helpText: String? { view.text }
}

extension HelpModifier {
    /// Its view-typed properties are its node's children: the graph compares only the others.
    public static var _viewTraits: _ViewTraits { .forwardsContent }
}
