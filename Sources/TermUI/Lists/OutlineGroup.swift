/// A tree of rows, each element's children under it (SwiftUI's `OutlineGroup`).
///
/// In a ``List`` (or through `List(_:children:)`) each element is a row; an
/// element whose children collection is not `nil` shows `▸` (collapsed) or
/// `▾` (expanded) before it, its children indented two columns a level.
/// → expands the cursor row (on an expanded row: goes to its first child),
/// ← collapses it (on a collapsed or childless row: goes to its parent); `l`
/// and `h` do the same, and a click on the mark flips it. Only the expanded
/// rows are walked, and only the rows on screen are built. Outside a list
/// the elements with children are ``DisclosureGroup``s.
///
/// ```swift
/// List {
///     OutlineGroup(files, children: \.children) { file in
///         Label(file.name, systemImage: file.icon)
///     }
/// }
/// ```
public struct OutlineGroup<
    Data: RandomAccessCollection, ID: Hashable, Parent: View, Leaf: View, Subgroup: View
>: View {
    let data: Data
    let id: KeyPath<Data.Element, ID>
    let children: KeyPath<Data.Element, Data?>
    let content: @MainActor (Data.Element) -> Leaf

    /// Outside a list: each element, with its children in a disclosure group.
    public var body: some View {
        let children = self.children
        let content = self.content
        let id = self.id
        ForEach(data, id: id) { element in
            if let nested = element[keyPath: children] {
                DisclosureGroup {
                    OutlineSubgroupChildren(
                        content: AnyView(
                            erasing: OutlineGroup(data: nested, id: id, children: children, content: content))
                    )
                } label: {
                    content(element)
                }
            } else {
                content(element)
            }
        }
    }

    init(
        data: Data, id: KeyPath<Data.Element, ID>, children: KeyPath<Data.Element, Data?>,
        content: @escaping @MainActor (Data.Element) -> Leaf
    ) {
        self.data = data
        self.id = id
        self.children = children
        self.content = content
    }
}

extension OutlineGroup where Parent == Leaf, Subgroup == DisclosureGroup<Parent, OutlineSubgroupChildren> {
    /// A tree of identifiable elements whose children are at `children`.
    public init<DataElement: Identifiable>(
        _ data: Data, children: KeyPath<DataElement, Data?>,
        @ViewBuilder content: @escaping @MainActor (DataElement) -> Leaf
    ) where ID == DataElement.ID, DataElement == Data.Element {
        self.init(data: data, id: \.id, children: children, content: content)
    }

    /// A tree of elements identified by `id`, whose children are at `children`.
    public init<DataElement>(
        _ data: Data, id: KeyPath<DataElement, ID>, children: KeyPath<DataElement, Data?>,
        @ViewBuilder content: @escaping @MainActor (DataElement) -> Leaf
    ) where DataElement == Data.Element {
        self.init(data: data, id: id, children: children, content: content)
    }
}

/// The children of an ``OutlineGroup`` element, as its disclosure group shows them.
public struct OutlineSubgroupChildren: View {
    let content: AnyView

    /// The children's rows.
    public var body: some View { content }
}

extension OutlineGroup: ListContent {
    func appendListSegments(to segments: inout [ListSegment], context: ListFlattening) {
        var entries: [OutlineEntry<Data.Element>] = []
        let expansion = context.expansion
        func walk(_ items: Data, depth: Int, parent: ListRowKey?) {
            for element in items {
                let key = ListRowKey(path: context.path, id: AnyHashable(element[keyPath: id]))
                let nested = element[keyPath: children]
                let isExpanded = nested != nil && expansion?.expanded.contains(key) == true
                entries.append(
                    OutlineEntry(
                        element: element, key: key, depth: depth, parent: parent, isExpandable: nested != nil,
                        isExpanded: isExpanded))
                if isExpanded, let nested { walk(nested, depth: depth + 1, parent: key) }
            }
        }
        walk(data, depth: 0, parent: nil)
        segments.append(
            .lazy(OutlineRows(entries: entries, content: content, expansion: expansion), context))
    }
}

/// One element of an outline as the list shows it.
struct OutlineEntry<Element> {
    let element: Element
    let key: ListRowKey
    let depth: Int
    let parent: ListRowKey?
    let isExpandable: Bool
    let isExpanded: Bool
}

/// The shown rows of an ``OutlineGroup``: its elements, walked into the
/// expanded ones, each row's view built only when the row is shown.
@MainActor
struct OutlineRows<Element, Leaf: View>: ListLazyRows {
    let entries: [OutlineEntry<Element>]
    let content: @MainActor (Element) -> Leaf
    let expansion: ListOutlineExpansion?

    var listRowCount: Int { entries.count }

    func listRow(at index: Int, firstRow: Int, context: ListFlattening) -> ListRow {
        let entry = entries[index]
        let content = self.content
        let outline = expansion.map {
            ListRowOutline(
                depth: entry.depth, isExpandable: entry.isExpandable, isExpanded: entry.isExpanded,
                parent: entry.parent, expansion: $0)
        }
        return ListRow(
            key: entry.key, kind: .row, tag: entry.key.id, isInSection: context.isInSection, isLazy: true,
            makeView: { content(entry.element) }, editing: nil, outline: outline,
            isMadeWhileFlattening: context.isMadeWhileFlattening)
    }
}
