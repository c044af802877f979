// A second process for PassLibrary's multi-process tests.
//
//   termui-wallet-fixture add <dir> <prefix> <count>   adds <prefix>-0 ... <prefix>-<count-1>, prints "done"
//   termui-wallet-fixture churn <dir> <prefix>         adds and removes passes forever, printing
//                                                      "wrote <n>" after each change (the test kills it)
//   termui-wallet-fixture crash-at <dir> <serial> <step>
//                                                      adds <serial>, and SIGKILLs itself when the atomic
//                                                      write reaches <step> (an AtomicWriteStep)
//   termui-wallet-fixture as-nobody <dir> <serial>     as user nobody when run as root (so folder
//                                                      permissions apply): prints "passes <n>" and
//                                                      "read-only <reason>" or "writable", then tries
//                                                      to add <serial> and prints "added" or "error <message>"
import Foundation
import WalletKit

func fail(_ message: String) -> Never {
    FileHandle.standardError.write(Data("termui-wallet-fixture: \(message)\n".utf8))
    exit(1)
}

func say(_ line: String) {
    FileHandle.standardOutput.write(Data("\(line)\n".utf8))
}

func pass(serial: String) -> Pass {
    do {
        var pass = try Pass.sample
        pass.serialNumber = serial
        return pass
    } catch {
        fail("\(error)")
    }
}

let arguments = CommandLine.arguments
guard arguments.count >= 4 else { fail("usage: add <dir> <prefix> <count> | churn <dir> <prefix>") }
let folder = URL(fileURLWithPath: arguments[2])
let prefix = arguments[3]
var library = PassLibrary(directory: folder)

do {
    switch arguments[1] {
    case "add":
        let count = arguments.count > 4 ? Int(arguments[4]) ?? 1 : 1
        for index in 0..<count {
            try library.addPass(pass(serial: "\(prefix)-\(index)"))
        }
        say("done")
    case "churn":
        var index = 0
        while true {
            try library.addPass(pass(serial: "\(prefix)-\(index)"))
            // Keeps one pass of its own: the test's wallet grows only by what each
            // killed writer leaves (every read and write decodes all of it).
            if index >= 1 { try library.removePass(pass(serial: "\(prefix)-\(index - 1)")) }
            say("wrote \(index)")
            index += 1
        }
    case "crash-at":
        guard arguments.count > 4, let step = AtomicWriteStep(rawValue: arguments[4]) else {
            fail("crash-at needs a step: \(AtomicWriteStep.allCases.map(\.rawValue))")
        }
        let faults = AtomicWriteFaults { reached in
            if reached == step { kill(getpid(), SIGKILL) }
        }
        library = PassLibrary(directory: folder, environment: [:], faults: faults)
        try library.addPass(pass(serial: prefix))
        say("not killed")
    case "as-nobody":
        if getuid() == 0 {
            guard setgid(65534) == 0, setuid(65534) == 0 else { fail("cannot become nobody") }
        }
        let contents = try library.contents()
        say("passes \(contents.passes.count)")
        say(contents.readOnlyReason.map { "read-only \($0)" } ?? "writable")
        do {
            try library.addPass(pass(serial: prefix))
            say("added")
        } catch {
            say("error \(error)")
        }
    default:
        fail("unknown command \(arguments[1])")
    }
} catch {
    fail("\(error)")
}
