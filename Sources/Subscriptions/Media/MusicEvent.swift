/// What can happen to ``BackgroundMusic``.
public enum MusicEvent: Sendable, Hashable {
    /// The root screen changed (see ``RootScreen/route(onboardingFinished:entitlement:paywallShown:paywallSkipped:)``).
    case screenChanged(RootScreen)
    /// The app went to the background (the tab was hidden).
    case appMovedToBackground
    /// The app came back to the foreground (the tab was shown).
    case appBecameActive
    /// The user tapped, clicked or pressed a key: browsers now allow sound.
    case userGestured
    /// The user turned the music setting on or off.
    case musicSettingChanged(isOn: Bool)
}
