/// A type that gives Xcode's canvas views to preview: SwiftUI's `PreviewProvider`.
///
/// A terminal has no canvas, so nothing reads a preview provider: a file
/// written for SwiftUI keeps its `PreviewProvider` structs and compiles with
/// `import TermUI`, and they do nothing. Run the app (or a ``HeadlessHost``
/// in a test) to see a view.
///
/// ```swift
/// struct ContentView_Previews: PreviewProvider {
///     static var previews: some View {
///         ContentView()
///             .previewLayout(.sizeThatFits)
///     }
/// }
/// ```
@MainActor
public protocol PreviewProvider {
    /// The type of ``previews``.
    associatedtype Previews: View

    /// The views the canvas would show; never read here.
    @ViewBuilder static var previews: Previews { get }

    /// The platform the canvas would show the previews on; never read here.
    static var platform: PreviewPlatform? { get }
}

extension PreviewProvider {
    /// No platform: the previews would take the target's own.
    public static var platform: PreviewPlatform? { nil }
}

/// The platforms a preview can run on (SwiftUI's `PreviewPlatform`); accepted and unused.
public enum PreviewPlatform: Hashable, Sendable {
    /// iOS.
    case iOS
    /// macOS.
    case macOS
    /// tvOS.
    case tvOS
    /// watchOS.
    case watchOS
}

/// The size a preview is shown at on the canvas (SwiftUI's `PreviewLayout`); accepted and unused.
public enum PreviewLayout: Hashable, Sendable {
    /// The device's screen.
    case device
    /// The smallest size that fits the view.
    case sizeThatFits
    /// A fixed size, in points.
    case fixed(width: CGFloat, height: CGFloat)
}

/// The device a preview is drawn as (SwiftUI's `PreviewDevice`, a name such
/// as "iPhone 15"); accepted and unused.
public struct PreviewDevice: RawRepresentable, ExpressibleByStringLiteral, Hashable, Sendable {
    /// The device's name.
    public let rawValue: String

    /// A device by name.
    public init(rawValue: String) { self.rawValue = rawValue }

    /// A device by name, written as a string literal.
    public init(stringLiteral value: String) { rawValue = value }
}

extension View {
    /// The size the canvas shows this preview at: a no-op (there is no canvas).
    public func previewLayout(_ value: PreviewLayout) -> some View { self }

    /// The device the canvas draws this preview as: a no-op (there is no canvas).
    public func previewDevice(_ value: PreviewDevice?) -> some View { self }

    /// The name the canvas gives this preview: a no-op (there is no canvas).
    public func previewDisplayName(_ displayName: String?) -> some View { self }
}
