import GlassUI
import Horizon

/// New Post: the text with its mentions, links and tags highlighted as they are typed, a
/// live count of the graphemes left of 300 (red past the limit), the pictures attached (by
/// path, or dropped on the sheet from the desktop), and Post, Save Draft and Cancel. Save Draft keeps it in the store (Settings lists the drafts and
/// opens them again); Cancel and a swipe down leave it unsaved, as iOS asks in a dialog first
/// (not here).
struct ComposerSheet: View {
    let model: HorizonModel
    @State var draft: Draft
    @State private var imagePath = ""
    @State private var problem: String?
    @Environment(\.dismiss) private var dismiss
    @Environment(\.dynamicTypeSize) private var typeSize

    /// A row of controls: side by side, or one above the other at the accessibility text sizes,
    /// where side by side they would break their words.
    private var row: AnyLayout {
        typeSize.isAccessibilitySize
            ? AnyLayout(VStackLayout(alignment: .leading, spacing: 12)) : AnyLayout(HStackLayout())
    }

    var body: some View {
        NavigationStack {
            VStack(alignment: .leading, spacing: 12) {
                TextField("What's up?", text: $draft.text)
                    .font(.title3)
                if !draft.text.isEmpty {
                    PostText(record: preview).foregroundStyle(.secondary).accessibilityHidden(true)
                }
                row {
                    TextField("Attach a picture: path to a PNG or JPEG", text: $imagePath).onSubmit(attach)
                    Button("Attach", systemImage: "photo", action: attach).disabled(imagePath.isEmpty)
                }
                ForEach(draft.images, id: \.self) { path in
                    Label((path as NSString).lastPathComponent, systemImage: "photo").font(.footnote)
                }
                if let problem { Text(problem).font(.footnote).foregroundStyle(.red) }
                Spacer()
                row {
                    Button("Save Draft") { save() }
                    if !typeSize.isAccessibilitySize { Spacer() }
                    Text("\(draft.remaining)")
                        .font(.footnote.monospacedDigit())
                        .foregroundStyle(draft.remaining < 0 ? Color.red : draft.remaining < 20 ? .orange : .secondary)
                        .accessibilityLabel("\(draft.remaining) characters left")
                    Button("Post") { post() }
                        .buttonStyle(.glassProminent)
                        .disabled(!draft.canPost)
                        .keyboardShortcut(.return, modifiers: .command)
                }
            }
            .padding(20)
            .dropDestination(for: URL.self) { urls, _ in attach(urls.map(\.absoluteString)) }
            .navigationTitle("New Post")
            .toolbar {
                ToolbarItem(placement: .cancellationAction) { Button("Cancel") { dismiss() } }
            }
        }
        // At the accessibility text sizes it opens full height: the medium detent holds too little.
        .presentationDetents(typeSize.isAccessibilitySize ? [.large] : [.medium, .large])
    }

    /// The record as it would be posted, for the highlighted preview.
    private var preview: PostRecord {
        let facets = FacetDetector.facets(in: draft.text) { (try? model.store.profile($0))?.did }
        return PostRecord(text: draft.text, createdAt: "", facets: facets)
    }

    private func attach() {
        attach([URL(fileURLWithPath: imagePath).absoluteString])
        if problem == nil { imagePath = "" }
    }

    /// Attaches the picture files `urls` name (typed, or dropped from the desktop), or says why
    /// not; returns whether one was attached.
    private func attach(_ urls: [String]) -> Bool {
        let pictures = PictureFile.accept(urls, joining: draft.images)
        draft.images += pictures.paths
        problem = pictures.problem
        return !pictures.paths.isEmpty
    }

    private func save() {
        draft.updatedAt = Timestamp.string(model.now())
        do {
            draft = try model.store.save(draft)
            dismiss()
        } catch {
            problem = "The draft could not be saved: \(error)"
        }
    }

    private func post() {
        do {
            try model.publish(draft)
            dismiss()
        } catch {
            problem = "\(error)"
        }
    }
}
