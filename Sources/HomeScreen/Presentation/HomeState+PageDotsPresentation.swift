import GlassCore
import GlassMotion

extension HomeState {
    /// The dots: white 1.0 for the page nearest the scroll position, 0.3 for the others. After
    /// the page count changes they morph over 0.3 s: the count slides fractionally, the row stays
    /// centered and the arriving or leaving dot grows from or shrinks to nothing. They fade out
    /// over 0.3 s while an icon is carried and back in after the drop.
    func presentPageDots(at time: Double, position: Double, into presentation: inout PageDotsPresentation) {
        let tokens = HomeScreenTokens.pageIndicator
        let fade = HomeScreenMotion.pageFadeDuration
        let pageCount = layout.pages.count
        var count = Double(pageCount)
        var slots = pageCount
        if let morph = pageDotMorph {
            let progress = min(max((time - morph.startedAt) / fade, 0), 1)
            count = Double(morph.fromCount) + Double(morph.toCount - morph.fromCount) * progress
            slots = max(morph.fromCount, morph.toCount)
        }
        let active = min(max(Int((position / geometry.screen.width).rounded()), 0), max(pageCount - 1, 0))
        presentation.dots.removeAll(keepingCapacity: true)
        for index in 0..<slots {
            let presence = min(max(count - Double(index), 0), 1)
            presentation.dots.append(
                PageDotsPresentation.PageDot(
                    center: geometry.pageDotCenter(index: index, count: count),
                    diameter: tokens.dotSize * presence,
                    color: index == active ? tokens.activeColor : tokens.inactiveColor,
                    isActive: index == active))
        }
        var opacity = 1.0
        if let drag {
            opacity = 1 - min(max((time - drag.startedAt) / fade, 0), 1)
        } else if let drop = dropAnimation {
            opacity = min(max((time - drop.startedAt) / fade, 0), 1)
        }
        presentation.frame = geometry.pageIndicatorFrame(pageCount: pageCount)
        presentation.count = count
        presentation.opacity = opacity
    }
}
