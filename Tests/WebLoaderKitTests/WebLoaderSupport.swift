import CursesKit
import Foundation
import TermUITesting
import Testing
import WebLoaderKit

/// Records what a navigation delegate is told, in order.
@MainActor
final class RecordingDelegate: WebNavigationDelegate {
    var calls: [String] = []
    var errors: [WebLoadError] = []
    var refusesScheme: String?

    func webLoader(_ webLoader: WebLoaderWidget, decidePolicyFor action: WebNavigationAction)
        -> WebNavigationActionPolicy
    {
        calls.append("decide")
        return action.request.url?.scheme == refusesScheme ? .cancel : .allow
    }
    func webLoader(_ webLoader: WebLoaderWidget, didStartProvisionalNavigation navigation: WebNavigation) {
        calls.append("start")
    }
    func webLoader(_ webLoader: WebLoaderWidget, didCommit navigation: WebNavigation) {
        calls.append("commit")
    }
    func webLoader(_ webLoader: WebLoaderWidget, didFinish navigation: WebNavigation) {
        calls.append("finish")
    }
    func webLoader(
        _ webLoader: WebLoaderWidget, didFail navigation: WebNavigation, withError error: WebLoadError
    ) {
        calls.append("fail")
        errors.append(error)
    }
}

/// A widget with a size, a delegate and a record of every estimatedProgress value.
@MainActor
final class LoaderHarness {
    let widget = WebLoaderWidget()
    let delegate = RecordingDelegate()
    var progress: [Double] = []
    var observation: WebObservation?

    init(width: Int = 60, height: Int = 10) {
        widget.frame = Rect(x: 0, y: 0, width: width, height: height)
        widget.navigationDelegate = delegate
        // Stalled loads wait on the test, which a loaded machine running the suite in
        // parallel can keep from its turn for long; only the timeout test sets a short one.
        widget.timeout = 600
        observation = widget.observe(\.estimatedProgress) { [unowned self] widget, _ in
            progress.append(widget.estimatedProgress)
        }
    }

    /// Loads `url` and waits for the load to end.
    func load(_ url: URL, sourceLocation: SourceLocation = #_sourceLocation) async {
        widget.load(WebRequest(url: url))
        let ended = await waitUntil { !self.widget.isLoading }
        #expect(ended, "load of \(url) did not end", sourceLocation: sourceLocation)
    }

    /// What a person sees: the widget drawn into a buffer.
    var screen: [String] {
        let buffer = CellBuffer(size: widget.frame.size)
        widget.draw(in: buffer)
        return buffer.lines.map { line in
            var text = line
            while text.last == " " { text.removeLast() }
            return text
        }
    }

    var isMonotonicWithinTheLastLoad: Bool {
        let last = progress.lastIndex { $0 == 0 } ?? 0
        let values = progress[last...]
        return zip(values, values.dropFirst()).allSatisfy { $0 <= $1 }
    }
}
