import Foundation

/// A group of rows with an optional header and footer, as SwiftUI's `Section`. In a `List` it
/// is one card of an inset grouped list (or a run of rows under a header); elsewhere it shows
/// its header, content and footer in a column.
public struct Section<Parent: View, Content: View, Footer: View>: View {
    let header: Parent
    let content: Content
    let footer: Footer

    public init(
        @ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent, @ViewBuilder footer: () -> Footer
    ) {
        self.header = header()
        self.content = content()
        self.footer = footer()
    }

    public var body: some View {
        VStack(alignment: .leading) {
            header
            content
            footer
        }
    }
}

extension Section where Footer == EmptyView {
    public init(@ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent) {
        self.init(content: content, header: header, footer: { EmptyView() })
    }
}

extension Section where Parent == EmptyView {
    public init(@ViewBuilder content: () -> Content, @ViewBuilder footer: () -> Footer) {
        self.init(content: content, header: { EmptyView() }, footer: footer)
    }
}

extension Section where Parent == EmptyView, Footer == EmptyView {
    public init(@ViewBuilder content: () -> Content) {
        self.init(content: content, header: { EmptyView() }, footer: { EmptyView() })
    }
}

extension Section where Parent == Text, Footer == EmptyView {
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
        self.init(content: content, header: { Text(titleKey) }, footer: { EmptyView() })
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
        self.init(content: content, header: { Text(title) }, footer: { EmptyView() })
    }
}

/// A section seen by a list: its header and footer (nil when empty) and its rows.
@MainActor
protocol ListSectionContent {
    var headerView: (any View)? { get }
    var rowsView: any View { get }
    var footerView: (any View)? { get }
}

extension Section: ListSectionContent {
    var headerView: (any View)? { header is EmptyView ? nil : header }
    var rowsView: any View { content }
    var footerView: (any View)? { footer is EmptyView ? nil : footer }
}
