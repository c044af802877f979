/// Picks the behaviour for a view: primitives and representables are hosted,
/// every other view evaluates its body. Each behaviour is made with the view
/// as its own type (``ViewBehavior``).
@MainActor
enum BehaviorFactory {
    static func behavior(for view: any View) -> NodeBehavior {
        func make<V: View>(_ view: V) -> NodeBehavior { typedBehavior(for: view) }
        return _openExistential(view, do: make)
    }

    /// The behaviour for `view`, from its type's ``View/_makeNodeBehavior(for:)``:
    /// the compiler chose that witness when the type declared its conformance
    /// (a primitive's, a representable's, or the default of a view with a
    /// body), so the kind of a view is never a protocol cast. The first cast
    /// of a type to a protocol scans every conformance record in the
    /// program; this asked two or three per bodiless view type, and reading
    /// `Body` to tell the kinds apart made the runtime check each generic
    /// argument's conformance to `View` (a scan for each new one).
    static func typedBehavior<V: View>(for view: V) -> NodeBehavior {
        V._makeNodeBehavior(for: view)?.behavior ?? CompositeBehavior(view: view)
    }

    /// How many views were told apart by a cast since launch: a view whose
    /// conformance to `View` holds under looser conditions than its
    /// conformance to ``PrimitiveView`` (or a representable protocol), so the
    /// compiler could only choose the `Body == Never` default. Tests keep it
    /// at zero for TermUI's own views.
    private(set) static var kindsFoundByCast = 0

    /// The `Body == Never` default: asks what the view is.
    static func castBehavior<V: View>(for view: V) -> NodeBehavior? {
        kindsFoundByCast += 1
        if let primitive = view as? any PrimitiveView { return primitive.makeBehavior() }
        if let representable = view as? any WidgetRepresentable { return widgetBehavior(representable) }
        if let representable = view as? any ControllerRepresentable {
            return controllerBehavior(representable)
        }
        // None of those: its body traps, as SwiftUI's would.
        return nil
    }

    fileprivate static func widgetBehavior<R: WidgetRepresentable>(_ view: R) -> NodeBehavior {
        RepresentableHost<WidgetAdapter<R>>(view: view)
    }

    fileprivate static func controllerBehavior<R: ControllerRepresentable>(_ view: R) -> NodeBehavior {
        RepresentableHost<ControllerAdapter<R>>(view: view)
    }
}

/// A node's behaviour, as ``View/_makeNodeBehavior(for:)`` returns it (the
/// behaviour types are the graph's own).
public struct _NodeBehaviorBox {
    let behavior: NodeBehavior
}

extension View {
    /// A view made of its `body`: the graph evaluates it.
    public static func _makeNodeBehavior(for view: Self) -> _NodeBehaviorBox? { nil }
}

extension View where Body == Never {
    /// A view without a body whose conformance did not say what it is.
    public static func _makeNodeBehavior(for view: Self) -> _NodeBehaviorBox? {
        BehaviorFactory.castBehavior(for: view).map(_NodeBehaviorBox.init)
    }
}

extension PrimitiveView {
    /// A view TermUI hosts itself.
    public static func _makeNodeBehavior(for view: Self) -> _NodeBehaviorBox? {
        _NodeBehaviorBox(behavior: view.makeBehavior())
    }
}

extension WidgetRepresentable {
    /// A representable: its widget, hosted.
    public static func _makeNodeBehavior(for view: Self) -> _NodeBehaviorBox? {
        _NodeBehaviorBox(behavior: BehaviorFactory.widgetBehavior(view))
    }
}

extension ControllerRepresentable {
    /// A controller representable: its controller's widget, hosted.
    public static func _makeNodeBehavior(for view: Self) -> _NodeBehaviorBox? {
        _NodeBehaviorBox(behavior: BehaviorFactory.controllerBehavior(view))
    }
}
