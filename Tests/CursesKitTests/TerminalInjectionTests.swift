import CTerminal
import TermUITesting
import Testing

@testable import CursesKit

#if canImport(Glibc)
    import Glibc
#endif

/// A `TerminalApplication` runs on the descriptors and environment its
/// caller gives and ends through the caller's exit path; a `Screen` that
/// cannot be set up gives back every descriptor it took and the crash guard.
/// Each case runs in a process of its own, where counting descriptors and
/// reading signal dispositions see nothing of the other tests.
@Suite struct TerminalInjectionTests {
    @Test func aNonTerminalInputEndsThroughTheCallersExitWithOneLine() async {
        let result = await SeparateTestProcess.run(expecting: .exitCode(42)) {
            await MainActor.run {
                var fds: [Int32] = [0, 0]
                guard pipe(&fds) == 0 else { _exit(1) }
                let app = TerminalApplication(
                    root: Widget(),
                    terminal: TerminalIO(inputFD: fds[0], outputFD: fds[1], environment: ["TERM": "xterm"]))
                // The library never ends the process itself: 2 + 40 shows this path ran.
                app.run(exit: { code in _exit(code + 40) })
            }
        }
        let errors = result?.output ?? ""
        #expect(errors.contains("input descriptor"), "\(errors)")
        #expect(errors.contains("is not a terminal"))
        #expect(!errors.contains("\u{1B}"), "nothing but the line")
    }

    @Test func aMissingTermInTheInjectedEnvironmentIsReported() async {
        let result = await SeparateTestProcess.run(expecting: .exitCode(42)) {
            await MainActor.run {
                var master: Int32 = -1
                var slave: Int32 = -1
                guard cterminal_open_pty_pair(&master, &slave, 24, 80) == 0 else { _exit(1) }
                // The process's TERM is not the application's: only the injected environment counts.
                setenv("TERM", "xterm-256color", 1)
                let app = TerminalApplication(
                    root: Widget(), terminal: TerminalIO(inputFD: slave, outputFD: slave, environment: [:]))
                app.run(exit: { code in _exit(code + 40) })
            }
        }
        let errors = result?.output ?? ""
        #expect(errors.contains("TERM is not set"), "\(errors)")
    }

    @Test func aScreenThatCannotOpenItsStreamsLeavesNoDescriptorOpen() async {
        await SeparateTestProcess.run {
            await MainActor.run {
                var master: Int32 = -1
                var slave: Int32 = -1
                guard cterminal_open_pty_pair(&master, &slave, 24, 80) == 0 else { _exit(1) }
                let before = openDescriptorCount()
                let handler = segvHandler()
                // A descriptor that is not open: its dup fails, and what was taken before is given back.
                let closed: Int32 = 900
                close(closed)
                do {
                    _ = try Screen(
                        inputFD: closed, outputFD: slave, terminalType: "xterm-256color", guardsTerminal: true
                    )
                    _exit(2)
                } catch {
                    guard (error as? ScreenError) == .cannotOpenStream(fd: closed) else { _exit(3) }
                }
                do {
                    _ = try Screen(
                        inputFD: slave, outputFD: closed, terminalType: "xterm-256color", guardsTerminal: true
                    )
                    _exit(2)
                } catch {
                    guard (error as? ScreenError) == .cannotOpenStream(fd: closed) else { _exit(3) }
                }
                guard openDescriptorCount() == before else { _exit(4) }
                guard segvHandler() == handler else { _exit(5) }
            }
        }
    }

    @Test func anUnknownTerminalTypeLeavesNoDescriptorOpenAndNoCrashGuard() async {
        await SeparateTestProcess.run {
            await MainActor.run {
                var master: Int32 = -1
                var slave: Int32 = -1
                guard cterminal_open_pty_pair(&master, &slave, 24, 80) == 0 else { _exit(1) }
                let before = openDescriptorCount()
                let handler = segvHandler()
                do {
                    _ = try Screen(
                        inputFD: slave, outputFD: slave, terminalType: "no-such-terminal-type",
                        guardsTerminal: true)
                    _exit(2)
                } catch {
                    let expected = ScreenError.unknownTerminalType("no-such-terminal-type")
                    guard (error as? ScreenError) == expected else { _exit(3) }
                }
                guard openDescriptorCount() == before else { _exit(4) }
                guard segvHandler() == handler else { _exit(5) }
            }
        }
    }

    /// The crash guard a screen installs is taken back when the screen then fails.
    @Test func uninstallingTheCrashGuardPutsTheHandlersBack() async {
        await SeparateTestProcess.run {
            var master: Int32 = -1
            var slave: Int32 = -1
            guard cterminal_open_pty_pair(&master, &slave, 24, 80) == 0 else { _exit(1) }
            let handler = segvHandler()
            _ = cterminal_install(slave)
            guard segvHandler() != handler else { _exit(3) }
            cterminal_uninstall()
            guard segvHandler() == handler else { _exit(4) }
        }
    }
}

/// The descriptors this process has open on files and devices (the entries
/// of /proc/self/fd, less the one reading it). Anonymous descriptors
/// (eventfd, epoll, timerfd: what libdispatch's threads open lazily, at any
/// moment, for their own event loop) are not counted: a screen opens none,
/// and counting them made the comparison race with those threads.
private func openDescriptorCount() -> Int {
    guard let directory = opendir("/proc/self/fd") else { return -1 }
    defer { closedir(directory) }
    let own = dirfd(directory)
    var count = 0
    while let entry = readdir(directory) {
        let name = withUnsafeBytes(of: entry.pointee.d_name) {
            String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self)
        }
        guard let fd = Int32(name), fd != own else { continue }
        var target = [CChar](repeating: 0, count: 256)
        let length = readlink("/proc/self/fd/\(name)", &target, target.count - 1)
        let bytes = target[..<max(0, length)].map { UInt8(bitPattern: $0) }
        let path = String(decoding: bytes, as: UTF8.self)
        if !path.hasPrefix("anon_inode:") { count += 1 }
    }
    return count
}

/// The handler SIGSEGV has now (the Swift runtime's, the default, or CTerminal's crash guard).
private func segvHandler() -> UnsafeRawPointer? {
    var current = sigaction()
    sigaction(SIGSEGV, nil, &current)
    return unsafeBitCast(current.__sigaction_handler.sa_handler, to: UnsafeRawPointer?.self)
}
