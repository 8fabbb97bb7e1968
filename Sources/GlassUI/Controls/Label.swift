import Foundation

/// A title with an icon, as SwiftUI's `Label`: the icon leads the title, sitting on the same
/// text baseline, 8 points apart (iOS's standard label spacing). VoiceOver reads the title.
/// As a tab's item (`tabItem`), the icon sits over the title, as a tab bar draws it.
public struct Label<Title: View, Icon: View>: View {
    let title: Title
    let icon: Icon

    public init(@ViewBuilder title: () -> Title, @ViewBuilder icon: () -> Icon) {
        self.title = title()
        self.icon = icon()
    }

    @Environment(\.labelStacksForTabBar) private var stacks

    public var body: some View {
        if stacks {
            // A tab bar item: the symbol over a 10 pt title.
            VStack(spacing: 2) {
                icon.font(.system(size: 22)).accessibilityHidden(true)
                title.font(.system(size: 10, weight: .medium)).lineLimit(1)
            }
            .accessibilityElement(children: .combine)
        } else {
            HStack(alignment: .firstTextBaseline, spacing: 8) {
                icon.accessibilityHidden(true)
                title
            }
            .accessibilityElement(children: .combine)
        }
    }
}

extension Label where Title == Text, Icon == Image {
    public init(_ title: LocalizedStringKey, systemImage name: String) {
        self.init(title: { Text(title) }, icon: { Image(systemName: name) })
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage name: String) {
        self.init(title: { Text(title) }, icon: { Image(systemName: name) })
    }

    public init(_ title: LocalizedStringKey, image name: String) {
        self.init(title: { Text(title) }, icon: { Image(name) })
    }
}
