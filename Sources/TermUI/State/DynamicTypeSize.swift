/// The user's preferred type size, from extra small to the accessibility sizes.
///
/// A terminal cannot change its font, so TermUI maps sizes to emphasis:
/// see ``Font/attributes(for:)``.
public enum DynamicTypeSize: Int, Comparable, CaseIterable, Sendable, Hashable {
    case xSmall, small, medium, large, xLarge, xxLarge, xxxLarge
    case accessibility1, accessibility2, accessibility3, accessibility4, accessibility5

    /// True for the five accessibility sizes.
    public var isAccessibilitySize: Bool { self >= .accessibility1 }

    public static func < (lhs: Self, rhs: Self) -> Bool { lhs.rawValue < rhs.rawValue }
}
