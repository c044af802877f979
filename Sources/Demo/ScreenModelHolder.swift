/// The model a screen makes the first time it renders, kept in the screen's
/// `@State` for as long as the screen is shown and released with it.
///
/// A screen's `@State` is initialised every time its parent's body builds the
/// screen's value; the holder makes the model only once per screen identity,
/// on first use, so the values built and dropped cost no model.
@MainActor
final class ScreenModelHolder<Model: AnyObject> {
    private var model: Model?

    /// The screen's model, made by `make` the first time.
    func model(making make: () -> Model) -> Model {
        if let model { return model }
        let made = make()
        model = made
        return made
    }
}
