import GlassCore
import GlassMotion

/// Spec 001's field: a grid of dots that spring away from fingers and settle back.
///
/// Work follows motion. The grid is binned in cells of `R`, so a touch visits only the dots in
/// the 3 × 3 cells around it; dots that are moving are kept in an active list; a dot at rest
/// with no touch near costs nothing. State is kept as flat arrays of Float (structure of
/// arrays), which the drawing kernel reads directly.
public struct Dotfield: Sendable {
    public private(set) var settings: DotfieldSettings
    public private(set) var grid: DotGrid
    /// Each dot's displacement from rest and velocity, in points and points per second.
    public private(set) var dx: [Float], dy: [Float]
    private var vx: [Float], vy: [Float]
    /// Active fingers by touch id, in points.
    public private(set) var touches: [Int: Point] = [:]
    /// Dots that are displaced or moving (unordered, no repeats), and the flag per dot.
    private var active: [Int32] = []
    private var isActive: [Bool]
    private var bins: DotBins
    /// This step's summed targets, the dots that have one, and the flag per dot; cleared after
    /// each step, their storage kept, so a step allocates nothing.
    private var tx: [Float], ty: [Float]
    private var targeted: [Int32] = []
    private var hasTarget: [Bool]
    public private(set) var time = 0.0

    /// Below these a dot with no target is at rest: 1/100 pt and 1/100 pt/s.
    static let restDisplacement: Float = 0.01, restSpeed: Float = 0.01

    /// A field filling `bounds` (points) at `scale` pixels per point.
    public init(bounds: Rect, scale: Double, settings: DotfieldSettings = DotfieldSettings()) {
        self.settings = settings
        grid = DotGrid(bounds: bounds, spacing: settings.density.spacing, scale: scale)
        let n = grid.count
        dx = Array(repeating: 0, count: n)
        dy = dx
        vx = dx
        vy = dx
        isActive = Array(repeating: false, count: n)
        hasTarget = isActive
        tx = dx
        ty = dx
        bins = DotBins(grid: grid, cell: settings.radius)
    }

    public var count: Int { grid.count }
    /// Dots moving now: what a step costs.
    public var activeCount: Int { active.count }
    public var isAtRest: Bool { active.isEmpty && touches.isEmpty }

    /// Moves the field's clock to `event.time`, then takes the finger's phase. Returns the
    /// haptic to play, if any: a light impact when the first finger lands and the setting asks
    /// for it.
    public mutating func reduce(_ event: TouchEvent) -> HapticEvent? {
        advance(to: event.time)
        switch event.phase {
        case .began, .moved:
            let first = touches.isEmpty && event.phase == .began
            touches[event.touch] = event.location
            return first && settings.hapticOnFirstTouch ? HapticEvent(.dotfieldFirstTouch, at: time) : nil
        case .ended, .cancelled:
            touches[event.touch] = nil
            return nil
        }
    }

    /// Moves the field's clock to `time`, stepping the springs over the time since (none when
    /// `time` is not later). Spec 001 steps once a frame; a step longer than the spring's
    /// semi-implicit Euler stability limit (`EulerSpringStepper.stableTimeStepLimit`, 0.1268 s
    /// for the default spring) is split into equal sub-steps below 90 % of it, and a stall
    /// longer than 0.25 s moves the springs by 0.25 s, so a slow frame never blows the field
    /// up.
    public mutating func advance(to time: Double) {
        let dt = time - self.time
        guard dt > 0 else { return }
        self.time = time
        let elapsed = min(dt, 0.25)
        let physics = settings.physics
        let spring = EulerSpringStepper(mass: physics.mass, stiffness: physics.stiffness, damping: physics.damping)
        let steps = max(1, Int((elapsed / (0.9 * spring.stableTimeStepLimit)).rounded(.up)))
        for _ in 0..<steps { substep(Float(elapsed / Double(steps)), spring) }
    }

    /// The settings changed: the spring changes at once; a new density or edge-to-edge
    /// rebuilds the grid (see `resize`).
    public mutating func apply(_ new: DotfieldSettings, bounds: Rect) {
        let rebuild =
            new.density != settings.density || new.edgeToEdge != settings.edgeToEdge || new.radius != settings.radius
        settings = new
        if rebuild { resize(to: bounds) }
    }

