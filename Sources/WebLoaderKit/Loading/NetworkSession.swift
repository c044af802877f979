import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// The one `URLSession` every http(s) page load in the process shares; it is
/// never invalidated, and a load stops by cancelling its own task.
///
/// swift-corelibs-foundation's URLSession stops the process ("Trying to access
/// a behaviour for a task that in not in the registry") when a session is
/// invalidated while one of its tasks is completing: a load stopped or replaced
/// just as it failed, which quick back and forward over links that fail offline
/// did (the demo's pty monkey test found it). A shared session is also what
/// URLSession is made for: one connection pool, one libcurl multi handle.
/// See ``stop(_:)`` for the other half of the workaround.
final class NetworkSession: NSObject, URLSessionDataDelegate, @unchecked Sendable {
    static let shared = NetworkSession()

    private let lock = NSLock()
    /// The loader of each running task; a stopped task's callbacks find none.
    private var loaders: [Int: PageLoader] = [:]
    /// Tasks a cancel has been asked for, so an orphan's every callback does not ask again.
    private var cancelling: Set<Int> = []
    private var session: URLSession?
    /// Where tasks are cancelled. `URLSessionTask.cancel()` waits for URLSession's
    /// own queue, which a fast answer can keep busy for a while; waiting here holds
    /// up neither a loader's queue nor the delegate queue (whose other tasks'
    /// callbacks go on).
    private let canceller = DispatchQueue(label: "WebLoaderKit.NetworkSession.cancel")

    private var sharedSession: URLSession {
        lock.withLock {
            if let session { return session }
            let delegateQueue = OperationQueue()
            delegateQueue.maxConcurrentOperationCount = 1
            let made = URLSession(configuration: .ephemeral, delegate: self, delegateQueue: delegateQueue)
            session = made
            return made
        }
    }

    /// Starts `request` for `loader`, which hears of it until it completes or is stopped.
    func start(_ request: URLRequest, for loader: PageLoader) -> URLSessionDataTask {
        let task = sharedSession.dataTask(with: request)
        lock.withLock { loaders[task.taskIdentifier] = loader }
        task.resume()
        return task
    }

    /// Stops `task`: its loader hears nothing more from it, and the transfer ends.
    ///
    /// Cancelling a task that is failing at that moment hits the same registry
    /// crash (an unreachable host fails within milliseconds, and back or forward
    /// right after cancelled it). So a task still connecting is not cancelled
    /// here: if it fails, it ends by itself and nobody hears of it; if an answer
    /// comes, the answer's first callback cancels it (see ``orphanAnswered(_:)``).
    /// A task whose answer has begun, which could go on for long (a big or
    /// endless body), is cancelled now.
    func stop(_ task: URLSessionDataTask) {
        lock.withLock { loaders[task.taskIdentifier] = nil }
        if task.response != nil { cancel(task) }
    }

    /// Cancels `task` on the canceller, once however often it is asked.
    private func cancel(_ task: URLSessionDataTask) {
        guard lock.withLock({ cancelling.insert(task.taskIdentifier).inserted }) else { return }
        canceller.async {
            if task.state == .running { task.cancel() }
        }
    }

    private func loader(for task: URLSessionTask) -> PageLoader? {
        lock.withLock { loaders[task.taskIdentifier] }
    }

    /// Ends a task that answers after its load was stopped.
    ///
    /// swift-corelibs-foundation ignores the disposition a data delegate gives
    /// for a response, so `.cancel` alone would let the body come in for as long
    /// as the server sends it: a load stopped while connecting to an endless or
    /// huge answer went on downloading with nobody listening, as fast as the
    /// connection allowed. The task is delivering an answer, which is when
    /// ``stop(_:)`` cancels a task too.
    private func orphanAnswered(_ task: URLSessionDataTask) {
        cancel(task)
    }

    func urlSession(
        _ session: URLSession, dataTask: URLSessionDataTask, didReceive response: URLResponse,
        completionHandler: @escaping (URLSession.ResponseDisposition) -> Void
    ) {
        guard let loader = loader(for: dataTask) else {
            orphanAnswered(dataTask)
            return completionHandler(.cancel)
        }
        loader.taskReceived(response, from: dataTask)
        completionHandler(.allow)
    }

    func urlSession(_ session: URLSession, dataTask: URLSessionDataTask, didReceive data: Data) {
        guard let loader = loader(for: dataTask) else { return orphanAnswered(dataTask) }
        loader.taskReceived(data)
    }

    func urlSession(_ session: URLSession, task: URLSessionTask, didCompleteWithError error: Error?) {
        let loader = lock.withLock {
            cancelling.remove(task.taskIdentifier)
            return loaders.removeValue(forKey: task.taskIdentifier)
        }
        loader?.taskCompleted(task, error: error)
    }
}
