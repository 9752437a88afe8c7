import Basics
import Foundation
import OnboardingKit

/// The prompts BowlerTrax shows outside its flows (specification sections 2, 6 and 7), by id.
public enum BowlerTraxPrompt: String, Sendable, Hashable, CaseIterable, Codable {
    case whatsNew = "whats-new"
    case welcomeBack = "welcome-back"
    case cameraPermission = "camera-permission"
    case ballProfile = "ball-profile"
    case newLocation = "new-location"
}

/// What the app knows when it asks which prompt to show.
public struct BowlerTraxPromptSituation: Sendable, Hashable {
    /// Where the bowler is: the dashboard, or the Record tab (where the camera, ball and location prompts belong).
    public enum Place: Sendable, Hashable { case dashboard, record }

    /// The camera as the browser reports it now: granted, denied, or not known (not asked yet).
    public enum Camera: Sendable, Hashable { case granted, denied, unknown }

    /// Where the device is, when the bowler lets the app use the location: at a centre they named there, or at a
    /// place where they never named one.
    public enum Location: Sendable, Hashable {
        case namedCenter(String)
        case unnamedPlace
    }

    public var place: Place
    public var camera: Camera
    /// Whether the bowler has a ball profile.
    public var hasBall: Bool
    /// Whether the first launch skipped its ball step ("Skip for now").
    public var skippedBallAtLaunch: Bool
    /// Whether the first launch is completed (What's New never shows before it: a fresh install).
    public var firstLaunchCompleted: Bool
    /// Where the device is; nil when the location is not used.
    public var location: Location?
    /// The centre of the latest saved calibration; nil without one (or one saved without a centre name).
    public var savedCenter: String?

    public init(
        place: Place, camera: Camera, hasBall: Bool, skippedBallAtLaunch: Bool, firstLaunchCompleted: Bool,
        location: Location? = nil, savedCenter: String? = nil
    ) {
        self.place = place
        self.camera = camera
        self.hasBall = hasBall
        self.skippedBallAtLaunch = skippedBallAtLaunch
        self.firstLaunchCompleted = firstLaunchCompleted
        self.location = location
        self.savedCenter = savedCenter
    }
}

/// Decides the one prompt BowlerTrax shows now, in the specification's order of importance, and keeps what its
/// answers change: What's New once per version after an update (never on a fresh install), Welcome Back after more
/// than 30 days away, "Camera Required" every time Record opens until the camera is granted, "Set Up Your Ball?" at
/// most 3 times with "Maybe Later" waiting 24 hours, and "New Location Detected" where the device is not at the
/// saved calibration's centre.
///
/// ```swift
/// let queue = BowlerTraxPromptQueue(store: store, clock: clock, version: try SemanticVersion("1.1"))
/// let situation = BowlerTraxPromptSituation(
///     place: .record, camera: .granted, hasBall: false, skippedBallAtLaunch: true, firstLaunchCompleted: true)
/// if let prompt = try queue.next(situation, visit: pageLoadID) {   // .ballProfile
///     try queue.answered(prompt, accepted: false)                    // "Maybe Later": not before tomorrow
/// }
/// ```
public struct BowlerTraxPromptQueue: Sendable {
    /// Where the queue keeps the page load last counted as a visit, and whether Welcome Back is due.
    public static let visitKey = "bowlertrax.firstuse.page-session"
    public static let welcomeBackDueKey = "bowlertrax.firstuse.welcome-back-due"

    let store: any KeyValueStore
    let clock: any AppClock
    let version: SemanticVersion

    /// A queue over the bowler's onboarding `store`, at app `version`.
    public init(store: any KeyValueStore, clock: any AppClock, version: SemanticVersion) {
        self.store = store
        self.clock = clock
        self.version = version
    }

    /// The prompt to show now in `situation`, if any. `visit` names the page load (an app launch): the first call of
    /// a visit counts it for Welcome Back. Asking again without answering shows the same prompt again, except the
    /// ball reminder, which counts each time it is shown.
    public func next(_ situation: BowlerTraxPromptSituation, visit: String) throws -> BowlerTraxPrompt? {
        if try store.value(forKey: Self.visitKey) != .string(visit) {
            try store.setValue(.string(visit), forKey: Self.visitKey)
            if try BowlerTraxPrompts.welcomeBack(store: store, clock: clock).startSession() {
                try store.setValue(.bool(true), forKey: Self.welcomeBackDueKey)
            }
        }
        if try BowlerTraxPrompts.whatsNew(store: store).appLaunched(
            version: version, onboardingCompleted: situation.firstLaunchCompleted) != nil
        {
            return .whatsNew
        }
        if try store.value(forKey: Self.welcomeBackDueKey) == .bool(true) { return .welcomeBack }
        guard situation.place == .record else { return nil }

        let camera = BowlerTraxPrompts.cameraReminder(store: store, clock: clock)
        switch situation.camera {
        case .granted: try camera.clear()
        case .denied: if try camera.showIfDue() { return .cameraPermission }
        case .unknown: break
        }
        let ball = BowlerTraxPrompts.ballProfileReminder(store: store, clock: clock)
        if situation.hasBall {
            try ball.clear()
        } else if situation.skippedBallAtLaunch, try ball.showIfDue() {
            return .ballProfile
        }
        if let savedCenter = situation.savedCenter, let location = situation.location,
            Self.isElsewhere(location, than: savedCenter)
        {
            return .newLocation
        }
        return nil
    }

    /// The bowler answered `prompt`: `accepted` is its main button ("Got It", "Set Up Now", ...), otherwise the
    /// other button or the close. What's New and Welcome Back are done; the ball reminder is accepted or snoozed.
    public func answered(_ prompt: BowlerTraxPrompt, accepted: Bool) throws {
        switch prompt {
        case .whatsNew:
            let whatsNew = BowlerTraxPrompts.whatsNew(store: store)
            if let shown = whatsNew.presentation(for: version) { try whatsNew.dismiss(shown) }
        case .welcomeBack:
            try store.setValue(nil, forKey: Self.welcomeBackDueKey)
        case .ballProfile:
            let reminder = BowlerTraxPrompts.ballProfileReminder(store: store, clock: clock)
            if accepted { try reminder.recordAccepted() } else { try reminder.recordSnoozed() }
        case .cameraPermission, .newLocation:
            break
        }
    }

    /// Whether `location` is not the centre `savedCenter` (names compared without case or surrounding spaces).
    static func isElsewhere(_ location: BowlerTraxPromptSituation.Location, than savedCenter: String) -> Bool {
        let saved = savedCenter.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !saved.isEmpty else { return false }
        switch location {
        case .unnamedPlace: return true
        case .namedCenter(let name):
            let here = name.trimmingCharacters(in: .whitespacesAndNewlines)
            return !here.isEmpty && here.caseInsensitiveCompare(saved) != .orderedSame
        }
    }
}
