/// A coordinator that keeps a reference to the current representable value.
///
/// TermUI sets ``parent`` to the newest value before every update and before
/// every key or mouse event reaches the widget, so closures and bindings read
/// through `parent` are never stale. `Parent` must be the representable whose
/// `makeCoordinator()` made the coordinator: TermUI stops with a message
/// naming both types when it is another one, rather than never refreshing it.
///
/// ```swift
/// final class Coordinator: RepresentableCoordinator {
///     var parent: AddToWalletButton
///     init(parent: AddToWalletButton) { self.parent = parent }
///     func tapped() { parent.onTap() }
/// }
/// ```
@MainActor
public protocol RepresentableCoordinator: AnyObject {
    /// The representable type that makes this coordinator.
    associatedtype Parent: View
    /// The current representable value.
    var parent: Parent { get set }
}

/// Checks, once per coordinator, that its `Parent` is the representable that made it.
@MainActor
enum CoordinatorParent {
    /// A function that sets `coordinator.parent`, or `nil` for a coordinator
    /// that is no ``RepresentableCoordinator``. Stops the program when
    /// `Parent` is not `Representable`: its parent could never be refreshed.
    static func refresher<Representable: View>(
        for coordinator: Any, madeBy representable: Representable.Type
    ) -> ((Representable) -> Void)? {
        guard let coordinator = coordinator as? any RepresentableCoordinator else { return nil }
        if let refresh = typedRefresher(coordinator, Representable.self) { return refresh }
        fatalError(mismatch(coordinator, Representable.self))
    }

    /// The refresher when `C.Parent` is `Representable`, else `nil`.
    static func typedRefresher<C: RepresentableCoordinator, Representable: View>(
        _ coordinator: C, _ representable: Representable.Type
    ) -> ((Representable) -> Void)? {
        guard C.Parent.self == Representable.self else { return nil }
        return { [weak coordinator] value in
            if let value = value as? C.Parent { coordinator?.parent = value }
        }
    }

    /// The message for a coordinator whose `Parent` is another type.
    static func mismatch<C: RepresentableCoordinator, Representable: View>(
        _ coordinator: C, _ representable: Representable.Type
    ) -> String {
        "\(String(reflecting: C.self)).parent is a \(String(reflecting: C.Parent.self)), but "
            + "\(String(reflecting: Representable.self)).makeCoordinator() made it: "
            + "TermUI could never refresh it. Declare `var parent: \(Representable.self)`."
    }
}
