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

    /// How the view graph hosts a view of this type: the behaviour of a
    /// primitive or a representable, `nil` for a view made of its `body`
    /// (an implementation detail with a default for each kind, chosen by the
    /// compiler, as SwiftUI's `_makeView`; see ``_NodeBehaviorBox``).
    static func _makeNodeBehavior(for view: Self) -> _NodeBehaviorBox?
}

extension Never: View {
    /// Primitive views have no body; TermUI never asks for it.
    public var body: Never { fatalError("Never has no body") }
}

/// A view TermUI knows how to host itself (stacks, modifiers, widgets).
/// Its node gets a behaviour instead of evaluating `body`; it has none
/// (`Body == Never`). Its conformance picks the ``View/_makeNodeBehavior(for:)``
/// that calls ``makeBehavior()``, so the graph never casts to find it.
@MainActor
protocol PrimitiveView: View, _ViewGraphSpecial where Body == Never {
    /// A fresh behaviour for a node that shows this view.
    func makeBehavior() -> NodeBehavior
}

extension View where Body == Never {
    /// Primitive views have no body; TermUI hosts them itself.
    public var body: Never { fatalError("\(Self.self) is a primitive view and has no body") }
}
