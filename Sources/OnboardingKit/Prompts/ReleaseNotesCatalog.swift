/// Every version's release notes, for the What's New screen and its archive (Settings > What's New).
///
/// ```swift
/// let catalog = try ReleaseNotesCatalog([ReleaseNotes(version: try SemanticVersion("1.1"), features: [...])])
/// catalog.notes(after: try SemanticVersion("1.0"), through: try SemanticVersion("1.2"))  // 1.2's and 1.1's notes
/// ```
public struct ReleaseNotesCatalog: Sendable, Hashable {
    /// Every version's notes, newest first.
    public let releases: [ReleaseNotes]

    /// A catalog of `releases`, in any order; each version at most once, each with at least one feature.
    public init(_ releases: [ReleaseNotes]) throws(PromptError) {
        var seen = Set<SemanticVersion>()
        for notes in releases {
            guard !notes.features.isEmpty else { throw .emptyReleaseNotes(notes.version) }
            guard seen.insert(notes.version).inserted else { throw .duplicateReleaseNotes(notes.version) }
        }
        self.releases = releases.sorted { $0.version > $1.version }
    }

    /// The notes of exactly `version`, if any.
    public func notes(for version: SemanticVersion) -> ReleaseNotes? {
        releases.first { $0.version == version }
    }

    /// The notes of every version in the interval (`lower`, `upper`], newest first: what a user moving
    /// from `lower` to `upper` has not seen yet.
    public func notes(after lower: SemanticVersion, through upper: SemanticVersion) -> [ReleaseNotes] {
        releases.filter { lower < $0.version && $0.version <= upper }
    }
}
