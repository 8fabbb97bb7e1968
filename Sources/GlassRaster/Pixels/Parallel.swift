import Dispatch
import Foundation

/// Splits `0..<count` into one contiguous range per core and runs `body` on each concurrently.
/// Small jobs run inline: a thread hop costs more than a few thousand pixels.
func parallelRanges(_ count: Int, minimumPerChunk: Int = 64, _ body: @Sendable (Range<Int>) -> Void) {
    let chunks = min(activeCores, max(1, count / minimumPerChunk))
    guard chunks > 1 else {
        body(0..<count)
        return
    }
    DispatchQueue.concurrentPerform(iterations: chunks) { i in
        body((count * i / chunks)..<(count * (i + 1) / chunks))
    }
}

private let activeCores = max(1, ProcessInfo.processInfo.activeProcessorCount)
