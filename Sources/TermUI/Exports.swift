// `import TermUI` brings CursesKit's types (Size, Color, KeyEvent, Widget, ...)
// as `import SwiftUI` brings UIKit's: an app needs no second import to name
// them or to write a widget for a representable.
@_exported import CursesKit
