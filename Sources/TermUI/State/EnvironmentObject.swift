/// An ``ObservableObject`` an ancestor put in the environment with
/// `.environmentObject(_:)`; the view renders again after it changes.
///
/// The object is found by its type. Reading it where no ancestor supplied
/// one stops the program with a message naming the type, as SwiftUI does.
///
/// ```swift
/// struct CartBadge: View {
///     @EnvironmentObject var cart: Cart
///     var body: some View { Text("\(cart.items.count) items") }
/// }
///
/// ShopView().environmentObject(Cart())
/// ```
@propertyWrapper
public struct EnvironmentObject<ObjectType: ObservableObject>: DynamicProperty {
    /// Makes bindings to the properties of the object: `$object.property`
    /// (the same wrapper `@ObservedObject` projects).
    public typealias Wrapper = ObservedObject<ObjectType>.Wrapper

    private let box = EnvironmentBox()

    /// Reads the object of this type from the environment.
    public init() {}

    /// The object an ancestor supplied; stops the program when none did.
    public var wrappedValue: ObjectType {
        guard let object = (box.values ?? EnvironmentValues())[EnvironmentObjectKey<ObjectType>.self] else {
            fatalError(Self.missingMessage)
        }
        return object
    }

    /// Bindings to the object's properties: `$object.property`.
    public var projectedValue: Wrapper { Wrapper(object: wrappedValue) }

    /// What the program stops with when no ancestor supplied the object (SwiftUI's words).
    static var missingMessage: String {
        "No ObservableObject of type \(ObjectType.self) found. A View.environmentObject(_:) for "
            + "\(ObjectType.self) may be missing as an ancestor of this view."
    }
}

extension EnvironmentObject: GraphBindable {
    func bind(_ binder: PropertyBinder) {
        let values = binder.node.trackedEnvironment
        box.values = values
        binder.slot { ObjectObservation() }.observe(
            values[EnvironmentObjectKey<ObjectType>.self], node: binder.node)
    }
}

extension EnvironmentObject: InputComparable {
    /// The object comes from the environment, which the node compares key by key.
    func isSameInput(as other: Any) -> Bool { true }
}

/// The environment's entry for the object of one type.
struct EnvironmentObjectKey<ObjectType: AnyObject>: EnvironmentKey, Hashable {
    static var defaultValue: ObjectType? { nil }
}

extension View {
    /// Supplies `object` to the `@EnvironmentObject` properties of this view's
    /// descendants that have its type.
    ///
    /// ```swift
    /// ShopView().environmentObject(cart)
    /// ```
    public func environmentObject<T: ObservableObject>(_ object: T) -> some View {
        environment(\.[object: EnvironmentObjectKey<T>()], object)
    }
}

extension EnvironmentValues {
    /// The object of `key`'s type an ancestor supplied, if any (a key path
    /// argument must be hashable, which a metatype is not: hence the key value).
    subscript<T: AnyObject>(object key: EnvironmentObjectKey<T>) -> T? {
        get { self[EnvironmentObjectKey<T>.self] }
        set { self[EnvironmentObjectKey<T>.self] = newValue }
    }
}
