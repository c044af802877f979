/// Declares a preview of a view for Xcode's canvas: SwiftUI's `#Preview`.
///
/// A terminal has no canvas, so the macro expands to nothing (its plugin,
/// TermUIMacros, returns no code): the body is type-checked, as in SwiftUI,
/// and never run. A file written for SwiftUI keeps its previews.
///
/// ```swift
/// #Preview {
///     ContentView()
/// }
///
/// #Preview("Dark") {
///     ContentView().preferredColorScheme(.dark)
/// }
/// ```
@freestanding(declaration)
public macro Preview(_ name: String? = nil, @ViewBuilder body: @escaping @MainActor () -> any View) =
    #externalMacro(module: "TermUIMacros", type: "PreviewMacro")

/// Declares a preview with traits (a fixed layout, an orientation): expands to nothing.
@freestanding(declaration)
public macro Preview(
    _ name: String? = nil, traits: PreviewTrait<Preview.ViewTraits>,
    _ additionalTraits: PreviewTrait<Preview.ViewTraits>...,
    @ViewBuilder body: @escaping @MainActor () -> any View
) = #externalMacro(module: "TermUIMacros", type: "PreviewMacro")

/// The type preview macros describe (DeveloperToolsSupport's `Preview`); only
/// its ``ViewTraits`` are used here, to name the traits a preview takes.
public struct Preview {
    /// The traits of a view's preview.
    public enum ViewTraits {}
}

/// A trait of a preview (DeveloperToolsSupport's `PreviewTrait`): accepted and unused.
public struct PreviewTrait<T>: Sendable {
    private init() {}
}

extension PreviewTrait where T == Preview.ViewTraits {
    /// The smallest size that fits the view.
    public static var sizeThatFitsLayout: PreviewTrait { PreviewTrait() }
    /// The device's screen.
    public static var defaultLayout: PreviewTrait { PreviewTrait() }
    /// A fixed size, in points.
    public static func fixedLayout(width: CGFloat, height: CGFloat) -> PreviewTrait { PreviewTrait() }
    /// Portrait orientation.
    public static var portrait: PreviewTrait { PreviewTrait() }
    /// Portrait, upside down.
    public static var portraitUpsideDown: PreviewTrait { PreviewTrait() }
    /// Landscape, turned left.
    public static var landscapeLeft: PreviewTrait { PreviewTrait() }
    /// Landscape, turned right.
    public static var landscapeRight: PreviewTrait { PreviewTrait() }
}
