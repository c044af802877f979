import CursesKit
import FoundationEssentials
import TermUI
import WebLoaderKit

/// Seed 003's `WebViewSwiftUIAdapter`, with only the type names changed:
/// WebLoaderKit's ``WebLoaderWidget`` in a representable whose coordinator
/// observes `estimatedProgress` and writes it to the binding.
///
/// The seed makes two mistakes, and this adapter avoids both by design:
///
/// 1. The seed stores `let webView = WKWebView()` in the struct, so every copy
///    of the struct (SwiftUI makes many) creates another web view, and the one
///    the coordinator observes need not be the one on screen. Here the widget is
///    made in `makeWidget`, once per identity, and is never a stored property.
/// 2. The seed's coordinator keeps the `parent` it was made with and writes
///    `parent.estimatedProgress` on that copy forever. TermUI refreshes
///    `coordinator.parent` before every update and every event (it is a
///    `RepresentableCoordinator`), so the observer always writes through the
///    current binding.
///
/// `updateWidget` loads only when the requested URL changed: an update caused by
/// anything else (the progress it reports, the throttle, a find) never reloads.
struct WebViewAdapter: WidgetRepresentable {
    @Binding var estimatedProgress: Float
    let url: URL
    /// Asking for the same URL again (the address field) is a new load: the serial changes.
    var loadSerial = 0
    /// Bytes per second a load may take in (nil: no limit).
    var throughputLimit: Int?
    /// The latest find the screen asked for.
    var find: FindRequest?
    /// What the screen's header and footer show.
    @Binding var page: PageInfo

    func makeCoordinator() -> Coordinator {
        Coordinator(parent: self)
    }

    func makeWidget(context: Context) -> WebLoaderWidget {
        let webView = WebLoaderWidget()
        webView.timeout = context.environment.webTimeout
        webView.navigationDelegate = context.coordinator
        context.coordinator.observe(webView)
        return webView
    }

    func updateWidget(_ webView: WebLoaderWidget, context: Context) {
        webView.throughputLimit = throughputLimit
        let coordinator = context.coordinator
        if coordinator.requested?.url != url || coordinator.requested?.serial != loadSerial {
            coordinator.requested = (url, loadSerial)
            webView.load(WebRequest(url: url))
        }
        if let find, find != coordinator.appliedFind {
            coordinator.appliedFind = find
            let found = webView.find(find.text)
            coordinator.findMessage = found ? nil : "\"\(find.text)\" is not on this page"
            coordinator.publish(webView)
        }
    }

    static func dismantleWidget(_ webView: WebLoaderWidget, coordinator: Coordinator) {
        webView.stopLoading()
        coordinator.observations.removeAll()
    }

    /// The page takes whatever room it is offered.
    func sizeThatFits(_ proposal: ProposedSize, widget: WebLoaderWidget, context: Context) -> Size? {
        Size(width: proposal.width ?? 80, height: proposal.height ?? 24)
    }

    final class Coordinator: RepresentableCoordinator, WebNavigationDelegate {
        var parent: WebViewAdapter
        var observations: [WebObservation] = []
        /// The URL (and serial) last handed to `load`, so updates reload only when it changes.
        var requested: (url: URL, serial: Int)?
        var appliedFind: FindRequest?
        /// Why the last find found nothing, until the next page starts loading.
        var findMessage: String?

        init(parent: WebViewAdapter) {
            self.parent = parent
        }

        /// The seed's `publisher(for: \.estimatedProgress).sink`, as a KVO-style token;
        /// title, address and focused link are observed the same way.
        func observe(_ webView: WebLoaderWidget) {
            observations = [
                webView.observe(\.estimatedProgress) { [weak self] webView, _ in
                    self?.parent.estimatedProgress = Float(webView.estimatedProgress)
                },
                webView.observe(\.title) { [weak self] webView, _ in self?.publish(webView) },
                webView.observe(\.url) { [weak self] webView, _ in self?.publish(webView) },
                webView.observe(\.focusedLink) { [weak self] webView, _ in self?.publish(webView) },
                webView.observe(\.typedLinkNumber) { [weak self] webView, _ in self?.publish(webView) },
                webView.observe(\.scrollPosition) { [weak self] webView, _ in self?.publish(webView) },
                webView.observe(\.findResult) { [weak self] webView, _ in self?.publish(webView) },
                webView.observe(\.download) { [weak self] webView, _ in self?.publish(webView) },
            ]
        }

        /// Writes the whole of what the screen shows, from the widget as it is now.
        ///
        /// One complete value, written only when it differs, so an update that
        /// changes nothing on the page schedules nothing.
        func publish(_ webView: WebLoaderWidget) {
            let page = PageInfo(
                title: webView.title ?? "", url: webView.url?.absoluteString ?? "",
                linkTarget: webView.focusedLink?.target, findMessage: findMessage,
                findStatus: webView.findResult.map { "match \($0.index) of \($0.count)" },
                typedLinkNumber: webView.typedLinkNumber, scrollPosition: webView.scrollPosition,
                download: webView.download)
            if page != parent.page { parent.page = page }
        }

        func webLoader(_ webLoader: WebLoaderWidget, didStartProvisionalNavigation navigation: WebNavigation)
        {
            findMessage = nil
            publish(webLoader)
        }
    }
}
