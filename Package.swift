// swift-tools-version: 6.0
import CompilerPluginSupport
import PackageDescription

/// Where libxml2's headers are (`pkg-config --cflags libxml-2.0` on Debian). The
/// library itself is opened with dlopen (CLibXML2), so no pkgConfig target links it.
let libxml2Headers = ["-I/usr/include/libxml2"]

let package = Package(
    name: "TermUI",
    platforms: [.macOS(.v15)],
    products: [
        .library(name: "CursesKit", targets: ["CursesKit"]),
        .library(name: "TermUI", targets: ["TermUI"]),
        .library(name: "WalletKit", targets: ["WalletKit"]),
        .library(name: "ScannerKit", targets: ["ScannerKit"]),
        .library(name: "WebLoaderKit", targets: ["WebLoaderKit"]),
        .library(name: "CursesMenu", targets: ["CursesMenu"]),
        .library(name: "CursesForm", targets: ["CursesForm"]),
        .library(name: "TermUITesting", targets: ["TermUITesting"]),
        .executable(name: "termui-demo", targets: ["Demo"]),
        .executable(name: "termui-bench", targets: ["Bench"]),
        .executable(name: "CounterExample", targets: ["CounterExample"]),
        .executable(name: "TodoExample", targets: ["TodoExample"]),
        .executable(name: "GaugeExample", targets: ["GaugeExample"]),
        .executable(name: "ProgressExample", targets: ["ProgressExample"]),
        .executable(name: "InlineExample", targets: ["InlineExample"]),
        .executable(name: "GalleryExample", targets: ["GalleryExample"]),
        .executable(name: "CompatSettingsExample", targets: ["CompatSettingsExample"]),
        .executable(name: "CompatRatingExample", targets: ["CompatRatingExample"]),
        .executable(name: "CompatCardGridExample", targets: ["CompatCardGridExample"]),
        .executable(name: "CompatTodoListExample", targets: ["CompatTodoListExample"]),
        .executable(name: "CompatExpenseListExample", targets: ["CompatExpenseListExample"]),
        .executable(name: "CompatHabitTrackerExample", targets: ["CompatHabitTrackerExample"]),
        .executable(name: "CompatBillSplitterExample", targets: ["CompatBillSplitterExample"]),
        .executable(name: "CompatBedtimeExample", targets: ["CompatBedtimeExample"]),
        .executable(name: "CompatModifiersExample", targets: ["CompatModifiersExample"]),
        .executable(name: "CompatProfileExample", targets: ["CompatProfileExample"]),
        .executable(name: "CompatThemeExample", targets: ["CompatThemeExample"]),
        .executable(name: "CompatSheetCounterExample", targets: ["CompatSheetCounterExample"]),
        .executable(name: "CompatJournalExample", targets: ["CompatJournalExample"]),
        .executable(name: "termui-bench-curseskit", targets: ["termui-bench-curseskit"]),
        .executable(name: "termui-bench-termui", targets: ["termui-bench-termui"]),
    ],
    targets: [
        // C libraries from Debian's packages (the Makefile's `deps` installs them).
        // No pkgConfig: ncursesw's cflags are -D_DEFAULT_SOURCE -D_XOPEN_SOURCE=600, which
        // SwiftPM refuses with a warning in every build of a dependent package; shim.h
        // defines them, the module map links ncursesw and tinfo, and the headers are
        // under /usr/include/ncursesw, which needs no -I.
        .systemLibrary(
            name: "CNcurses", providers: [.apt(["libncurses-dev"]), .brew(["ncurses"])]),
        .systemLibrary(
            name: "CVTerm", pkgConfig: "vterm",
            providers: [.apt(["libvterm-dev"]), .brew(["libvterm"])]),
        .systemLibrary(
            name: "CQREncode", pkgConfig: "libqrencode",
            providers: [.apt(["libqrencode-dev"]), .brew(["qrencode"])]),
        // ncurses' own menu and form libraries (libncurses-dev brings them); no
        // pkgConfig for the same reason as CNcurses: their shims define the flags.
        .systemLibrary(
            name: "CMenu",
            providers: [.apt(["libncurses-dev"]), .brew(["ncurses"])]),
        .systemLibrary(
            name: "CForm",
            providers: [.apt(["libncurses-dev"]), .brew(["ncurses"])]),
        // stb_image / stb_image_write: Debian's libstb.so holds the implementations.
        .systemLibrary(
            name: "CStb", pkgConfig: "stb",
            providers: [.apt(["libstb-dev"])]),

        // The imperative toolkit: the only target that imports CNcurses.
        // Async-signal-safe terminal restore and termios helpers in C.
        .target(name: "CTerminal"),
        // Declares the two Swift runtime functions TermUI's conformance index calls.
        .target(name: "CSwiftRuntime"),
        // State shared between threads, behind a lock ThreadSanitizer can see.
        .target(name: "Locking"),
        // C libraries opened with dlopen when first used, not at start (CLazyLibrary):
        // libcurl (Debian's libcurl4-openssl-dev has the headers, in the compiler's
        // default paths) on the first load from the network. Not linked, so no pkgConfig.
        .target(name: "CLazyLibrary"),
        .target(name: "CCurl", dependencies: ["CLazyLibrary"]),
        // libzbar (libzbar-dev) when the first barcode reader is made.
        .target(name: "CZBar", dependencies: ["CLazyLibrary"]),
        // libv4l2 (libv4l-dev) when the first camera is opened.
        .target(name: "CV4L2", dependencies: ["CLazyLibrary"]),
        // libxml2 (libxml2-dev) when the first page is parsed. Its headers are under
        // libxml2/ (what `pkg-config --cflags libxml-2.0` says on Debian), for the C
        // file and for the Swift modules that import them (`libxml2Headers`).
        .target(name: "CLibXML2", dependencies: ["CLazyLibrary"], cSettings: [.unsafeFlags(libxml2Headers)]),
        // stb_image (libstb-dev) when the first picture file is decoded (CursesKit's PixelImage):
        // the C file includes <stb/stb_image.h>, so no header path is needed (and the
        // wrapper header declares plain C types, so no stb header reaches Swift).
        .target(name: "CStbImage", dependencies: ["CLazyLibrary"]),
        .target(name: "CursesKit", dependencies: ["CNcurses", "CTerminal", "Locking", "CStbImage"]),

        // The declarative layer (SwiftUI's role): knows CursesKit, none of the kits.
        // The compiler plugin that expands `#Preview { }` to nothing: a plain
        // executable speaking the plugin protocol, without swift-syntax.
        .macro(name: "TermUIMacros"),
        .target(name: "TermUI", dependencies: ["CursesKit", "Locking", "TermUIMacros", "CSwiftRuntime"]),

        // The kits: usable without TermUI, as UIKit views are without SwiftUI.
        .target(name: "WalletKit", dependencies: ["CursesKit", "CQREncode"]),
        .target(
            name: "ScannerKit", dependencies: ["CursesKit", "Locking", "CZBar", "CV4L2", "CStb", "CQREncode"]),
        // The WebKit analogue: libcurl's multi interface loads, libxml2's push parser parses.
        .target(
            name: "WebLoaderKit", dependencies: ["CursesKit", "Locking", "CLibXML2", "CCurl"],
            swiftSettings: [.unsafeFlags(libxml2Headers.flatMap { ["-Xcc", $0] })]),

        // ncurses' libmenu and libform hosted as CursesKit widgets (ForeignWindowWidget):
        // each imports its own C library, which draws into a CursesKit-owned window.
        .target(name: "CursesMenu", dependencies: ["CursesKit", "CMenu"]),
        .target(name: "CursesForm", dependencies: ["CursesKit", "CForm"]),

        // Headless pty + libvterm harness; links no app code.
        .target(name: "CPty"),
        .target(name: "TermUITesting", dependencies: ["CPty", "CVTerm", "Locking"]),

        .executableTarget(
            name: "Demo",
            dependencies: [
                "TermUI", "CursesKit", "WalletKit", "ScannerKit", "WebLoaderKit", "CursesMenu", "CursesForm",
                "DemoParsing",
            ],
            // Not a SwiftPM resource (its `Bundle.module` needs the full Foundation and ICU):
            // WebAddress+StartPage.swift finds the start page beside its own source.
            // LinkOrder holds the linker's order of the release demo's functions (`make link-order`).
            exclude: ["Resources", "LinkOrder"]),
        .executableTarget(
            name: "Bench",
            dependencies: [
                "CursesKit", "TermUI", "TermUITesting", "ScannerKit", "WebLoaderKit", "CursesForm", "Locking",
            ]),

        // Example apps for app authors (the README's quick start is CounterExample).
        // Their names end in Example so an app author's own `CounterApp` target
        // does not clash with them (target names are unique across a package graph);
        // `make test` builds them and Tests/ExampleTests snapshots each one.
        .executableTarget(name: "CounterExample", dependencies: ["TermUI"], path: "Examples/CounterApp"),
        .executableTarget(name: "TodoExample", dependencies: ["TermUI"], path: "Examples/TodoApp"),
        .executableTarget(name: "GaugeExample", dependencies: ["TermUI"], path: "Examples/GaugeApp"),
        .executableTarget(
            name: "ProgressExample", dependencies: ["TermUI"], path: "Examples/ProgressApp"),
        // A command-line tool's progress and question below the shell's prompt (docs/INLINE.md).
        .executableTarget(name: "InlineExample", dependencies: ["TermUI"], path: "Examples/InlineApp"),
        // Every view on a page of its own (Tests/ExampleTests/GalleryTests snapshots each).
        // Resources/ holds the picture the Image page shows, found beside the page's source.
        .executableTarget(
            name: "GalleryExample", dependencies: ["TermUI"], path: "Examples/Gallery",
            exclude: ["Resources"]),
        // SwiftUI compatibility: tutorial-style files that compile unchanged against Apple's
        // SwiftUI apart from `import TermUI` (docs/ARCHITECTURE.md, "SwiftUI compatibility").
        .executableTarget(
            name: "CompatSettingsExample", dependencies: ["TermUI"], path: "Examples/Compat/Settings"),
        .executableTarget(
            name: "CompatRatingExample", dependencies: ["TermUI"], path: "Examples/Compat/Rating"),
        .executableTarget(
            name: "CompatCardGridExample", dependencies: ["TermUI"], path: "Examples/Compat/CardGrid"),
        .executableTarget(
            name: "CompatTodoListExample", dependencies: ["TermUI"], path: "Examples/Compat/TodoList"),
        .executableTarget(
            name: "CompatExpenseListExample", dependencies: ["TermUI"], path: "Examples/Compat/ExpenseList"),
        .executableTarget(
            name: "CompatHabitTrackerExample", dependencies: ["TermUI"], path: "Examples/Compat/HabitTracker"),
        .executableTarget(
            name: "CompatBillSplitterExample", dependencies: ["TermUI"], path: "Examples/Compat/BillSplitter"),
        .executableTarget(
            name: "CompatBedtimeExample", dependencies: ["TermUI"], path: "Examples/Compat/Bedtime"),
        .executableTarget(
            name: "CompatModifiersExample", dependencies: ["TermUI"], path: "Examples/Compat/Modifiers"),
        // Resources/avatar.png is the app's picture asset (TERMUI_IMAGE_PATH finds it).
        .executableTarget(
            name: "CompatProfileExample", dependencies: ["TermUI"], path: "Examples/Compat/Profile",
            exclude: ["Resources"]),
        .executableTarget(
            name: "CompatThemeExample", dependencies: ["TermUI"], path: "Examples/Compat/Theme"),
        .executableTarget(
            name: "CompatSheetCounterExample", dependencies: ["TermUI"], path: "Examples/Compat/SheetCounter"),
        .executableTarget(
            name: "CompatJournalExample", dependencies: ["TermUI"], path: "Examples/Compat/Journal"),
        // The bench's tiny app on CursesKit and on TermUI; the plain C ncurses one
        // (Sources/BenchApps/C) is built by `make bench` with cc, without the Swift runtime.
        .executableTarget(
            name: "termui-bench-curseskit", dependencies: ["CursesKit"], path: "Sources/BenchApps/CursesKit"),
        .executableTarget(
            name: "termui-bench-termui", dependencies: ["TermUI"], path: "Sources/BenchApps/TermUI"),

        // Programs the tests drive through a pty.
        .executableTarget(
            name: "termui-pty-fixture", path: "Tests/Fixtures/PtyFixture"),
        // An inline region whose height follows its rows, and Swift's own print.
        .executableTarget(
            name: "termui-inline-fixture", dependencies: ["TermUI"], path: "Tests/Fixtures/InlineFixture"),
        // Terminal features (kitty keys, focus, synchronized output) with a terminal the tests play.
        .executableTarget(
            name: "termui-features-fixture", dependencies: ["TermUI"], path: "Tests/Fixtures/FeaturesFixture"),
        // The clipboard (OSC 52): a table, a field and a selectable text, with a terminal the tests play.
        .executableTarget(
            name: "termui-clipboard-fixture", dependencies: ["TermUI"],
            path: "Tests/Fixtures/ClipboardFixture"),
        .executableTarget(
            name: "termui-restore-fixture", dependencies: ["CursesKit"],
            path: "Tests/Fixtures/RestoreFixture"),

        .executableTarget(
            name: "termui-wallet-fixture", dependencies: ["WalletKit"],
            path: "Tests/Fixtures/WalletFixture"),
        .executableTarget(
            name: "termui-scanner-fixture", dependencies: ["ScannerKit"],
            path: "Tests/Fixtures/ScannerFixture"),
        // A loopback HTTP server the web tests script (trickle, stall, redirect, errors).
        .executableTarget(
            name: "termui-http-fixture", path: "Tests/Fixtures/HTTPFixture"),

        .testTarget(name: "CursesKitTests", dependencies: ["CursesKit", "TermUITesting"]),
        .testTarget(
            name: "DemoTests",
            dependencies: ["Demo", "ScannerKit", "CursesMenu", "CursesForm", "DemoParsing", "TermUITesting"]),
        .testTarget(name: "TermUITests", dependencies: ["TermUI", "CursesKit", "Locking", "TermUITesting"]),
        .testTarget(name: "WalletKitTests", dependencies: ["WalletKit", "CursesKit", "TermUITesting"]),
        .testTarget(
            name: "ScannerKitTests",
            dependencies: ["ScannerKit", "CursesKit", "CStb", "CQREncode", "Locking", "TermUITesting"]),
        .testTarget(
            name: "WebLoaderKitTests",
            dependencies: ["WebLoaderKit", "CursesKit", "CLazyLibrary", "TermUITesting"]),
        .testTarget(name: "CursesMenuFormTests", dependencies: ["CursesMenu", "CursesForm", "CursesKit"]),
        .testTarget(name: "TermUITestingTests", dependencies: ["TermUITesting"]),
        .testTarget(
            name: "ExampleTests",
            dependencies: [
                "CounterExample", "TodoExample", "GaugeExample", "ProgressExample", "InlineExample",
                "GalleryExample",
                "CompatSettingsExample", "CompatRatingExample", "CompatCardGridExample",
                "CompatTodoListExample", "CompatExpenseListExample", "CompatHabitTrackerExample",
                "CompatBillSplitterExample", "CompatBedtimeExample", "CompatModifiersExample",
                "CompatProfileExample", "CompatThemeExample", "CompatSheetCounterExample",
                "CompatJournalExample",
                "TermUI",
                "TermUITesting",
            ],
            exclude: ["__Snapshots__"]),
        .testTarget(
            name: "DemoSnapshotTests", dependencies: ["TermUITesting"],
            exclude: ["__Snapshots__"]),
        // Fuzzing (docs/TESTING.md "Fuzzing and sanitizers", docs/ARCHITECTURE.md "Fuzz targets"). DemoParsing is the
        // demo's reading of scanned payloads and typed addresses, apart from its executable so
        // the fuzz targets link the same code. FuzzTargets holds each target's invariants;
        // Fuzz/Entries/* are libFuzzer entries `make fuzz` links with -sanitize=fuzzer,address
        // (plain libraries here: libFuzzer brings the main); FuzzTargetsTests replays every
        // seed and regression input in `make test`.
        .target(name: "DemoParsing", dependencies: ["CursesKit", "WalletKit"]),
        .target(
            name: "FuzzTargets",
            dependencies: ["CursesKit", "WebLoaderKit", "WalletKit", "ScannerKit", "DemoParsing"]),
        .target(
            name: "FuzzTerminalInput", dependencies: ["FuzzTargets"], path: "Fuzz/Entries/FuzzTerminalInput"),
        .target(name: "FuzzHTMLPage", dependencies: ["FuzzTargets"], path: "Fuzz/Entries/FuzzHTMLPage"),
        .target(name: "FuzzPassJSON", dependencies: ["FuzzTargets"], path: "Fuzz/Entries/FuzzPassJSON"),
        .target(name: "FuzzWalletJSON", dependencies: ["FuzzTargets"], path: "Fuzz/Entries/FuzzWalletJSON"),
        .target(name: "FuzzImageFile", dependencies: ["FuzzTargets"], path: "Fuzz/Entries/FuzzImageFile"),
        .target(name: "FuzzScannedText", dependencies: ["FuzzTargets"], path: "Fuzz/Entries/FuzzScannedText"),
        .testTarget(name: "FuzzTargetsTests", dependencies: ["FuzzTargets"]),
    ],
    swiftLanguageModes: [.v6]
)
