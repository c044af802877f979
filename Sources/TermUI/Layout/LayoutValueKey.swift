import CursesKit

/// A key for a value a view hands to the custom ``Layout`` that arranges it
/// (SwiftUI's `LayoutValueKey`): set with `.layoutValue(key:value:)`, read
/// with `subview[Key.self]`.
///
/// ```swift
/// struct Rank: LayoutValueKey { static let defaultValue = 0 }
/// Text("first").layoutValue(key: Rank.self, value: 1)
/// ```
public protocol LayoutValueKey {
    /// The type of the value.
    associatedtype Value
    /// The value of a subview that sets none.
    static var defaultValue: Value { get }
}

extension View {
    /// Hands `value` for `key` to the layout that arranges this view.
    ///
    /// On a group of views (`Group`, `ForEach`) it applies to each of them.
    /// Write it outside other layout modifiers (`.padding`, `.frame`): the
    /// layout looks for it between the subview and itself.
    public func layoutValue<K: LayoutValueKey>(key: K.Type, value: K.Value) -> some View {
        LayoutValueModifier<Self, K>(content: self, value: value)
    }
}

/// A node that carries layout values for the units beneath it.
@MainActor
protocol LayoutValueCarrier {
    /// The value for `key`, if this node sets one.
    func layoutValue<K: LayoutValueKey>(_ key: K.Type) -> K.Value?
}

/// Finds layout values: from a layout's unit up through the transparent
/// nodes between it and its container; the innermost setting wins.
@MainActor
enum LayoutValues {
    static func value<K: LayoutValueKey>(_ key: K.Type, for unit: ViewNode) -> K.Value? {
        var node: ViewNode? = unit
        while let current = node {
            if let carrier = current.behavior as? LayoutValueCarrier, let value = carrier.layoutValue(key) {
                return value
            }
            guard let parent = current.parent, parent.behavior.isLayoutTransparent else { return nil }
            node = parent
        }
        return nil
    }
}

struct LayoutValueModifier<Content: View, Key: LayoutValueKey>: SingleContentView, PrimitiveView {
    typealias Body = Never
    let content: Content
    let value: Key.Value

    func makeBehavior() -> NodeBehavior { LayoutValueBehavior(view: self) }
}

@MainActor
final class LayoutValueBehavior<Content: View, Key: LayoutValueKey>: SingleChildBehavior<
    LayoutValueModifier<Content, Key>
>, LayoutValueCarrier
{
    /// What a layout reads: a new value lays out again from here up.
    override func renderMayChangeSize(_ node: ViewNode, reasons: [UpdateReason]) -> Bool { true }

    func layoutValue<K: LayoutValueKey>(_ key: K.Type) -> K.Value? {
        K.self == Key.self ? view.value as? K.Value : nil
    }
}

extension LayoutValueModifier {
    /// Its view-typed properties are its node's children: the graph compares only the others.
    public static var _viewTraits: _ViewTraits { .forwardsContent }
}
