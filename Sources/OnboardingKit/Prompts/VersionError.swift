/// Why a string is not a ``SemanticVersion``.
///
/// Every message names the offending input and the expected form, e.g. `1.2`, `1.2.3` or `2.0.0-beta.1`.
public enum VersionError: Error, Equatable, CustomStringConvertible {
    /// The string is empty (or only whitespace).
    case empty
    /// The version has more than three numbers, e.g. `1.2.3.4`.
    case tooManyComponents(input: String, count: Int)
    /// A part that must be a number is not one (or is missing), e.g. `1.x` or `1..2`.
    case invalidNumber(input: String, component: String)
    /// A number has a leading zero, e.g. `1.02`, which semantic versioning forbids.
    case leadingZero(input: String, component: String)
    /// A number does not fit in an `Int`.
    case numberTooLarge(input: String, component: String)
    /// A pre-release identifier (after `-`) is empty, has characters other than `0-9A-Za-z-`,
    /// or is numeric with a leading zero.
    case invalidPreRelease(input: String, identifier: String)
    /// A build identifier (after `+`) is empty or has characters other than `0-9A-Za-z-`.
    case invalidBuild(input: String, identifier: String)

    private static let form = "Write versions like 1.2, 1.2.3 or 2.0.0-beta.1 (an optional leading 'v' is allowed)."

    public var description: String {
        switch self {
        case .empty:
            "The version is empty. \(VersionError.form)"
        case .tooManyComponents(let input, let count):
            "'\(input)' is not a version: it has \(count) numbers, at most 3 are allowed. \(VersionError.form)"
        case .invalidNumber(let input, let component):
            component.isEmpty
                ? "'\(input)' is not a version: a number is missing. \(VersionError.form)"
                : "'\(input)' is not a version: '\(component)' is not a number. \(VersionError.form)"
        case .leadingZero(let input, let component):
            "'\(input)' is not a version: '\(component)' has a leading zero; write it without one."
        case .numberTooLarge(let input, let component):
            "'\(input)' is not a version: '\(component)' is too large."
        case .invalidPreRelease(let input, let identifier):
            "'\(input)' is not a version: the pre-release part '\(identifier)' must be non-empty letters, digits "
                + "or '-', without leading zeros in numbers (e.g. beta.1)."
        case .invalidBuild(let input, let identifier):
            "'\(input)' is not a version: the build part '\(identifier)' must be non-empty letters, digits or '-'."
        }
    }
}
