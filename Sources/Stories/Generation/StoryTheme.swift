/// What a story is about: 22 worlds, each with the words the grammar tells it in.
public enum StoryTheme: String, CaseIterable, Hashable, Sendable {
    case dragons, space, ocean, forest, dinosaurs, pirates, robots, castle, jungle, arctic, circus
    case garden, trains, weather, music, bakery, library, mountains, desert, caves, timeTravel, friendship

    /// The theme's name in the generation flow.
    public var title: String {
        switch self {
        case .timeTravel: "Time Travel"
        default: rawValue.prefix(1).uppercased() + rawValue.dropFirst()
        }
    }

    /// The words of the theme's world: where it happens, who helps, what is sought, what stands
    /// in the way, and the thing the story is named after.
    struct Words {
        let places: [String]
        let companions: [String]
        let goals: [String]
        let obstacles: [String]
        let treasure: String
    }

    var words: Words {
        switch self {
        case .dragons:
            Words(
                places: ["the smoky hills", "a valley of warm stones"],
                companions: ["a small green dragon", "an old dragon with silver scales"],
                goals: ["a dragon egg had rolled away from its nest", "the dragons' fire had gone out"],
                obstacles: ["a river too wide to cross blocked the way", "a thick fog hid every path"],
                treasure: "Lost Dragon Egg")
        case .space:
            Words(
                places: ["a rocket field at the edge of town", "the roof where the telescope stood"],
                companions: ["a friendly robot pilot", "a comet with a long bright tail"],
                goals: ["a little star had fallen out of its constellation", "the Moon's lantern had stopped shining"],
                obstacles: ["the rocket ran low on fuel", "a meteor shower filled the sky"], treasure: "Runaway Star")
        case .ocean:
            Words(
                places: ["a harbor full of sailboats", "a beach with pink shells"],
                companions: ["a curious dolphin", "a sea turtle older than the lighthouse"],
                goals: ["the lighthouse keeper had lost her golden key", "a baby whale could not find its family"],
                obstacles: ["a storm rolled in from the sea", "the tide pulled everything the wrong way"],
                treasure: "Golden Key of the Sea")
        case .forest:
            Words(
                places: ["a forest of tall pines", "a cottage among the birch trees"],
                companions: ["a clever fox", "an owl who knew every path"],
                goals: ["the oldest tree had forgotten its song", "the squirrels' winter nuts had vanished"],
                obstacles: ["the paths kept changing in the dark", "a grumpy bear sat on the only bridge"],
                treasure: "Song of the Old Tree")
        case .dinosaurs:
            Words(
                places: ["a valley of giant ferns", "the museum after closing time"],
                companions: ["a gentle long-necked dinosaur", "a tiny triceratops"],
                goals: ["a dinosaur egg was about to hatch far from home", "the volcano was rumbling"],
                obstacles: ["a swamp swallowed the trail", "the ground shook with every step"],
                treasure: "Egg in the Ferns")
        case .pirates:
            Words(
                places: ["a ship with patched red sails", "an island shaped like a hat"],
                companions: ["a parrot who could read maps", "a pirate captain with a kind laugh"],
                goals: ["half of a treasure map had blown away", "the ship's bell had been stolen"],
                obstacles: ["the wind stopped blowing", "a maze of rocks guarded the bay"],
                treasure: "Other Half of the Map")
        case .robots:
            Words(
                places: ["a workshop full of gears", "a city of blinking lights"],
                companions: ["a robot who hummed when it thought", "a tiny drone named Bolt"],
                goals: ["the town's clock robot had stopped ticking", "a robot puppy had lost its spark"],
                obstacles: ["every screwdriver in town had gone missing", "a power cut darkened the streets"],
                treasure: "Missing Spark")
        case .castle:
            Words(
                places: ["a castle on a green hill", "a village below the castle walls"],
                companions: ["a knight who was afraid of spiders", "a princess who loved inventing"],
                goals: ["the castle's flag had flown away", "the royal cat was stuck in the tallest tower"],
                obstacles: ["the drawbridge was stuck", "a hundred stairs wound up in the dark"],
                treasure: "Flag on the Tower")
        case .jungle:
            Words(
                places: ["a jungle loud with birds", "a treehouse above the vines"],
                companions: ["a monkey who never stopped talking", "a shy jaguar cub"],
                goals: ["the rain had not come for many days", "a rare flower bloomed only tonight"],
                obstacles: ["the vines tangled into a wall", "a river of ants crossed the path"],
                treasure: "Night Flower")
        case .arctic:
            Words(
                places: ["a town of ice houses", "the edge of a frozen sea"],
                companions: ["a polar bear cub", "a penguin who had traveled far"],
                goals: ["the northern lights had not come out", "a seal pup was lost on the ice"],
                obstacles: ["a blizzard hid the sky", "the ice cracked under every step"], treasure: "Northern Lights")
        case .circus:
            Words(
                places: ["a striped circus tent", "a field full of caravans"],
                companions: ["a juggling clown", "an elephant who could paint"],
                goals: ["the ringmaster had lost her voice before the show", "the tightrope had snapped"],
                obstacles: ["the lights went out before the show", "the tent blew loose in the wind"],
                treasure: "Greatest Show")
        case .garden:
            Words(
                places: ["a garden behind a blue gate", "a greenhouse full of tomatoes"],
                companions: ["a ladybug with nine spots", "a grandfather who grew giant pumpkins"],
                goals: ["the sunflowers had stopped turning to the sun", "a seed nobody knew had sprouted overnight"],
                obstacles: ["snails marched toward the lettuce", "a hailstorm was coming"], treasure: "Mystery Seed")
        case .trains:
            Words(
                places: ["a station with a big round clock", "a railway that climbed into the clouds"],
                companions: ["a steam engine named Puff", "a conductor with a tall hat"],
                goals: ["the night train had to arrive before dawn", "a package for a faraway town was lost"],
                obstacles: ["a tree had fallen across the tracks", "the tunnel was full of echoes and dark"],
                treasure: "Night Train")
        case .weather:
            Words(
                places: ["a hill where every wind met", "a town that loved umbrellas"],
                companions: ["a cloud who wanted to rain lemonade", "a kite that could talk"],
                goals: ["the rainbow had lost one of its colors", "the wind had forgotten how to blow"],
                obstacles: ["thunder frightened everyone indoors", "the sun would not come out"],
                treasure: "Missing Color")
        case .music:
            Words(
                places: ["a concert hall with a painted ceiling", "a street where everyone sang"],
                companions: ["a violin that played by itself", "a drummer bird"],
                goals: ["the town band had lost its last note", "the festival song needed a new verse"],
                obstacles: ["every instrument had gone out of tune", "a noisy storm drowned out the music"],
                treasure: "Last Note")
        case .bakery:
            Words(
                places: ["a bakery that smelled of cinnamon", "a kitchen with a very old oven"],
                companions: ["a baker with flour on her nose", "a mouse who loved crumbs"],
                goals: [
                    "the birthday cake for the whole town had to be baked by noon",
                    "the secret bread recipe had gone missing",
                ],
                obstacles: ["the oven would not warm up", "the flour sacks had all been emptied"],
                treasure: "Secret Recipe")
        case .library:
            Words(
                places: ["a library with moving ladders", "a reading room full of cushions"],
                companions: ["a bookworm who wore spectacles", "a librarian who whispered riddles"],
                goals: ["the words had escaped from a storybook", "a book with no ending needed one"],
                obstacles: ["the shelves rearranged themselves", "the lamps went out one by one"],
                treasure: "Book Without an Ending")
        case .mountains:
            Words(
                places: ["a village at the foot of a mountain", "a hut above the clouds"],
                companions: ["a mountain goat with a bell", "a guide who knew every echo"],
                goals: ["the mountain's bell had fallen silent", "a lost hiker's dog needed finding"],
                obstacles: ["snow covered the trail", "the path narrowed along a cliff"], treasure: "Silent Bell")
        case .desert:
            Words(
                places: ["an oasis with three palm trees", "a town of sand-colored houses"],
                companions: ["a camel who told jokes", "a fennec fox with huge ears"],
                goals: ["the oasis spring was drying up", "a caravan was lost among the dunes"],
                obstacles: ["a sandstorm rose on the horizon", "every dune looked the same"], treasure: "Hidden Spring")
        case .caves:
            Words(
                places: ["a hill full of caves", "a mine where crystals glowed"],
                companions: ["a bat who could see with sound", "a miner with a lantern"],
                goals: ["the glowing crystals had started to fade", "an echo had gotten lost underground"],
                obstacles: ["the tunnel split into seven ways", "water rose in the deepest cave"],
                treasure: "Fading Crystals")
        case .timeTravel:
            Words(
                places: ["a workshop with a ticking machine", "a museum of very old clocks"],
                companions: ["an inventor with wild hair", "a clock that could talk"],
                goals: ["yesterday's sunshine had been lost", "a dinosaur had arrived in the town square"],
                obstacles: ["the machine jumped to the wrong year", "every clock in town ran backwards"],
                treasure: "Ticking Machine")
        case .friendship:
            Words(
                places: ["a new street with a new school", "a playground with a big oak tree"],
                companions: ["a shy new neighbor", "a best friend with a red scarf"],
                goals: ["two friends had quarreled before the big game", "a new child in class sat alone"],
                obstacles: ["nobody knew what to say first", "rain spoiled the picnic plan"], treasure: "Red Scarf")
        }
    }
}
