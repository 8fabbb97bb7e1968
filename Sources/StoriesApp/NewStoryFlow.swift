import GlassUI
import Stories

/// Spec 002's story-generation flow, behind Home's "New Story": choose a hero, a theme and,
/// if you like, an event; Generate tells the story, keeps it in the library and opens it.
struct NewStoryFlow: View {
    let library: StoriesLibrary
    @State private var heroID: Int64
    @State private var theme = StoryTheme.dragons
    /// 0 is no event.
    @State private var eventID: Int64 = 0
    @State private var told: Story?
    @State private var isTelling = false
    @Environment(\.dismiss) private var dismiss

    init(library: StoriesLibrary) {
        self.library = library
        _heroID = State(initialValue: library.heroes.first?.id ?? 0)
    }

    var body: some View {
        NavigationStack {
            if let told {
                StoryReader(story: told, library: library)
            } else {
                Form {
                    Picker("Hero", selection: $heroID) {
                        ForEach(library.heroes) { Text($0.name).tag($0.id) }
                    }
                    Picker("Theme", selection: $theme) {
                        ForEach(StoryTheme.allCases, id: \.self) { Text($0.title).tag($0) }
                    }
                    Picker("Event", selection: $eventID) {
                        Text("None").tag(Int64(0))
                        ForEach(library.events) { Text($0.name).tag($0.id) }
                    }
                    Button(isTelling ? "Telling…" : "Generate") { generate() }
                        .disabled(isTelling || library.hero(heroID) == nil)
                    if let problem = library.problem { Text(problem).foregroundStyle(.red) }
                }
                .navigationTitle("New Story")
                .toolbar {
                    ToolbarItem(placement: .cancellationAction) { Button("Cancel") { dismiss() } }
                }
            }
        }
    }

    private func generate() {
        guard let hero = library.hero(heroID) else { return }
        let request = StoryRequest(hero: hero, theme: theme, event: library.events.first { $0.id == eventID })
        isTelling = true
        Task {
            told = await library.tell(request)
            isTelling = false
        }
    }
}
