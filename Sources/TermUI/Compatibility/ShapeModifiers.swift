/// The kinds of content shape a view can define (SwiftUI's `ContentShapeKinds`).
public struct ContentShapeKinds: OptionSet, Hashable, Sendable {
    /// The kind bits.
    public let rawValue: Int
    /// Kinds from their bits.
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// The shape clicks and taps hit.
    public static let interaction = ContentShapeKinds(rawValue: 1)
    /// The shape a drag preview takes.
    public static let dragPreview = ContentShapeKinds(rawValue: 2)
    /// The shape a context menu's preview takes.
    public static let contextMenuPreview = ContentShapeKinds(rawValue: 4)
    /// The shape a pointer hover effect takes.
    public static let hoverEffect = ContentShapeKinds(rawValue: 8)
    /// The shape the accessibility focus takes.
    public static let accessibility = ContentShapeKinds(rawValue: 16)
}

extension View {
    /// The shape clicks hit: accepted, and a no-op. A click in a terminal
    /// hits a cell, and every cell of a view's frame already belongs to it
    /// (a `Spacer` inside an `HStack` with `.onTapGesture` is hit too), which
    /// is what `.contentShape(Rectangle())` asks SwiftUI for.
    ///
    /// ```swift
    /// HStack { Text(item.name); Spacer() }
    ///     .contentShape(Rectangle())
    ///     .onTapGesture { select(item) }
    /// ```
    public func contentShape<S: Shape>(_ shape: S, eoFill: Bool = false) -> some View { self }

    /// The shape of `kind` of interaction: accepted, and a no-op (see ``View/contentShape(_:eoFill:)``).
    public func contentShape<S: Shape>(_ kind: ContentShapeKinds, _ shape: S, eoFill: Bool = false)
        -> some View
    {
        self
    }

    /// Clips the view to its frame: accepted, and a no-op, since a view's
    /// cells are already clipped to its frame in a terminal.
    public func clipped(antialiased: Bool = false) -> some View { self }

    /// Draws `overlay` above the view, in its frame (SwiftUI's
    /// `overlay(_:alignment:)` with a view value rather than a builder).
    ///
    /// ```swift
    /// Text("New").padding().overlay(Color.red.frame(width: 8, height: 16), alignment: .topTrailing)
    /// ```
    public func overlay<Overlay: View>(_ overlay: Overlay, alignment: Alignment = .center) -> some View {
        LayeredModifier(content: self, layer: overlay, layerAbove: true, alignment: alignment)
    }

    /// Fills `shape` with `style` above the view, in its frame.
    public func overlay<S: ShapeStyle, T: Shape>(
        _ style: S, in shape: T, fillStyle: FillStyle = FillStyle()
    ) -> some View {
        overlay(shape.fill(style))
    }
}
