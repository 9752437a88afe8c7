import Basics

/// One feature of a release, as a card on the What's New screen: an icon, a title and a description.
///
/// ```swift
/// ReleaseFeature(icon: "square.split.2x1", title: "app.whatsnew.comparison.title", body: "app.whatsnew.comparison.body")
/// ```
public struct ReleaseFeature: Sendable, Hashable, Codable {
    /// The name of the icon shown beside the feature (the platform picks the image).
    public let icon: String
    /// The copy key of the feature's title.
    public let title: CopyKey
    /// The copy key of the feature's description.
    public let body: CopyKey

    /// A feature card.
    public init(icon: String, title: CopyKey, body: CopyKey) {
        self.icon = icon
        self.title = title
        self.body = body
    }

    /// The copy keys this feature shows.
    public var copyKeys: [CopyKey] { [title, body] }
}

/// What changed in one version.
public struct ReleaseNotes: Sendable, Hashable, Codable {
    /// The version these notes describe.
    public let version: SemanticVersion
    /// Its features, in the order shown.
    public let features: [ReleaseFeature]

    /// The notes of `version`.
    public init(version: SemanticVersion, features: [ReleaseFeature]) {
        self.version = version
        self.features = features
    }
}
