import TermUI

// Lays the view out headlessly, as a test would: compiling is the check,
// and the layout must not crash.
@MainActor func check() {
    let host = HeadlessHost(size: Size(width: 80, height: 24)) { UnitsView() }
    print(host.lines.prefix(3).joined(separator: "\n"))
    print(Layout2D().columns(for: 390), Layout2D().label(for: 2.25))
}
MainActor.assumeIsolated { check() }
