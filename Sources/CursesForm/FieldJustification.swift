/// Where a static one-line field's value sits when it is not being edited (`set_field_just`).
public enum FieldJustification: Int32, Hashable, Sendable {
    /// As typed (`NO_JUSTIFICATION`).
    case none = 0
    /// Against the left edge (`JUSTIFY_LEFT`).
    case left = 1
    /// Centred (`JUSTIFY_CENTER`).
    case center = 2
    /// Against the right edge (`JUSTIFY_RIGHT`).
    case right = 3
}
