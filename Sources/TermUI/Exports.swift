// `import TermUI` brings CursesKit's types (Size, Color, KeyEvent, Widget, ...)
// as `import SwiftUI` brings UIKit's: an app needs no second import to name
// them or to write a widget for a representable.
@_exported import CursesKit
// What `import SwiftUI` brings along and costs nothing at run time here:
// TermUI already links both (its graph tracks `@Observable` reads, and its
// state and hosts use FoundationEssentials), so re-exporting them adds no
// library to an app. FoundationEssentials (Date, UUID, URL, Data, the JSON
// coders, ISO 8601 dates) loads no ICU. Not in it, so not brought: `IndexSet`
// (full Foundation on Linux), the locale-aware format styles (`.number`,
// `.currency(code:)`) and `Locale` beyond its basics. They are in
// FoundationInternationalization / Foundation, which an app that needs them
// imports itself, so an app that does not never loads ICU. `UserDefaults` is
// TermUI's own (State/UserDefaults.swift), for the same reason.
@_exported import FoundationEssentials
@_exported import Observation
