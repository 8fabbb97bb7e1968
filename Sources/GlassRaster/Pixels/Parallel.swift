import Dispatch
import Foundation

/// Splits `0..<count` into one contiguous range per core and runs `body` on each concurrently.
/// Small jobs run inline: a thread hop costs more than a few thousand pixels.
func parallelRanges(_ count: Int, minimumPerChunk: Int = 64, _ body: @Sendable (Range<Int>) -> Void) {
    guard Workers.shared.chunks(for: count, minimumPerChunk: minimumPerChunk) > 1 else {
        body(0..<count)
        return
    }
    // The closure is borrowed for the call; handing it to other threads boxes it once.
    withoutActuallyEscaping(body) { body in
        Workers.shared.run(ClosureJob(count: count, body: body), count: count, minimumPerChunk: minimumPerChunk)
    }
}

/// Splits `0..<count` as above when the items cost `costPerItem` each (pixels in a row, say):
/// a chunk is worth a thread only with some 32,000 of them, below which waking a core costs
/// more than it saves (a small pane's passes run on the calling thread).
func parallelRanges(_ count: Int, costPerItem: Int, _ body: @Sendable (Range<Int>) -> Void) {
    parallelRanges(count, minimumPerChunk: max(1, 32_768 / max(costPerItem, 1)), body)
}

/// Work split into numbered chunks that may run on any thread at once.
protocol ParallelJob: AnyObject, Sendable {
    func run(chunk: Int, of chunks: Int)
}

private final class ClosureJob: ParallelJob {
    let count: Int
    let body: @Sendable (Range<Int>) -> Void

    init(count: Int, body: @escaping @Sendable (Range<Int>) -> Void) {
        self.count = count
        self.body = body
    }

    func run(chunk: Int, of chunks: Int) {
        body((0..<count).chunk(chunk, of: chunks))
    }
}

extension Range<Int> {
    /// The `index`-th of `count` contiguous, nearly equal parts.
    func chunk(_ index: Int, of count: Int) -> Range<Int> {
        (lowerBound + self.count * index / count)..<(lowerBound + self.count * (index + 1) / count)
    }
}

/// One parked thread per core beyond the caller's, started once and woken for every job.
/// Unlike `DispatchQueue.concurrentPerform` it allocates nothing per job (a job that is an
/// object kept from frame to frame, such as a canvas's queue of composites, costs nothing to
/// hand over) and the threads meet on semaphores. The calling thread runs chunk 0 itself.
/// A lock keeps a second caller waiting rather than mixing their chunks; a chunk must not
/// start a job of its own.
final class Workers: @unchecked Sendable {
    static let shared = Workers(cores: max(1, ProcessInfo.processInfo.activeProcessorCount))

    let cores: Int
    private let caller = NSLock()
    private let starts: [DispatchSemaphore]
    private let finished = DispatchSemaphore(value: 0)
    /// The job of the moment, set between a `run`'s start and its last chunk's end.
    private var job: ParallelJob?
    private var chunks = 0

    private init(cores: Int) {
        self.cores = cores
        starts = (1..<max(2, cores)).map { _ in DispatchSemaphore(value: 0) }
        for worker in 1..<cores {
            let thread = Thread { [unowned self] in self.serve(worker) }
            thread.name = "GlassRaster worker \(worker)"
            thread.start()
        }
    }

    /// How many chunks `count` items make: one a core, each of at least `minimumPerChunk`.
    func chunks(for count: Int, minimumPerChunk: Int) -> Int {
        min(cores, max(1, count / max(1, minimumPerChunk)))
    }

    /// Runs `job` over `count` items in `chunks(for:minimumPerChunk:)` chunks, on this thread
    /// alone when that is one.
    func run(_ job: ParallelJob, count: Int, minimumPerChunk: Int) {
        let chunks = chunks(for: count, minimumPerChunk: minimumPerChunk)
        if chunks > 1 { run(job, chunks: chunks) } else { job.run(chunk: 0, of: 1) }
    }

    /// Runs chunks 0 … `chunks` − 1 of `job`, chunk 0 on this thread, the rest on the workers.
    private func run(_ job: ParallelJob, chunks: Int) {
        caller.lock()
        defer { caller.unlock() }
        self.job = job
        self.chunks = chunks
        for worker in 1..<cores { starts[worker - 1].signal() }
        job.run(chunk: 0, of: chunks)
        for _ in 1..<cores { finished.wait() }
        self.job = nil
    }

    private func serve(_ worker: Int) {
        while true {
            starts[worker - 1].wait()
            if worker < chunks, let job { job.run(chunk: worker, of: chunks) }
            finished.signal()
        }
    }
}
