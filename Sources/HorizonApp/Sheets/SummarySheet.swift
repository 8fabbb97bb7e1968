import GlassUI
import Horizon

/// AI Summary: the few sentences that best represent the feed or thread, picked on this
/// device by TextRank over shared words (`ExtractiveSummary`); nothing is generated and
/// nothing leaves the machine, and the sheet says so. Each sentence opens its post.
struct SummarySheet: View {
    let model: HorizonModel
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        let source = model.postsToSummarize()
        let sentences = ExtractiveSummary.summarize(source.posts, count: 5)
        NavigationStack {
            List {
                Section {
                    ForEach(sentences, id: \.postUri) { sentence in
                        Button {
                            model.place.detail = .post(sentence.postUri)
                            dismiss()
                        } label: {
                            Text("“\(sentence.text)”").lineSpacing(3)
                        }
                    }
                    if sentences.isEmpty { Text("Nothing to summarize yet").foregroundStyle(.secondary) }
                } footer: {
                    Text(
                        "Extractive summary of \(source.title): the \(sentences.count) sentences that share the most words with the others among \(source.posts.count) posts, picked on this device. Nothing is generated and nothing is sent anywhere."
                    )
                }
            }
            .navigationTitle("AI Summary")
            .toolbar { ToolbarItem(placement: .confirmationAction) { Button("Done") { dismiss() } } }
        }
        .presentationDetents([.medium, .large])
    }
}
