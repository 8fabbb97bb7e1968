/// A hero of the stories: a child's character with a name, a few traits and an avatar drawn
/// from parameters (no pictures are stored).
public struct Hero: Hashable, Sendable, Identifiable {
    public var id: Int64
    public var name: String
    /// Words that describe the hero ("brave", "curious"); the stories are told from them.
    public var traits: [String]
    public var avatar: Avatar

    public init(id: Int64, name: String, traits: [String], avatar: Avatar) {
        self.id = id
        self.name = name
        self.traits = traits
        self.avatar = avatar
    }

    /// The longest name a hero may have, in characters: a name fits under an avatar and in a
    /// sentence.
    public static let maximumNameLength = 40
    /// At most this many traits, each at most `maximumNameLength` characters.
    public static let maximumTraits = 6
}

/// How a hero's avatar is drawn: a face in a colored circle.
public struct Avatar: Hashable, Sendable {
    /// The background's hue, 0…1.
    public var hue: Double
    /// 0…3: round, oval, heart-shaped, square-ish.
    public var face: Int
    /// 0…4: none, short, long, curly, a cap.
    public var hair: Int
    /// 0…3: none, glasses, a star, a flower.
    public var accessory: Int

    public init(hue: Double, face: Int, hair: Int, accessory: Int) {
        self.hue = hue.isFinite ? hue - hue.rounded(.down) : 0
        self.face = min(max(face, 0), 3)
        self.hair = min(max(hair, 0), 4)
        self.accessory = min(max(accessory, 0), 3)
    }
}
