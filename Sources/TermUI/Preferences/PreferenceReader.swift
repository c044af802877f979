import CursesKit

/// `.onPreferenceChange`: reads its content's value for a key.
struct PreferenceReader<Content: View, Key: PreferenceKey>: SingleContentView, PrimitiveView
where Key.Value: Equatable {
    typealias Body = Never
    let content: Content
    let action: @MainActor (Key.Value) -> Void

    func makeBehavior() -> NodeBehavior { PreferenceReaderBehavior(view: self) }
}

/// Hears the sources of its key beneath it; after the pass in which one
/// changed (laid out, so values made from geometry are in), combines the
/// values again and runs the action if the result differs from the last.
@MainActor
final class PreferenceReaderBehavior<Content: View, Key: PreferenceKey>: SingleChildBehavior<
    PreferenceReader<Content, Key>
>, PreferenceReaderNode
where Key.Value: Equatable {
    private weak var node: ViewNode?
    private var delivered: Key.Value?
    private var isScheduled = false

    /// What a layout reads: a new value lays out again from here up.
    override func renderMayChangeSize(_ node: ViewNode, reasons: [UpdateReason]) -> Bool { true }

    override func render(_ node: ViewNode, reasons: [UpdateReason], transaction: Transaction) {
        self.node = node
        super.render(node, reasons: reasons, transaction: transaction)
    }

    override func childEnvironment(_ node: ViewNode) -> EnvironmentValues {
        var environment = node.environment
        let above = environment.preferenceListeners?.readers ?? []
        environment.preferenceListeners = PreferenceListeners(
            above + [WeakPreferenceReader(key: ObjectIdentifier(Key.self), reader: self)])
        return environment
    }

    func sourceChanged() {
        guard !isScheduled, let graph = node?.graph else { return }
        isScheduled = true
        graph.submitWrite { [weak self] in self?.deliver() }
    }

    private func deliver() {
        isScheduled = false
        guard let node, node.isMounted else { return }
        let value = PreferenceValues.combined(Key.self, of: node.children) ?? Key.defaultValue
        guard value != delivered else { return }
        delivered = value
        view.action(value)
    }
}
