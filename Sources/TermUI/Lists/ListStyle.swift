/// How a ``List`` lays out and marks its rows (SwiftUI's list styles).
///
/// - ``plain``: rows edge to edge after the cursor column, section headers
///   in bold grey, nothing between sections.
/// - ``inset``: rows inset by two columns on each side, a blank line before
///   each section header after the first, footers in grey.
/// - ``sidebar``: a navigation column: headers in bold, the rows of a section
///   indented under their header, a rule down the right edge.
///
/// ```swift
/// List(folders) { Text($0.name) }
///     .listStyle(.sidebar)
/// ```
public struct ListStyle: Hashable, Sendable {
    enum Kind: Hashable, Sendable {
        case plain, inset, sidebar
    }

    let kind: Kind

    /// Rows edge to edge, section headers in bold grey.
    public static let plain = ListStyle(kind: .plain)
    /// Rows inset by two columns on each side, sections apart.
    public static let inset = ListStyle(kind: .inset)
    /// A navigation column: headers in bold, their rows indented, a rule on the right.
    public static let sidebar = ListStyle(kind: .sidebar)
    /// The platform's default: ``plain`` in a terminal.
    public static let automatic = plain

    /// Columns before a row's content (after the cursor column).
    func leadingInset(for row: ListRow) -> Int {
        switch kind {
        case .plain: 0
        case .inset: 2
        case .sidebar: row.kind == .row && row.isInSection ? 2 : 0
        }
    }

    /// Columns after a row's content.
    var trailingInset: Int { kind == .inset ? 2 : 0 }

    /// Blank lines above a row: the inset style sets sections apart.
    func topMargin(for row: ListRow, at index: Int) -> Int {
        kind == .inset && row.kind == .header && index > 0 ? 1 : 0
    }

    /// Columns the list keeps on its right edge (the sidebar's rule).
    var trailingRule: Int { kind == .sidebar ? 1 : 0 }
}

struct ListStyleKey: EnvironmentKey {
    static var defaultValue: ListStyle { .plain }
}

extension EnvironmentValues {
    /// The style the lists inside take; set with ``View/listStyle(_:)``.
    var listStyle: ListStyle {
        get { self[ListStyleKey.self] }
        set { self[ListStyleKey.self] = newValue }
    }
}

extension View {
    /// Sets the style of the lists in this view.
    ///
    /// ```swift
    /// List { Text("One"); Text("Two") }
    ///     .listStyle(.inset)
    /// ```
    public func listStyle(_ style: ListStyle) -> some View {
        environment(\.listStyle, style)
    }
}

struct ListReservesScrollIndicatorKey: EnvironmentKey {
    static var defaultValue: Bool { false }
}

extension EnvironmentValues {
    /// True when a list keeps its scroll indicator's column even when its
    /// rows fit (a ``Table``, whose header lines up with the rows).
    var listReservesScrollIndicator: Bool {
        get { self[ListReservesScrollIndicatorKey.self] }
        set { self[ListReservesScrollIndicatorKey.self] = newValue }
    }
}
