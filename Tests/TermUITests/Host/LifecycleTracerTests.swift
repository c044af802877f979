import Foundation
import Testing

@testable import TermUI

#if canImport(Glibc)
    import Glibc
#endif

/// TERMUI_TRACE pointing where writing fails: reported once, in words, and
/// never a crash; tracing then stops.
@MainActor
@Suite struct LifecycleTracerTests {
    final class Reports {
        var messages: [String] = []
        func add(_ message: String) { messages.append(message) }
    }

    static let event = LifecycleEvent(kind: .makeWidget, view: "LabelRep")

    static func temporaryFolder() throws -> String {
        let path = NSTemporaryDirectory() + "termui-trace-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        return path
    }

    @Test func aFileReceivesEveryEventAppended() throws {
        let path = try Self.temporaryFolder() + "/trace.log"
        try Data("earlier\n".utf8).write(to: URL(fileURLWithPath: path))
        let reports = Reports()
        let tracer = try #require(LifecycleTracer(path: path, report: reports.add))
        tracer.write(Self.event)
        tracer.write(Self.event)
        let lines = try String(contentsOfFile: path, encoding: .utf8).split(separator: "\n")
        #expect(lines == ["earlier", "\(Self.event)", "\(Self.event)"])
        #expect(reports.messages.isEmpty)
    }

    @Test func aFullDeviceIsReportedOnceAndTracingStops() throws {
        let reports = Reports()
        let tracer = try #require(LifecycleTracer(path: "/dev/full", report: reports.add))
        for _ in 0..<5 { tracer.write(Self.event) }
        #expect(reports.messages.count == 1)
        #expect(
            reports.messages.first?.contains("/dev/full: writing failed: No space left on device") == true)
    }

    @Test func aMissingFolderIsReported() throws {
        let reports = Reports()
        let path = try Self.temporaryFolder() + "/missing/trace.log"
        #expect(LifecycleTracer(path: path, report: reports.add) == nil)
        #expect(reports.messages == ["TERMUI_TRACE \(path): cannot open it: No such file or directory"])
    }

    /// `/dev/ptmx` opens a new pseudo-terminal: a terminal like the app's own.
    @Test func aTerminalIsRefused() throws {
        let reports = Reports()
        #expect(LifecycleTracer(path: "/dev/ptmx", report: reports.add) == nil)
        #expect(
            reports.messages == [
                "TERMUI_TRACE /dev/ptmx: it is a terminal, where the trace would garble the screen"
            ])
    }

    @Test func aFIFONobodyReadsIsReportedAndOneWhoseReaderLeftStopsTracing() throws {
        let path = try Self.temporaryFolder() + "/trace.fifo"
        try #require(mkfifo(path, 0o600) == 0)
        let reports = Reports()
        #expect(LifecycleTracer(path: path, report: reports.add) == nil)
        #expect(reports.messages.first?.contains("a FIFO no process is reading") == true)

        let reader = open(path, O_RDONLY | O_NONBLOCK)
        try #require(reader >= 0)
        let tracer = try #require(LifecycleTracer(path: path, report: reports.add))
        tracer.write(Self.event)
        close(reader)
        // With no reader the write fails (EPIPE) instead of killing the process with SIGPIPE.
        for _ in 0..<3 { tracer.write(Self.event) }
        #expect(reports.messages.count == 2)
        #expect(reports.messages.last?.contains("Broken pipe") == true)
    }
}
