/// A user's mistake on the command line or in an input file. The message names the argument
/// (or file and field) and what is allowed; the entry point prints it on one line to stderr.
public struct CLIError: Error, CustomStringConvertible, Equatable {
    public let description: String
    /// The exit status (1 unless the command documents another, as `glass app`'s 2).
    public let status: Int32

    public init(_ description: String, status: Int32 = 1) {
        self.description = description
        self.status = status
    }

    /// "--name must be ALLOWED, got VALUE".
    static func invalid(_ argument: String, _ value: some CustomStringConvertible, allowed: String) -> CLIError {
        CLIError("\(argument) must be \(allowed), got \(value)")
    }
}

/// Checks shared by every command's `validate()`.
enum Check {
    static func range<T: Comparable & CustomStringConvertible>(_ value: T, _ range: ClosedRange<T>, _ argument: String)
        throws(CLIError)
    {
        guard range.contains(value) else {
            throw .invalid(argument, value, allowed: "in \(range.lowerBound)...\(range.upperBound)")
        }
    }
}
