import Foundation

/// A screen's bottom toolbar (`ToolbarItem(placement: .bottomBar)`), as UIToolbar on iPhone: a
/// 44 pt row above the home indicator (or the tab bar), its items 16 pt from the sides, one
/// item centred and several spread out with flexible space between them, as UIKit's toolbars
/// are mostly filled. On iOS 26 the items float on glass capsules over the content; before 26
/// the bar has the bar material and a hairline along its top.
struct BottomToolbar: View {
    static let height: CGFloat = 44
    /// No bottom toolbar.
    static let none = BottomToolbar(items: [], safeBottom: 0, modern: true)

    let items: [AnyView]
    let safeBottom: CGFloat
    let modern: Bool

    var body: some View {
        if !items.isEmpty { bar }
    }

    private var bar: some View {
        HStack(spacing: 0) {
            if items.count == 1 { Spacer(minLength: 0) }
            ForEach(Array(items.enumerated()), id: \.offset) { index, content in
                if index > 0 { Spacer(minLength: 8) }
                NavigationBar.item(content, modern: modern)
            }
            if items.count == 1 { Spacer(minLength: 0) }
        }
        .padding(.horizontal, NavigationBar.margin)
        .frame(height: Self.height)
        .padding(.bottom, safeBottom)
        .background {
            if !modern {
                Rectangle().fill(.ultraThinMaterial).overlay(alignment: .top) { Hairline() }
            }
        }
    }
}
