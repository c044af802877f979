import CursesKit
import Testing

@testable import TermUI

extension HeadlessHost {
    /// Tab to the first control and press Enter on it (the button that opens
    /// a presentation); returns the control, to check focus comes back to it.
    func tabToFirstAndPress() throws -> Widget {
        send(KeyEvent(.tab))
        let control = try #require(focusedWidget)
        send(KeyEvent(.enter))
        return control
    }
}
