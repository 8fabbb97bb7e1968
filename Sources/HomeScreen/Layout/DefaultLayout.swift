/// The layout a new home screen starts with: 37 apps over 2 pages plus the dock, with a
/// "Utilities" folder on page 1, arranged as a fresh iPhone, and GlassKit's own apps at the
/// end of page 2. A stored layout from before an app existed gains it at its end (the repair
/// appends installed apps a layout does not name).
extension HomeLayout {
    public static let `default` = HomeLayout(
        dock: ["com.apple.mobilephone", "com.apple.MobileSMS", "com.apple.mobilesafari", "com.apple.Music"],
        pages: [
            [
                "com.apple.mobilecal", "com.apple.mobileslideshow", "com.apple.camera", "com.apple.mobilemail",
                "com.apple.mobiletimer", "com.apple.Maps", "com.apple.weather", "com.apple.mobilenotes",
                "com.apple.reminders", "com.apple.stocks", "com.apple.iBooks", "com.apple.AppStore",
                "com.apple.podcasts", "com.apple.tv", "com.apple.Health", "com.apple.Passbook",
                "com.apple.Preferences", "com.apple.DocumentsApp", "com.apple.Fitness",
            ].map { HomeItem.app($0) } + [
                .folder(
                    Folder(
                        id: FolderID(1), name: "Utilities",
                        pages: [
                            [
                                "com.apple.calculator", "com.apple.compass", "com.apple.measure",
                                "com.apple.VoiceMemos", "com.apple.Magnifier",
                            ]
                        ]))
            ],
            [
                "com.apple.Translate", "com.apple.MobileAddressBook", "com.apple.Home",
                "com.apple.findmy", "com.apple.shortcuts", "com.apple.freeform",
                "com.glasskit.catalog", "com.glasskit.stories", "com.glasskit.dotfield", "com.glasskit.horizon",
            ].map { HomeItem.app($0) },
        ])
}

