import CursesKit
import Foundation
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

/// Waits on the main actor (letting loads deliver) until `condition` holds or `seconds`
/// pass (five times as long under a sanitizer: under ThreadSanitizer, with the whole
/// suite running beside it, the 20 MB page ran out its 120 s waits; alone, the same
/// build passes it in under 35 s).
@MainActor
func waitUntil(seconds: Double = 120, _ condition: () -> Bool) async -> Bool {
    let deadline = ContinuousClock.now + .seconds(seconds * sanitizerSlowdown)
    // True as soon as the condition is seen to hold: one that may stop holding
    // again (a late request arriving) is not evaluated a second time.
    while ContinuousClock.now < deadline {
        if condition() { return true }
        try? await Task.sleep(for: .milliseconds(5))  // wait-ok: polls a condition under a deadline
    }
    return condition()
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

/// How much longer a deadline lasts in a sanitizer build (`make sanitize` sets the options).
let sanitizerSlowdown: Double =
    ProcessInfo.processInfo.environment["ASAN_OPTIONS"] != nil
        || ProcessInfo.processInfo.environment["TSAN_OPTIONS"] != nil ? 5 : 1
