/// A namespace for the identifiers of matched geometry effects (SwiftUI's
/// `@Namespace`): each view that declares one gets an ID of its own, kept
/// while the view stays on screen.
///
/// ```swift
/// @Namespace private var animation
/// var body: some View {
///     Text("Title").matchedGeometryEffect(id: "title", in: animation)
/// }
/// ```
@propertyWrapper
public struct Namespace: DynamicProperty {
    @State private var id = ID.next()

    /// A namespace.
    public init() {}

    /// The namespace's identifier.
    public var wrappedValue: Namespace.ID { id }

    /// The identifier of a namespace.
    public struct ID: Hashable, Sendable {
        let value: Int

        /// The counter IDs are taken from (the main actor's).
        @MainActor private static var last = 0

        @MainActor static func next() -> ID {
            last += 1
            return ID(value: last)
        }
    }
}

extension View {
    /// Moves this view from where the view of the same `id` in `namespace`
    /// was when one leaves and the other comes: accepted, and a no-op; the
    /// new view appears in its own frame at once, as a terminal redraws
    /// whole cells (``AnyTransition`` says the same of transitions).
    public func matchedGeometryEffect<ID: Hashable>(
        id: ID, in namespace: Namespace.ID, properties: MatchedGeometryProperties = .frame,
        anchor: UnitPoint = .center, isSource: Bool = true
    ) -> some View {
        self
    }
}

/// What a matched geometry effect matches (SwiftUI's `MatchedGeometryProperties`).
public struct MatchedGeometryProperties: OptionSet, Hashable, Sendable {
    /// The bits.
    public let rawValue: UInt32
    /// Properties from their bits.
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    /// The position.
    public static let position = MatchedGeometryProperties(rawValue: 1)
    /// The size.
    public static let size = MatchedGeometryProperties(rawValue: 2)
    /// Position and size.
    public static let frame: MatchedGeometryProperties = [.position, .size]
}
