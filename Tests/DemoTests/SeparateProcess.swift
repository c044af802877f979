import Foundation

/// Around a test that runs in a test process of its own
/// (`SeparateTestProcess.run`): long headless work that would otherwise hold
/// this process's main actor.
enum SeparateProcess {
    /// Lowers the child's priority. Its work is long and only needs CPU that
    /// is left over, while this process's tests wait on terminals, timers and
    /// deadlines that a starved main actor would miss. So the children of a
    /// suite may all run at once: they take the cores the rest leaves idle.
    static func yieldTheCPU() {
        _ = nice(10)
    }
}
