import FuzzTargets

/// libFuzzer's entry for the `htmlPage` target: `make fuzz` links this module
/// with `-sanitize=fuzzer,address`, and libFuzzer's own `main` calls it with
/// each input. Public so the symbol survives into the link.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzHTMLPage(_ data: UnsafePointer<UInt8>?, _ count: Int) -> Int32 {
    FuzzTarget.htmlPage.run(data, count: count)
}
