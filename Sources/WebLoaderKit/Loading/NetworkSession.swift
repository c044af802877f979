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
    private var session: URLSession?

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

    /// Stops `task`: its loader hears nothing more from it.
    ///
    /// Cancelling a task that is failing at that moment hits the same registry
    /// crash (an unreachable host fails within milliseconds, and back or forward
    /// right after cancelled it). So a task still connecting is only let go: it
    /// ends by itself soon (refused, unreachable, or its timeout) and nobody
    /// hears of it. A task whose answer has begun, which could go on for long
    /// (a big or endless body), is cancelled.
    func stop(_ task: URLSessionDataTask) {
        lock.withLock { loaders[task.taskIdentifier] = nil }
        if task.response != nil && task.state == .running { task.cancel() }
    }

    private func loader(for task: URLSessionTask) -> PageLoader? {
        lock.withLock { loaders[task.taskIdentifier] }
    }

    func urlSession(
        _ session: URLSession, dataTask: URLSessionDataTask, didReceive response: URLResponse,
        completionHandler: @escaping (URLSession.ResponseDisposition) -> Void
    ) {
        guard let loader = loader(for: dataTask) else { return completionHandler(.cancel) }
        loader.taskReceived(response, from: dataTask)
        completionHandler(.allow)
    }

    func urlSession(_ session: URLSession, dataTask: URLSessionDataTask, didReceive data: Data) {
        loader(for: dataTask)?.taskReceived(data)
    }

    func urlSession(_ session: URLSession, task: URLSessionTask, didCompleteWithError error: Error?) {
        let loader = lock.withLock { loaders.removeValue(forKey: task.taskIdentifier) }
        loader?.taskCompleted(task, error: error)
    }
}
