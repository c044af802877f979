extension View {
    /// Animates the changes inside this view with `animation` whenever `value` changes.
    ///
    /// ```swift
    /// LabelRep(text: "Hi").animation(.easeInOut(duration: 0.3), value: accent)
    /// ```
    public func animation<V: Equatable>(_ animation: Animation?, value: V) -> some View {
        TransactionModifier(content: self, value: AnyHashable?.none, equatableValue: value) { transaction in
            if !transaction.disablesAnimations { transaction.animation = animation }
        }
    }

    /// Changes the transaction of every update inside this view.
    ///
    /// ```swift
    /// ProgressView(value: p).transaction { $0.animation = nil }
    /// ```
    public func transaction(_ transform: @escaping (inout Transaction) -> Void) -> some View {
        TransactionModifier(
            content: self, value: nil, equatableValue: 0, alwaysApplies: true, transform: transform)
    }
}

struct TransactionModifier<Content: View, Value: Equatable>: View, PrimitiveView {
    typealias Body = Never
    let content: Content
    let value: AnyHashable?
    let equatableValue: Value
    var alwaysApplies = false
    let transform: (inout Transaction) -> Void

    func makeBehavior() -> NodeBehavior { TransactionBehavior(view: self) }
}

/// Applies a transaction transform to the subtree: always (`.transaction`), or
/// only in the pass where the watched value changed (`.animation(_:value:)`).
@MainActor
final class TransactionBehavior<Content: View, Value: Equatable>: ViewBehavior<
    TransactionModifier<Content, Value>
>
{
    private var last: Value?
    private var applies = false

    override func render(_ node: ViewNode, reasons: [UpdateReason], transaction: Transaction) {
        let modifier = view
        applies = modifier.alwaysApplies || (last != nil && last != modifier.equatableValue)
        last = modifier.equatableValue
        node.reconcile([ChildSpec(key: .index(0), view: modifier.content)], transaction: transaction)
        applies = false
    }

    override func childTransaction(_ node: ViewNode, _ transaction: Transaction) -> Transaction {
        guard applies || view.alwaysApplies else { return transaction }
        var copy = transaction
        view.transform(&copy)
        return copy
    }
}
