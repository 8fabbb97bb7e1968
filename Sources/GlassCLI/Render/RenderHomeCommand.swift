import ArgumentParser
import HomeScreen

/// `glass render`: the home screen drawn to PNG.
struct RenderCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "render",
        abstract: "Draw the home screen to PNG: one state, or every frame of a replay.",
        subcommands: [RenderHomeCommand.self, RenderReplayCommand.self])
}

/// `glass render home`: one still of the home screen.
struct RenderHomeCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "home",
        abstract: "Render one home screen state to a PNG file.",
        discussion: """
            The model starts at t = 0 on --page (jumping there takes the spec's 0.3 s) and, with \
            --edit, in edit mode (the wiggle ramps up within 0.1 s, the badges fade in over 0.2 s); \
            the picture is the state at --time.
            """)

    @Option(parsing: .unconditional, help: "The page to show, from 1.")
    var page = 1

    @Flag(help: "Edit mode: wiggling icons, delete badges and Done.")
    var edit = false

    @Option(parsing: .unconditional, help: "The time to draw, in seconds since t = 0.")
    var time = 1.0

    @OptionGroup var look: HomeRenderOptions

    @Option(help: "The PNG file to write.")
    var out: String

    func validate() throws {
        try Check.range(page, 1...HomeLayout.homePageLimits.maximumPages, "--page")
        try Check.range(time, 0...3600, "--time")
    }

    func run() throws {
        var state = try look.initialState()
        guard page <= state.layout.pages.count else {
            throw CLIError.invalid("--page", page, allowed: "in 1...\(state.layout.pages.count), the layout's pages")
        }
        if page > 1 { _ = state.reduce(.goToPage(page - 1), at: 0) }
        if edit { _ = state.reduce(.editHomeScreen, at: 0) }
        _ = state.advance(to: time)
        try look.renderer().write(state, at: time, to: out)
    }
}
