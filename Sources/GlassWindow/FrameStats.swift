/// Frame telemetry for the debug overlay: a rolling average of the time spent making a frame,
/// the frame rate, and the share of frames made within the display's budget.
public struct FrameStats: Sendable {
    /// 120 Hz, spec 000's ProMotion target: 8.3 ms a frame.
    public static let budget = 1.0 / 120
    /// The frames the averages cover (one second at 120 Hz).
    public static let window = 120

    private var costs: [Double] = []
    private var presents: [Double] = []
    private var next = 0

    public init() {
        costs.reserveCapacity(Self.window)
        presents.reserveCapacity(Self.window)
    }

    /// Records a frame that took `cost` seconds to make and was shown at `time`.
    public mutating func record(cost: Double, presentedAt time: Double) {
        if costs.count < Self.window {
            costs.append(cost)
            presents.append(time)
        } else {
            costs[next] = cost
            presents[next] = time
        }
        next = (next + 1) % Self.window
    }

    public var averageCost: Double { costs.isEmpty ? 0 : costs.reduce(0, +) / Double(costs.count) }

    /// The share of recorded frames made within `budget`, 0…1.
    public var withinBudget: Double {
        costs.isEmpty ? 1 : Double(costs.filter { $0 <= Self.budget }.count) / Double(costs.count)
    }

    /// Frames per second over the recorded presents.
    public var framesPerSecond: Double {
        guard presents.count > 1, let first = presents.min(), let last = presents.max(), last > first else { return 0 }
        return Double(presents.count - 1) / (last - first)
    }
}
