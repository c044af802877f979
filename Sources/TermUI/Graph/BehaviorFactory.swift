/// Picks the behaviour for a view: primitives and representables are hosted,
/// every other view evaluates its body. Each behaviour is made with the view
/// as its own type (``ViewBehavior``).
@MainActor
enum BehaviorFactory {
    static func behavior(for view: any View) -> NodeBehavior {
        func make<V: View>(_ view: V) -> NodeBehavior { typedBehavior(for: view) }
        return _openExistential(view, do: make)
    }

    /// The behaviour for `view`. Whether it has a body is static (its `Body`
    /// is a view, not `Never`), so a view with one is never cast: the first
    /// cast of a type to a protocol scans every conformance record in the
    /// program, and each of an app's views (and each instantiation of a
    /// generic one) paid it. Only a view without a body is asked what it is
    /// (a primitive, a representable).
    static func typedBehavior<V: View>(for view: V) -> NodeBehavior {
        if V.hasBody { return CompositeBehavior(view: view) }
        if let primitive = view as? any PrimitiveView { return primitive.makeBehavior() }
        if let representable = view as? any WidgetRepresentable { return widgetBehavior(representable) }
        if let representable = view as? any ControllerRepresentable {
            return controllerBehavior(representable)
        }
        // `Body == Never` and none of those: its body traps, as SwiftUI's would.
        return CompositeBehavior(view: view)
    }

    private static func widgetBehavior<R: WidgetRepresentable>(_ view: R) -> NodeBehavior {
        RepresentableHost<WidgetAdapter<R>>(view: view)
    }

    private static func controllerBehavior<R: ControllerRepresentable>(_ view: R) -> NodeBehavior {
        RepresentableHost<ControllerAdapter<R>>(view: view)
    }
}
