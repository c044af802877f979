/// How a ``Form`` lays out its rows (SwiftUI's `FormStyle`): accepted; every
/// style draws the form as ``Form`` describes (labels and controls in rows,
/// sections apart), which is what `.grouped` and `.columns` look like in a terminal.
public protocol FormStyle: Sendable {}

/// Sections as groups, rows of label and control: SwiftUI's grouped form.
public struct GroupedFormStyle: FormStyle {
    /// The grouped style.
    public init() {}
}

/// Labels in a column before their controls: SwiftUI's Mac form.
public struct ColumnsFormStyle: FormStyle {
    /// The columns style.
    public init() {}
}

/// The platform's form style.
public struct AutomaticFormStyle: FormStyle {
    /// The automatic style.
    public init() {}
}

extension FormStyle where Self == GroupedFormStyle {
    /// Sections as groups.
    public static var grouped: GroupedFormStyle { GroupedFormStyle() }
}

extension FormStyle where Self == ColumnsFormStyle {
    /// Labels in a column.
    public static var columns: ColumnsFormStyle { ColumnsFormStyle() }
}

extension FormStyle where Self == AutomaticFormStyle {
    /// The platform's style.
    public static var automatic: AutomaticFormStyle { AutomaticFormStyle() }
}

extension View {
    /// The style of the forms in this view: accepted (see ``FormStyle``).
    public func formStyle<S: FormStyle>(_ style: S) -> some View { self }
}
