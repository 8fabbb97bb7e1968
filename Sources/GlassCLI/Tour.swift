import ArgumentParser
import Foundation
import GlassMotion
import HomeScreen

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

    /// The home screen states the tour renders, each as `glass render home` arguments. They
    /// start from the default layout, not the store, so the tour never touches the user's data.
    static var homes: [(name: String, arguments: [String])] {
        [
            ("home", []),
            ("home-dark", ["--dark"]),
            ("home-edit", ["--edit", "--time", "1.13"]),
            ("home-page-2", ["--page", "2", "--wallpaper", "white"]),
        ]
    }

    /// Renders every tour image into `folder` (created if needed) and returns their paths.
    static func render(into folder: String) throws -> [String] {
        do {
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        } catch {
            throw CLIError("cannot create the output folder '\(folder)': \(error.localizedDescription)")
        }
        let layout = (folder as NSString).appendingPathComponent("default-layout.json")
        try write(HomeLayout.default.jsonData(), to: layout)
        let homePaths = try homes.map { name, arguments in
            let path = (folder as NSString).appendingPathComponent("\(name).png")
            let command = try RenderHomeCommand.parse(arguments + ["--layout", layout, "--out", path])
            try command.run()
            return path
        }
        let curvePaths = try curves.map { name, arguments in
            let path = (folder as NSString).appendingPathComponent("\(name).png")
            guard let command = try CurveCommand.parseAsRoot(arguments + ["--png", path]) as? any CurveProducing else {
                preconditionFailure("tour entry \(name) is not a curve command")
            }
            try command.series().writePNG(to: path)
            return path
        }
        return homePaths + curvePaths
    }

    private static func write(_ data: Data, to path: String) throws {
        do {
            try data.write(to: URL(fileURLWithPath: path))
        } catch {
            throw CLIError("cannot write '\(path)': \(error.localizedDescription)")
        }
    }
}
