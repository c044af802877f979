import CursesKit

/// A named value a view hands up to its ancestors (SwiftUI's `PreferenceKey`).
///
/// Views set values with `.preference(key:value:)`; an ancestor hears the
/// values of everything beneath it, combined by ``reduce(value:nextValue:)``
/// in the order the views are listed, with `.onPreferenceChange(_:perform:)`.
///
/// ```swift
/// struct WidestLabel: PreferenceKey {
///     static let defaultValue = 0
///     static func reduce(value: inout Int, nextValue: () -> Int) { value = max(value, nextValue()) }
/// }
/// ```
public protocol PreferenceKey {
    /// The type of the value.
    associatedtype Value
    /// The value of a view that sets none.
    static var defaultValue: Value { get }
    /// Folds `nextValue` (the next sibling's value) into `value`.
    static func reduce(value: inout Value, nextValue: () -> Value)
}

extension PreferenceKey where Value: ExpressibleByNilLiteral {
    /// `nil`, for an optional value.
    public static var defaultValue: Value { nil }
}

extension View {
    /// Sets `value` for `key`, replacing what the views inside this one set.
    public func preference<K: PreferenceKey>(key: K.Type = K.self, value: K.Value) -> some View {
        PreferenceWriter<Self, K>(content: self, value: value)
    }

    /// Changes the value for `key` that this view hands up (its content's,
    /// or the key's default when none sets one).
    public func transformPreference<K: PreferenceKey>(
        _ key: K.Type = K.self, _ callback: @escaping (inout K.Value) -> Void
    ) -> some View {
        PreferenceTransformer<Self, K>(content: self, transform: callback)
    }

    /// Runs `action` with the value for `key` of the views inside this one
    /// when it first has one and each time it changes.
    ///
    /// It runs after the update that changed the value has been laid out,
    /// once per change: a frame that leaves the value as it was does not run it.
    public func onPreferenceChange<K: PreferenceKey>(
        _ key: K.Type = K.self, perform action: @escaping @MainActor (K.Value) -> Void
    ) -> some View where K.Value: Equatable {
        PreferenceReader<Self, K>(content: self, action: action)
    }
}
