/// The kinds of safe area a view can ignore (SwiftUI's `SafeAreaRegions`).
public struct SafeAreaRegions: OptionSet, Hashable, Sendable {
    /// The region bits.
    public let rawValue: UInt8
    /// Regions from their bits.
    public init(rawValue: UInt8) { self.rawValue = rawValue }
    /// The area the system's bars and the screen's shape keep free.
    public static let container = SafeAreaRegions(rawValue: 1)
    /// The area an on-screen keyboard covers.
    public static let keyboard = SafeAreaRegions(rawValue: 2)
    /// Every region.
    public static let all: SafeAreaRegions = [.container, .keyboard]
}

extension Edge {
    /// A set of edges: SwiftUI spells it `Edge.Set`; here ``Edge`` is the set itself.
    public typealias Set = Edge
}

extension View {
    /// Lets the view extend into the safe area: accepted, and a no-op. A
    /// terminal has no notch, home indicator or on-screen keyboard, so its
    /// whole screen is safe and a view already reaches its edges.
    ///
    /// ```swift
    /// Color.blue.ignoresSafeArea()
    /// ```
    public func ignoresSafeArea(_ regions: SafeAreaRegions = .all, edges: Edge.Set = .all) -> some View {
        self
    }

    /// Lets the view extend into the safe area (SwiftUI's deprecated form):
    /// accepted, and a no-op, as ``View/ignoresSafeArea(_:edges:)``.
    public func edgesIgnoringSafeArea(_ edges: Edge.Set) -> some View { self }
}
