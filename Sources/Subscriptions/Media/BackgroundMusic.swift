/// The guide's audio manager as a pure decision: whether the background music plays, and whether it is muted.
///
/// The music plays on onboarding and the paywall (also the paywall shown over the main screen, which routes as
/// ``RootScreen/paywall``), never on the main screen or while loading, never while the app is in the background
/// (a hidden browser tab), and never when the user turned it off. It stays muted until the first user gesture,
/// as browsers require. Coming back from the background resumes it only if it was playing when the app left.
///
/// ```swift
/// var music = BackgroundMusic(screen: .onboarding)
/// music.playback                      // playing, muted
/// music.handle(.userGestured)         // [.unmute]
/// music.handle(.appMovedToBackground) // [.pause]
/// music.handle(.appBecameActive)      // [.play]
/// music.handle(.screenChanged(.main)) // [.pause]
/// ```
public struct BackgroundMusic: Sendable, Hashable, Codable {
    public private(set) var screen: RootScreen
    public private(set) var isAppActive: Bool
    public private(set) var hasUserGesture: Bool
    /// The user's setting; on by default.
    public private(set) var isMusicEnabled: Bool

    /// The music of an app in the foreground, on `screen`, before any user gesture.
    public init(screen: RootScreen, isMusicEnabled: Bool = true) {
        self.screen = screen
        self.isAppActive = true
        self.hasUserGesture = false
        self.isMusicEnabled = isMusicEnabled
    }

    /// What the player should be doing now.
    public var playback: MusicPlayback {
        MusicPlayback(
            isPlaying: isMusicEnabled && isAppActive && screen.playsBackgroundMusic, isMuted: !hasUserGesture)
    }

    /// Applies `event` and returns the commands that take the player from its old playback to the new one.
    @discardableResult
    public mutating func handle(_ event: MusicEvent) -> [MusicCommand] {
        let before = playback
        switch event {
        case .screenChanged(let newScreen): screen = newScreen
        case .appMovedToBackground: isAppActive = false
        case .appBecameActive: isAppActive = true
        case .userGestured: hasUserGesture = true
        case .musicSettingChanged(let isOn): isMusicEnabled = isOn
        }
        let after = playback
        var commands: [MusicCommand] = []
        if before.isMuted != after.isMuted { commands.append(after.isMuted ? .mute : .unmute) }
        if before.isPlaying != after.isPlaying { commands.append(after.isPlaying ? .play : .pause) }
        return commands
    }
}
