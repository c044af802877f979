import CursesKit

/// The text style a `.bold()`, `.italic()`, `.fontWeight(_:)` or
/// `.lineLimit(_:)` on a view other than `Text` gives the texts inside it.
struct TextStyleEnvironment: Hashable, Sendable {
    /// Attributes turned on (`.bold()`) and off (`.bold(false)`) around the texts.
    var set: TextAttributes = []
    var cleared: TextAttributes = []
    var weight: Font.Weight?
    /// The line limit, and whether a text keeps room for all its lines.
    var reservesSpace = false
}

struct TextStyleEnvironmentKey: EnvironmentKey {
    static var defaultValue: TextStyleEnvironment { TextStyleEnvironment() }
}

struct LineLimitKey: EnvironmentKey {
    static var defaultValue: Int? { nil }
}

extension EnvironmentValues {
    var textStyle: TextStyleEnvironment {
        get { self[TextStyleEnvironmentKey.self] }
        set { self[TextStyleEnvironmentKey.self] = newValue }
    }

    /// The most lines a text in this environment takes (`nil`: as many as it needs).
    public var lineLimit: Int? {
        get { self[LineLimitKey.self] }
        set { self[LineLimitKey.self] = newValue }
    }
}

extension View {
    /// The texts in this view in bold, where they did not choose otherwise
    /// (SwiftUI's `bold(_:)` on any view, as on a button style's label).
    ///
    /// ```swift
    /// configuration.label.bold()
    /// ```
    public func bold(_ isActive: Bool = true) -> some View {
        TextStyleModifier(content: self, change: .turn(.bold, isActive))
    }

    /// The texts in this view in italics, where they did not choose otherwise.
    public func italic(_ isActive: Bool = true) -> some View {
        TextStyleModifier(content: self, change: .turn(.italic, isActive))
    }

    /// The texts in this view in `weight` (bold from `.semibold` up, dim up
    /// to `.light`), where they did not choose a weight.
    public func fontWeight(_ weight: Font.Weight?) -> some View {
        TextStyleModifier(content: self, change: .weight(weight))
    }

    /// At most `number` lines for the texts in this view; with 1 a text is
    /// truncated with "…" instead of wrapped. A text's own `.lineLimit` wins.
    public func lineLimit(_ number: Int?) -> some View {
        environment(\.lineLimit, number)
    }

    /// At most `limit` lines for the texts in this view; with `reservesSpace`
    /// each takes all `limit` lines' height even when shorter, so rows line up.
    public func lineLimit(_ limit: Int, reservesSpace: Bool) -> some View {
        TextStyleModifier(content: environment(\.lineLimit, limit), change: .reservesSpace(reservesSpace))
    }
}

extension TextStyleEnvironment {
    /// Turns `attribute` on or off; the innermost choice wins.
    mutating func turn(_ attribute: TextAttributes, _ isActive: Bool) {
        if isActive {
            set.insert(attribute)
            cleared.remove(attribute)
        } else {
            cleared.insert(attribute)
            set.remove(attribute)
        }
    }
}

/// A change to the text style of the texts inside a view.
enum TextStyleChange: Hashable, Sendable {
    case turn(TextAttributes, Bool)
    case weight(Font.Weight?)
    case reservesSpace(Bool)
}

/// Hands its content the environment's text style with one change made.
struct TextStyleModifier<Content: View>: SingleContentView, PrimitiveView {
    typealias Body = Never
    let content: Content
    let change: TextStyleChange

    func makeBehavior() -> NodeBehavior { TextStyleBehavior(view: self) }
}

@MainActor
final class TextStyleBehavior<Content: View>: SingleChildBehavior<TextStyleModifier<Content>> {
    override func childEnvironment(_ node: ViewNode) -> EnvironmentValues {
        var environment = node.environment
        switch view.change {
        case .turn(let attribute, let isActive): environment.textStyle.turn(attribute, isActive)
        case .weight(let weight): environment.textStyle.weight = weight ?? environment.textStyle.weight
        case .reservesSpace(let reserves): environment.textStyle.reservesSpace = reserves
        }
        return environment
    }
}

extension TextStyleModifier {
    /// Its view-typed properties are its node's children: the graph compares only the others.
    public static var _viewTraits: _ViewTraits { .forwardsContent }
}
