import GlassCore

/// The sample's people and what they write about, drawn from fixed lists by a seeded
/// generator, so that the same seed gives the same network everywhere.
enum SamplePeople {
    static let firstNames = [
        "Ana", "Bruno", "Chiara", "Dmitri", "Elif", "Farah", "Gus", "Hana", "Ines", "Jonas", "Kemal", "Lena", "Malik",
        "Noor", "Oskar", "Priya", "Quinn", "Rosa", "Sami", "Tomás", "Uma", "Viktor", "Wren", "Xiu", "Yara", "Zoë",
        "Aiko", "Björn", "Carmen", "Dario", "Esme", "Femi",
    ]
    static let lastNames = [
        "Okafor", "Lindqvist", "Moreau", "Tanaka", "Ribeiro", "Novak", "Haddad", "Kowalski", "Achebe", "Castillo",
        "Nakamura", "Fischer", "Ivanova", "Mensah", "O'Neill", "Petrov", "Sato", "Larsen", "Duarte", "Chen",
    ]

    /// A topic: what its posts say, the tag they carry, the links they share.
    struct Topic {
        let name: String
        let tag: String
        let openings: [String]
        let details: [String]
        let closings: [String]
        let site: String
    }

    static let topics = [
        Topic(
            name: "Photography", tag: "photography",
            openings: [
                "Caught the last light over the harbour tonight.", "Golden hour at the old quarry never gets old.",
                "Tried shooting the whole day on a 35 mm prime.", "Fog rolled into the valley before sunrise.",
            ],
            details: [
                "The colours went from amber to violet in about four minutes.",
                "A tripod and a little patience did most of the work.",
                "Underexposed by a stop to keep the highlights in the clouds.",
                "The reflections in the wet street made the whole frame.",
            ],
            closings: ["Which one would you print?", "More from this walk soon.", "Worth the early alarm."],
            site: "lightroom-notes.example"),
        Topic(
            name: "Space", tag: "space",
            openings: [
                "The new images of the Pillars of Creation are unreal.",
                "Watched the launch from the beach this morning.",
                "Jupiter and Venus are close together in the western sky this week.",
                "Reading about how the James Webb telescope keeps its mirrors cold.",
            ],
            details: [
                "The infrared view shows stars forming inside the dust columns.",
                "The booster landed back on the pad about eight minutes after liftoff.",
                "You can see both planets with the naked eye just after sunset.",
                "The sunshield has five layers, each as thin as a human hair.",
            ],
            closings: ["The universe is so big.", "Clear skies, everyone.", "Science is wonderful."],
            site: "orbital-digest.example"),
        Topic(
            name: "Cooking", tag: "cooking",
            openings: [
                "Made fresh pasta with the kids this afternoon.", "Sourdough starter is finally alive after ten days.",
                "Roasted tomatoes with garlic and thyme for the freezer.",
                "Tried a miso glaze on the aubergines tonight.",
            ],
            details: [
                "The trick is to let the dough rest for a full thirty minutes.",
                "Feeding it twice a day with rye flour made all the difference.",
                "A low oven for three hours turns them sweet and jammy.",
                "Two tablespoons of white miso, honey and a splash of rice vinegar.",
            ],
            closings: [
                "Recipe in the replies if anyone wants it.", "Dinner is sorted for the week.", "Ten out of ten.",
            ],
            site: "weeknight-kitchen.example"),
        Topic(
            name: "Design", tag: "design",
            openings: [
                "Spent the morning redrawing our icon grid.", "Glass materials are everywhere in the new interfaces.",
                "Good typography is mostly about line length and spacing.",
                "Rebuilt the settings screen with half as many toggles.",
            ],
            details: [
                "Continuous corners read softer than plain circular arcs at every size.",
                "Blur, a little saturation and a bright rim carry most of the effect.",
                "Around sixty to seventy characters a line keeps long reading comfortable.",
                "Every option we removed had fewer than one percent of people using it.",
            ],
            closings: ["Details matter.", "Curious what others think.", "Shipping it next week."],
            site: "interface-journal.example"),
        Topic(
            name: "Hiking", tag: "hiking",
            openings: [
                "Twenty kilometres along the ridge today.", "The alpine lakes are finally free of ice.",
                "Found a quiet trail through the beech forest.", "Camped above the clouds last night.",
            ],
            details: [
                "The wind at the top was strong enough to lean on.",
                "The water was so clear you could count the stones on the bottom.",
                "We did not meet another person for the whole afternoon.",
                "Woke up to the sun coming up over an ocean of fog.",
            ],
            closings: ["Legs are tired, heart is full.", "Map and route below.", "Already planning the next one."],
            site: "trail-reports.example"),
        Topic(
            name: "Music", tag: "music",
            openings: [
                "Our choir sang the new arrangement for the first time.",
                "Dusted off the old synthesizer this weekend.",
                "This album has been on repeat all week.", "Learning the cello at forty is humbling and joyful.",
            ],
            details: [
                "The harmonies in the second verse gave me chills.",
                "A single sawtooth through a low-pass filter still sounds amazing.",
                "Every track flows into the next like one long piece.",
                "Ten minutes of scales every morning is starting to pay off.",
            ],
            closings: ["Music is the best.", "Headphones recommended.", "Send me your favourite records."],
            site: "listening-room.example"),
    ]

    static let replies = [
        "This is beautiful, thank you for sharing.", "So true!", "I had exactly the same experience last year.",
        "Where was this taken? I would love to visit.", "Saving this for the weekend.",
        "Great point about the details, it really shows.", "Could you share a little more about how you did it?",
        "Love this.", "The second photo is my favourite by far.", "Adding this to my list right now.",
    ]

    static let bioLines = [
        "Curious about everything.", "Weekend photographer, weekday engineer.", "Coffee, mountains and long books.",
        "Writing about design and the web.", "Amateur astronomer with a small telescope.",
        "Home cook, occasional baker.", "Teacher. Runner. Gardener.", "Making things with sound.",
    ]
}
