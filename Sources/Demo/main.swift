import CursesKit

#if canImport(Glibc)
    import Glibc
#endif

/// Writes `text` to a descriptor without going through buffered stdio.
private func emit(_ text: String, to fd: Int32) {
    var bytes = Array(text.utf8)
    _ = bytes.withUnsafeMutableBytes { write(fd, $0.baseAddress, $0.count) }
}

switch CommandLineOptions.parse(Array(CommandLine.arguments.dropFirst())) {
case .help:
    emit(CommandLineOptions.usage + "\n", to: STDOUT_FILENO)
    exit(0)
case .version:
    emit(CommandLineOptions.version + "\n", to: STDOUT_FILENO)
    exit(0)
case .invalid(let message):
    emit("termui-demo: \(message)\n\(CommandLineOptions.usage)\n", to: STDERR_FILENO)
    exit(2)
case .run:
    let window = DemoWindow()
    let app = TerminalApplication(root: window, minimumSize: Size(width: 40, height: 12))
    window.onQuit = { app.quit() }
    app.run()
}
