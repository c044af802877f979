import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// What ``NetworkSession`` hands on from URLSession's delegate queue.
extension PageLoader {
    func taskReceived(_ response: URLResponse, from dataTask: URLSessionDataTask) {
        let http = response as? HTTPURLResponse
        let (type, charset) = PageResponse.parseContentType(http?.value(forHTTPHeaderField: "Content-Type"))
        let url = response.url ?? dataTask.originalRequest?.url ?? URL(fileURLWithPath: "/")
        let page = PageResponse(
            url: url, mimeType: type ?? response.mimeType?.lowercased() ?? "text/html", charset: charset,
            statusCode: http?.statusCode,
            expectedLength: response.expectedContentLength >= 0 ? Int(response.expectedContentLength) : nil)
        queue.async { self.commit(page) }
    }

    func taskReceived(_ data: Data) {
        let bytes = Array(data)
        queue.async { self.receive(bytes) }
    }

    func taskCompleted(_ task: URLSessionTask, error: Error?) {
        let url = task.currentRequest?.url ?? task.originalRequest?.url
        queue.async {
            guard let error else { return self.sourceFinished(error: nil) }
            let loadError = WebLoadError(urlError: error, url: url, timeout: self.timeout)
            if case .cancelled = loadError { return }
            self.sourceFinished(error: loadError)
        }
    }
}
