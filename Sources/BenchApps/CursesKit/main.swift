import CursesKit

// termui-bench-curseskit: the bench's tiny app on CursesKit alone (the same
// screen as termui-bench-c and termui-bench-termui): a title, a label, a focused
// "Add to Wallet" button whose Enter presses are counted, and a 20-step bar
// that Right advances one step (Left empties it). q or Ctrl-C quits.

/// The button's target: counts presses into the label beside the button.
@MainActor
final class Counter {
    let label: LabelWidget
    var count = 0

    init(label: LabelWidget) { self.label = label }

    func tapped() {
        count += 1
        label.text = "Added \(count) times"
    }
}

MainActor.assumeIsolated {
    let root = Widget()
    let title = LabelWidget("Bench: a tiny app", style: Style(attributes: .bold))
    title.frame = Rect(x: 2, y: 0, width: 40, height: 1)
    let label = LabelWidget("One button, one counter and a 20-step bar.")
    label.frame = Rect(x: 2, y: 2, width: 60, height: 1)
    let button = Button(title: "Add to Wallet")
    button.frame = Rect(x: 2, y: 4, width: 17, height: 1)
    let count = LabelWidget("Added 0 times")
    count.frame = Rect(x: 22, y: 4, width: 30, height: 1)
    let bar = ProgressBar()
    bar.frame = Rect(x: 2, y: 6, width: 20, height: 1)
    for widget in [title, label, button, count, bar] { root.addSubwidget(widget) }

    let counter = Counter(label: count)
    button.addTarget(counter, action: Counter.tapped, for: .primaryActionTriggered)
    var step = 0
    let app = TerminalApplication(root: root)
    app.onKey = { key in
        switch key.key {
        case .right: step = min(20, step + 1)
        case .left: step = 0
        case .character("q"):
            app.quit()
            return true
        default: return false
        }
        bar.progress = Double(step) / 20
        return true
    }
    app.run()
}
