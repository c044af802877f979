/// A reusable change to a view (SwiftUI's `ViewModifier`): write `body(content:)`
/// once and apply it anywhere with ``View/modifier(_:)``.
///
/// A modifier may hold `@State` and `@Environment` properties, kept per place
/// it is applied, as a view's are.
///
/// ```swift
/// struct Card: ViewModifier {
///     func body(content: Content) -> some View {
///         content.padding(1).border()
///     }
/// }
///
/// Text("Boarding pass").modifier(Card())
/// ```
@MainActor
public protocol ViewModifier: _ViewGraphSpecial {
    /// The view this modifier makes of its content.
    associatedtype Body: View

    /// The content the modifier is applied to, as the view to place in ``body(content:)``.
    typealias Content = ModifierContent<Self>

    /// The modified view: `content` placed among other views and modifiers.
    @ViewBuilder func body(content: Content) -> Body
}

/// Stands for the view a ``ViewModifier`` is applied to, inside its
/// ``ViewModifier/body(content:)``; you never create one.
public struct ModifierContent<Modifier: ViewModifier>: View {
    /// Body is `Never`: the wrapped view is hosted in its place.
    public typealias Body = Never

    let content: AnyView
}

extension ModifierContent: PrimitiveView {
    func makeBehavior() -> NodeBehavior {
        ContainerBehavior(view: self) { placeholder in [ChildSpec(key: .index(0), view: placeholder.content)]
        }
    }
}

/// A view with a ``ViewModifier`` applied (what ``View/modifier(_:)`` returns).
public struct ModifiedContent<Content: View, Modifier: ViewModifier>: View {
    /// The view the modifier is applied to.
    public var content: Content
    /// The modifier.
    public var modifier: Modifier

    /// Applies `modifier` to `content`.
    public init(content: Content, modifier: Modifier) {
        self.content = content
        self.modifier = modifier
    }

    /// The modifier's body around the content.
    public var body: Modifier.Body {
        modifier.body(content: ModifierContent(content: AnyView(content)))
    }
}

extension View {
    /// Applies `modifier` to this view.
    ///
    /// ```swift
    /// Text("Boarding pass").modifier(Card())
    /// ```
    public func modifier<Modifier: ViewModifier>(_ modifier: Modifier) -> ModifiedContent<Self, Modifier> {
        ModifiedContent(content: self, modifier: modifier)
    }
}
