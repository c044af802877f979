import CursesKit

/// A control for choosing one of a set of values (SwiftUI's `Picker`): each
/// option is a view of `content` marked with ``View/tag(_:)`` (a `ForEach`
/// row's tag is its element's id), and choosing one writes its tag to
/// `selection`. ``View/pickerStyle(_:)`` picks the look: `.menu` (the
/// default), `.inline`, `.segmented`, `.radioGroup` or `.wheel`.
///
/// ```swift
/// enum Accent: Hashable { case purple, orange }
/// @State private var accent = Accent.purple
/// var body: some View {
///     Picker("Accent", selection: $accent) {
///         Text("Purple").tag(Accent.purple)
///         Text("Orange").tag(Accent.orange)
///     }
///     .pickerStyle(.segmented)
/// }
/// ```
public struct Picker<Label: View, SelectionValue: Hashable, Content: View>: View {
    let label: Label
    let selection: Binding<SelectionValue>
    let content: Content
    @Environment(\.pickerKind) private var kind
    @Environment(\.labelsHidden) private var labelsHidden

    /// A picker of the options `content` builds, labelled by `label`.
    public init(
        selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content,
        @ViewBuilder label: () -> Label
    ) {
        self.selection = selection
        self.content = content()
        self.label = label()
    }

    /// A picker labelled by the view `label` (SwiftUI's deprecated form).
    public init(selection: Binding<SelectionValue>, label: Label, @ViewBuilder content: () -> Content) {
        self.init(selection: selection, content: content) { label }
    }

    /// The label and the options, in the environment's picker style.
    public var body: some View {
        let options = PickerOption.options(of: content)
        let current = AnyHashable(selection.wrappedValue)
        let selected = options.firstIndex { $0.tag == current }
        let selection = selection
        let choose: (Int) -> Void = { index in
            guard options.indices.contains(index), let value = options[index].tag.base as? SelectionValue,
                selection.wrappedValue != value
            else { return }
            selection.wrappedValue = value
        }
        let names = options.map(\.text)
        let showsLabel = !(label is EmptyView) && !labelsHidden
        switch kind {
        case .menu:
            HStack(spacing: 0) {
                if showsLabel {
                    label
                    Spacer(minLength: .columns(1))
                }
                MenuPickerControl(options: names, selected: selected, choose: choose)
            }
        case .segmented:
            HStack(spacing: 0) {
                if showsLabel {
                    label
                    Spacer(minLength: .columns(1))
                }
                SegmentedPickerControl(options: names, selected: selected, choose: choose)
            }
        case .inline, .radioGroup, .wheel:
            VStack(alignment: .leading, spacing: 0) {
                if showsLabel { label }
                ListPickerControl(kind: kind, options: names, selected: selected, choose: choose)
                    .padding(.leading, showsLabel ? .columns(2) : 0)
            }
        }
    }
}

extension Picker where Label == Text {
    /// A picker titled `title` of the options `content` builds.
    public init(_ title: String, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content) {
        self.init(selection: selection, content: content, label: { Text(title) })
    }
}

/// One option of a picker: the value it stands for and the text it shows.
struct PickerOption {
    let tag: AnyHashable
    let text: String

    /// The tagged views of `content`, in order, flattened as a list's rows are
    /// (through `ForEach`, `Section`, groups); views without a tag are not options.
    @MainActor static func options(of content: some View) -> [PickerOption] {
        let rows = ListRows(content)
        return (0..<rows.count).compactMap { index in
            let row = rows.row(at: index)
            guard row.kind == .row, let tag = row.tag else { return nil }
            return PickerOption(tag: tag, text: ListRowText.text(of: row.makeView()) ?? "\(tag.base)")
        }
    }
}

/// The `[Purple ▾]` control of a `.menu` picker, on a ``MenuPickerWidget``.
struct MenuPickerControl: View, HostedView {
    typealias Body = Never
    let options: [String]
    let selected: Int?
    let choose: (Int) -> Void

    func makeWidget(target: ActionTarget) -> MenuPickerWidget { MenuPickerWidget() }

    func update(_ widget: MenuPickerWidget, environment: EnvironmentValues, transaction: Transaction) {
        widget.isEnabled = environment.isEnabled
        widget.options = options
        widget.selected = selected
        widget.accent = Style(foreground: environment.accentColor ?? .default)
        widget.onSelect = choose
    }

    /// The open menu goes with its control.
    static func dismantleWidget(_ widget: MenuPickerWidget) { widget.closeMenu() }
}
