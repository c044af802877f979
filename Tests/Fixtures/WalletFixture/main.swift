// A second process for PassLibrary's multi-process tests.
//
//   termui-wallet-fixture add <dir> <prefix> <count>   adds <prefix>-0 ... <prefix>-<count-1>, prints "done"
//   termui-wallet-fixture churn <dir> <prefix>         adds and removes passes forever, printing
//                                                      "wrote <n>" after each change (the test kills it)
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
let library = PassLibrary(directory: URL(fileURLWithPath: arguments[2]))
let prefix = arguments[3]

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
            if index >= 4 { try library.removePass(pass(serial: "\(prefix)-\(index - 4)")) }
            say("wrote \(index)")
            index += 1
        }
    default:
        fail("unknown command \(arguments[1])")
    }
} catch {
    fail("\(error)")
}
