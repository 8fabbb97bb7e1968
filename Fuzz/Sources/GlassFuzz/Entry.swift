import Foundation

// `glass-fuzz TARGET [libFuzzer options and corpus folders]`: libFuzzer over one parser.
// `make fuzz` builds this with `--sanitize fuzzer --sanitize address`: libFuzzer brings
// `main` and calls the two entry points below.

/// The target named on the command line; libFuzzer calls the entry points on one thread.
nonisolated(unsafe) private var selected = FuzzTarget.layout

/// libFuzzer's start-up hook, before it reads its options: the first argument names the
/// target, and is taken out of the list libFuzzer reads.
@_cdecl("LLVMFuzzerInitialize")
func initialize(
    _ argc: UnsafeMutablePointer<Int32>,
    _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>>
) -> Int32 {
    let arguments = (0..<Int(argc.pointee)).map { String(cString: argv.pointee[$0]!) }
    guard arguments.count >= 2, let target = FuzzTarget(rawValue: arguments[1]) else {
        let names = FuzzTarget.allCases.map(\.rawValue).joined(separator: ", ")
        FileHandle.standardError.write(Data("glass-fuzz: name a target first: \(names)\n".utf8))
        exit(64)
    }
    selected = target
    for index in 1..<Int(argc.pointee) { argv.pointee[index] = argv.pointee[index + 1] }
    argc.pointee -= 1
    return 0
}

/// libFuzzer's entry point: one input for the selected target.
@_cdecl("LLVMFuzzerTestOneInput")
func testOneInput(_ bytes: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    selected.run(bytes.map { Data(bytes: $0, count: size) } ?? Data())
    return 0
}
