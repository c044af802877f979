import Foundation

/// Answers that stopped halfway and wait for the test's "release".
final class Stalls: @unchecked Sendable {
    static let shared = Stalls()
    private let condition = NSCondition()
    private var generation = 0

    /// Blocks until the next "release" after this call.
    func wait(path: String) {
        condition.lock()
        let mine = generation
        say("stalled \(path)")
        while generation == mine { condition.wait() }
        condition.unlock()
    }

    func releaseAll() {
        condition.lock()
        generation += 1
        condition.broadcast()
        condition.unlock()
    }
}

/// Writes one line to standard output at once (unbuffered: the test reads it live).
func say(_ line: String) {
    FileHandle.standardOutput.write(Data((line + "\n").utf8))
}
