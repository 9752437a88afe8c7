/// Decides when the What's New screen appears, and remembers the last version the user saw.
///
/// On each launch pass the running version: the first launch ever only records it; after an update,
/// a user who completed onboarding sees the notes of every version since the last one seen (so a
/// skipped update is caught up); dismissing (X or "Got It") marks the version seen. The same version
/// or a downgrade shows nothing. The last version seen is stored under `onboarding.{app}.whatsNew.lastVersionSeen`.
///
/// ```swift
/// let whatsNew = WhatsNew(app: "bowlertrax", catalog: notes, store: store)
/// if let screen = try whatsNew.appLaunched(version: SemanticVersion(bundleVersion), onboardingCompleted: true) {
///     present(screen)                 // later, on X or "Got It":
///     try whatsNew.dismiss(screen)
/// }
/// ```
public final class WhatsNew: Sendable {
    /// The release notes this tracker presents.
    public let catalog: ReleaseNotesCatalog
    /// Where the last version seen is stored.
    public let key: StorageKey
    private let storage: PromptStorage
    private let gate = PromptGate()

    /// A tracker for `app` presenting `catalog`, kept in `store`.
    public init(app: AppIdentifier, catalog: ReleaseNotesCatalog, store: any KeyValueStore) {
        self.catalog = catalog
        self.key = StorageKey(app: app, property: "whatsNew.lastVersionSeen")
        self.storage = PromptStorage(store: store)
    }

    /// The last version the user saw (or launched before onboarding was completed); `nil` before the first launch.
    public func lastVersionSeen() throws(PromptError) -> SemanticVersion? {
        try gate.run { () throws(PromptError) in try load() }
    }

    /// Called on every launch with the running `version`; returns the screen to present, if any.
    ///
    /// - First launch ever: records `version`, shows nothing.
    /// - Same version or a downgrade: shows nothing, changes nothing.
    /// - Update, onboarding not completed: records `version` without showing it, since that user's
    ///   onboarding already shows the current app.
    /// - Update, onboarding completed: the notes of every version after the last seen up to `version`,
    ///   newest first; until ``dismiss(_:)`` it is shown again on the next launch. An update without any
    ///   notes is recorded as seen.
    public func appLaunched(version: SemanticVersion, onboardingCompleted: Bool) throws(PromptError)
        -> WhatsNewPresentation?
    {
        try gate.run { () throws(PromptError) -> WhatsNewPresentation? in
            guard let lastSeen = try load() else {
                try save(version)
                return nil
            }
            guard lastSeen < version else { return nil }
            let releases = catalog.notes(after: lastSeen, through: version)
            guard onboardingCompleted, !releases.isEmpty else {
                try save(version)
                return nil
            }
            return WhatsNewPresentation(version: version, releases: releases)
        }
    }

    /// The user closed the screen (X or "Got It"): its version counts as seen. Dismissing an older
    /// version (re-opened from Settings) never lowers the version seen.
    public func dismiss(_ presentation: WhatsNewPresentation) throws(PromptError) {
        try gate.run { () throws(PromptError) in
            if let lastSeen = try load(), presentation.version <= lastSeen { return }
            try save(presentation.version)
        }
    }

    /// Forgets the last version seen, as on a fresh install (also the way out of a corrupt stored value).
    public func reset() throws(PromptError) {
        try gate.run { () throws(PromptError) in try storage.apply([key: nil]) }
    }

    /// The notes of `version` as a screen, for Settings > What's New; changes nothing.
    public func presentation(for version: SemanticVersion) -> WhatsNewPresentation? {
        catalog.notes(for: version).map { WhatsNewPresentation(version: version, releases: [$0]) }
    }

    /// Every version's notes, newest first, for Settings > What's New; changes nothing.
    public var allReleases: [ReleaseNotes] { catalog.releases }

    private func load() throws(PromptError) -> SemanticVersion? {
        guard let value = try storage.value(at: key) else { return nil }
        guard case .string(let text) = value else {
            throw .corruptState(key: key.rawValue, reason: "expected a version string")
        }
        do throws(VersionError) {
            return try SemanticVersion(text)
        } catch {
            throw .corruptState(key: key.rawValue, reason: error.description)
        }
    }

    private func save(_ version: SemanticVersion) throws(PromptError) {
        try storage.apply([key: .string(version.description)])
    }
}
