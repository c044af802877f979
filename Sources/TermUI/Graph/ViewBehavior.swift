/// How a view value handed down by the parent differs from the node's.
enum InputChange {
    /// Every stored property is the same input: nothing to do.
    case same
    /// A content-forwarding view whose own inputs are the same: only its
    /// content goes on, to the children, which compare their parts.
    case contentOnly
    /// An input changed: the node renders again.
    case changed
}

/// A node behaviour that holds its node's view as its own type.
///
/// Every behaviour is one of these, so a behaviour reads `view` as the type
/// it hosts and never casts it back from `any View`. A view leaves `any View`
/// in one place, ``accept(_:)``: a node's identity includes its view's type,
/// so the parent always hands the same type again, and anything else traps.
///
/// `V` has no requirement here; the initializer asks for `V: View` and keeps
/// the conformance (`viewKind`). Each behaviour is a generic subclass, and
/// the runtime finds a generic class's superclass by its mangled name,
/// checking the superclass's requirements by looking the conformances up: a
/// `V: View` here made each view type's first behaviour scan every
/// conformance record in the program (28 of the demo's 67 scans to its
/// first frame).
@MainActor
class ViewBehavior<V>: NodeBehavior {
    /// The node's current view value. Final and unchecked, so a comparison
    /// reads it where it is stored: a copy of a view is a copy of all the
    /// content it holds inline, and a container's view holds its subtree's.
    @exclusivity(unchecked) final private(set) var view: V
    /// `V`, as a view.
    private let viewKind: any View.Type
    /// Made when the node is first handed a view to compare: a node that is
    /// only ever mounted (most of a first frame) never needs one, and making
    /// plans cast each stored property's type to protocols, the bulk of the
    /// work before the first frame.
    private lazy var comparison: ComparisonPlan = Self.plan(for: viewKind)

    init(view: V) where V: View {
        self.view = view
        viewKind = V.self
        super.init()
    }

    override var erasedView: any View {
        func erase<W: View>(_: W.Type) -> any View { _identityCast(view, to: W.self) }
        return erase(viewKind)
    }
    override var viewType: any View.Type { viewKind }

    private static func plan(for kind: any View.Type) -> ComparisonPlan {
        func make<W: View>(_: W.Type) -> ComparisonPlan { ValueComparison.viewPlan(for: W.self) }
        return make(kind)
    }

    override func accept(_ newView: any View) -> InputChange {
        var new = Self.typed(newView)
        // Pointers from `&`, not `withUnsafePointer`: a main-actor closure
        // handed to the standard library checks its executor on every call.
        let change = comparison.change(from: &view, to: &new)
        if change == .changed { willChange(from: view, to: new) }
        view = new
        return change
    }

    /// Called before a changed view value replaces the current one.
    func willChange(from old: V, to new: V) {}

    /// `view` as `V`, which its identity guarantees.
    private static func typed(_ view: any View) -> V {
        func open<W: View>(_ view: W) -> V {
            guard W.self == V.self else {
                preconditionFailure(
                    "TermUI: a node of \(V.self) was handed a \(W.self); a node's identity includes its view's type"
                )
            }
            return _identityCast(view, to: V.self)
        }
        return _openExistential(view, do: open)
    }
}
