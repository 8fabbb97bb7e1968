import GlassUI
import Stories

/// Spec 002's custom event management, behind Home's "Custom Events": the events by date; add
/// one, or tap one to edit it or delete it (after a confirmation).
struct CustomEventsView: View {
    let library: StoriesLibrary
    @State private var editing: EventDraft?
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        NavigationStack {
            List {
                ForEach(library.events) { event in
                    Button {
                        editing = EventDraft(event)
                    } label: {
                        LabeledValue(title: event.name, value: event.date.text)
                    }
                }
            }
            .navigationTitle("Custom Events")
            .toolbar {
                ToolbarItem(placement: .cancellationAction) { Button("Done") { dismiss() } }
                ToolbarItem(placement: .primaryAction) { Button("Add") { editing = EventDraft() } }
            }
            .sheet(item: $editing) { draft in EventEditor(library: library, draft: draft) }
        }
    }
}

/// An event being written: new (no id) or an existing one's fields.
struct EventDraft: Identifiable, Hashable {
    var id: Int64?
    var name = ""
    var date = ""
    var kind = CustomEvent.Kind.birthday

    init() {}

    init(_ event: CustomEvent) {
        id = event.id
        name = event.name
        date = event.date.text
        kind = event.kind
    }
}

/// The form that adds or edits an event; Save keeps it, or shows why it cannot. An event that
/// exists can be deleted, once confirmed; its stories stay.
struct EventEditor: View {
    let library: StoriesLibrary
    @State var draft: EventDraft
    @State private var confirmsDelete = false
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        NavigationStack {
            Form {
                TextField("Name", text: $draft.name)
                TextField("Date (YYYY-MM-DD)", text: $draft.date)
                Picker("Kind", selection: $draft.kind) {
                    ForEach(CustomEvent.Kind.allCases, id: \.self) { Text($0.rawValue).tag($0) }
                }
                Button("Save") { save() }
                if draft.id != nil { Button("Delete Event", role: .destructive) { confirmsDelete = true } }
                if let problem = library.problem { Text(problem).foregroundStyle(.red) }
            }
            .confirmationDialog(Text("Delete \(draft.name)? Its stories stay."), isPresented: $confirmsDelete) {
                Button("Delete", role: .destructive) {
                    if let id = draft.id { library.deleteEvent(id) }
                    dismiss()
                }
            }
            .navigationTitle(draft.id == nil ? "New Event" : "Edit Event")
            .onAppear { library.forgetProblem() }
            .toolbar {
                ToolbarItem(placement: .cancellationAction) { Button("Cancel") { dismiss() } }
            }
        }
    }

    private func save() {
        let saved =
            if let id = draft.id {
                library.updateEvent(id, name: draft.name, date: draft.date, kind: draft.kind)
            } else {
                library.addEvent(name: draft.name, date: draft.date, kind: draft.kind)
            }
        if saved { dismiss() }
    }
}
