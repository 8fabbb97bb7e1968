import GlassUI

/// Every control: buttons in each style (the prominent one also on ⌘P), a switch, a slider,
/// a stepper, pickers, progress, a text field whose Return moves focus to a secure field, a
/// menu and a link.
struct ControlsSection: View {
    @State private var isOn = true
    @State private var volume = 0.6
    @State private var count = 2
    @State private var sort = "Title"
    @State private var name = ""
    @State private var password = ""
    @FocusState private var field: Field?

    private enum Field: Hashable { case name, password }
    @State private var presses = 0

    var body: some View {
        VStack(alignment: .leading, spacing: 12) {
            HStack {
                Button("Plain") { presses += 1 }.buttonStyle(.plain)
                Button("Bordered") { presses += 1 }.buttonStyle(.bordered)
                Button("Prominent") { presses += 1 }.buttonStyle(.borderedProminent).keyboardShortcut(
                    "p", modifiers: .command)
                Button(role: .destructive) {
                    presses += 1
                } label: {
                    Text("Delete")
                }
            }
            Text("Pressed \(presses) times").font(.footnote).foregroundStyle(.secondary)
                .contentTransition(.numericText())
            Toggle("Notifications", isOn: $isOn)
                .sensoryFeedback(.selection, trigger: isOn)
            Slider(value: $volume, in: 0...1)
            Stepper("Copies: \(count)", value: $count, in: 0...9)
            Picker("Sort by", selection: $sort) {
                Text("Title").tag("Title")
                Text("Artist").tag("Artist")
                Text("Recently Added").tag("Recently Added")
            }
            HStack(spacing: 16) {
                ProgressView()
                ProgressView(value: volume).frame(maxWidth: .infinity)
            }
            TextField("Your name", text: $name)
                .focused($field, equals: .name)
                .onSubmit { field = .password }
                .padding(10)
                .background(RoundedRectangle(cornerRadius: 10).fill(Color(uiColor: .secondarySystemBackground)))
            SecureField("Password", text: $password)
                .focused($field, equals: .password)
                .padding(10)
                .background(RoundedRectangle(cornerRadius: 10).fill(Color(uiColor: .secondarySystemBackground)))
            HStack {
                Menu("More") {
                    Button("Share") {}
                    Button("Rename") {}
                    Button("Delete", role: .destructive) {}
                }
                Spacer()
                Link("Apple Developer", destination: URL(string: "https://developer.apple.com")!)
            }
            Label("Library", systemImage: "books.vertical")
        }
    }
}
