import Dispatch

/// A source of values over time: the smallest part of Combine's `Publisher`
/// that SwiftUI code reaches through `.onReceive`. Linux has no Combine.
///
/// TermUI's publishers deliver on the main queue, so a subscriber never needs
/// `receive(on:)`. There are no operators: a publisher is subscribed to with
/// ``sink(receiveValue:)`` (which ``View/onReceive(_:perform:)`` does for you).
/// The publishers are ``ObservableObjectPublisher`` (an object's
/// `objectWillChange`) and `Timer.publish(every:on:in:)`.
///
/// ```swift
/// let timer = Timer.publish(every: 1, on: .main, in: .common).autoconnect()
/// Text("\(ticks)").onReceive(timer) { _ in ticks += 1 }
/// ```
public protocol Publisher<Output, Failure> {
    /// The values the publisher sends.
    associatedtype Output
    /// The error it can end with (`Never` for every TermUI publisher).
    associatedtype Failure: Error

    /// Calls `receiveValue` on the main actor with every value sent from now
    /// until the returned cancellable is cancelled or released.
    func sink(receiveValue: @escaping @MainActor (Output) -> Void) -> AnyCancellable
}

/// Something that can be stopped: Combine's `Cancellable`.
public protocol Cancellable {
    /// Stops the work; a second call does nothing.
    func cancel()
}

/// A cancellable that cancels when released: keep it (in a property or a
/// `Set<AnyCancellable>`) for as long as the values should come.
public final class AnyCancellable: Cancellable, Hashable {
    private var onCancel: (() -> Void)?

    /// A cancellable that runs `cancel` once, when cancelled or released.
    public init(_ cancel: @escaping () -> Void) { onCancel = cancel }

    /// Runs the cancel action, once.
    public func cancel() {
        let action = onCancel
        onCancel = nil
        action?()
    }

    /// Keeps this cancellable in `set` (released with the set).
    public func store(in set: inout Set<AnyCancellable>) { set.insert(self) }

    deinit { cancel() }

    /// Two cancellables are equal when they are the same object.
    public static func == (lhs: AnyCancellable, rhs: AnyCancellable) -> Bool { lhs === rhs }

    /// Hashes the object's identity.
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

/// A publisher that sends nothing until ``connect()``: Combine's
/// `ConnectablePublisher`, of which `Timer.TimerPublisher` is one.
public protocol ConnectablePublisher: Publisher {
    /// Starts sending values to the subscribers until the result is cancelled.
    func connect() -> any Cancellable
}

extension ConnectablePublisher {
    /// A publisher that connects at its first subscriber and disconnects
    /// when its last one cancels: a timer ticks only while a view shows it.
    public func autoconnect() -> Publishers.Autoconnect<Self> { Publishers.Autoconnect(upstream: self) }
}

/// Namespace of publisher types, as in Combine.
public enum Publishers {
    /// Connects its upstream at the first subscriber, disconnects after the last.
    public final class Autoconnect<Upstream: ConnectablePublisher>: Publisher, @unchecked Sendable {
        /// The upstream's values.
        public typealias Output = Upstream.Output
        /// The upstream's failure.
        public typealias Failure = Upstream.Failure

        /// The connectable publisher connected on demand.
        public let upstream: Upstream
        private var subscribers = 0
        private var connection: (any Cancellable)?

        /// True while the upstream is connected (tests).
        var isConnected: Bool { connection != nil }

        /// Wraps `upstream`.
        public init(upstream: Upstream) { self.upstream = upstream }

        /// Subscribes to the upstream, connecting it if this is the first subscriber.
        public func sink(receiveValue: @escaping @MainActor (Output) -> Void) -> AnyCancellable {
            let inner = upstream.sink(receiveValue: receiveValue)
            subscribers += 1
            if connection == nil { connection = upstream.connect() }
            return AnyCancellable { [self] in
                inner.cancel()
                subscribers -= 1
                if subscribers == 0 {
                    connection?.cancel()
                    connection = nil
                }
            }
        }
    }
}

extension ObservableObjectPublisher: Publisher {
    /// `objectWillChange` carries no value.
    public typealias Output = Void
    /// It never fails.
    public typealias Failure = Never

    /// Calls `receiveValue` on the main queue after every ``send()``.
    public func sink(receiveValue: @escaping @MainActor (Output) -> Void) -> AnyCancellable {
        let subscription = subscribe {
            DispatchQueue.main.async { MainActor.assumeIsolated { receiveValue(()) } }
        }
        return AnyCancellable { withExtendedLifetime(subscription) {} }
    }
}
