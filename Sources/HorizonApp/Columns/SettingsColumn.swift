import GlassUI
import Horizon

/// Settings: which notifications come through (the stand-in for Focus modes' filtering), and
/// the drafts kept.
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
                    Toggle(reason.title, isOn: shows(reason.name))
                }
            } header: {
                Text("Notifications")
            } footer: {
                Text("Only the kinds switched on are listed and counted, as a Focus filter would.")
            }
            Section("Drafts") {
                let drafts = (try? model.store.drafts()) ?? []
                if drafts.isEmpty { Text("No drafts").foregroundStyle(.secondary) }
                ForEach(drafts) { draft in
                    Text(draft.text.isEmpty ? "Pictures only" : draft.text).lineLimit(2)
                }
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
