/// A mouse event at a cell, decoded from SGR (1006) or X10 mouse reports.
public struct MouseEvent: Hashable, Sendable {
    /// What happened.
    public enum Kind: Hashable, Sendable {
        /// A button pressed or released, a click (press and release together), a drag or move with the pointer, and the wheel turned up or down.
        case press, release, click, drag, move, wheelUp, wheelDown
    }

    /// Which button (1 left, 2 middle, 3 right; 0 for wheel and motion).
    public var button: Int
    /// What happened.
    public var kind: Kind
    /// The cell, in the coordinates of whoever receives the event.
    public var location: Point
    /// Modifiers held.
    public var modifiers: KeyModifiers

    /// Creates a mouse event.
    public init(_ kind: Kind, at location: Point, button: Int = 1, modifiers: KeyModifiers = []) {
        self.kind = kind
        self.location = location
        self.button = button
        self.modifiers = modifiers
    }

    /// The same event with its location moved into a child's coordinates.
    public func translated(by origin: Point) -> MouseEvent {
        var copy = self
        copy.location = Point(x: location.x - origin.x, y: location.y - origin.y)
        return copy
    }
}
