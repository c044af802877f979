/// SwiftUI's list style types, as values of ``ListStyle``: `.listStyle(PlainListStyle())`
/// and `.listStyle(GroupedListStyle())` compile as written for SwiftUI.

extension ListStyle {
    /// Sections apart on a grouped background: ``inset`` here (rows inset, a
    /// blank line before each section), a terminal having no grey behind the groups.
    public static let grouped = inset
    /// Rounded groups inset from the edges: ``inset`` here.
    public static let insetGrouped = inset
}

/// The plain list style (``ListStyle/plain``), as a type.
public struct PlainListStyle: Sendable {
    /// The plain style.
    public init() {}
}

/// The inset list style (``ListStyle/inset``), as a type.
public struct InsetListStyle: Sendable {
    /// The inset style.
    public init() {}
}

/// The grouped list style (``ListStyle/grouped``, drawn as ``ListStyle/inset``), as a type.
public struct GroupedListStyle: Sendable {
    /// The grouped style.
    public init() {}
}

/// The inset grouped list style (``ListStyle/insetGrouped``, drawn as ``ListStyle/inset``), as a type.
public struct InsetGroupedListStyle: Sendable {
    /// The inset grouped style.
    public init() {}
}

/// The sidebar list style (``ListStyle/sidebar``), as a type.
public struct SidebarListStyle: Sendable {
    /// The sidebar style.
    public init() {}
}

/// The platform's list style (``ListStyle/automatic``), as a type.
public struct DefaultListStyle: Sendable {
    /// The default style.
    public init() {}
}

extension View {
    /// Sets the lists in this view to the plain style.
    public func listStyle(_ style: PlainListStyle) -> some View { listStyle(.plain) }
    /// Sets the lists in this view to the inset style.
    public func listStyle(_ style: InsetListStyle) -> some View { listStyle(.inset) }
    /// Sets the lists in this view to the grouped style (drawn inset).
    public func listStyle(_ style: GroupedListStyle) -> some View { listStyle(.grouped) }
    /// Sets the lists in this view to the inset grouped style (drawn inset).
    public func listStyle(_ style: InsetGroupedListStyle) -> some View { listStyle(.insetGrouped) }
    /// Sets the lists in this view to the sidebar style.
    public func listStyle(_ style: SidebarListStyle) -> some View { listStyle(.sidebar) }
    /// Sets the lists in this view to the platform's style.
    public func listStyle(_ style: DefaultListStyle) -> some View { listStyle(.automatic) }

    /// Draws `view` behind this list row's content (SwiftUI's row background).
    ///
    /// Approximated: the view fills the content's frame, not the whole row;
    /// a colour (the usual case) has its own form that fills the row.
    public func listRowBackground<V: View>(_ view: V?) -> some View {
        background(view)
    }

    /// Puts this list row on `color`: the row's width after the cursor column
    /// is filled with it, and its text sits on it.
    ///
    /// ```swift
    /// Text(item.name).listRowBackground(Color.blue)
    /// ```
    public func listRowBackground(_ color: Color?) -> some View {
        frame(maxWidth: .infinity, alignment: .leading).background(color ?? .default)
    }

    /// Whether the row's separator lines show: accepted, and a no-op (rows of
    /// a terminal list have no separator lines between them).
    public func listRowSeparator(_ visibility: Visibility, edges: VerticalEdge.Set = .all) -> some View {
        self
    }
}

extension VerticalEdge {
    /// A set of vertical edges (SwiftUI's `VerticalEdge.Set`).
    public struct Set: OptionSet, Hashable, Sendable {
        /// The edge bits.
        public let rawValue: Int8
        /// Edges from their bits.
        public init(rawValue: Int8) { self.rawValue = rawValue }
        /// The top edge.
        public static let top = Set(rawValue: 1)
        /// The bottom edge.
        public static let bottom = Set(rawValue: 2)
        /// Both edges.
        public static let all: Set = [.top, .bottom]
    }
}

extension View {
    /// The insets of this list row's content (SwiftUI's `listRowInsets(_:)`),
    /// approximated: a terminal row has no default inset to replace, so the
    /// insets are room around the content after the row's cursor column
    /// (`EdgeInsets(top: 0, leading: 32, bottom: 0, trailing: 0)` moves it 4
    /// columns in; `EdgeInsets()` and `nil` leave the row as it is).
    ///
    /// ```swift
    /// Text(item.name).listRowInsets(EdgeInsets(top: 0, leading: 32, bottom: 0, trailing: 0))
    /// ```
    public func listRowInsets(_ insets: EdgeInsets?) -> some View {
        padding(insets ?? EdgeInsets())
    }
}
