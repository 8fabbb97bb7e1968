import Dispatch
import Foundation
import Synchronization

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

/// One thread per core beyond the caller's, started once and handed every job. Unlike
/// `DispatchQueue.concurrentPerform` it allocates nothing per job (a job that is an object
/// kept from frame to frame, such as a canvas's queue of composites, costs nothing to hand
/// over). The calling thread runs chunk 0 itself. While the workers are busy, a job handed
/// over from another thread, or from inside a chunk, runs on its caller's thread alone: the
/// cores are taken, and waiting for them would only add a hop (or, inside a chunk, never end).
///
/// A frame hands over some thirty jobs of about 0.1 ms each (a glass pane's blur, color and
/// shader passes). A worker parked on a semaphore took 74 µs on average to wake for one (in
/// the home screen over the Dotfield, measured), so the caller waited almost as long as it
/// worked. A worker therefore watches for the next job for `spin` after each one and only
/// then parks; the caller watches for its chunks to finish.
final class Workers: @unchecked Sendable {
    static let shared = Workers(cores: max(1, ProcessInfo.processInfo.activeProcessorCount))

    /// How long a worker keeps watching for a job before it parks: longer than the gaps
    /// between one frame's jobs, far shorter than a frame.
    static let spin: UInt64 = 200_000

    let cores: Int
    /// Whether a job holds the workers.
    private let busy = Atomic<Bool>(false)
    private let seats: [Seat]
    /// Bumped for every job: what a watching worker waits to see change.
    private let generation = Atomic<Int>(0)
    /// Chunks run to the end in the current job, by the workers.
    private let finished = Atomic<Int>(0)
    /// The job of the moment, set between a `run`'s start and its last chunk's end.
    private nonisolated(unsafe) var job: ParallelJob?
    private nonisolated(unsafe) var chunks = 0

    private init(cores: Int) {
        self.cores = cores
        seats = (1..<max(2, cores)).map { _ in Seat() }
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
        guard busy.compareExchange(expected: false, desired: true, ordering: .acquiring).exchanged else {
            job.run(chunk: 0, of: 1)
            return
        }
        defer { busy.store(false, ordering: .releasing) }
        self.job = job
        self.chunks = chunks
        finished.store(0, ordering: .relaxed)
        // The bump publishes the job; a worker that parked before seeing it is woken.
        generation.add(1, ordering: .sequentiallyConsistent)
        for seat in seats where seat.parked.load(ordering: .sequentiallyConsistent) { seat.start.signal() }
        job.run(chunk: 0, of: chunks)
        var polls = 0
        while finished.load(ordering: .acquiring) < cores - 1 {
            polls += 1
            if polls % 64 == 0 { sched_yield() }
        }
        self.job = nil
    }

    private func serve(_ worker: Int) {
        var seen = 0
        while true {
            seen = awaitJob(after: seen, worker: worker)
            if worker < chunks, let job { job.run(chunk: worker, of: chunks) }
            finished.add(1, ordering: .releasing)
        }
    }

    /// Watches for a generation after `seen` for `spin`, then parks until one comes.
    private func awaitJob(after seen: Int, worker: Int) -> Int {
        let deadline = DispatchTime.now().uptimeNanoseconds + Self.spin
        var polls = 0
        while true {
            let now = generation.load(ordering: .acquiring)
            if now != seen { return now }
            polls += 1
            guard polls % 256 == 0, DispatchTime.now().uptimeNanoseconds > deadline else { continue }
            let seat = seats[worker - 1]
            seat.parked.store(true, ordering: .sequentiallyConsistent)
            // A job published between the check above and the flag is seen here; one published
            // after it signals the semaphore. A stale signal only wakes the loop once more.
            if generation.load(ordering: .sequentiallyConsistent) == seen { seat.start.wait() }
            seat.parked.store(false, ordering: .relaxed)
        }
    }

    /// A worker's place: whether it is parked (or about to park), so that a new job must
    /// signal its semaphore.
    private final class Seat: Sendable {
        let parked = Atomic<Bool>(false)
        let start = DispatchSemaphore(value: 0)
    }
}
