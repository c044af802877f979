/// The app's pasteboard, shaped as AppKit's `NSPasteboard`: the same
/// contents as ``UIPasteboard/general``, with AppKit's calls.
///
/// Only text is kept (``PasteboardType/string``); writing it copies it to the
/// terminal's clipboard (OSC 52) where the terminal takes it.
///
/// ```swift
/// let pasteboard = NSPasteboard.general
/// pasteboard.clearContents()
/// pasteboard.setString(row.name, forType: .string)
/// ```
@MainActor
public final class NSPasteboard {
    /// A kind of content on the pasteboard (AppKit's `NSPasteboard.PasteboardType`).
    public struct PasteboardType: RawRepresentable, Hashable, Sendable {
        /// The uniform type identifier.
        public let rawValue: String

        /// A type named by `rawValue`.
        public init(rawValue: String) { self.rawValue = rawValue }

        /// A type named by `rawValue`.
        public init(_ rawValue: String) { self.rawValue = rawValue }

        /// Plain text, the one type kept.
        public static let string = PasteboardType("public.utf8-plain-text")
    }

    /// The one pasteboard apps use (AppKit's `general`).
    public static let general = NSPasteboard()

    private init() {}

    /// Empties the pasteboard; returns the new ``changeCount``.
    @discardableResult
    public func clearContents() -> Int {
        Clipboard.shared.clear()
        return changeCount
    }

    /// Puts `string` on the pasteboard as `dataType`, and on the terminal's
    /// clipboard where it can; false (and nothing kept) for a type other than
    /// ``PasteboardType/string``.
    @discardableResult
    public func setString(_ string: String, forType dataType: PasteboardType) -> Bool {
        guard dataType == .string else { return false }
        Clipboard.shared.copy(string)
        return true
    }

    /// The text on the pasteboard, for ``PasteboardType/string``; `nil` otherwise or when empty.
    public func string(forType dataType: PasteboardType) -> String? {
        dataType == .string ? Clipboard.shared.string : nil
    }

    /// Goes up with every change of the contents.
    public var changeCount: Int { Clipboard.shared.changeCount }
}
