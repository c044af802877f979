/// Direct input comparisons for the views compared most often, so
/// ``ValueComparison`` needs no `Mirror` for them: reflecting a struct looks
/// up each field's type by its mangled name on every access, and the frame
/// and stack modifiers were most of a demo keypress (perf, context screen).
/// Cheap fields first; the content last.
extension FrameModifier: InputComparable {
    func isSameInput(as other: Any) -> Bool {
        guard let other = other as? FrameModifier else { return false }
        return hasSameOwnInputs(as: other) && ValueComparison.areEqual(content, other.content)
    }
}

extension PaddingModifier: InputComparable {
    func isSameInput(as other: Any) -> Bool {
        guard let other = other as? PaddingModifier else { return false }
        return hasSameOwnInputs(as: other) && ValueComparison.areEqual(content, other.content)
    }
}

extension DecorationModifier: InputComparable {
    func isSameInput(as other: Any) -> Bool {
        guard let other = other as? DecorationModifier else { return false }
        return kind == other.kind && ValueComparison.areEqual(content, other.content)
    }
}

extension VStack: InputComparable {
    func isSameInput(as other: Any) -> Bool {
        guard let other = other as? Self else { return false }
        return hasSameOwnInputs(as: other) && ValueComparison.areEqual(content, other.content)
    }
}

extension HStack: InputComparable {
    func isSameInput(as other: Any) -> Bool {
        guard let other = other as? Self else { return false }
        return hasSameOwnInputs(as: other) && ValueComparison.areEqual(content, other.content)
    }
}

extension EnvironmentWriter: InputComparable {
    func isSameInput(as other: Any) -> Bool {
        guard let other = other as? Self else { return false }
        return keyPath == other.keyPath && isActive == other.isActive
            && ValueComparison.areEqual(value, other.value)
            && ValueComparison.areEqual(content, other.content)
    }
}

extension FocusedModifier: InputComparable {
    func isSameInput(as other: Any) -> Bool {
        guard let other = other as? Self else { return false }
        return match == other.match && ValueComparison.areEqual(binding, other.binding)
            && ValueComparison.areEqual(content, other.content)
    }
}

/// A view whose content becomes its node's one child (layout modifiers, stacks,
/// tuples; their behaviour's render only reconciles the content): its node
/// compares the view's own inputs and hands the content on, and each child
/// compares its part. Comparing the content at every level compared a subtree
/// once per ancestor above it, most of a keypress.
@MainActor
protocol ContentForwardingInput {
    /// True when the inputs other than the content are the same as `other`'s.
    func hasSameOwnInputs(as other: Any) -> Bool
}

extension FrameModifier: ContentForwardingInput {
    func hasSameOwnInputs(as other: Any) -> Bool {
        guard let other = other as? FrameModifier else { return false }
        return width == other.width && height == other.height && minWidth == other.minWidth
            && idealWidth == other.idealWidth && maxWidth == other.maxWidth && minHeight == other.minHeight
            && idealHeight == other.idealHeight && maxHeight == other.maxHeight
            && alignment == other.alignment
    }
}

extension PaddingModifier: ContentForwardingInput {
    func hasSameOwnInputs(as other: Any) -> Bool {
        guard let other = other as? PaddingModifier else { return false }
        return edges == other.edges && length == other.length
    }
}

extension VStack: ContentForwardingInput {
    func hasSameOwnInputs(as other: Any) -> Bool {
        guard let other = other as? Self else { return false }
        return alignment == other.alignment && spacing == other.spacing
    }
}

extension HStack: ContentForwardingInput {
    func hasSameOwnInputs(as other: Any) -> Bool {
        guard let other = other as? Self else { return false }
        return alignment == other.alignment && spacing == other.spacing
    }
}

extension TupleView: ContentForwardingInput {
    /// The children's identities are their positions and types, which the
    /// reconcile compares; their values each child compares.
    func hasSameOwnInputs(as other: Any) -> Bool { other is TupleView }
}

extension ConditionalContent: ContentForwardingInput {
    /// The same branch: its content goes on to the branch's node, which
    /// compares it (describing the enum to compare it walked the whole branch).
    func hasSameOwnInputs(as other: Any) -> Bool {
        guard let other = other as? Self else { return false }
        switch (storage, other.storage) {
        case (.trueContent, .trueContent), (.falseContent, .falseContent): return true
        default: return false
        }
    }
}

extension Optional: ContentForwardingInput where Wrapped: View {
    /// Both present (or both absent).
    func hasSameOwnInputs(as other: Any) -> Bool {
        guard let other = other as? Self else { return false }
        return (self == nil) == (other == nil)
    }
}

extension Group: ContentForwardingInput {
    func hasSameOwnInputs(as other: Any) -> Bool { other is Self }
}

extension AnyView: ContentForwardingInput {
    /// A different wrapped type is a different child identity: the reconcile
    /// replaces the child.
    func hasSameOwnInputs(as other: Any) -> Bool { other is AnyView }
}

extension DecorationModifier: ContentForwardingInput {
    func hasSameOwnInputs(as other: Any) -> Bool {
        guard let other = other as? DecorationModifier else { return false }
        return kind == other.kind
    }
}

extension EnvironmentWriter: ContentForwardingInput {
    func hasSameOwnInputs(as other: Any) -> Bool {
        guard let other = other as? Self else { return false }
        return keyPath == other.keyPath && isActive == other.isActive
            && ValueComparison.areEqual(value, other.value)
    }
}
