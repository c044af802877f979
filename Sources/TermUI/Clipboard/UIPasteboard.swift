/// The app's pasteboard, shaped as UIKit's `UIPasteboard`: setting
/// ``string`` copies the text to the terminal's clipboard (OSC 52) where the
/// terminal takes it, and keeps it in the process, so a later read in the
/// same app returns it.
///
/// It shares its contents with ``NSPasteboard/general``. Reading never asks
/// the terminal: a string copied outside the app is not seen.
///
/// ```swift
/// Button("Copy address") { UIPasteboard.general.string = address }
/// ```
@MainActor
public final class UIPasteboard {
    /// The one pasteboard apps use (UIKit's `general`).
    public static let general = UIPasteboard()

    private init() {}

    /// The text on the pasteboard. Setting it copies it (to the terminal's
    /// clipboard too, where it can); setting `nil` empties the pasteboard.
    public var string: String? {
        get { Clipboard.shared.string }
        set {
            if let newValue { Clipboard.shared.copy(newValue) } else { Clipboard.shared.clear() }
        }
    }

    /// The texts on the pasteboard: the one ``string``, as a list. Setting a
    /// list copies its items one per line.
    public var strings: [String]? {
        get { Clipboard.shared.string.map { [$0] } }
        set { string = newValue.map { $0.joined(separator: "\n") } }
    }

    /// True when the pasteboard holds a text.
    public var hasStrings: Bool { Clipboard.shared.string != nil }

    /// Goes up with every change of the contents.
    public var changeCount: Int { Clipboard.shared.changeCount }
}
