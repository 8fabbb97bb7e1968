import GlassUI
import Horizon

/// Settings: which notifications come through (the stand-in for Focus modes' filtering), and
/// the drafts kept, which export to and import from `horizon-drafts.json` beside the cache
/// (the stand-in for continuing a draft on another device).
struct SettingsColumn: View {
    @Bindable var model: HorizonModel

    static let reasons: [(name: String, title: String)] = [
        ("mention", "Mentions"), ("reply", "Replies"), ("quote", "Quotes"), ("like", "Likes"), ("repost", "Reposts"),
        ("follow", "New followers"),
    ]

    var body: some View {
        List {
            Section {
                ForEach(Self.reasons, id: \.name) { reason in
                    // The last kind left on stays on: a filter lets something through.
                    Toggle(reason.title, isOn: shows(reason.name))
                        .disabled(model.notificationFilter == [reason.name])
                }
            } header: {
                Text("Notifications")
            } footer: {
                Text("Only the kinds switched on are listed and counted, as a Focus filter would.")
            }
            Section {
                let drafts = (try? model.store.drafts()) ?? []
                if drafts.isEmpty { Text("No drafts").foregroundStyle(.secondary) }
                ForEach(drafts) { draft in
                    Button(draft.text.isEmpty ? "Pictures only" : draft.text) {
                        model.composer = Composing(draft: draft)
                    }
                    .lineLimit(2)
                }
                Button("Export Drafts") { model.exportDrafts() }
                Button("Import Drafts") { model.importDrafts() }
            } header: {
                Text("Drafts")
            } footer: {
                if let message = model.draftsMessage { Text(message) }
            }
        }
        .navigationTitle("Settings")
    }

    /// Whether notifications for `reason` show; an empty filter shows every kind.
    private func shows(_ reason: String) -> Binding<Bool> {
        Binding(
            get: { model.notificationFilter.isEmpty || model.notificationFilter.contains(reason) },
            set: { isOn in
                var filter = model.notificationFilter.isEmpty ? Set(Self.reasons.map(\.name)) : model.notificationFilter
                if isOn { filter.insert(reason) } else { filter.remove(reason) }
                model.notificationFilter = filter.count == Self.reasons.count ? [] : filter
            })
    }
}
