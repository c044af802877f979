/// Items for a toolbar: ``ToolbarItem``s and ``ToolbarItemGroup``s, built
/// by ``ToolbarContentBuilder`` in `.toolbar { }`.
///
/// A type of your own conforms with a `body` made of items, as in SwiftUI:
///
/// ```swift
/// struct EditorToolbar: ToolbarContent {
///     var body: some ToolbarContent {
///         ToolbarItem(placement: .primaryAction) { Button("Save") { save() } }
///     }
/// }
/// ```
@MainActor
public protocol ToolbarContent {
    /// The content this content is made of; `Never` for items and groups.
    associatedtype Body: ToolbarContent

    /// The items of this content.
    @ToolbarContentBuilder var body: Body { get }
}

extension Never: ToolbarContent {}

extension ToolbarContent where Body == Never {
    /// Items and groups have no body; TermUI reads them itself.
    public var body: Never { fatalError("\(Self.self) is primitive toolbar content and has no body") }
}

/// The entries of any toolbar content: an item's or a group's own, else its body's.
extension ToolbarEntry {
    @MainActor
    static func entries(of content: any ToolbarContent) -> [ToolbarEntry] {
        if let entries = content as? any ToolbarEntries { return entries.toolbarEntries }
        return entries(of: content.body)
    }
}

/// One view of a toolbar and where it goes.
struct ToolbarEntry {
    let placement: ToolbarItemPlacement
    let view: AnyView
}

/// Toolbar content that lists its entries.
@MainActor
protocol ToolbarEntries {
    var toolbarEntries: [ToolbarEntry] { get }
}

/// An item of a toolbar: one view and its placement.
///
/// ```swift
/// .toolbar {
///     ToolbarItem(placement: .confirmationAction) { Button("Save") { save() } }
/// }
/// ```
@MainActor
public struct ToolbarItem<ID, Content: View>: ToolbarContent, ToolbarEntries {
    /// Body is `Never`: the item is read as it is.
    public typealias Body = Never
    let placement: ToolbarItemPlacement
    let content: Content

    var toolbarEntries: [ToolbarEntry] { [ToolbarEntry(placement: placement, view: AnyView(content))] }
}

extension ToolbarItem where ID == () {
    /// An item placed at `placement`.
    public init(placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) {
        self.placement = placement
        self.content = content()
    }
}

extension ToolbarItem where ID == String {
    /// An item with an identifier for customization (TermUI does not customize toolbars).
    public init(id: String, placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content)
    {
        self.placement = placement
        self.content = content()
    }
}

/// Several views placed together, each its own toolbar item.
///
/// ```swift
/// .toolbar {
///     ToolbarItemGroup(placement: .bottomBar) {
///         Button("Archive") { archive() }
///         Button("Flag") { flag() }
///     }
/// }
/// ```
@MainActor
public struct ToolbarItemGroup<Content: View>: ToolbarContent, ToolbarEntries {
    /// Body is `Never`: the group is read as it is.
    public typealias Body = Never
    let placement: ToolbarItemPlacement
    let content: Content

    /// A group of items placed at `placement`.
    public init(placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) {
        self.placement = placement
        self.content = content()
    }

    var toolbarEntries: [ToolbarEntry] {
        Self.parts(of: content).map { ToolbarEntry(placement: placement, view: $0) }
    }

    /// The group's views one by one: a tuple's parts, a branch taken, a `ForEach`'s rows.
    static func parts(of view: any View) -> [AnyView] {
        let rows = ListRows(view)
        return (0..<rows.count).map { AnyView(erasing: rows.row(at: $0).makeView()) }
    }
}

/// Toolbar content made of several parts (the builder's block).
@MainActor
public struct TupleToolbarContent: ToolbarContent, ToolbarEntries {
    /// Body is `Never`: the parts are read as they are.
    public typealias Body = Never
    let parts: [any ToolbarContent]

    var toolbarEntries: [ToolbarEntry] {
        parts.flatMap { ToolbarEntry.entries(of: $0) }
    }
}

/// Builds toolbar content from items and groups, with `if` and `if`/`else`;
/// a view on its own is an item at the `.automatic` placement.
@MainActor
@resultBuilder
public enum ToolbarContentBuilder {
    /// An item or a group as it is.
    public static func buildExpression<Content: ToolbarContent>(_ content: Content) -> any ToolbarContent {
        content
    }

    /// A view on its own: an item at the `.automatic` placement.
    public static func buildExpression<Content: View>(_ content: Content) -> any ToolbarContent {
        ToolbarItemGroup(placement: .automatic) { content }
    }

    /// Several items in order.
    public static func buildBlock(_ parts: any ToolbarContent...) -> TupleToolbarContent {
        TupleToolbarContent(parts: parts)
    }

    /// Items shown only when a condition holds.
    public static func buildOptional(_ part: TupleToolbarContent?) -> TupleToolbarContent {
        part ?? TupleToolbarContent(parts: [])
    }

    /// The first branch of an `if`/`else`.
    public static func buildEither(first part: TupleToolbarContent) -> TupleToolbarContent { part }

    /// The second branch of an `if`/`else`.
    public static func buildEither(second part: TupleToolbarContent) -> TupleToolbarContent { part }
}
