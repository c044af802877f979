import Foundation
import TermUITesting

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A release-built app (`termui-demo`, the bench's tiny apps) on a headless terminal,
/// driven one key at a time.
///
/// Every press starts from a quiet app (no output for ``quiet``) and ends quiet again, so
/// what the app wrote in between belongs to that key alone. The latency runs from writing
/// the key to reading back the ready marker (`ESC ] 5379 ; ready ; N BEL`) of the frame
/// it caused; a key that brings no marker before ``keyDeadline`` is reported, not waited
/// for.
final class DemoSession {
    /// What one key did.
    struct Sample {
        /// From writing the key to reading its frame's ready marker, in nanoseconds.
        var latency: Double
        /// What the app wrote from the key up to (not including) that marker.
        var bytes: Int
        /// Ready markers after the first one, before the app fell quiet again.
        var extraFrames: Int
    }

    /// Why a session could not go on.
    struct Failure: Error, CustomStringConvertible {
        var description: String
    }

    /// How long a key may take to bring its frame before it counts as having none.
    static let keyDeadline = Duration.seconds(2)
    /// How long without output counts as the app being idle.
    static let quiet = Duration.milliseconds(10)
    /// How long to wait for quiet before giving up on it (an app that never stops).
    static let quietLimit = Duration.milliseconds(500)

    private let terminal: Terminal
    private let clock = ContinuousClock()
    /// How much of the app's output has been accounted for.
    private var consumed = 0

    /// From just before the launch to reading the first frame's ready marker, in nanoseconds.
    private(set) var firstFrame: Double = 0

    /// The demo built beside this benchmark (`make bench` builds both).
    static var demoPath: String { BuiltProduct.path("termui-demo") }

    /// Launches the demo with `arguments` and waits for its first frame.
    convenience init(arguments: [String], size: TerminalSize = .standard) throws {
        try self.init(product: "termui-demo", arguments: arguments, size: size)
    }

    /// Launches the product `product` built beside the bench and waits for its first frame.
    ///
    /// `command` turns the product's path into the command line that runs it (by default
    /// the path alone; the callgrind section runs a stripped copy under `valgrind`);
    /// `arguments` follow it; `environment` is added to the launch's. `firstFrameTimeout`
    /// bounds the wait for the first frame.
    init(
        product: String, arguments: [String] = [], size: TerminalSize = .standard,
        command: (String) throws -> [String] = { [$0] }, environment: [String: String] = [:],
        firstFrameTimeout: Duration = .seconds(20)
    ) throws {
        let path = BuiltProduct.path(product)
        guard FileManager.default.isExecutableFile(atPath: path) else {
            throw Failure(
                description: "no \(product) at \(path); build it in the same configuration "
                    + "(`make bench` builds every app it runs)")
        }
        let commandLine = try command(path)
        guard let executable = commandLine.first else {
            throw Failure(description: "no command line to run \(product)")
        }
        let launched = ContinuousClock.now
        terminal = try Terminal.launch(
            executable: executable, arguments: Array(commandLine.dropFirst()) + arguments,
            environment: environment, size: size)
        guard let first = waitForMarker(after: 0, timeout: firstFrameTimeout) else {
            throw Failure(description: "\(product) \(arguments.joined(separator: " ")) drew no first frame")
        }
        firstFrame = Self.nanoseconds(first.seen - launched)
        _ = waitForQuiet()
    }

    /// The app's process id.
    var pid: pid_t { terminal.process.pid }

    /// The app's peak resident set (`VmHWM` in `/proc/PID/status`), in bytes.
    var peakResidentBytes: Int? { ProcessFigures.peakResidentBytes(of: pid) }

    /// Presses `key` and measures the frame it causes; `nil` when no frame came by
    /// `deadline` (``keyDeadline`` unless told otherwise).
    /// Blocks until the app's output holds `text` (a page it loads after its
    /// first frame has arrived), at most `timeout`; false when it did not.
    func waitForOutput(containing text: String, timeout: Duration) -> Bool {
        terminal.process.waitForOutput(containing: text, timeout: timeout)
    }

    func measure(_ key: Key, deadline: Duration = keyDeadline) throws -> Sample? {
        try measure("\(key)", deadline: deadline) { try terminal.press(key) }
    }

    /// Writes `text` as a bracketed paste (`ESC [200~ … ESC [201~`, written as
    /// fast as the app reads it) and measures from its first byte to the frame
    /// it causes; `nil` when no frame came within `deadline`.
    func measurePaste(_ text: String, deadline: Duration) throws -> Sample? {
        try measure("a paste", deadline: deadline) {
            try terminal.process.write("\u{1B}[200~" + text + "\u{1B}[201~")
        }
    }

    /// What a burst of input cost: from its first byte to the last frame it
    /// caused, and how many frames that was.
    struct Burst {
        var latency: Double
        var frames: Int
    }

    /// Writes `bytes` in one write (unbracketed, as a keyboard-wedge scanner or a
    /// paste without bracketed paste sends them) and follows the frames it causes
    /// until none comes for ``quietLimit``; `nil` when no frame came within `deadline`.
    func measureBurst(_ bytes: [UInt8], deadline: Duration) throws -> Burst? {
        let start = peek { $0.count }
        let sent = clock.now
        try terminal.send(bytes)
        guard var last = waitForMarker(after: start, timeout: deadline) else {
            consumed = waitForQuiet()
            return nil
        }
        var frames = 1
        while let next = waitForMarker(after: last.end, timeout: Self.quietLimit) {
            last = next
            frames += 1
        }
        consumed = waitForQuiet()
        return Burst(latency: Self.nanoseconds(last.seen - sent), frames: frames)
    }

    private func measure(_ what: String, deadline: Duration, action: () throws -> Void) throws -> Sample? {
        let start = peek { $0.count }
        consumed = start
        let pressed = clock.now
        try action()
        guard let marker = waitForMarker(after: start, timeout: deadline) else {
            if let status = terminal.process.exitStatus {
                throw Failure(description: "the app ended (\(status)) after \(what)")
            }
            consumed = waitForQuiet()
            return nil
        }
        let latency = Self.nanoseconds(marker.seen - pressed)
        let end = waitForQuiet()
        let extra = peek { Self.markers(in: $0, from: marker.end, to: end).count }
        consumed = end
        return Sample(latency: latency, bytes: marker.start - start, extraFrames: extra)
    }

    /// Asks the demo to quit (Ctrl-C), killing it if it has not ended within `timeout`;
    /// returns whether it ended by itself.
    @discardableResult
    func close(timeout: Duration = .seconds(5)) -> Bool {
        try? terminal.press(.control("c"))
        if (try? terminal.process.waitForExit(timeout: timeout)) == nil {
            try? terminal.process.signal(SIGKILL)
            return false
        }
        return true
    }

    // MARK: - Waiting

    /// A ready marker found in the output.
    private struct Marker {
        /// Where its `ESC` is, and just past its `BEL`.
        var start: Int
        var end: Int
        /// When the benchmark saw it.
        var seen: ContinuousClock.Instant
    }

    /// Blocks until a ready marker starts at or after `offset`, at most `timeout`.
    private func waitForMarker(after offset: Int, timeout: Duration) -> Marker? {
        var found: Marker?
        terminal.process.waitForOutput(timeout: timeout) { output in
            guard let range = Self.markers(in: output, from: offset, to: output.count).first else {
                return false
            }
            found = Marker(start: range.lowerBound, end: range.upperBound, seen: clock.now)
            return true
        }
        return found
    }

    /// Blocks until the app has written nothing for ``quiet`` (at most ``quietLimit``);
    /// returns how many bytes it had written by then.
    private func waitForQuiet() -> Int {
        let limit = clock.now + Self.quietLimit
        var count = peek { $0.count }
        while clock.now < limit {
            let seen = count
            let changed = terminal.process.waitForOutput(timeout: Self.quiet) { output in
                count = output.count
                return output.count > seen
            }
            if !changed { break }
        }
        return count
    }

    /// Runs `body` on the output under the process's lock, without copying it.
    private func peek<T>(_ body: ([UInt8]) -> T) -> T {
        var result: T?
        terminal.process.waitForOutput(timeout: .zero) { output in
            result = body(output)
            return true
        }
        // The predicate always runs at least once.
        guard let result else { return body([]) }
        return result
    }

    static func nanoseconds(_ duration: Duration) -> Double {
        Double(duration.components.seconds) * 1e9 + Double(duration.components.attoseconds) / 1e9
    }

    // MARK: - Parsing

    private static let markerPrefix = Array("\u{1B}]5379;ready;".utf8)

    /// The ranges of complete ready markers that start in `bytes[from..<to]`.
    static func markers(in bytes: [UInt8], from: Int, to: Int) -> [Range<Int>] {
        var ranges: [Range<Int>] = []
        var index = max(0, from)
        let limit = min(to, bytes.count)
        while index + markerPrefix.count <= limit {
            guard bytes[index] == 0x1B,
                bytes[index..<(index + markerPrefix.count)].elementsEqual(markerPrefix)
            else {
                index += 1
                continue
            }
            var end = index + markerPrefix.count
            while end < limit, bytes[end] != 0x07 { end += 1 }
            guard end < limit else { break }  // not complete yet
            ranges.append(index..<(end + 1))
            index = end + 1
        }
        return ranges
    }
}