extension AppCatalog {
    /// The apps of the default layout, each with its own name, category, gradient and glyph.
    public static let `default` = AppCatalog([
        App(
            id: "com.apple.mobilephone", name: "Phone", category: .social, gradient: GradientPair(0x6BEA7A, 0x28C840),
            glyph: "phone"),
        App(
            id: "com.apple.MobileSMS", name: "Messages", category: .social, gradient: GradientPair(0x7CF08A, 0x2FCB4B),
            glyph: "message"),
        App(
            id: "com.apple.mobilesafari", name: "Safari", category: .reference,
            gradient: GradientPair(0xF4F8FF, 0xD5DEEA), glyph: "compass.safari"),
        App(
            id: "com.apple.Music", name: "Music", category: .entertainment, gradient: GradientPair(0xFF6B81, 0xFA2D48),
            glyph: "music.note"),
        App(
            id: "com.apple.mobilecal", name: "Calendar", category: .productivity,
            gradient: GradientPair(0xFFFFFF, 0xF2F2F2), glyph: "calendar"),
        App(
            id: "com.apple.mobileslideshow", name: "Photos", category: .photoAndVideo,
            gradient: GradientPair(0xFFFFFF, 0xF4F1EC), glyph: "photos.flower"),
        App(
            id: "com.apple.camera", name: "Camera", category: .photoAndVideo,
            gradient: GradientPair(0xC9CCD1, 0x8E9299), glyph: "camera"),
        App(
            id: "com.apple.mobilemail", name: "Mail", category: .productivity,
            gradient: GradientPair(0x4FC3FF, 0x1A7CF5), glyph: "envelope"),
        App(
            id: "com.apple.mobiletimer", name: "Clock", category: .utilities,
            gradient: GradientPair(0x2B2B2E, 0x0A0A0B), glyph: "clock"),
        App(
            id: "com.apple.Maps", name: "Maps", category: .navigation, gradient: GradientPair(0x9EE39A, 0x5BBF6A),
            glyph: "map"),
        App(
            id: "com.apple.weather", name: "Weather", category: .information,
            gradient: GradientPair(0x55B8FF, 0x1766D6), glyph: "cloud.sun"),
        App(
            id: "com.apple.mobilenotes", name: "Notes", category: .productivity,
            gradient: GradientPair(0xFFE27A, 0xF7C331), glyph: "note.text"),
        App(
            id: "com.apple.reminders", name: "Reminders", category: .productivity,
            gradient: GradientPair(0xFFFFFF, 0xEDEDF2), glyph: "list.bullet"),
        App(
            id: "com.apple.stocks", name: "Stocks", category: .finance, gradient: GradientPair(0x3A3A3C, 0x111113),
            glyph: "chart.line"),
        App(
            id: "com.apple.iBooks", name: "Books", category: .reference, gradient: GradientPair(0xFFA43B, 0xFF7A00),
            glyph: "book"),
        App(
            id: "com.apple.AppStore", name: "App Store", category: .shopping,
            gradient: GradientPair(0x3FC2FF, 0x1677F2), glyph: "app.store"),
        App(
            id: "com.apple.podcasts", name: "Podcasts", category: .entertainment,
            gradient: GradientPair(0xD47CFF, 0x8B2BE0), glyph: "podcast"),
        App(
            id: "com.apple.tv", name: "TV", category: .entertainment, gradient: GradientPair(0x2C2C2E, 0x000000),
            glyph: "tv"),
        App(
            id: "com.apple.Health", name: "Health", category: .healthAndFitness,
            gradient: GradientPair(0xFFFFFF, 0xF6F6F6), glyph: "heart"),
        App(
            id: "com.apple.Passbook", name: "Wallet", category: .finance, gradient: GradientPair(0x1C1C1E, 0x050505),
            glyph: "wallet"),
        App(
            id: "com.apple.Preferences", name: "Settings", category: .utilities,
            gradient: GradientPair(0xA8ADB5, 0x6D727A), glyph: "gear"),
        App(
            id: "com.apple.DocumentsApp", name: "Files", category: .productivity,
            gradient: GradientPair(0x5AB4FF, 0x2F80ED), glyph: "folder"),
        App(
            id: "com.apple.Fitness", name: "Fitness", category: .healthAndFitness,
            gradient: GradientPair(0x202022, 0x000000), glyph: "rings"),
        App(
            id: "com.apple.Translate", name: "Translate", category: .reference,
            gradient: GradientPair(0x3A7BFF, 0x1446C8), glyph: "character.bubble"),
        App(
            id: "com.apple.calculator", name: "Calculator", category: .utilities,
            gradient: GradientPair(0x3B3B3D, 0x1A1A1C), glyph: "plus.forwardslash.minus"),
        App(
            id: "com.apple.compass", name: "Compass", category: .utilities, gradient: GradientPair(0x2E2E30, 0x0D0D0E),
            glyph: "compass"),
        App(
            id: "com.apple.measure", name: "Measure", category: .utilities, gradient: GradientPair(0x454548, 0x202023),
            glyph: "ruler"),
        App(
            id: "com.apple.VoiceMemos", name: "Voice Memos", category: .utilities,
            gradient: GradientPair(0x2A2A2C, 0x111112), glyph: "waveform"),
        App(
            id: "com.apple.Magnifier", name: "Magnifier", category: .utilities,
            gradient: GradientPair(0x4A4A4D, 0x1E1E20), glyph: "magnifyingglass"),
        App(
            id: "com.apple.MobileAddressBook", name: "Contacts", category: .social,
            gradient: GradientPair(0xDADCE0, 0xAEB2B8), glyph: "person.crop.circle"),
        App(
            id: "com.apple.Home", name: "Home", category: .utilities, gradient: GradientPair(0xFFB340, 0xFF8A00),
            glyph: "house"),
        App(
            id: "com.apple.findmy", name: "Find My", category: .navigation, gradient: GradientPair(0x5EE07C, 0x23B04B),
            glyph: "location.circle"),
        App(
            id: "com.apple.shortcuts", name: "Shortcuts", category: .productivity,
            gradient: GradientPair(0xFF5F9E, 0x5B4BFF), glyph: "square.stack"),
        App(
            id: "com.apple.freeform", name: "Freeform", category: .creativity,
            gradient: GradientPair(0xFFFFFF, 0xEEF2F7), glyph: "scribble"),
        // GlassKit's own apps, written in GlassUI, which the window opens from their icons.
        App(
            id: "com.glasskit.catalog", name: "Catalog", category: .utilities,
            gradient: GradientPair(0xFFFFFF, 0xE9ECF2), glyph: "swatches"),
        App(
            id: "com.glasskit.stories", name: "Stories", category: .entertainment,
            gradient: GradientPair(0xA77BFF, 0x6B3FE0), glyph: "book.stories"),
        App(
            id: "com.glasskit.horizon", name: "Horizon", category: .social,
            gradient: GradientPair(0x5AB8FF, 0x1E4FD8), glyph: "horizon"),
        App(
            id: "com.glasskit.dotfield", name: "Dotfield", category: .entertainment,
            gradient: GradientPair(0x2A2140, 0x0B0B12), glyph: "dotfield"),
    ])
}
