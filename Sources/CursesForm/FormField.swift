import CursesKit

/// One field of a ``FormWidget``: where it sits, what it accepts and how it
/// behaves, in libform's terms (`new_field` and the `O_*` field options).
public struct FormField: Hashable, Sendable {
    /// The key the app reads and writes the value by (``FormWidget/value(forField:)``).
    public var name: String
    /// Position and size in the form, in cells (`new_field`'s rows, columns, row and column).
    public var frame: Rect
    /// The value shown when the form is built.
    public var value: String
    /// What the field accepts; `nil` for any text.
    public var type: FieldType?
    /// A blank value fails submission (libform checks only typed, non-blank values).
    public var isRequired: Bool
    /// Where the value sits in a static one-line field.
    public var justification: FieldJustification
    /// A static field holds what fits; a dynamic one (false) grows as typed,
    /// up to ``maximumGrowth`` cells (0: without limit) and scrolls.
    public var isStatic: Bool
    /// A dynamic field's limit (`set_max_field`).
    public var maximumGrowth: Int
    /// The user can move here and edit (`O_ACTIVE`); false for a label.
    public var isActive: Bool
    /// The user can change the value (`O_EDIT`).
    public var isEditable: Bool
    /// The value is shown as typed (`O_PUBLIC`); false hides it (a password).
    public var isPublic: Bool
    /// Filling the field moves to the next one (`O_AUTOSKIP`).
    public var skipsWhenFull: Bool
    /// The field starts a new page of the form (`set_new_page`).
    public var startsPage: Bool
    /// The value's look (`set_field_fore`).
    public var style: Style
    /// The field's unfilled cells' look (`set_field_back`); underlined by default, as forms on paper.
    public var background: Style

    /// An editable field.
    public init(
        _ name: String, frame: Rect, value: String = "", type: FieldType? = nil, isRequired: Bool = false,
        justification: FieldJustification = .none, isStatic: Bool = true, maximumGrowth: Int = 0,
        isEditable: Bool = true, isPublic: Bool = true, skipsWhenFull: Bool = false, startsPage: Bool = false,
        style: Style = .plain, background: Style = Style(attributes: .underline)
    ) {
        self.name = name
        self.frame = frame
        self.value = value
        self.type = type
        self.isRequired = isRequired
        self.justification = justification
        self.isStatic = isStatic
        self.maximumGrowth = maximumGrowth
        self.isActive = true
        self.isEditable = isEditable
        self.isPublic = isPublic
        self.skipsWhenFull = skipsWhenFull
        self.startsPage = startsPage
        self.style = style
        self.background = background
    }

    /// A label: an inactive field holding `text` at `origin` (libform's usual way to caption fields).
    public static func label(_ text: String, at origin: Point, style: Style = .plain) -> FormField {
        var field = FormField(
            "label:\(origin.y):\(origin.x)",
            frame: Rect(origin: origin, size: Size(width: max(1, text.displayWidth), height: 1)),
            value: text, style: style, background: style)
        field.isActive = false
        field.isEditable = false
        return field
    }
}
