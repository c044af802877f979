import CursesKit
import Foundation

/// The focusable fields of a ``DatePicker``: `2026-12-04 14:30`, the chosen
/// field reversed while focused, and `[-|+]` after them in `.stepperField`.
struct DatePickerControl: View, CanvasControl {
    typealias Body = Never
    let selection: Binding<Date>
    let fields: [DateField]
    let arithmetic: DateFields
    let editing: Binding<DatePickerEditing>
    let showsStepper: Bool

    /// The chosen field's index, inside `fields`.
    private var active: Int { min(max(editing.wrappedValue.field, 0), fields.count - 1) }

    func lines(environment: EnvironmentValues) -> [[ControlRun]] {
        let accent = Self.accentStyle(environment)
        let date = selection.wrappedValue
        var runs: [ControlRun] = []
        for (index, field) in fields.enumerated() {
            if index > 0 { runs.append(ControlRun(text: field.separator)) }
            runs.append(
                ControlRun(
                    text: Self.digits(arithmetic.value(field, of: date), width: field.width), style: accent,
                    showsFocus: index == active))
        }
        if showsStepper {
            runs += [
                ControlRun(text: " ["), ControlRun(text: "-", style: accent), ControlRun(text: "|"),
                ControlRun(text: "+", style: accent), ControlRun(text: "]"),
            ]
        }
        return [runs]
    }

    var keyHints: [KeyHint] {
        [
            KeyHint([KeyEvent(.left), KeyEvent(.right)], "field", priority: .low),
            KeyHint([KeyEvent(.up), KeyEvent(.down)], "change"),
            KeyHint(
                (0...9).map { KeyEvent.character(Character(String($0))) }, "type", symbol: "0-9",
                priority: .low),
        ]
    }

    func handleKey(_ event: KeyEvent) -> Bool {
        guard event.modifiers.subtracting(.shift).isEmpty else { return false }
        switch event.key.withVimArrows {
        case .left: choose(active - 1)
        case .right: choose(active + 1)
        case .up, .character("+"), .character("="): step(by: 1)
        case .down, .character("-"): step(by: -1)
        case .character(let character) where character.isASCII && character.isNumber: type(character)
        default: return false
        }
        return true
    }

    func handleMouse(_ event: MouseEvent, in canvas: ControlCanvas) -> Bool {
        Self.click(event, in: canvas) {
            var x = 0
            for (index, run) in (lines(environment: EnvironmentValues()).first ?? []).enumerated() {
                let width = run.text.displayWidth
                defer { x += width }
                guard event.location.x >= x, event.location.x < x + width else { continue }
                if index % 2 == 0, index / 2 < fields.count {
                    choose(index / 2)
                } else if showsStepper, run.text == "-" || run.text == "+" {
                    step(by: run.text == "+" ? 1 : -1)
                }
            }
        }
    }

    private func choose(_ index: Int) {
        editing.wrappedValue = DatePickerEditing(field: min(max(index, 0), fields.count - 1))
    }

    private func write(_ date: Date) {
        if selection.wrappedValue != date { selection.wrappedValue = date }
    }

    private func step(by delta: Int) {
        editing.wrappedValue.typed = ""
        write(arithmetic.stepping(fields[active], by: delta, of: selection.wrappedValue))
    }

    /// Adds `digit` to what was typed into the field: the field takes the
    /// number as soon as it is a valid value; a number too long or out of
    /// range starts over from `digit`; a full field moves on to the next.
    private func type(_ digit: Character) {
        let field = fields[active]
        let date = selection.wrappedValue
        let values = arithmetic.values(field, around: date)
        var typed = editing.wrappedValue.typed + String(digit)
        if typed.count > field.width || !values.contains(Int(typed) ?? -1) && typed.count > 1 {
            typed = String(digit)
        }
        if let value = Int(typed), values.contains(value) {
            write(arithmetic.setting(field, to: value, of: date))
        }
        if typed.count == field.width {
            editing.wrappedValue = DatePickerEditing(field: min(active + 1, fields.count - 1))
        } else {
            editing.wrappedValue.typed = typed
        }
    }

    private static func digits(_ value: Int, width: Int) -> String {
        let text = String(value)
        return String(repeating: "0", count: max(0, width - text.count)) + text
    }
}
