import GlassCore
import GlassMotion

extension HomeState {
    /// An icon resting in its slot, with the wiggle, badge, pushback, reflow and hover applied.
    func icon(_ item: HomeItem, at location: ItemLocation, frame: Rect, parallax: Double, _ time: Double)
        -> IconPresentation
    {
        let isDock = if case .dock = location { true } else { false }
        let isFolderContent = if case .folder = location { true } else { false }
        var slotFrame = frame.offsetBy(Vector(dx: parallax, dy: 0))
        var icon = IconPresentation(
            id: item.id, content: content(item), location: location, frame: slotFrame,
            labelFrame: isDock ? nil : geometry.labelFrame(forIcon: slotFrame), label: name(of: item),
            scale: 1, rotation: 0, translation: .zero, opacity: 1,
            zIndex: (isFolderContent ? Layer.folderContents : isDock ? Layer.dock : Layer.page).rawValue,
            badgeFrame: geometry.deleteBadgeFrame(forIcon: slotFrame), badgeOpacity: 0, hoverScale: 1,
            shadowRadius: HomeScreenMotion.dragShadowRadiusAtRest, tilt: 0, lift: 0, wiggle: .identity,
            folderCreation: nil)
        if let app = item.app, canDelete(app), !isDock { icon.badgeOpacity = editFade(at: time) }
        if let creation = folderCreation, item.id == .folder(creation.folder) {
            icon.folderCreation = FolderCreationTimeline(
                elapsed: time - creation.startedAt, arrivingFrom: creation.arrivingFrom)
        }
        if let editMode, !isDock, icon.folderCreation.map(\.isFinished) ?? true, time >= editMode.enteredAt {
            let index: Int =
                switch location {
                case .page(_, let i), .dock(let i), .folder(_, _, let i): i
                }
            icon.wiggle = HomeScreenMotion.wigglePose(
                index: index, at: time - editMode.enteredAt,
                complexity: wiggleComplexity)
        }
        if let drag, drag.folderHover?.armedAt != nil, drag.folderHover?.item == item.id {
            icon.hoverScale = HomeScreenMotion.folderHoverScale
        }
        if let open = openFolder, item.id == .folder(open.id) {
            icon.scale *= 1 + (HomeScreenTokens.folder.openScale - 1) * open.progress(at: time)
        }
        let pressed = pressFeedback(at: location, time)
        icon.scale *= 1 - (1 - HomeScreenMotion.pressedScale) * pressed
        icon.pressDim = HomeScreenMotion.pressedDim * pressed
        slotFrame = icon.frame
        // Pushed away from where the icon is, not from its slot: a reflow that gives it a new
        // slot beside the finger does not move it at once.
        let reflowOffset = reflow?.offset(of: item.id, at: time) ?? .zero
        icon.translation = reflowOffset + pushback(of: item.id, at: slotFrame.center + reflowOffset)
        icon.scale *= icon.hoverScale
        icon.rotation = icon.wiggle.rotation
        icon.translation.dy += icon.wiggle.translationY
        return icon
    }

    func content(_ item: HomeItem) -> IconContent {
        switch item {
        case .app(let app): .app(app)
        case .folder(let folder): .folder(folder.id, name: folder.name, previewApps: folder.previewApps)
        }
    }

    /// "Icons spread to make room": within 80 pt of the carried icon, pushed away by
    /// (1 − d/80) · 20 pt. The armed folder target stays put under the carried icon.
    private func pushback(of id: ItemID, at center: Point) -> Vector {
        guard let drag, drag.folderHover?.item != id else { return .zero }
        let tokens = HomeScreenTokens.drag
        let away = center - drag.iconCenter
        let distance = away.length
        guard distance > 0, distance < tokens.pushbackRadius else { return .zero }
        return away.normalized * ((1 - distance / tokens.pushbackRadius) * tokens.pushbackForce)
    }

    /// The carried icon: at the finger, lifted with the dragLift spring (scale 1.1, shadow
    /// 4 → 12 pt, opacity 0.85), tilted by the finger's velocity, above everything.
    func carriedIcon(_ drag: DragState, _ time: Double) -> IconPresentation {
        let lift = SpringMotion(spring: HomeScreenMotion.dragLift, from: 0.0, to: 1.0, startTime: drag.startedAt)
            .value(at: time)
        let tilt = HomeScreenMotion.dragTilt(velocityX: drag.velocity.dx)
        let frame = Rect(center: drag.iconCenter, size: .square(HomeScreenTokens.appIcon.size))
        let inDock = if case .dock = drag.origin { true } else { false }
        return IconPresentation(
            id: drag.item.id, content: content(drag.item), location: drag.origin, frame: frame,
            labelFrame: inDock ? nil : geometry.labelFrame(forIcon: frame), label: name(of: drag.item),
            scale: 1 + (HomeScreenMotion.dragLiftScale - 1) * lift, rotation: tilt, translation: .zero,
            opacity: 1 + (HomeScreenMotion.dragOpacity - 1) * lift, zIndex: Layer.carried.rawValue,
            badgeFrame: geometry.deleteBadgeFrame(forIcon: frame), badgeOpacity: 0, hoverScale: 1,
            shadowRadius: HomeScreenMotion.dragShadowRadiusAtRest
                + (HomeScreenMotion.dragShadowRadiusLifted - HomeScreenMotion.dragShadowRadiusAtRest) * lift,
            tilt: tilt, lift: lift, wiggle: .identity, folderCreation: nil)
    }

    /// The icon flying home after a release: sprung from the release point with the finger's
    /// velocity; a valid drop plays 1.1 → 0.95 → 1.0, an invalid one springs back and shakes.
    func applyDropFlight(to icon: IconPresentation, _ time: Double) -> IconPresentation {
        guard let drop = dropAnimation, drop.item == icon.id, icon.zIndex != Layer.carried.rawValue else { return icon }
        var flying = icon
        let elapsed = time - drop.startedAt
        let spring = drop.kind == .valid ? HomeScreenMotion.validDrop : HomeScreenMotion.invalidDrop
        let offset = SpringMotion(
            spring: spring, from: drop.releasedAt - drop.destination, to: Vector.zero,
            initialVelocity: drop.velocity, startTime: drop.startedAt
        ).value(at: time)
        flying.translation += offset
        flying.zIndex = Layer.flying.rawValue
        switch drop.kind {
        case .valid:
            flying.scale *= HomeScreenMotion.dropScale.value(at: elapsed)
        case .invalid, .cancelled:
            let lift = SpringMotion(spring: spring, from: 1.0, to: 0.0, startTime: drop.startedAt).value(at: time)
            flying.scale *= 1 + (HomeScreenMotion.dragLiftScale - 1) * lift
            if drop.kind == .invalid { flying.translation.dx += HomeScreenMotion.invalidDropShake.value(at: elapsed) }
        }
        return flying
    }
}

extension HomeState {
    /// How far the icon at `location` has sunk under a finger (0 … 1): it sinks while a press on
    /// it is still undecided, and rises again once edit mode begins, within
    /// `HomeScreenMotion.pressFeedbackDuration` each way. A swipe, a drag or a lift ends it.
    func pressFeedback(at location: ItemLocation, _ time: Double) -> Double {
        guard let press, press.role == .undecided, case .icon(let pressed) = press.target, pressed == location
        else { return 0 }
        let duration = HomeScreenMotion.pressFeedbackDuration
        let down = min(max((time - press.startTime) / duration, 0), 1)
        guard press.longPressFired else { return down }
        let fired = press.startTime + HomeScreenMotion.longPressDuration
        return down * min(max(1 - (time - fired) / duration, 0), 1)
    }
}
