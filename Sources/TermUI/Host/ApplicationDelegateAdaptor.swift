import Foundation

/// An AppKit application delegate (`NSApplicationDelegate`), for
/// ``NSApplicationDelegateAdaptor``: of its methods, TermUI calls
/// `applicationDidFinishLaunching(_:)` once, as the app starts, before its
/// first frame; the rest (dock menus, reopening, opening files...) have no
/// terminal counterpart and are never called.
///
/// The delegate class must be `final` (or its `init()` `required`): without
/// the Objective-C runtime, Swift builds an object from its class only
/// through an initializer every subclass has.
@MainActor
public protocol NSApplicationDelegate: AnyObject {
    /// Makes the delegate (``NSApplicationDelegateAdaptor`` does, once).
    init()
    /// Called once as the app starts, before its first frame.
    func applicationDidFinishLaunching(_ notification: Notification)
    /// Called before the app quits: never called by TermUI (the terminal
    /// app's quit paths restore the terminal and exit; use `.onDisappear`).
    func applicationWillTerminate(_ notification: Notification)
}

extension NSApplicationDelegate {
    /// Does nothing unless the delegate implements it.
    public func applicationDidFinishLaunching(_ notification: Notification) {}
    /// Does nothing unless the delegate implements it.
    public func applicationWillTerminate(_ notification: Notification) {}
}

/// Creates an app's AppKit delegate and keeps it for the app's life
/// (SwiftUI's `@NSApplicationDelegateAdaptor`), approximated: TermUI calls
/// its `applicationDidFinishLaunching(_:)` when the app starts.
///
/// ```swift
/// @main
/// struct MyApp: App {
///     @NSApplicationDelegateAdaptor(AppDelegate.self) var appDelegate
///     var body: some Scene { WindowGroup { ContentView() } }
/// }
/// ```
@MainActor
@propertyWrapper
public struct NSApplicationDelegateAdaptor<DelegateType: NSObject & NSApplicationDelegate> {
    /// The delegate, made when the app is.
    public let wrappedValue: DelegateType

    /// An adaptor making a `delegateType`.
    public init(_ delegateType: DelegateType.Type = DelegateType.self) {
        wrappedValue = delegateType.init()
    }
}

/// An app property whose delegate hears that the app started.
@MainActor
protocol LaunchingDelegateAdaptor {
    func appDidFinishLaunching()
}

extension NSApplicationDelegateAdaptor: LaunchingDelegateAdaptor {
    func appDidFinishLaunching() {
        wrappedValue.applicationDidFinishLaunching(
            Notification(name: Notification.Name("NSApplicationDidFinishLaunchingNotification")))
    }
}

extension App {
    /// Tells the app's delegate adaptors (`@NSApplicationDelegateAdaptor`) that it started.
    @MainActor
    static func announceLaunch(of app: Self) {
        for child in Mirror(reflecting: app).children {
            (child.value as? any LaunchingDelegateAdaptor)?.appDidFinishLaunching()
        }
    }
}
