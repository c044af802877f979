import CursesKit

/// A label that shows or hides its content (SwiftUI's `DisclosureGroup`):
/// `▸ Title` when collapsed, `▾ Title` with the content indented beneath
/// when expanded. Enter, Space or a click flip it; → expands, ← collapses.
///
/// ```swift
/// DisclosureGroup("Advanced", isExpanded: $showsAdvanced) {
///     Toggle("Verbose log", isOn: $verbose)
/// }
/// ```
public struct DisclosureGroup<Label: View, Content: View>: View {
    let label: Label
    let content: Content
    let isExpanded: Binding<Bool>?
    @State private var expandedHere = false

    /// A group whose expansion is kept in `isExpanded`.
    public init(
        isExpanded: Binding<Bool>, @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label
    ) {
        self.isExpanded = isExpanded
        self.content = content()
        self.label = label()
    }

    /// A group, collapsed at first, that keeps its expansion itself.
    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.isExpanded = nil
        self.content = content()
        self.label = label()
    }

    /// The disclosure row and, when expanded, the content under it.
    public var body: some View {
        let expanded = isExpanded ?? $expandedHere
        VStack(alignment: .leading, spacing: 0) {
            if let title = label as? Text {
                DisclosureRow(title: title.content, isExpanded: expanded)
            } else {
                HStack(spacing: .columns(1)) {
                    DisclosureRow(title: nil, isExpanded: expanded)
                    label
                }
            }
            if expanded.wrappedValue {
                VStack(alignment: .leading, spacing: 0) { content }.padding(.leading, .columns(2))
            }
        }
    }
}

extension DisclosureGroup where Label == Text {
    /// A group titled `title` that keeps its expansion itself.
    public init(_ title: String, @ViewBuilder content: () -> Content) {
        self.init(content: content, label: { Text(title) })
    }

    /// A group titled `title` whose expansion is kept in `isExpanded`.
    public init(_ title: String, isExpanded: Binding<Bool>, @ViewBuilder content: () -> Content) {
        self.init(isExpanded: isExpanded, content: content, label: { Text(title) })
    }
}

/// The focusable `▸ Title` row of a ``DisclosureGroup``.
struct DisclosureRow: View, CanvasControl {
    typealias Body = Never
    let title: String?
    let isExpanded: Binding<Bool>

    func lines(environment: EnvironmentValues) -> [[ControlRun]] {
        let arrow = isExpanded.wrappedValue ? "▾" : "▸"
        let text = title.map { "\(arrow) \($0)" } ?? arrow
        return [[ControlRun(text: text, showsFocus: true)]]
    }

    var keyHints: [KeyHint] {
        [
            KeyHint(
                [KeyEvent(.enter), .character(" ")], isExpanded.wrappedValue ? "collapse" : "expand",
                symbol: "Enter")
        ]
    }

    func handleKey(_ event: KeyEvent) -> Bool {
        guard event.modifiers.isEmpty else { return false }
        switch event.key.withVimArrows {
        case .enter, .character(" "): isExpanded.wrappedValue.toggle()
        case .right where !isExpanded.wrappedValue: isExpanded.wrappedValue = true
        case .left where isExpanded.wrappedValue: isExpanded.wrappedValue = false
        default: return false
        }
        return true
    }

    func handleMouse(_ event: MouseEvent, in canvas: ControlCanvas) -> Bool {
        Self.click(event, in: canvas) { isExpanded.wrappedValue.toggle() }
    }
}
