import CursesKit
import Observation

/// What a ``TerminalHost`` learns about its terminal only once the screen is
/// open (its palette) or while it runs (whether its window has the focus),
/// kept where the root's body reads it so that a change reaches every view
/// that read it from the environment.
@MainActor
@Observable
final class TerminalTraits {
    var colorCapability: ColorCapability
    var scenePhase = ScenePhase.active

    init(colorCapability: ColorCapability) {
        self.colorCapability = colorCapability
    }
}

/// The app's root view inside the terminal's traits.
struct TerminalTraitsRoot<Content: View>: View {
    let traits: TerminalTraits
    let content: Content

    var body: some View {
        content.environment(\.colorCapability, traits.colorCapability)
            .environment(\.scenePhase, traits.scenePhase)
    }
}
