import Foundation

/// An app version ordered by semantic-versioning precedence (semver.org, section 11).
///
/// Missing numbers are zero and a leading `v` is accepted, so `"1.1"`, `"v1.1"` and `"1.1.0"` are the
/// same version. Pre-releases come before their release; build metadata (after `+`) is kept in
/// ``description`` but ignored by `==` and `<`.
///
/// ```swift
/// let beta = try SemanticVersion("2.0.0-beta.1")
/// beta < (try SemanticVersion("2.0"))       // true
/// try SemanticVersion("1.x")                 // throws VersionError.invalidNumber
/// ```
///
/// There is deliberately no string-literal form: `SemanticVersion("1.x")` always throws rather than traps.
public struct SemanticVersion: Sendable, Comparable, Hashable, Codable, CustomStringConvertible {
    /// The major number: incompatible changes.
    public let major: Int
    /// The minor number: new features.
    public let minor: Int
    /// The patch number: fixes.
    public let patch: Int
    /// The dot-separated pre-release identifiers, e.g. `["beta", "1"]`; empty for a release.
    public let preRelease: [String]
    /// The dot-separated build identifiers, e.g. `["build", "42"]`; ignored by comparisons.
    public let build: [String]

    /// Parses `1`, `1.2`, `1.2.3`, each optionally with `-pre.release`, `+build` and a leading `v`.
    /// Surrounding whitespace is ignored.
    public init(_ string: String) throws(VersionError) {
        let input = string.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !input.isEmpty else { throw .empty }
        var rest = Substring(input)
        if rest.first == "v" || rest.first == "V" { rest = rest.dropFirst() }

        var buildPart: Substring?
        if let plus = rest.firstIndex(of: "+") {
            buildPart = rest[rest.index(after: plus)...]
            rest = rest[..<plus]
        }
        var preReleasePart: Substring?
        if let dash = rest.firstIndex(of: "-") {
            preReleasePart = rest[rest.index(after: dash)...]
            rest = rest[..<dash]
        }

        let components = rest.split(separator: ".", omittingEmptySubsequences: false)
        guard components.count <= 3 else { throw .tooManyComponents(input: input, count: components.count) }
        var numbers: [Int] = []
        for component in components {
            numbers.append(try SemanticVersion.number(component, input: input))
        }
        while numbers.count < 3 { numbers.append(0) }

        var preRelease: [String] = []
        if let preReleasePart {
            for identifier in preReleasePart.split(separator: ".", omittingEmptySubsequences: false) {
                guard SemanticVersion.isIdentifier(identifier),
                    !(SemanticVersion.isNumeric(identifier) && identifier.count > 1 && identifier.first == "0")
                else { throw .invalidPreRelease(input: input, identifier: String(identifier)) }
                preRelease.append(String(identifier))
            }
        }
        var build: [String] = []
        if let buildPart {
            for identifier in buildPart.split(separator: ".", omittingEmptySubsequences: false) {
                guard SemanticVersion.isIdentifier(identifier) else {
                    throw .invalidBuild(input: input, identifier: String(identifier))
                }
                build.append(String(identifier))
            }
        }
        self.major = numbers[0]
        self.minor = numbers[1]
        self.patch = numbers[2]
        self.preRelease = preRelease
        self.build = build
    }

    /// A version from its parts, checked by the same rules as parsing.
    ///
    /// ```swift
    /// try SemanticVersion(major: 2, preRelease: ["beta", "1"])  // 2.0.0-beta.1
    /// ```
    public init(major: Int, minor: Int = 0, patch: Int = 0, preRelease: [String] = [], build: [String] = [])
        throws(VersionError)
    {
        let text = SemanticVersion.format(major, minor, patch, preRelease, build)
        for number in [major, minor, patch] where number < 0 {
            throw .invalidNumber(input: text, component: String(number))
        }
        for identifier in preRelease where !SemanticVersion.isIdentifier(Substring(identifier)) {
            throw .invalidPreRelease(input: text, identifier: identifier)
        }
        for identifier in build where !SemanticVersion.isIdentifier(Substring(identifier)) {
            throw .invalidBuild(input: text, identifier: identifier)
        }
        try self.init(text)
    }

