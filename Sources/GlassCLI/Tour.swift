import ArgumentParser
import Foundation
import GlassMotion

/// The tour: a few renders that show what GlassKit draws, written as PNG files. It is the main
/// job's output when no window can be shown.
enum Tour {
    /// The curve commands the tour runs, each as its command-line arguments.
    static var curves: [(name: String, arguments: [String])] {
        func spring(_ name: String, _ s: Spring) -> (String, [String]) {
            ("spring-\(name)", ["spring", "--response", "\(s.response)", "--damping-fraction", "\(s.dampingFraction)"])
        }
        return [
            spring("drag-lift", HomeScreenMotion.dragLift),
            spring("valid-drop", HomeScreenMotion.validDrop),
            spring("invalid-drop", HomeScreenMotion.invalidDrop),
            ("bezier-ease-in-ease-out", ["bezier", "--named", "easeInEaseOut"]),
            ("wiggle-rotation", ["wiggle", "--index", "3", "--track", "rotation"]),
            ("wiggle-translation", ["wiggle", "--index", "3", "--track", "translation"]),
        ]
    }

    /// Renders every tour image into `folder` (created if needed) and returns their paths.
    static func render(into folder: String) throws -> [String] {
        do {
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        } catch {
            throw CLIError("cannot create the output folder '\(folder)': \(error.localizedDescription)")
        }
        return try curves.map { name, arguments in
            let path = (folder as NSString).appendingPathComponent("\(name).png")
            guard let command = try CurveCommand.parseAsRoot(arguments + ["--png", path]) as? any CurveProducing else {
                preconditionFailure("tour entry \(name) is not a curve command")
            }
            try command.series().writePNG(to: path)
            return path
        }
    }
}
