/// A piece of declarative user interface: a value that describes what to show.
///
/// Write a view as a struct whose ``body`` composes other views. TermUI keeps
/// one node per view identity, stores the view's `@State` there and evaluates
/// `body` again only when something the body read has changed.
///
/// ```swift
/// struct Greeting: View {
///     @State private var name = "world"
///     var body: some View {
///         Text("Hello, \(name)!").bold()
///     }
/// }
/// ```
@MainActor
public protocol View {
    /// The view this view is made of; `Never` for primitive views.
    associatedtype Body: View

    /// The content of the view, evaluated by TermUI when its inputs change.
    @ViewBuilder var body: Body { get }

    /// What the view graph needs to know about this type of view (an
    /// implementation detail with a default; see ``_ViewTraits``).
    static var _viewTraits: _ViewTraits { get }
}

extension Never: View {
    /// Primitive views have no body; TermUI never asks for it.
    public var body: Never { fatalError("Never has no body") }
}

/// A view TermUI knows how to host itself (stacks, modifiers, widgets).
/// Its node gets a behaviour instead of evaluating `body`; it has none
/// (`Body == Never`), which is how the graph tells it from a composite view
/// without a cast (``View/hasBody``).
@MainActor
protocol PrimitiveView: View, _ViewGraphSpecial where Body == Never {
    /// A fresh behaviour for a node that shows this view.
    func makeBehavior() -> NodeBehavior
}

extension View {
    /// True when the view is made of a body; false for a primitive or a
    /// representable, whose `Body` is `Never`. A static fact of the type,
    /// answered without asking the runtime about conformances.
    static var hasBody: Bool { Body.self != Never.self }
}

extension View where Body == Never {
    /// Primitive views have no body; TermUI hosts them itself.
    public var body: Never { fatalError("\(Self.self) is a primitive view and has no body") }
}
