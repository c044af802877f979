import CursesKit

/// Reads a value from the environment a view inherits.
///
/// The view is re-rendered when that value changes, and only then.
///
/// ```swift
/// struct Tinted: View {
///     @Environment(\.accentColor) private var accent
///     var body: some View { Text("Hi").foregroundColor(accent ?? .default) }
/// }
/// ```
@propertyWrapper
public struct Environment<Value>: DynamicProperty {
    private let keyPath: KeyPath<EnvironmentValues, Value>
    private let box = EnvironmentBox()

    /// Reads the value at `keyPath` of ``EnvironmentValues``.
    public init(_ keyPath: KeyPath<EnvironmentValues, Value>) {
        self.keyPath = keyPath
    }

    /// The current value.
    public var wrappedValue: Value {
        (box.values ?? EnvironmentValues())[keyPath: keyPath]
    }
}

extension Environment: GraphBindable {
    func bind(_ binder: PropertyBinder) {
        box.values = binder.node.trackedEnvironment
    }
}

extension Environment: InputComparable {
    /// The environment is compared key by key by the node, not as an input.
    func isSameInput(as other: Any) -> Bool { true }
}

@MainActor
final class EnvironmentBox {
    var values: EnvironmentValues?
    nonisolated init() {}
}

/// A view that sets an environment value for its content.
///
/// `isActive` false leaves the inherited value alone; the view keeps one type
/// either way, so switching it on and off keeps the content's identity.
struct EnvironmentWriter<Content: View, Value>: View, PrimitiveView {
    typealias Body = Never
    let content: Content
    let keyPath: WritableKeyPath<EnvironmentValues, Value>
    let value: Value
    var isActive = true

    func makeBehavior() -> NodeBehavior {
        ContainerBehavior(
            view: self,
            children: { writer in [ChildSpec(key: .index(0), view: writer.content)] },
            environment: { writer, environment in
                guard writer.isActive else { return }
                environment[keyPath: writer.keyPath] = writer.value
            })
    }
}

extension View {
    /// Sets the environment value at `keyPath` for this view and its descendants.
    ///
    /// ```swift
    /// ContentView().environment(\.accentColor, .purple)
    /// ```
    public func environment<Value>(
        _ keyPath: WritableKeyPath<EnvironmentValues, Value>, _ value: Value
    ) -> some View {
        EnvironmentWriter(content: self, keyPath: keyPath, value: value)
    }

    /// Sets the accent colour for this view and its descendants.
    public func accentColor(_ color: Color?) -> some View {
        environment(\.accentColor, color)
    }

    /// Sets the colour of text in this view and its descendants.
    public func foregroundColor(_ color: Color?) -> some View {
        environment(\.foregroundColor, color)
    }

    /// Sets the colour of text in this view and its descendants.
    public func foregroundStyle(_ color: Color) -> some View {
        environment(\.foregroundColor, color)
    }

    /// Sets the font of text in this view and its descendants.
    public func font(_ font: Font?) -> some View {
        environment(\.font, font)
    }

    /// Sets the type size for this view and its descendants.
    public func dynamicTypeSize(_ size: DynamicTypeSize) -> some View {
        environment(\.dynamicTypeSize, size)
    }

    /// Disables (or keeps enabled) the controls in this view and its descendants.
    ///
    /// `.disabled(true)` wins over an enabled ancestor; `.disabled(false)`
    /// keeps an ancestor's choice, as in SwiftUI.
    public func disabled(_ disabled: Bool) -> some View {
        EnvironmentWriter(content: self, keyPath: \.isEnabled, value: false, isActive: disabled)
    }
}

extension EnvironmentWriter: ContentForwardingInput {}
