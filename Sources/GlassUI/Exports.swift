// As `import SwiftUI` does, `import GlassUI` brings Foundation (URL, Date, CGFloat …) and
// Observation (`@Observable`) with it.
@_exported import Foundation
@_exported import Observation