    /// Rebuilds the grid for new bounds (a resize or a rotation). Each new dot takes the motion
    /// of the old dot nearest its rest position, so displaced dots carry on from where they
    /// were and the field stays calm: nothing jumps.
    public mutating func resize(to bounds: Rect) {
        var fresh = Dotfield(bounds: bounds, scale: grid.scale, settings: settings)
        fresh.touches = touches
        fresh.time = time
        for i in 0..<fresh.count {
            guard let j = grid.nearest(to: fresh.grid.rest(i)), isActive[j] else { continue }
            (fresh.dx[i], fresh.dy[i], fresh.vx[i], fresh.vy[i]) = (dx[j], dy[j], vx[j], vy[j])
            fresh.activate(i)
        }
        self = fresh
    }

    /// Each dot's current position in points: rest plus displacement.
    public func position(_ i: Int) -> SIMD2<Float> { grid.restPoint(i) + SIMD2(dx[i], dy[i]) }

    private mutating func activate(_ i: Int) {
        guard !isActive[i] else { return }
        isActive[i] = true
        active.append(Int32(i))
    }

    private mutating func substep(_ h: Float, _ spring: EulerSpringStepper) {
        let amax = Float(settings.physics.maxDisplacement), radius = Float(settings.radius)
        let perUnitMass = spring.perUnitMass
        // Targets of the dots near a finger, summed over fingers (clamped to Amax when used).
        for finger in touches.values {
            let f = SIMD2(Float(finger.x), Float(finger.y))
            bins.forEachDot(near: f) { i in
                let t = DotfieldKernel.target(at: grid.restPoint(i), touch: f, radius: radius, maxDisplacement: amax)
                guard t != .zero else { return }
                if !hasTarget[i] {
                    hasTarget[i] = true
                    targeted.append(Int32(i))
                }
                tx[i] += t.x
                ty[i] += t.y
            }
        }
        for i in targeted { activate(Int(i)) }
        var index = 0
        while index < active.count {
            let i = Int(active[index])
            let target = DotfieldKernel.clampMagnitude(SIMD2(tx[i], ty[i]), amax)
            var x = SIMD2(dx[i], dy[i]), v = SIMD2(vx[i], vy[i])
            EulerSpringStepper.step(position: &x, velocity: &v, target: target, dt: h, perUnitMass: perUnitMass)
            x = DotfieldKernel.clampMagnitude(x, amax)
            (dx[i], dy[i], vx[i], vy[i]) = (x.x, x.y, v.x, v.y)
            let resting =
                target == .zero && abs(x.x) < Self.restDisplacement && abs(x.y) < Self.restDisplacement
                && abs(v.x) < Self.restSpeed && abs(v.y) < Self.restSpeed
            if resting {
                (dx[i], dy[i], vx[i], vy[i]) = (0, 0, 0, 0)
                isActive[i] = false
                active.swapAt(index, active.count - 1)
                active.removeLast()
            } else {
                index += 1
            }
        }
        for i in targeted {
            (tx[Int(i)], ty[Int(i)], hasTarget[Int(i)]) = (0, 0, false)
        }
        targeted.removeAll(keepingCapacity: true)
    }
}

extension Dotfield {
    /// The field's ground: near black, so the gradient's colors glow as in the reference.
    public static let ground = Color(rgb: 0x0B0B12)

    /// The dots as a layer for `Canvas.drawDots`, on `ground` (nil: over what is there); the
    /// arrays are shared, not copied.
    public func layer(ground: Color? = Dotfield.ground) -> DotLayer {
        let axis = settings.gradient.axis(in: grid.bounds, time: time, drifting: settings.drifts)
        return DotLayer(
            origin: grid.origin, spacing: grid.spacing, columns: grid.columns, dx: dx, dy: dy,
            diameter: settings.size.diameter, colors: settings.gradient.colors, start: axis.start, end: axis.end,
            background: ground)
    }
}
