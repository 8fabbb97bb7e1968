/// A request for the system font, as SwiftUI's `.system(_:design:weight:)`: a text style
/// whose weight and design can be overridden. A renderer resolves it to a concrete face and
/// size with the content size category in force.
public struct SystemFont: Hashable, Sendable {
    public var style: TextStyle
    public var weight: FontWeight
    public var design: FontDesign

    /// `style` at its own weight unless `weight` is given.
    public init(_ style: TextStyle, weight: FontWeight? = nil, design: FontDesign = .default) {
        self.style = style
        self.weight = weight ?? style.weight
        self.design = design
    }
}
