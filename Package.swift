// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "TermUI",
    platforms: [.macOS(.v14)],
    products: [
        .library(name: "CursesKit", targets: ["CursesKit"]),
        .library(name: "TermUI", targets: ["TermUI"]),
        .library(name: "WalletKit", targets: ["WalletKit"]),
        .library(name: "TermUITesting", targets: ["TermUITesting"]),
        .executable(name: "termui-demo", targets: ["Demo"]),
        .executable(name: "termui-bench", targets: ["Bench"]),
        .executable(name: "termui-bench-curseskit", targets: ["termui-bench-curseskit"]),
        .executable(name: "termui-bench-termui", targets: ["termui-bench-termui"]),
    ],
    targets: [
        // C libraries from Debian's packages (the Makefile's `deps` installs them).
        .systemLibrary(
            name: "CNcurses", pkgConfig: "ncursesw",
            providers: [.apt(["libncurses-dev"]), .brew(["ncurses"])]),
        .systemLibrary(
            name: "CVTerm", pkgConfig: "vterm",
            providers: [.apt(["libvterm-dev"]), .brew(["libvterm"])]),
        .systemLibrary(
            name: "CQREncode", pkgConfig: "libqrencode",
            providers: [.apt(["libqrencode-dev"]), .brew(["qrencode"])]),

        // The imperative toolkit: the only target that imports CNcurses.
        // Async-signal-safe terminal restore and termios helpers in C.
        .target(name: "CTerminal"),
        .target(name: "CursesKit", dependencies: ["CNcurses", "CTerminal"]),

        // The declarative layer (SwiftUI's role): knows CursesKit, none of the kits.
        .target(name: "TermUI", dependencies: ["CursesKit"]),

        // The kits: usable without TermUI, as UIKit views are without SwiftUI.
        .target(
            name: "WalletKit", dependencies: ["CursesKit", "CQREncode"],
            resources: [.copy("Resources")]),

        // Headless pty + libvterm harness; links no app code.
        .target(name: "CPty"),
        .target(name: "TermUITesting", dependencies: ["CPty", "CVTerm"]),

        .executableTarget(name: "Demo", dependencies: ["TermUI", "CursesKit", "WalletKit"]),
        .executableTarget(name: "Bench", dependencies: ["CursesKit", "TermUI", "TermUITesting"]),
        // The bench's tiny app on CursesKit and on TermUI; the plain C ncurses one
        // (Sources/BenchApps/C) is built by `make bench` with cc, without the Swift runtime.
        .executableTarget(
            name: "termui-bench-curseskit", dependencies: ["CursesKit"], path: "Sources/BenchApps/CursesKit"),
        .executableTarget(
            name: "termui-bench-termui", dependencies: ["TermUI"], path: "Sources/BenchApps/TermUI"),

        // Programs the tests drive through a pty.
        .executableTarget(
            name: "termui-pty-fixture", path: "Tests/Fixtures/PtyFixture"),
        .executableTarget(
            name: "termui-restore-fixture", dependencies: ["CursesKit"],
            path: "Tests/Fixtures/RestoreFixture"),

        .executableTarget(
            name: "termui-wallet-fixture", dependencies: ["WalletKit"],
            path: "Tests/Fixtures/WalletFixture"),

        .testTarget(name: "CursesKitTests", dependencies: ["CursesKit", "TermUITesting"]),
        .testTarget(name: "DemoTests", dependencies: ["Demo"]),
        .testTarget(name: "TermUITests", dependencies: ["TermUI", "CursesKit"]),
        .testTarget(name: "WalletKitTests", dependencies: ["WalletKit", "CursesKit"]),
        .testTarget(name: "TermUITestingTests", dependencies: ["TermUITesting"]),
        .testTarget(
            name: "DemoSnapshotTests", dependencies: ["TermUITesting"],
            exclude: ["__Snapshots__"]),
    ],
    swiftLanguageModes: [.v6]
)
