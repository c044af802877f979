/// The selection binding a list writes: none, at most one value, or a set.
@MainActor
enum ListSelection<Value: Hashable> {
    case none
    case single(Binding<Value?>)
    case multiple(Binding<Set<Value>>)

    /// True when the list has a selection binding.
    var isSelectable: Bool {
        if case .none = self { return false }
        return true
    }

    /// True for a set of selections.
    var isMultiple: Bool {
        if case .multiple = self { return true }
        return false
    }

    /// The tag as a selection value, if it is one.
    func value(of tag: AnyHashable?) -> Value? { tag?.base as? Value }

    /// True when the row tagged `tag` is selected.
    func contains(_ tag: AnyHashable?) -> Bool {
        guard let value = value(of: tag) else { return false }
        switch self {
        case .none: return false
        case .single(let binding): return binding.wrappedValue == value
        case .multiple(let binding): return binding.wrappedValue.contains(value)
        }
    }

    /// The one selected value (single selection), as the cursor follows it.
    var singleValue: AnyHashable? {
        if case .single(let binding) = self { return binding.wrappedValue.map { AnyHashable($0) } }
        return nil
    }

    /// Selects the row tagged `tag`: the only one, or one more when `extending`.
    func select(_ tag: AnyHashable?, extending: Bool = false) {
        guard let value = value(of: tag) else { return }
        switch self {
        case .none: return
        case .single(let binding): if binding.wrappedValue != value { binding.wrappedValue = value }
        case .multiple(let binding):
            let next = extending ? binding.wrappedValue.union([value]) : [value]
            if next != binding.wrappedValue { binding.wrappedValue = next }
        }
    }

    /// Adds or removes the row tagged `tag` (a set of selections only).
    func toggle(_ tag: AnyHashable?) {
        guard case .multiple(let binding) = self, let value = value(of: tag) else { return }
        if binding.wrappedValue.contains(value) {
            binding.wrappedValue.remove(value)
        } else {
            binding.wrappedValue.insert(value)
        }
    }

    /// Takes the rows tagged `tags` out of the selection (they were deleted).
    func deselect(_ tags: [AnyHashable]) {
        let values = tags.compactMap { value(of: $0) }
        switch self {
        case .none: return
        case .single(let binding):
            if let current = binding.wrappedValue, values.contains(current) { binding.wrappedValue = nil }
        case .multiple(let binding):
            let next = binding.wrappedValue.subtracting(values)
            if next != binding.wrappedValue { binding.wrappedValue = next }
        }
    }
}

/// A Delete a list handed to `.onDelete`, waiting for its rows to go: the
/// key of the row that followed them (the cursor goes there) and the tags of
/// the rows deleted (a set of selections drops them).
struct PendingDeletion {
    let following: ListRowKey?
    let tags: [AnyHashable]
}
