/// Direct input comparisons for the views compared most often, so
/// ``ValueComparison`` needs no `Mirror` for them: reflecting a struct looks
/// up each field's type by its mangled name on every access, and the frame
/// and stack modifiers were most of a demo keypress (perf, context screen).
/// Cheap fields first; the content last.
extension FrameModifier: InputComparable {
    func isSameInput(as other: Any) -> Bool {
        guard let other = other as? FrameModifier else { return false }
        return width == other.width && height == other.height && minWidth == other.minWidth
            && idealWidth == other.idealWidth && maxWidth == other.maxWidth && minHeight == other.minHeight
            && idealHeight == other.idealHeight && maxHeight == other.maxHeight
            && alignment == other.alignment
            && ValueComparison.areEqual(content, other.content)
    }
}

extension PaddingModifier: InputComparable {
    func isSameInput(as other: Any) -> Bool {
        guard let other = other as? PaddingModifier else { return false }
        return edges == other.edges && length == other.length
            && ValueComparison.areEqual(content, other.content)
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
        return alignment == other.alignment && spacing == other.spacing
            && ValueComparison.areEqual(content, other.content)
    }
}

extension HStack: InputComparable {
    func isSameInput(as other: Any) -> Bool {
        guard let other = other as? Self else { return false }
        return alignment == other.alignment && spacing == other.spacing
            && ValueComparison.areEqual(content, other.content)
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
