/// A view made from a collection (SwiftUI's `DynamicViewContent`): a
/// `ForEach`, whose rows a ``List`` can delete and move.
@MainActor
public protocol DynamicViewContent: View {
    /// The type of the collection the views are made from.
    associatedtype Data: Collection
    /// The collection the views are made from.
    var data: Data { get }
}

extension ForEach: DynamicViewContent where Content: View {}

extension DynamicViewContent {
    /// In a ``List``, Delete (or Backspace) on a row of this content calls
    /// `action` with the offsets of the rows to delete: the row the cursor is
    /// on, or every selected row of this content when the cursor row is one
    /// of them. The app removes them from its data.
    ///
    /// ```swift
    /// ForEach(passes) { Text($0.title) }
    ///     .onDelete { offsets in passes.remove(atOffsets: offsets) }
    /// ```
    public func onDelete(perform action: ((IndexSet) -> Void)?) -> some DynamicViewContent {
        EditableContent(content: self, actions: ListEditActions(onDelete: action, onMove: nil))
    }

    /// In a ``List``, Alt-↑ / Alt-↓ on a row of this content calls `action`
    /// with the row's offset and the offset to move it before (counted
    /// before the move), as SwiftUI's drag to reorder does; the selection
    /// stays on the moved row.
    ///
    /// ```swift
    /// ForEach(tasks) { Text($0.title) }
    ///     .onMove { tasks.move(fromOffsets: $0, toOffset: $1) }
    /// ```
    public func onMove(perform action: ((IndexSet, Int) -> Void)?) -> some DynamicViewContent {
        EditableContent(content: self, actions: ListEditActions(onDelete: nil, onMove: action))
    }
}

/// A `ForEach` with list editing actions attached; outside a list it shows
/// its content as is.
struct EditableContent<Content: DynamicViewContent>: DynamicViewContent, PrimitiveView {
    typealias Body = Never
    let content: Content
    let actions: ListEditActions

    var data: Content.Data { content.data }

    func makeBehavior() -> NodeBehavior {
        ContainerBehavior(view: self) { editable in [ChildSpec(key: .index(0), view: editable.content)] }
    }
}

extension EditableContent {
    /// Its view-typed properties are its node's children: the graph compares only the others.
    public static var _viewTraits: _ViewTraits { .forwardsContent }
}

extension EditableContent: ListContent {
    func appendListSegments(to segments: inout [ListSegment], context: ListFlattening) {
        var inner = context
        // `.onDelete { }.onMove { }`: the inner modifier's actions come first.
        inner.editing = actions.filling(context.editing)
        ListSegment.append(content, to: &segments, context: inner)
    }
}
