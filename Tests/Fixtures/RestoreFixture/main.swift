// A tiny CursesKit app the terminal-restore tests run on a pty and then kill
// or crash. Usage: termui-restore-fixture MODE
//
//   wait     run until a signal or "q" arrives
//   quit     same as wait (the test presses "q")
//   On "x", die the way MODE says: fatal (fatalError), segv (a bad pointer),
//   abort (abort()), throw (an uncaught Swift error via try!), exit (exit(3)
//   with curses still active), sigterm-self (raise SIGTERM), busy (keep the main
//   thread busy forever, as a long computation would: only a signal ends it).
//   stall (keep the main thread busy on "x" until the Ctrl-C guard has taken
//   three bytes, or 120 s: the keys typed meanwhile must still arrive, in order).
//   A line "restore fixture: key N TEXT" shows each key handled, N counting
//   them, TEXT the characters typed (and after a stall whether the guard took them).
//   edit     as wait, with a focused text field; "restore fixture: field [TEXT]"
//            shows its text after each edit (Ctrl-Z there undoes, never suspends).
import CursesKit
import Dispatch

#if canImport(Glibc)
    import Glibc
#endif

enum FixtureError: Error { case uncaught }

@MainActor
func die(_ mode: String) {
    switch mode {
    case "fatal":
        fatalError("restore fixture: fatalError as asked")
    case "segv":
        let pointer = UnsafeMutablePointer<Int>(bitPattern: 8)
        pointer?.pointee = 42
        raise(SIGSEGV)
    case "abort":
        abort()
    case "throw":
        func fail() throws { throw FixtureError.uncaught }
        try! fail()
    case "exit":
        exit(3)
    case "sigterm-self":
        kill(getpid(), SIGTERM)
    case "busy":
        busy.text = "restore fixture: spinning"
        // After the frame that shows it (queued first), the main thread never returns.
        DispatchQueue.main.async {
            var spins = 0
            while spins >= 0 { spins = (spins &+ 1) & 0x3FFF_FFFF }
        }
    case "stall":
        busy.text = "restore fixture: stalling"
        DispatchQueue.main.async {
            let deadline = ContinuousClock.now + .seconds(120)
            func taken() -> Bool { TerminalInputReader.interruptGuardPendingBytes >= 3 }
            while !taken() && ContinuousClock.now < deadline {}
            stallResult = taken() ? " (taken)" : " (nothing taken)"
        }
    default:
        break
    }
}

let mode = CommandLine.arguments.dropFirst().first ?? "wait"
if let gate = getenv("RESTORE_FIXTURE_GATE"), String(cString: gate) == "1" {
    var byte: UInt8 = 0
    while read(STDIN_FILENO, &byte, 1) == 1 && byte != 0x0A {}
}
let root = Widget()
let label = LabelWidget("restore fixture: \(mode)")
label.frame = Rect(x: 1, y: 1, width: 38, height: 1)
root.addSubwidget(label)
let busy = LabelWidget("")
busy.frame = Rect(x: 1, y: 2, width: 38, height: 1)
root.addSubwidget(busy)
var keysHandled = 0
var typed = ""
var stallResult = ""
let app = TerminalApplication(root: root, minimumSize: Size(width: 20, height: 5))

/// Shows the field's text on the busy line after each edit.
@MainActor
final class FieldEcho {
    let field: TextInput
    init(_ field: TextInput) { self.field = field }
    func changed() { busy.text = "restore fixture: field [\(field.text)]" }
}
let field = TextInput()
let echo = FieldEcho(field)
if mode == "edit" {
    field.frame = Rect(x: 1, y: 3, width: 20, height: 1)
    root.addSubwidget(field)
    field.addTarget(echo, action: FieldEcho.changed, for: .editingChanged)
    _ = app.focusChain.focus(field)
}
app.onKey = { key in
    if key == .character("q") {
        app.quit()
        return true
    }
    if key == .character("x") {
        die(mode)
        return true
    }
    keysHandled += 1
    if case .character(let character) = key.key { typed.append(character) }
    if mode != "edit" { busy.text = "restore fixture: key \(keysHandled) \(typed)\(stallResult)" }
    return false
}
app.run()
