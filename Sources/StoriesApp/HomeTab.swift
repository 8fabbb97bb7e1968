import GlassUI
import Stories

/// Home: the heroes in a horizontal carousel (the last item adds one) and the recent stories, with spec 002's floating
/// buttons: "New Story" at the bottom right once a hero exists, "Custom Events" at the bottom
/// left. No other tab shows them.
struct HomeTab: View {
    let library: StoriesLibrary
    /// Whether the generation flow and the event management show; the app presents them over
    /// the tabs.
    @Binding var showsNewStory: Bool
    @Binding var showsEvents: Bool
    @Binding var showsNewHero: Bool

    var body: some View {
        NavigationStack {
            ScrollView {
                VStack(alignment: .leading, spacing: 24) {
                    Text("Heroes").font(.title2).bold().accessibilityAddTraits(.isHeader)
                    ScrollView(.horizontal) {
                        HStack(spacing: 16) {
                            ForEach(library.heroes) { hero in
                                VStack(spacing: 6) {
                                    HeroAvatar(hero: hero)
                                    Text(hero.name).font(.subheadline).lineLimit(1).frame(maxWidth: 88)
                                }
                            }
                            Button {
                                showsNewHero = true
                            } label: {
                                VStack(spacing: 6) {
                                    Circle()
                                        .strokeBorder(Color.secondary, style: StrokeStyle(lineWidth: 2, dash: [6, 4]))
                                        .overlay { Image(systemName: "plus").font(.title2) }
                                        .frame(width: 72, height: 72)
                                    Text("Add").font(.subheadline)
                                }
                                .foregroundStyle(.secondary)
                            }
                            .buttonStyle(.plain)
                            .accessibilityElement(children: .ignore)
                            .accessibilityLabel("Add Hero")
                            .accessibilityAddTraits(.isButton)
                        }
                    }
                    Text("Recent Stories").font(.title2).bold().accessibilityAddTraits(.isHeader)
                    ForEach(library.stories.prefix(5)) { story in
                        StoryRow(story: story, hero: library.hero(story.heroID))
                    }
                }
                .padding()
            }
            .navigationTitle("Home")
        }
        .overlay(alignment: .bottomTrailing) {
            if !library.heroes.isEmpty {
                Button {
                    showsNewStory = true
                } label: {
                    Image(systemName: "plus")
                }
                .buttonStyle(.glassFloating)
                .accessibilityLabel("New Story")
                .padding()
            }
        }
        .overlay(alignment: .bottomLeading) {
            Button {
                showsEvents = true
            } label: {
                Image(systemName: "calendar")
            }
            .buttonStyle(.glassFloating)
            .accessibilityLabel("Custom Events")
            .padding()
        }
    }
}

/// A story in a list: its title and its hero.
struct StoryRow: View {
    let story: Story
    let hero: Hero?

    var body: some View {
        HStack(spacing: 12) {
            if let hero { HeroAvatar(hero: hero, size: 40) }
            VStack(alignment: .leading, spacing: 2) {
                Text(story.title).font(.headline).lineLimit(2)
                Text(story.theme.title).font(.subheadline).foregroundStyle(.secondary)
            }
            Spacer(minLength: 0)
        }
        .accessibilityElement(children: .combine)
    }
}
