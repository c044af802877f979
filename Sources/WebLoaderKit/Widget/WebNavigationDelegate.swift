import FoundationEssentials

/// One load the widget started (WebKit's `WKNavigation`): delegate calls
/// about the same load carry the same object.
@MainActor
public final class WebNavigation {
    /// The URL the load was asked for.
    public let request: WebRequest?

    init(request: WebRequest?) {
        self.request = request
    }
}

/// Why a navigation is about to happen.
public enum WebNavigationType: Sendable, Equatable {
    /// The person followed a link.
    case linkActivated
    /// ``WebLoaderWidget/goBack()`` or ``WebLoaderWidget/goForward()``.
    case backForward
    /// ``WebLoaderWidget/reload()``.
    case reload
    /// ``WebLoaderWidget/load(_:)`` or ``WebLoaderWidget/loadHTMLString(_:baseURL:)``.
    case other
}

/// A navigation waiting for the delegate's decision (WebKit's `WKNavigationAction`).
public struct WebNavigationAction: Sendable {
    /// What would be loaded.
    public let request: WebRequest
    /// Why: a link, back/forward, a reload, or a call to load.
    public let navigationType: WebNavigationType
}

/// The delegate's answer to ``WebNavigationDelegate/webLoader(_:decidePolicyFor:)``.
public enum WebNavigationActionPolicy: Sendable, Equatable {
    /// Go on with the navigation.
    case allow
    /// Refuse it: nothing is loaded and the page on show stays.
    case cancel
}

/// Told about each load, in order: start, commit (the first response), then
/// finish or fail; asked first whether a navigation may happen at all
/// (WebKit's `WKNavigationDelegate`). Every method has an empty default.
///
/// ```swift
/// func webLoader(_ webLoader: WebLoaderWidget, decidePolicyFor action: WebNavigationAction)
///     -> WebNavigationActionPolicy
/// {
///     action.request.url?.scheme == "mailto" ? .cancel : .allow
/// }
/// ```
@MainActor
public protocol WebNavigationDelegate: AnyObject {
    /// Whether the navigation may go ahead; `.cancel` leaves the page as it is.
    func webLoader(_ webLoader: WebLoaderWidget, decidePolicyFor action: WebNavigationAction)
        -> WebNavigationActionPolicy
    /// The load started.
    func webLoader(_ webLoader: WebLoaderWidget, didStartProvisionalNavigation navigation: WebNavigation)
    /// The first response arrived; ``WebLoaderWidget/url`` is the final URL after redirects.
    func webLoader(_ webLoader: WebLoaderWidget, didCommit navigation: WebNavigation)
    /// The page is shown.
    func webLoader(_ webLoader: WebLoaderWidget, didFinish navigation: WebNavigation)
    /// The load failed, was stopped, or was cut at the size cap; an error page
    /// (or what fit under the cap) is shown.
    func webLoader(
        _ webLoader: WebLoaderWidget, didFail navigation: WebNavigation, withError error: WebLoadError)
}

extension WebNavigationDelegate {
    /// Allows every navigation.
    public func webLoader(_ webLoader: WebLoaderWidget, decidePolicyFor action: WebNavigationAction)
        -> WebNavigationActionPolicy
    { .allow }
    /// Does nothing.
    public func webLoader(
        _ webLoader: WebLoaderWidget, didStartProvisionalNavigation navigation: WebNavigation
    ) {}
    /// Does nothing.
    public func webLoader(_ webLoader: WebLoaderWidget, didCommit navigation: WebNavigation) {}
    /// Does nothing.
    public func webLoader(_ webLoader: WebLoaderWidget, didFinish navigation: WebNavigation) {}
    /// Does nothing.
    public func webLoader(
        _ webLoader: WebLoaderWidget, didFail navigation: WebNavigation, withError error: WebLoadError
    ) {}
}
