import Foundation

/// Around a test that runs in a test process of its own (an exit test): long
/// headless work that would otherwise hold this process's main actor.
enum SeparateProcess {
    /// Lowers the child's priority. Its work is long and only needs CPU that
    /// is left over, while this process's tests wait on terminals, timers and
    /// deadlines that a starved main actor would miss.
    static func yieldTheCPU() {
        _ = nice(10)
    }
}
