import CursesKit
import DemoParsing
import Foundation

/// A scanned payload, or an address typed in the web screen's field, → what
/// the demo shows and opens (Sources/DemoParsing). Never an escape on screen;
/// never a URL opened but an http(s) one with a host the offer names, or one
/// the address field names by its scheme.
enum ScannedTextFuzz {
    static let target = FuzzTarget.scannedText
    /// A start page where none is, so `start:` addresses parse without the demo's bundle.
    static let startPage = URL(fileURLWithPath: "/fuzz/StartPage/index.html")

    @MainActor
    static func check(_ bytes: [UInt8]) throws(FuzzViolation) {
        // As the scanner view's coordinator turns a payload into the code it shows.
        let code = String(validating: bytes, as: UTF8.self) ?? "(\(bytes.count) bytes that are not text)"
        try requireNoEscape(drawing: code, "the scanned code")
        try checkOffer(for: code)
        try checkAddress(code)
    }

    /// The offer under a scanned code: a URL only when http(s) with a host,
    /// its button naming that host in readable text.
    @MainActor
    private static func checkOffer(for code: String) throws(FuzzViolation) {
        switch ScannedPayload(code) {
        case .url(let url):
            let scheme = url.scheme?.lowercased() ?? ""
            try target.require(
                scheme == "http" || scheme == "https", "a scanned \(scheme): URL is offered to open")
            guard let host = url.host, !host.isEmpty else {
                throw FuzzViolation(
                    target: target, invariant: "a scanned URL without a host is offered to open")
            }
            let label = "Open \(host) on the web screen"
            if let scalar = ScreenText.forbidden(in: label) {
                throw FuzzViolation(
                    target: target,
                    invariant: "the offer to open a scanned URL names its host with U+"
                        + String(scalar.value, radix: 16, uppercase: true) + ": " + ScreenText.shown(label))
            }
            try requireEncoded(url, "a scanned URL")
        case .pass(let pass):
            try requireNoEscape(
                drawing: "Show “\(pass.localizedDescription)” on the wallet screen", "the pass offer")
            try PassFuzz.requireRoundTrip(pass, from: "a scanned code")
        case .text:
            break
        }
    }

    /// What the address field opens for the text: an http(s) URL with a host,
    /// or one whose scheme the field shows when it opens; the field's text opens the same page again.
    private static func checkAddress(_ text: String) throws(FuzzViolation) {
        guard let url = WebAddress.url(from: text, startPage: startPage) else { return }
        let scheme = url.scheme?.lowercased() ?? ""
        if scheme == "http" || scheme == "https" {
            try target.require(
                url.host?.isEmpty == false,
                "the address \(ScreenText.shown(text)) opens \(url) without a host")
        }
        try requireEncoded(url, "the address \(ScreenText.shown(text))")
        let shown = WebAddress.display(url.absoluteString, startPage: startPage)
        try target.require(
            shown.lowercased().hasPrefix(scheme + ":") || shown.hasPrefix("start:"),
            "the address field shows \(ScreenText.shown(shown)) for a \(scheme): URL")
    }

    /// A URL to load holds no raw control, space or bidi control: what is loaded is what is shown.
    private static func requireEncoded(_ url: URL, _ what: String) throws(FuzzViolation) {
        let text = url.absoluteString
        if let scalar = text.unicodeScalars.first(where: {
            ScreenText.isControl($0) || ScreenText.isBidiControl($0) || $0 == " "
        }) {
            throw FuzzViolation(
                target: target,
                invariant:
                    "\(what) becomes a URL holding U+\(String(scalar.value, radix: 16, uppercase: true)): "
                    + ScreenText.shown(text))
        }
    }

    @MainActor
    private static func requireNoEscape(drawing text: String, _ what: String) throws(FuzzViolation) {
        if let scalar = ScreenText.controlOnScreen(drawing: text) {
            throw FuzzViolation(
                target: target,
                invariant: "\(what) puts U+\(String(scalar.value, radix: 16, uppercase: true)) in a cell: "
                    + ScreenText.shown(text))
        }
    }
}
