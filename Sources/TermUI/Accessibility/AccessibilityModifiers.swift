/// How an accessibility element treats the elements inside it (SwiftUI's
/// `AccessibilityChildBehavior`): accepted; a terminal's screen reader reads
/// the cells as they are.
public struct AccessibilityChildBehavior: Hashable, Sendable {
    private let kind: Int

    /// The children are not read.
    public static let ignore = AccessibilityChildBehavior(kind: 0)
    /// The children are read as one element.
    public static let combine = AccessibilityChildBehavior(kind: 1)
    /// The children are read one by one, inside this element.
    public static let contain = AccessibilityChildBehavior(kind: 2)
}

/// One part of a view's accessibility description.
enum AccessibilityPart: Hashable, Sendable {
    case label(String)
    case value(String)
    case hint(String)
    case identifier(String)
}

extension View {
    /// Describes the view for VoiceOver. A terminal has no VoiceOver, so the
    /// label is shown where the person reads about the focused control: in
    /// the ``KeyHints`` footer's spare room and at the top of the `?` help, as
    /// `.help` is (a `.help` around the control wins), with the value and hint.
    ///
    /// ```swift
    /// Image(systemName: "play.fill")
    ///     .onTapGesture { play() }
    ///     .accessibilityLabel("Play")
    ///     .accessibilityHint("Starts the episode")
    /// ```
    public func accessibilityLabel(_ label: Text) -> some View {
        AccessibilityModifier(content: self, part: .label(label.content))
    }

    /// Describes the view with a string, as the `Text` form does.
    public func accessibilityLabel<S: StringProtocol>(_ label: S) -> some View {
        AccessibilityModifier(content: self, part: .label(String(label)))
    }

    /// The view's value as VoiceOver would read it (a slider's "50 %"),
    /// shown after its label in the footer and the `?` help.
    public func accessibilityValue(_ valueDescription: Text) -> some View {
        AccessibilityModifier(content: self, part: .value(valueDescription.content))
    }

    /// The view's value as a string, as the `Text` form does.
    public func accessibilityValue<S: StringProtocol>(_ value: S) -> some View {
        AccessibilityModifier(content: self, part: .value(String(value)))
    }

    /// What acting on the view does, as VoiceOver would say it after a pause;
    /// shown after the label and value in the footer and the `?` help.
    public func accessibilityHint(_ hint: Text) -> some View {
        AccessibilityModifier(content: self, part: .hint(hint.content))
    }

    /// What acting on the view does, as a string.
    public func accessibilityHint<S: StringProtocol>(_ hint: S) -> some View {
        AccessibilityModifier(content: self, part: .hint(String(hint)))
    }

    /// Names the view for UI tests. Kept on the view's node; a headless test
    /// finds the view by it (`HeadlessHost.frame(ofAccessibilityIdentifier:)`).
    public func accessibilityIdentifier(_ identifier: String) -> some View {
        AccessibilityModifier(content: self, part: .identifier(identifier))
    }

    /// Makes the view one accessibility element for VoiceOver: accepted, and
    /// a no-op (see ``AccessibilityChildBehavior``).
    public func accessibilityElement(children: AccessibilityChildBehavior = .ignore) -> some View { self }

    /// Hides the view from VoiceOver: accepted, and a no-op (its cells are on screen for everyone).
    public func accessibilityHidden(_ hidden: Bool) -> some View { self }
}

/// A view with one part of an accessibility description.
struct AccessibilityModifier<Content: View>: SingleContentView, PrimitiveView {
    typealias Body = Never
    let content: Content
    let part: AccessibilityPart

    func makeBehavior() -> NodeBehavior { AccessibilityBehavior(view: self) }
}

@MainActor
final class AccessibilityBehavior<Content: View>: SingleChildBehavior<AccessibilityModifier<Content>> {
    override var accessibilityPart: AccessibilityPart? { view.part }
}

/// The parts found on the way up from the focused control, innermost first.
struct AccessibilityDescription {
    var label: String?
    var value: String?
    var hint: String?

    /// Keeps `part` unless an inner one of its kind was found already.
    mutating func add(_ part: AccessibilityPart) {
        switch part {
        case .label(let text): label = label ?? text
        case .value(let text): value = value ?? text
        case .hint(let text): hint = hint ?? text
        case .identifier: break
        }
    }

    /// "Label, value. Hint", leaving out what is missing; nil without any.
    var text: String? {
        let head = [label, value].compactMap { $0 }.joined(separator: ", ")
        let all = [head.isEmpty ? nil : head, hint].compactMap { $0 }.joined(separator: ". ")
        return all.isEmpty ? nil : all
    }
}

extension AccessibilityModifier {
    /// Its view-typed properties are its node's children: the graph compares only the others.
    public static var _viewTraits: _ViewTraits { .forwardsContent }
}
