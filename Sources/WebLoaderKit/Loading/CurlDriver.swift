import CCurl
import Glibc
import Locking
import Synchronization

/// The process's one libcurl multi handle and the one I/O thread that drives it.
///
/// The thread sleeps in `curl_multi_poll` until a socket is ready, one of
/// curl's own timers is due, or ``curl_multi_wakeup`` says a command is
/// waiting: while a transfer waits for data (a stalled server, a connect that
/// hangs) or nothing loads at all, it uses no CPU and makes no system calls.
/// Every easy handle is touched on this thread only, so curl needs no locks;
/// other threads hand it commands (start, stop, resume) under a `Locked` (a pthread mutex ThreadSanitizer can see).
///
/// One multi handle shares what a browser shares: connections (keep-alive,
/// HTTP/2 multiplexing), and through a share handle DNS answers and cookies
/// (kept for the session, never written to disk).
final class CurlDriver: Sendable {
    /// The driver, made on the first load from the network, when libcurl is
    /// opened (it is not loaded before: see CCurl); nil when it could not be
    /// (``unavailableReason`` says why).
    static let shared: CurlDriver? = termui_curl_load() == nil ? CurlDriver() : nil

    /// Why libcurl could not be opened, or nil.
    static var unavailableReason: String? { termui_curl_load().map { String(cString: $0) } }

    private enum Command {
        case start(CurlTransfer)
        case stop(CurlTransfer)
        case resume(CurlTransfer)
    }

    /// The handles, owned by the I/O thread once it runs.
    private struct Handles: @unchecked Sendable {
        let multi: UnsafeMutableRawPointer
        let share: UnsafeMutableRawPointer
    }

    private let handles: Handles
    private let commands = Locked<[Command]>([])
    /// How many times the thread came back from `curl_multi_poll` (for the bench and tests:
    /// a stalled load must not turn it).
    private let wakeCount = Atomic<Int>(0)
    /// Transfers running after the last wake.
    private let activeCount = Atomic<Int>(0)

    /// Transfers running (as of the I/O thread's last wake).
    package var runningTransfers: Int { activeCount.load(ordering: .relaxed) }

    private init() {
        termui_curl_global_init(Int(CURL_GLOBAL_DEFAULT))
        guard let multi = termui_curl_multi_init(), let share = termui_curl_share_init() else {
            fatalError("libcurl could not make a multi handle: out of memory")
        }
        _ = termui_share_setopt_long(share, CURLSHOPT_SHARE, Int(CURL_LOCK_DATA_COOKIE.rawValue))
        _ = termui_share_setopt_long(share, CURLSHOPT_SHARE, Int(CURL_LOCK_DATA_DNS.rawValue))
        handles = Handles(multi: multi, share: share)
        let box = Unmanaged.passRetained(self).toOpaque()
        var thread = pthread_t()
        let made = pthread_create(
            &thread, nil,
            { argument in
                guard let argument else { return nil }
                let driver = Unmanaged<CurlDriver>.fromOpaque(argument).takeRetainedValue()
                driver.run()
                return nil
            }, box)
        guard made == 0 else { fatalError("cannot start the network thread: error \(made)") }
        pthread_detach(thread)
    }

    /// The times the I/O thread has woken so far.
    package var wakes: Int { wakeCount.load(ordering: .relaxed) }

    /// Starts `transfer` on the I/O thread.
    func start(_ transfer: CurlTransfer) { send(.start(transfer)) }

    /// Ends `transfer` now: its connection closes and it reports nothing more.
    func stop(_ transfer: CurlTransfer) {
        transfer.cancel()
        send(.stop(transfer))
    }

    /// Lets a transfer that flow control paused take data again.
    func resume(_ transfer: CurlTransfer) { send(.resume(transfer)) }

    private func send(_ command: Command) {
        commands.withLock { $0.append(command) }
        termui_curl_multi_wakeup(handles.multi)
    }

    // MARK: - The I/O thread

    private func run() {
        var active: [UnsafeMutableRawPointer: CurlTransfer] = [:]
        let multi = handles.multi
        while true {
            runCommands(&active)
            var running: Int32 = 0
            termui_curl_multi_perform(multi, &running)
            finishDone(&active)
            activeCount.store(active.count, ordering: .relaxed)
            // With nothing to do, sleep until woken; curl shortens the wait to its own timers.
            termui_curl_multi_poll(multi, nil, 0, active.isEmpty ? Int32.max : 60_000, nil)
            wakeCount.add(1, ordering: .relaxed)
        }
    }

    /// Carries out the commands sent since the last turn. A function of its own so
    /// that the commands (and the transfers they hold) are let go before the thread
    /// sleeps: a stopped transfer kept by a loop's local array kept its load alive.
    private func runCommands(_ active: inout [UnsafeMutableRawPointer: CurlTransfer]) {
        let queued = commands.withLock { queued in
            let taken = queued
            queued.removeAll()
            return taken
        }
        for command in queued {
            switch command {
            case .start(let transfer):
                guard !transfer.isCancelled, let easy = transfer.makeHandle(share: handles.share) else {
                    continue
                }
                active[easy] = transfer
                termui_curl_multi_add_handle(handles.multi, easy)
            case .stop(let transfer):
                guard let easy = transfer.easy, active.removeValue(forKey: easy) != nil else { continue }
                termui_curl_multi_remove_handle(handles.multi, easy)
                transfer.closeHandle()
            case .resume(let transfer):
                guard let easy = transfer.easy, active[easy] != nil else { continue }
                termui_curl_easy_pause(easy, termui_pause_cont)
            }
        }
    }

    /// Reports the transfers curl has finished and lets them go.
    private func finishDone(_ active: inout [UnsafeMutableRawPointer: CurlTransfer]) {
        var left: Int32 = 0
        while let message = termui_curl_multi_info_read(handles.multi, &left) {
            guard message.pointee.msg == CURLMSG_DONE, let easy = message.pointee.easy_handle,
                let transfer = active.removeValue(forKey: easy)
            else { continue }
            let code = message.pointee.data.result
            termui_curl_multi_remove_handle(handles.multi, easy)
            transfer.complete(code)
            transfer.closeHandle()
        }
    }
}
