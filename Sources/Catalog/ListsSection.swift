import GlassUI

/// A fruit of the lists tab.
struct CatalogFruit: Identifiable, Hashable {
    let id: Int
    let name: String
    let color: Color
}

/// The lists tab: a navigation stack over an inset grouped list. Fruits push their page
/// (swipe a row to delete it, or use Edit to delete and move), a search field filters them,
/// and the last section presents a sheet, an alert, a dialog and a context menu.
struct ListsSection: View {
    @State private var fruits = [
        CatalogFruit(id: 0, name: "Apple", color: .red), CatalogFruit(id: 1, name: "Banana", color: .yellow),
        CatalogFruit(id: 2, name: "Blueberry", color: .blue), CatalogFruit(id: 3, name: "Kiwi", color: .green),
        CatalogFruit(id: 4, name: "Orange", color: .orange), CatalogFruit(id: 5, name: "Plum", color: .purple),
    ]
    @State private var query = ""
    @State private var showsSheet = false
    @State private var showsAlert = false
    @State private var showsDialog = false

    private var shown: [CatalogFruit] {
        query.isEmpty ? fruits : fruits.filter { $0.name.localizedCaseInsensitiveContains(query) }
    }

    var body: some View {
        NavigationStack {
            List {
                Section("Fruits") {
                    ForEach(shown) { fruit in
                        NavigationLink(value: fruit) {
                            Label {
                                Text(fruit.name)
                            } icon: {
                                Circle().fill(fruit.color).frame(width: 12, height: 12)
                            }
                        }
                        .accessibilityIdentifier("fruit-\(fruit.name)")
                    }
                    .onDelete { offsets in fruits.remove(atOffsets: offsets) }
                    .onMove { offsets, target in fruits.move(fromOffsets: offsets, toOffset: target) }
                }
                Section {
                    Button("Show a Sheet") { showsSheet = true }
                    Button("Show an Alert") { showsAlert = true }
                    Button("Show a Dialog") { showsDialog = true }
                    Text("Hold for a Menu")
                        .contextMenu {
                            Button("Copy") {}
                            Button("Delete", role: .destructive) {}
                        }
                } header: {
                    Text("Presentations")
                } footer: {
                    Text("Sheets rest at medium or large; drag one down to close it.")
                }
            }
            .navigationTitle("Lists")
            .toolbar { ToolbarItem(placement: .topBarTrailing) { EditButton() } }
            .searchable(text: $query, prompt: "Search fruits")
            .navigationDestination(for: CatalogFruit.self) { fruit in FruitPage(fruit: fruit) }
            .sheet(isPresented: $showsSheet) {
                VStack(spacing: 12) {
                    Text("A Sheet").font(.title2.bold())
                    Text("Drag the grabber up to the large detent.").foregroundStyle(.secondary)
                }
                .padding(.top, 32)
                .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .top)
                .presentationDetents([.medium, .large])
            }
            .alert("Delete All Fruits?", isPresented: $showsAlert) {
                Button("Cancel", role: .cancel) {}
                Button("Delete", role: .destructive) { fruits.removeAll() }
            } message: {
                Text("This cannot be undone.")
            }
            .confirmationDialog("Share", isPresented: $showsDialog, titleVisibility: .visible) {
                Button("Copy Link") {}
                Button("Message") {}
            }
        }
    }
}

/// A fruit's page: its color, large.
struct FruitPage: View {
    let fruit: CatalogFruit

    var body: some View {
        VStack(spacing: 16) {
            Circle().fill(fruit.color).frame(width: 160, height: 160)
            Text(fruit.name).font(.title)
        }
        .navigationTitle(fruit.name)
        .navigationBarTitleDisplayMode(.inline)
    }
}

/// The columns tab: a split view of color families and their colors. On iPad the columns
/// stand side by side; on iPhone they collapse into one stack.
struct ColumnsSection: View {
    @State private var family: String? = "Warm"
    @State private var color: String?
    private let families = ["Warm": ["Red", "Orange", "Yellow"], "Cool": ["Blue", "Teal", "Green"]]

    var body: some View {
        NavigationSplitView {
            List(["Warm", "Cool"], id: \.self, selection: $family) { Text($0) }
                .navigationTitle("Families")
        } content: {
            List(families[family ?? ""] ?? [], id: \.self, selection: $color) { Text($0) }
                .navigationTitle(family ?? "Colors")
        } detail: {
            Text(color ?? "Choose a color").font(.title).foregroundStyle(color == nil ? .secondary : .primary)
                .navigationTitle(color ?? "")
        }
    }
}
