/// One entry of a ``MenuWidget``: a name, an optional description shown in a
/// column beside it, and whether it can be chosen.
public struct MenuItem: Hashable, Sendable {
    /// What the menu shows, and what pattern matching types against.
    public var name: String
    /// The second column (shown when ``MenuWidget/showsDescriptions`` is on).
    public var description: String
    /// False greys the item out: the cursor skips it and it cannot be chosen.
    public var isSelectable: Bool

    /// Creates an item.
    public init(_ name: String, description: String = "", isSelectable: Bool = true) {
        self.name = name
        self.description = description
        self.isSelectable = isSelectable
    }
}
