/// A failure of the raster backend, with the file or value at fault named in the message.
public struct RasterError: Error, Equatable, CustomStringConvertible {
    public let description: String

    public init(_ description: String) {
        self.description = description
    }
}