    /// The normalized version, e.g. `1.1.0` or `2.0.0-beta.1+build.5`.
    public var description: String { SemanticVersion.format(major, minor, patch, preRelease, build) }

    /// The version as people read it: `1.1` for `1.1.0`, otherwise as ``description`` without build metadata,
    /// e.g. for the title "What's New in v{version}".
    public var displayString: String {
        if patch == 0 && preRelease.isEmpty { return "\(major).\(minor)" }
        return SemanticVersion.format(major, minor, patch, preRelease, [])
    }

    /// Whether this is a pre-release, e.g. `2.0.0-beta.1`.
    public var isPreRelease: Bool { !preRelease.isEmpty }

    // MARK: Precedence

    public static func == (lhs: SemanticVersion, rhs: SemanticVersion) -> Bool {
        lhs.major == rhs.major && lhs.minor == rhs.minor && lhs.patch == rhs.patch && lhs.preRelease == rhs.preRelease
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(major)
        hasher.combine(minor)
        hasher.combine(patch)
        hasher.combine(preRelease)
    }

    public static func < (lhs: SemanticVersion, rhs: SemanticVersion) -> Bool {
        if lhs.major != rhs.major { return lhs.major < rhs.major }
        if lhs.minor != rhs.minor { return lhs.minor < rhs.minor }
        if lhs.patch != rhs.patch { return lhs.patch < rhs.patch }
        // A release outranks its pre-releases.
        switch (lhs.preRelease.isEmpty, rhs.preRelease.isEmpty) {
        case (true, true), (true, false): return false
        case (false, true): return true
        case (false, false): break
        }
        for (left, right) in zip(lhs.preRelease, rhs.preRelease) where left != right {
            return precedes(left, right)
        }
        return lhs.preRelease.count < rhs.preRelease.count
    }

    /// Compares two different pre-release identifiers: numbers numerically and below words, words in ASCII order.
    private static func precedes(_ left: String, _ right: String) -> Bool {
        switch (isNumeric(Substring(left)), isNumeric(Substring(right))) {
        case (true, true):
            // No leading zeros, so a longer number is larger; this also works beyond Int.
            return left.count != right.count ? left.count < right.count : left < right
        case (true, false): return true
        case (false, true): return false
        case (false, false): return Array(left.utf8).lexicographicallyPrecedes(Array(right.utf8))
        }
    }

    // MARK: Codable

    /// Decodes a version from its string form, e.g. `"1.1.0"`.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        let text = try container.decode(String.self)
        do {
            try self.init(text)
        } catch {
            throw DecodingError.dataCorruptedError(in: container, debugDescription: error.description)
        }
    }

    /// Encodes the version as its ``description``.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(description)
    }

    // MARK: Parsing helpers

    private static func number(_ component: Substring, input: String) throws(VersionError) -> Int {
        guard isNumeric(component) else { throw .invalidNumber(input: input, component: String(component)) }
        guard component.count == 1 || component.first != "0" else {
            throw .leadingZero(input: input, component: String(component))
        }
        guard let value = Int(component) else { throw .numberTooLarge(input: input, component: String(component)) }
        return value
    }

    private static func isNumeric(_ text: Substring) -> Bool {
        !text.isEmpty && text.utf8.allSatisfy { (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) }
    }

    private static func isIdentifier(_ text: Substring) -> Bool {
        !text.isEmpty
            && text.utf8.allSatisfy { byte in
                (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
                    || (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte)
                    || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte) || byte == UInt8(ascii: "-")
            }
    }

    private static func format(_ major: Int, _ minor: Int, _ patch: Int, _ preRelease: [String], _ build: [String])
        -> String
    {
        var text = "\(major).\(minor).\(patch)"
        if !preRelease.isEmpty { text += "-" + preRelease.joined(separator: ".") }
        if !build.isEmpty { text += "+" + build.joined(separator: ".") }
        return text
    }
}
