import CursesKit

/// How much room the screen gives along an axis (SwiftUI's
/// `UserInterfaceSizeClass`), read with `@Environment(\.horizontalSizeClass)`
/// and `@Environment(\.verticalSizeClass)`.
///
/// A terminal's size classes follow its size and change when it is resized:
/// horizontally compact below ``UserInterfaceSizeClass/compactColumns``
/// columns (480 points, about a phone held upright), vertically compact
/// below ``UserInterfaceSizeClass/compactRows`` rows (320 points, a phone on
/// its side); regular otherwise.
///
/// ```swift
/// @Environment(\.horizontalSizeClass) private var sizeClass
/// var body: some View {
///     if sizeClass == .compact { VStack { content } } else { HStack { content } }
/// }
/// ```
public enum UserInterfaceSizeClass: Hashable, Sendable {
    /// Little room: a narrow (or short) terminal.
    case compact
    /// Room enough.
    case regular

    /// A terminal narrower than this many columns is horizontally compact.
    public static let compactColumns = 60
    /// A terminal shorter than this many rows is vertically compact.
    public static let compactRows = 20

    /// The horizontal size class of a screen `columns` wide.
    static func horizontal(columns: Int) -> UserInterfaceSizeClass {
        columns < compactColumns ? .compact : .regular
    }

    /// The vertical size class of a screen `rows` tall.
    static func vertical(rows: Int) -> UserInterfaceSizeClass {
        rows < compactRows ? .compact : .regular
    }
}

struct HorizontalSizeClassKey: EnvironmentKey {
    static var defaultValue: UserInterfaceSizeClass? { .regular }
}

struct VerticalSizeClassKey: EnvironmentKey {
    static var defaultValue: UserInterfaceSizeClass? { .regular }
}

extension EnvironmentValues {
    /// The screen's horizontal size class: `.compact` below 60 columns,
    /// `.regular` otherwise; follows the terminal's size as it is resized.
    public var horizontalSizeClass: UserInterfaceSizeClass? {
        get { self[HorizontalSizeClassKey.self] }
        set { self[HorizontalSizeClassKey.self] = newValue }
    }

    /// The screen's vertical size class: `.compact` below 20 rows,
    /// `.regular` otherwise; follows the terminal's size as it is resized.
    public var verticalSizeClass: UserInterfaceSizeClass? {
        get { self[VerticalSizeClassKey.self] }
        set { self[VerticalSizeClassKey.self] = newValue }
    }
}
