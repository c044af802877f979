/// How a view comes and goes when an animated change inserts or removes it
/// (SwiftUI's `AnyTransition`): accepted, and not drawn.
///
/// A terminal redraws whole cells, and a view that appears or leaves does so
/// at once here, in the frame of the change; the transition is kept as a value
/// so code that builds one (`.move(edge:)`, `.combined(with:)`) compiles.
public struct AnyTransition: Sendable {
    private init() {}

    /// No transition.
    public static let identity = AnyTransition()
    /// Fades in and out.
    public static let opacity = AnyTransition()
    /// Slides in from the leading edge and out to the trailing one.
    public static let slide = AnyTransition()
    /// Grows from nothing and shrinks back.
    public static let scale = AnyTransition()

    /// Grows from `scale` around `anchor`, and shrinks back.
    public static func scale(scale: CGFloat, anchor: UnitPoint = .center) -> AnyTransition {
        AnyTransition()
    }

    /// Moves in from `edge` and back out to it.
    public static func move(edge: Edge) -> AnyTransition { AnyTransition() }

    /// Pushes in from `edge`, the old view leaving by the opposite one.
    public static func push(from edge: Edge) -> AnyTransition { AnyTransition() }

    /// Moves in and out by an offset, in points.
    public static func offset(x: CGFloat = 0, y: CGFloat = 0) -> AnyTransition { AnyTransition() }

    /// `insertion` when the view comes, `removal` when it goes.
    public static func asymmetric(insertion: AnyTransition, removal: AnyTransition) -> AnyTransition {
        AnyTransition()
    }

    /// This transition and `other` at once.
    public func combined(with other: AnyTransition) -> AnyTransition { self }

    /// This transition with `animation`'s timing.
    public func animation(_ animation: Animation?) -> AnyTransition { self }
}

extension View {
    /// How the view comes and goes when an animated change inserts or removes
    /// it: accepted, and approximated as no transition (see ``AnyTransition``).
    ///
    /// ```swift
    /// if showDetails {
    ///     Text("Details").transition(.opacity)
    /// }
    /// ```
    public func transition(_ t: AnyTransition) -> some View { self }
}
