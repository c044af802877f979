import FoundationEssentials
import TermUI

struct WebTimeoutKey: EnvironmentKey {
    static var defaultValue: TimeInterval { 30 }
}

extension EnvironmentValues {
    /// How long a page load may wait for the server (the demo's `--timeout`).
    var webTimeout: TimeInterval {
        get { self[WebTimeoutKey.self] }
        set { self[WebTimeoutKey.self] = newValue }
    }
}
