/// The user's preferred type size, from extra small to the accessibility sizes.
///
/// A terminal cannot change its font, so TermUI maps sizes to emphasis:
/// see ``Font/attributes(for:)``.
public enum DynamicTypeSize: Int, Comparable, CaseIterable, Sendable, Hashable {
    /// The standard sizes, smallest to largest; `large` is the default.
    case xSmall, small, medium, large, xLarge, xxLarge, xxxLarge
    /// The accessibility sizes, larger than any standard one.
    case accessibility1, accessibility2, accessibility3, accessibility4, accessibility5

    /// True for the five accessibility sizes.
    public var isAccessibilitySize: Bool { self >= .accessibility1 }

    /// Orders sizes from smallest to largest.
    public static func < (lhs: Self, rhs: Self) -> Bool { lhs.rawValue < rhs.rawValue }
}
