import CursesKit

/// A node that sets or changes a preference for the nodes above it.
@MainActor
protocol PreferenceSource {
    /// This node's value for `key`, given its content's (`nil`: none set).
    func preference<K: PreferenceKey>(_ key: K.Type, content: () -> K.Value?) -> K.Value?
}

/// The values of a subtree, combined as SwiftUI does: a source decides its
/// own value from its content's; any other node folds its children's in
/// order with the key's `reduce`; a subtree that sets nothing has none.
@MainActor
enum PreferenceValues {
    static func value<K: PreferenceKey>(_ key: K.Type, of node: ViewNode) -> K.Value? {
        if let source = node.behavior as? PreferenceSource {
            return source.preference(key) { combined(key, of: node.children) }
        }
        return combined(key, of: node.children)
    }

    static func combined<K: PreferenceKey>(_ key: K.Type, of nodes: [ViewNode]) -> K.Value? {
        var result: K.Value?
        for node in nodes {
            guard let next = value(key, of: node) else { continue }
            if var current = result {
                K.reduce(value: &current) { next }
                result = current
            } else {
                result = next
            }
        }
        return result
    }
}

/// The readers above a node, told when a source beneath them changes.
@MainActor
final class PreferenceListeners {
    let readers: [WeakPreferenceReader]

    init(_ readers: [WeakPreferenceReader]) { self.readers = readers }

    /// Tells every reader of `key` above that a value may have changed.
    func sourceChanged(_ key: ObjectIdentifier) {
        for reader in readers where reader.key == key { reader.reader?.sourceChanged() }
    }
}

/// A reader, held weakly by the sources beneath it.
@MainActor
struct WeakPreferenceReader {
    let key: ObjectIdentifier
    weak var reader: PreferenceReaderNode?
}

/// What a source tells the reader above it.
@MainActor
protocol PreferenceReaderNode: AnyObject {
    func sourceChanged()
}

struct PreferenceListenersKey: EnvironmentKey {
    static var defaultValue: PreferenceListeners? { nil }
}

extension EnvironmentValues {
    /// The `.onPreferenceChange` readers above a view.
    var preferenceListeners: PreferenceListeners? {
        get { self[PreferenceListenersKey.self] }
        set { self[PreferenceListenersKey.self] = newValue }
    }
}

struct PreferenceWriter<Content: View, Key: PreferenceKey>: SingleContentView, PrimitiveView {
    typealias Body = Never
    let content: Content
    let value: Key.Value

    func makeBehavior() -> NodeBehavior {
        PreferenceSourceBehavior<Self, Key>(view: self) { writer, _ in writer.value }
    }
}

extension PreferenceWriter {
    /// Its view-typed properties are its node's children: the graph compares only the others.
    public static var _viewTraits: _ViewTraits { .forwardsContent }
}

struct PreferenceTransformer<Content: View, Key: PreferenceKey>: SingleContentView, PrimitiveView {
    typealias Body = Never
    let content: Content
    let transform: (inout Key.Value) -> Void

    func makeBehavior() -> NodeBehavior {
        PreferenceSourceBehavior<Self, Key>(view: self) { transformer, content in
            var value = content() ?? Key.defaultValue
            transformer.transform(&value)
            return value
        }
    }
}

/// Hosts `.preference` and `.transformPreference`: its value for its key
/// comes from `resolve`; each render or removal tells the readers above.
@MainActor
final class PreferenceSourceBehavior<V: SingleContentView, Key: PreferenceKey>: SingleChildBehavior<V>,
    PreferenceSource
{
    /// What a layout reads: a new value lays out again from here up.
    override func renderMayChangeSize(_ node: ViewNode, reasons: [UpdateReason]) -> Bool { true }

    private let resolve: (V, () -> Key.Value?) -> Key.Value?
    private var listeners: PreferenceListeners?

    init(view: V, resolve: @escaping (V, () -> Key.Value?) -> Key.Value?) {
        self.resolve = resolve
        super.init(view: view)
    }

    func preference<K: PreferenceKey>(_ key: K.Type, content: () -> K.Value?) -> K.Value? {
        guard K.self == Key.self else { return content() }
        // K is Key: the casts change no value.
        return withoutActuallyEscaping(content) { content in
            let typed = _identityCast(content, to: (() -> Key.Value?).self)
            return _identityCast(resolve(view, typed), to: K.Value?.self)
        }
    }

    override func render(_ node: ViewNode, reasons: [UpdateReason], transaction: Transaction) {
        super.render(node, reasons: reasons, transaction: transaction)
        listeners = node.environment.preferenceListeners
        // Own inputs unchanged (only the content went on): the sources inside tell for themselves.
        if !reasons.isEmpty { listeners?.sourceChanged(ObjectIdentifier(Key.self)) }
    }

    override func unmount(_ node: ViewNode) {
        listeners?.sourceChanged(ObjectIdentifier(Key.self))
    }
}
