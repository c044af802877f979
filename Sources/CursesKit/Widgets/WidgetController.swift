/// Owns a widget tree and reacts to its life on screen (UIKit's `UIViewController`).
///
/// The root ``widget`` is made on first access by ``loadWidget()``, then
/// ``widgetDidLoad()`` runs once. A host calls the appearance methods in
/// order: will-appear, did-appear, will-disappear, did-disappear; child
/// controllers hear them right after their parent.
///
/// ```swift
/// final class ScannerController: WidgetController {
///     override func loadWidget() { widget = BoxWidget(title: "Scan") }
///     override func widgetDidAppear() { startScanning() }
/// }
/// ```
@MainActor
open class WidgetController {
    /// Where a controller is in its appearance cycle.
    package enum Appearance: Sendable {
        case disappeared, appearing, appeared, disappearing
    }

    private var loadedWidget: Widget?

    /// Where the controller is in its appearance cycle.
    package private(set) var appearance = Appearance.disappeared

    /// Controllers whose widgets this controller shows inside its own.
    public private(set) var children: [WidgetController] = []

    /// The controller this one is a child of.
    public private(set) weak var parent: WidgetController?

    /// Creates a controller; its widget is not loaded yet.
    public init() {}

    /// The root widget, loaded on first access.
    public var widget: Widget {
        get {
            if let loadedWidget { return loadedWidget }
            loadWidget()
            let loaded = loadedWidget ?? Widget()
            loadedWidget = loaded
            widgetDidLoad()
            return loaded
        }
        set { loadedWidget = newValue }
    }

    /// True once ``widget`` has been made.
    public var isWidgetLoaded: Bool { loadedWidget != nil }

    /// True between did-appear and will-disappear.
    public var isVisible: Bool { appearance == .appeared }

    /// Makes the root widget; override to assign ``widget``. The default makes a plain ``Widget``.
    open func loadWidget() {
        widget = Widget()
    }

    /// Runs once, right after the widget was loaded.
    open func widgetDidLoad() {}
    /// The widget is about to be shown.
    open func widgetWillAppear() {}
    /// The widget is on screen.
    open func widgetDidAppear() {}
    /// The widget is about to be removed from the screen.
    open func widgetWillDisappear() {}
    /// The widget left the screen.
    open func widgetDidDisappear() {}

    /// Adds `child` as a child controller; the caller places its widget.
    public func addChild(_ child: WidgetController) {
        guard child.parent !== self else { return }
        child.removeFromParent()
        children.append(child)
        child.parent = self
    }

    /// Detaches the controller from its parent.
    public func removeFromParent() {
        guard let parent else { return }
        parent.children.removeAll { $0 === self }
        self.parent = nil
    }

    // MARK: - Driven by hosts

    /// Starts showing (`true`) or hiding (`false`) the widget: calls will-appear
    /// or will-disappear once, loading the widget first if needed.
    package func beginAppearanceTransition(_ isAppearing: Bool) {
        if isAppearing {
            guard appearance == .disappeared || appearance == .disappearing else { return }
            _ = widget
            appearance = .appearing
            widgetWillAppear()
        } else {
            guard appearance == .appeared || appearance == .appearing else { return }
            appearance = .disappearing
            widgetWillDisappear()
        }
        for child in children { child.beginAppearanceTransition(isAppearing) }
    }

    /// Completes the transition begun last: calls did-appear or did-disappear once.
    package func endAppearanceTransition() {
        switch appearance {
        case .appearing:
            appearance = .appeared
            widgetDidAppear()
        case .disappearing:
            appearance = .disappeared
            widgetDidDisappear()
        case .appeared, .disappeared:
            return
        }
        for child in children { child.endAppearanceTransition() }
    }
}
