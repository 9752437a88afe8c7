/// What the What's New screen shows: the release notes the user has not seen, newest first.
public struct WhatsNewPresentation: Sendable, Hashable {
    /// The version the screen is about, e.g. the title's "v1.1".
    public let version: SemanticVersion
    /// The notes shown, newest first; never empty.
    public let releases: [ReleaseNotes]

    /// A presentation of `releases` for `version`.
    public init(version: SemanticVersion, releases: [ReleaseNotes]) {
        self.version = version
        self.releases = releases
    }

    /// Every feature card, newest release first.
    public var features: [ReleaseFeature] { releases.flatMap(\.features) }

    /// The arguments of the title copy, e.g. `["version": "1.1"]` for "What's New in v{version}".
    public var copyArguments: [String: String] { ["version": version.displayString] }
}
