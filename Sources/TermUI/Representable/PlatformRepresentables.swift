import CursesKit

/// UIKit's view type: in a terminal, CursesKit's ``Widget``, so a
/// `UIViewRepresentable` written with UIKit's names hosts a terminal widget.
public typealias UIView = Widget
/// AppKit's view type: CursesKit's ``Widget`` (see ``UIView``).
public typealias NSView = Widget
/// UIKit's view controller type: CursesKit's ``WidgetController``.
public typealias UIViewController = WidgetController
/// AppKit's view controller type: CursesKit's ``WidgetController``.
public typealias NSViewController = WidgetController

/// SwiftUI's `UIViewRepresentable`, approximated: ``WidgetRepresentable``
/// under UIKit's method names, with ``UIView`` being CursesKit's `Widget`. A
/// representable that makes a terminal widget compiles and works as a
/// `WidgetRepresentable` does (coordinator, updates, dismantling); UIKit's
/// own views (`WKWebView`, `UITextView`, `MKMapView`...) have no terminal
/// counterpart and are not there. On removal TermUI calls
/// ``WidgetRepresentable/dismantleWidget(_:coordinator:)``: name a teardown
/// so (a `dismantleUIView(_:coordinator:)` of your own is not called; as a
/// second requirement with a default it would keep Swift from inferring the
/// widget type from ``makeUIView(context:)``).
///
/// ```swift
/// struct Status: UIViewRepresentable {
///     let text: String
///     func makeUIView(context: Context) -> LabelWidget { LabelWidget(text) }
///     func updateUIView(_ uiView: LabelWidget, context: Context) { uiView.text = text }
/// }
/// ```
public protocol UIViewRepresentable: WidgetRepresentable where WidgetType == UIViewType {
    /// The widget this view hosts.
    associatedtype UIViewType: Widget
    /// The hosted widget is the UIKit-named one (lets Swift infer it from ``makeUIView(context:)``).
    associatedtype WidgetType = UIViewType
    /// Creates the widget, once per identity.
    func makeUIView(context: Context) -> UIViewType
    /// Brings the widget up to date with this value and `context.environment`.
    func updateUIView(_ uiView: UIViewType, context: Context)
}

extension UIViewRepresentable {
    /// ``makeUIView(context:)``.
    public func makeWidget(context: Context) -> UIViewType { makeUIView(context: context) }
    /// ``updateUIView(_:context:)``.
    public func updateWidget(_ widget: UIViewType, context: Context) {
        updateUIView(widget, context: context)
    }
}

/// SwiftUI's `NSViewRepresentable`, approximated as ``UIViewRepresentable``
/// is: ``WidgetRepresentable`` under AppKit's method names, ``NSView`` being
/// CursesKit's `Widget`; AppKit's own views are not there.
public protocol NSViewRepresentable: WidgetRepresentable where WidgetType == NSViewType {
    /// The widget this view hosts.
    associatedtype NSViewType: Widget
    /// The hosted widget is the AppKit-named one (lets Swift infer it from ``makeNSView(context:)``).
    associatedtype WidgetType = NSViewType
    /// Creates the widget, once per identity.
    func makeNSView(context: Context) -> NSViewType
    /// Brings the widget up to date with this value and `context.environment`.
    func updateNSView(_ nsView: NSViewType, context: Context)
}

extension NSViewRepresentable {
    /// ``makeNSView(context:)``.
    public func makeWidget(context: Context) -> NSViewType { makeNSView(context: context) }
    /// ``updateNSView(_:context:)``.
    public func updateWidget(_ widget: NSViewType, context: Context) {
        updateNSView(widget, context: context)
    }
}

/// SwiftUI's `UIViewControllerRepresentable`, approximated:
/// ``ControllerRepresentable`` under UIKit's method names, with
/// ``UIViewController`` being CursesKit's `WidgetController` (its `widget`
/// is the view); UIKit's own controllers (`QLPreviewController`,
/// `UIImagePickerController`...) are not there.
public protocol UIViewControllerRepresentable: ControllerRepresentable
where ControllerType == UIViewControllerType {
    /// The controller this view hosts.
    associatedtype UIViewControllerType: WidgetController
    /// The hosted controller is the UIKit-named one (lets Swift infer it from ``makeUIViewController(context:)``).
    associatedtype ControllerType = UIViewControllerType
    /// Creates the controller, once per identity.
    func makeUIViewController(context: Context) -> UIViewControllerType
    /// Brings the controller up to date with this value and `context.environment`.
    func updateUIViewController(_ uiViewController: UIViewControllerType, context: Context)
}

extension UIViewControllerRepresentable {
    /// ``makeUIViewController(context:)``.
    public func makeController(context: Context) -> UIViewControllerType {
        makeUIViewController(context: context)
    }
    /// ``updateUIViewController(_:context:)``.
    public func updateController(_ controller: UIViewControllerType, context: Context) {
        updateUIViewController(controller, context: context)
    }
}
