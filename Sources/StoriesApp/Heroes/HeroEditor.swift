import GlassUI
import Stories

/// The form that makes a hero: a name, a few traits separated by commas, and the avatar's
/// color, face, hair and accessory, previewed as they change. Save keeps the hero, or shows in
/// a sentence why it cannot (an empty name, one too long, too many traits).
struct HeroEditor: View {
    let library: StoriesLibrary
    @State private var name = ""
    @State private var traits = ""
    @State private var avatar = Avatar(hue: 0.35, face: 0, hair: 1, accessory: 0)
    @Environment(\.dismiss) private var dismiss

    static let faces = ["Round", "Oval", "Heart", "Square"]
    static let hairs = ["None", "Short", "Long", "Curly", "Cap"]
    static let accessories = ["None", "Glasses", "Star", "Flower"]

    var body: some View {
        NavigationStack {
            Form {
                HStack {
                    Spacer()
                    AvatarPicture(avatar: avatar, size: 96)
                    Spacer()
                }
                .accessibilityHidden(true)
                TextField("Name", text: $name)
                TextField("Traits (brave, curious)", text: $traits)
                Section("Avatar") {
                    Slider(value: $avatar.hue, in: 0...1) { Text("Color") }
                    options("Face", Self.faces, $avatar.face)
                    options("Hair", Self.hairs, $avatar.hair)
                    options("Accessory", Self.accessories, $avatar.accessory)
                }
                Button("Save") { save() }
                if let problem = library.problem { Text(problem).foregroundStyle(.red) }
            }
            .navigationTitle("New Hero")
            .onAppear { library.forgetProblem() }
            .toolbar {
                ToolbarItem(placement: .cancellationAction) { Button("Cancel") { dismiss() } }
            }
        }
    }

    private func options(_ title: String, _ names: [String], _ choice: Binding<Int>) -> some View {
        Picker(title, selection: choice) {
            ForEach(names.indices, id: \.self) { Text(names[$0]).tag($0) }
        }
    }

    private func save() {
        let traits = traits.split(separator: ",").map(String.init)
        if library.addHero(name: name, traits: traits, avatar: avatar) { dismiss() }
    }
}
