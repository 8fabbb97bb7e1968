import ArgumentParser
import GlassCore
import GlassHost

/// `--device`, `--size`, `--landscape`: the device a GlassUI app runs on, shared by
/// `glass app` and `glass window --app`.
struct DeviceOptions: ParsableArguments {
    @Option(help: "The device: \(HostDevice.ids.joined(separator: ", ")).")
    var device = "iphone-15-pro"

    /// The window as held, taken as given: with `--landscape` a Split View window of an iPad
    /// on its side is still taller than wide (507×1024), so the sides are never swapped.
    @Option(help: "The window size in points as held, WxH (100…8192 each side); --landscape does not swap it.")
    var size: String?

    @Flag(help: "Hold the device on its side.")
    var landscape = false

    /// The device with its orientation and window size; a bad name or size throws `HostError`
    /// or `CLIError` naming it.
    func hostDevice() throws -> HostDevice {
        try HostDevice(device, landscape: landscape, size: size.map(Self.parseSize))
    }

    /// "WxH" in points.
    static func parseSize(_ text: String) throws(CLIError) -> Size {
        let parts = text.lowercased().split(separator: "x").map { Double($0) }
        guard parts.count == 2, let w = parts[0], let h = parts[1] else {
            throw CLIError("--size must be WxH in points, got \(text)", status: 2)
        }
        guard HostDevice.sideRange.contains(w), HostDevice.sideRange.contains(h) else {
            throw CLIError("--size must be between 100×100 and 8192×8192 points, got \(text)", status: 2)
        }
        return Size(width: w, height: h)
    }
}
