extension View {
    /// Runs `action` with every value `publisher` sends while this view is on
    /// screen: subscribed when it appears, cancelled when it goes (so an
    /// autoconnected timer stops with it).
    ///
    /// ```swift
    /// let timer = Timer.publish(every: 1, on: .main, in: .common).autoconnect()
    /// Text("\(seconds) s").onReceive(timer) { _ in seconds += 1 }
    /// ```
    public func onReceive<P: Publisher>(
        _ publisher: P, perform action: @escaping (P.Output) -> Void
    ) -> some View where P.Failure == Never {
        modifier(OnReceiveModifier(publisher: publisher, action: action))
    }
}

/// The subscription `.onReceive` keeps while its view is on screen.
@MainActor
final class ReceiveSubscription<Output> {
    var action: ((Output) -> Void)?
    var cancellable: AnyCancellable?

    func start<P: Publisher>(_ publisher: P) where P.Output == Output {
        guard cancellable == nil else { return }
        cancellable = publisher.sink { [weak self] value in self?.action?(value) }
    }

    func stop() {
        cancellable?.cancel()
        cancellable = nil
    }
}

struct OnReceiveModifier<P: Publisher>: ViewModifier where P.Failure == Never {
    let publisher: P
    let action: (P.Output) -> Void
    @State private var subscription = ReceiveSubscription<P.Output>()

    func body(content: Content) -> some View {
        // The latest action: it sees the view's current state.
        subscription.action = action
        let subscription = self.subscription
        let publisher = self.publisher
        return
            content
            .onAppear { subscription.start(publisher) }
            .onDisappear { subscription.stop() }
    }
}
