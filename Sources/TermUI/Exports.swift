// `import TermUI` brings what `import SwiftUI` brings: CursesKit's types (Size,
// Color, KeyEvent, Widget, ...) as SwiftUI brings UIKit's, so an app needs no
// second import to name them or to write a widget for a representable; all of
// Foundation (`CGFloat`, `CGSize`, `IndexSet`, `UserDefaults`, the format
// styles, `URL.documentsDirectory`), so SwiftUI code that formats a date or a
// currency compiles as it is; and Observation. TermUI defines none of
// Foundation's types itself, so a file that also says `import Foundation`
// sees one of each name. Foundation's ICU data is linked but only paged in
// by what formats or compares by locale (docs/POINTS-AND-CELLS.md, "What
// Foundation costs").
@_exported import CursesKit
@_exported import Foundation
@_exported import Observation
