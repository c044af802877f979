/// What the view graph needs to know about a type of view, answered by the
/// type itself through ``View/_viewTraits`` instead of by asking the runtime.
///
/// An implementation detail, as SwiftUI's `_makeView` is: the default is
/// right for every view you write. The first protocol cast of each type to
/// each protocol scans every conformance record in the program, and a view
/// type used to be asked several of them on its first comparison; now it is
/// asked none (an `Equatable` view, one: for its `==`).
public struct _ViewTraits: OptionSet, Sendable {
    /// The traits' bits.
    public let rawValue: UInt8

    /// The traits with these bits.
    public init(rawValue: UInt8) { self.rawValue = rawValue }

    /// The view's own `==` decides whether it changed (see ``EquatableView``).
    public static let equatable = _ViewTraits(rawValue: 1 << 0)

    /// The view's view-typed stored properties are its node's children
    /// (layout modifiers, stacks, tuples, branches, groups): its node
    /// compares the view's other properties and hands the content on, and
    /// each child compares its part. Comparing the content at every level
    /// compared a subtree once per ancestor above it. Which properties are
    /// content follows from their types, so there is no list to keep.
    static let forwardsContent = _ViewTraits(rawValue: 1 << 1)
}

extension View {
    /// No traits: a view compared by its stored properties.
    public static var _viewTraits: _ViewTraits { [] }
}

extension View where Self: Equatable {
    /// An `Equatable` view: its `==` decides whether it changed.
    public static var _viewTraits: _ViewTraits { .equatable }
}
