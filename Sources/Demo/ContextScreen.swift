import CursesKit
import TermUI

/// Seed 002: `LabelRep` under an ancestor's `.accentColor` and
/// `.dynamicTypeSize`, set in a `Form`: a segmented `Picker` chooses the
/// accent and a `Stepper` the type size (the keys `a` and `+`/`-` do the
/// same from anywhere on the screen). With animation on, the changes are
/// made inside `withAnimation` and the label fades to its new colour. A text
/// field edits the label's text (an input change, not an environment one).
struct ContextScreen: View {
    /// The accent colours the ancestor switches between.
    enum Accent: String, Hashable {
        case purple, orange

        var color: Color { self == .purple ? .purple : .orange }
        var other: Accent { self == .purple ? .orange : .purple }
    }

    @State private var accent = Accent.purple
    @State private var typeSize = DynamicTypeSize.large
    @State private var animates = false
    @State private var text = "Hosted Label, styled via context.environment"
    /// True while the animation toggle, the screen's first control, has focus.
    @FocusState private var isToggleFocused: Bool
    /// True while the text field has focus; owned by the root, which then leaves typing keys alone.
    let isEditingText: FocusState<Bool>.Binding

    /// The value column's widest; narrower terminals share what the name and key columns leave.
    static let valueWidth = 48

    var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            VStack(alignment: .leading, spacing: 16) {
                Text("UIViewRepresentableContext").font(.headline)
                LabelRep(text: text)
                    .frame(maxWidth: .infinity, minHeight: 16, maxHeight: 48)
                    .border(.gray)
            }
            // The form's section starts with its own blank line.
            Form {
                Section {
                    row(key: "a") {
                        Picker("accentColor", selection: accentChoice) {
                            Text("purple").tag(Accent.purple)
                            Text("orange").tag(Accent.orange)
                        }
                        .pickerStyle(.segmented)
                    }
                    row(key: "+ / -") {
                        Stepper(
                            label: {
                                Text(
                                    "dynamicTypeSize \(typeSize) → \(typeSize >= .large ? ".title2" : ".body")"
                                )
                            },
                            onIncrement: typeSize == DynamicTypeSize.allCases.last
                                ? nil : { change { typeSize = typeSize.stepped(by: 1) } },
                            onDecrement: typeSize == DynamicTypeSize.allCases.first
                                ? nil : { change { typeSize = typeSize.stepped(by: -1) } })
                    }
                    row(key: "m") {
                        LabeledContent("animation") {
                            Toggle("changes run in withAnimation", isOn: $animates)
                                .focused($isToggleFocused)
                        }
                    }
                    row(key: "e") {
                        LabeledContent("text") {
                            TextField("the label's text", text: $text)
                                .focused(isEditingText)
                                .onSubmit(leaveField)
                                .frame(maxWidth: .columns(Self.valueWidth))
                        }
                    }
                } header: {
                    Text("context.environment")
                } footer: {
                    Text(
                        "updateWidget reads context.environment.accentColor and dynamicTypeSize, so it runs "
                            + "again whenever either changes; with animation on, context.transaction.animation "
                            + "is set and the label animates its colour with Widget.animate.")
                }
            }
        }
        // Read where it is applied: `a` evaluates this modifier, not the screen.
        .modifier(AccentColorModifier(accent: $accent))
        .dynamicTypeSize(typeSize)
        // As at launch, the animation toggle has focus when the screen opens.
        .defaultFocus($isToggleFocused, true)
        .modifier(keys)
    }

    /// The screen's keys, each with its hint: while the text field has focus
    /// only Esc (typing belongs to the field), else the keys the rows name.
    private var keys: ContextScreenKeys {
        ContextScreenKeys(editing: isEditingText.wrappedValue) { command in
            switch command {
            case .leaveField: leaveField()
            case .edit: isEditingText.wrappedValue = true
            case .accent: change { accent = accent.other }
            case .bigger: change { typeSize = typeSize.stepped(by: 1) }
            case .smaller: change { typeSize = typeSize.stepped(by: -1) }
            case .animation: animates.toggle()
            }
        }
    }

    /// A row of the form with the key that does the same from anywhere, in grey after it.
    private func row(key: String, @ViewBuilder _ control: () -> some View) -> some View {
        HStack(spacing: 8) {
            control()
            Text(key).foregroundColor(.gray).frame(width: 40, alignment: .leading)
        }
    }

    /// The accent picker's binding: a choice is made as the `a` key makes it
    /// (inside `withAnimation` when animation is on).
    private var accentChoice: Binding<Accent> {
        Binding(get: { accent }, set: { new in change { accent = new } })
    }

    /// Leaves the text field for the animation toggle, where focus starts, so
    /// the screen's keys (and its footer) are as they were before editing.
    private func leaveField() {
        isToggleFocused = true
    }

    /// Makes `write` inside `withAnimation` when animation is on.
    private func change(_ write: () -> Void) {
        if animates {
            withAnimation(.easeInOut(duration: 0.6)) { write() }
        } else {
            write()
        }
    }
}

/// Sets the environment's accent colour from the screen's choice.
private struct AccentColorModifier: ViewModifier {
    @Binding var accent: ContextScreen.Accent

    func body(content: Content) -> some View {
        content.accentColor(accent.color)
    }
}

extension DynamicTypeSize {
    /// The next size up (`steps` > 0) or down, stopping at the ends.
    func stepped(by steps: Int) -> DynamicTypeSize {
        let all = DynamicTypeSize.allCases
        guard let index = all.firstIndex(of: self) else { return self }
        return all[min(max(0, index + steps), all.count - 1)]
    }
}
