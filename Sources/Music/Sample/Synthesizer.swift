import Foundation
import GlassCore

/// A small offline synthesizer for the sample library: a chord progression held by a soft pad,
/// a bass on the first and third beats, and a plucked melody walking a pentatonic scale, all
/// chosen by a seeded generator, so the same seed always writes the same track.
public struct Synthesizer: Sendable {
    /// The key's root as a MIDI note (60 is middle C) and whether it is minor.
    public var root: Int
    public var isMinor: Bool
    public var tempo: Double
    public var sampleRate = 22_050

    public init(root: Int, isMinor: Bool, tempo: Double) {
        self.root = root
        self.isMinor = isMinor
        self.tempo = tempo
    }

    /// `seconds` of mono 16-bit audio, faded in and out.
    public func render(seed: UInt64, seconds: Double) -> [Int16] {
        let count = Int(seconds * Double(sampleRate))
        var mix = [Float](repeating: 0, count: count)
        var random = SplitMix64(seed: seed)
        let beat = 60 / tempo
        // I–V–vi–IV in major, i–VI–III–VII in minor, two bars each: (root, third) in semitones.
        let progression = isMinor ? [(0, 3), (8, 4), (3, 4), (10, 4)] : [(0, 4), (7, 4), (9, 3), (5, 4)]
        let pentatonic = isMinor ? [0, 3, 5, 7, 10] : [0, 2, 4, 7, 9]
        var degree = 5
        var time = 0.0
        var bar = 0
        while time < seconds {
            let (offset, third) = progression[bar / 2 % progression.count]
            let chord = root + offset
            if bar % 2 == 0 {
                for interval in [0, third, 7] {
                    add(note: chord - 12 + interval, at: time, length: beat * 8, gain: 0.07, pluck: false, into: &mix)
                }
            }
            for step in [0.0, 2.0] {
                add(note: chord - 24, at: time + step * beat, length: beat * 1.5, gain: 0.22, pluck: true, into: &mix)
            }
            for eighth in 0..<8 where random.next() % 4 != 0 {
                degree = max(0, min(9, degree + Int(random.next() % 5) - 2))
                let note = root + 12 * (degree / 5) + pentatonic[degree % 5]
                add(note: note, at: time + Double(eighth) * beat / 2, length: beat, gain: 0.2, pluck: true, into: &mix)
            }
            time += beat * 4
            bar += 1
        }
        let fade = Double(sampleRate) * 1.5
        return mix.enumerated().map { index, value in
            let edge = min(Double(index) / (Double(sampleRate) * 0.05), Double(count - index) / fade, 1)
            return Int16(max(-1, min(1, Double(value) * edge)) * 32_000)
        }
    }

    /// One note: a sine with a touch of its octave; a pluck decays at once, a pad swells and fades.
    private func add(note: Int, at start: Double, length: Double, gain: Float, pluck: Bool, into mix: inout [Float]) {
        let frequency = 440 * pow(2, Double(note - 69) / 12)
        let first = Int(start * Double(sampleRate))
        let span = Int(length * Double(sampleRate))
        guard first < mix.count else { return }
        let step = 2 * Double.pi * frequency / Double(sampleRate)
        for index in 0..<min(span, mix.count - first) {
            let t = Double(index) / Double(span)
            let envelope = pluck ? exp(-5 * t) * min(1, Double(index) / 40) : sin(Double.pi * t)
            let phase = step * Double(index)
            mix[first + index] += gain * Float(envelope * (sin(phase) + 0.3 * sin(2 * phase)))
        }
    }
}
