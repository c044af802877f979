import CursesKit
import Observation

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
    private let read: (EnvironmentValues) -> Value
    private let box = EnvironmentBox()

    /// Reads the value at `keyPath` of ``EnvironmentValues``.
    public init(_ keyPath: KeyPath<EnvironmentValues, Value>) {
        read = { $0[keyPath: keyPath] }
    }

    /// Reads an `@Observable` object an ancestor supplied with
    /// `.environment(_:)`, found by its type; the view renders again when a
    /// property it read changes. Reading it where no ancestor supplied one
    /// stops the program with a message naming the type, as SwiftUI does.
    ///
    /// ```swift
    /// @Environment(Library.self) private var library
    /// ```
    public init(_ objectType: Value.Type) where Value: AnyObject & Observable {
        read = { values in
            guard let object = values[EnvironmentObjectKey<Value>.self] else {
                fatalError(
                    "No Observable object of type \(Value.self) found. A View.environment(_:) for "
                        + "\(Value.self) may be missing as an ancestor of this view.")
            }
            return object
        }
    }

    /// Reads an `@Observable` object an ancestor may have supplied with
    /// `.environment(_:)`: `nil` where none did.
    public init<T: AnyObject & Observable>(_ objectType: T.Type) where Value == T? {
        read = { $0[EnvironmentObjectKey<T>.self] }
    }

    /// The current value.
    public var wrappedValue: Value {
        read(box.values ?? EnvironmentValues())
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

    /// Supplies the `@Observable` `object` to the `@Environment(T.self)`
    /// properties of this view's descendants (`nil` removes one an ancestor supplied).
    ///
    /// ```swift
    /// LibraryView().environment(library)
    /// ```
    public func environment<T: AnyObject & Observable>(_ object: T?) -> some View {
        environment(\.[object: EnvironmentObjectKey<T>()], object)
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

extension EnvironmentWriter {
    /// Its view-typed properties are its node's children: the graph compares only the others.
    public static var _viewTraits: _ViewTraits { .forwardsContent }
}
