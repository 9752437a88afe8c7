import Subscriptions
import Testing

@Suite("BackgroundMusic")
struct BackgroundMusicTests {
    @Test("music plays during onboarding and the paywall, muted until the first user gesture")
    func onboardingAndPaywall() {
        var music = BackgroundMusic(screen: .onboarding)
        #expect(music.playback == MusicPlayback(isPlaying: true, isMuted: true))
        #expect(music.handle(.userGestured) == [.unmute])
        #expect(music.handle(.screenChanged(.paywall)) == [])
        #expect(music.playback == MusicPlayback(isPlaying: true, isMuted: false))
    }

    @Test("music pauses on the main screen, and plays again when the paywall is shown over it")
    func mainScreen() {
        var music = BackgroundMusic(screen: .paywall)
        #expect(music.handle(.screenChanged(.main)) == [.pause])
        #expect(!music.playback.isPlaying)
        let overMain = RootScreen.route(
            onboardingFinished: true, entitlement: .notEntitled, paywallShown: true, paywallSkipped: true)
        #expect(music.handle(.screenChanged(overMain)) == [.play])
        #expect(music.handle(.screenChanged(.main)) == [.pause])
    }

    @Test("no music while the entitlement loads")
    func loading() {
        #expect(!BackgroundMusic(screen: .loading).playback.isPlaying)
    }

    @Test("going to the background pauses; coming back resumes what was playing")
    func backgroundAndBack() {
        var music = BackgroundMusic(screen: .onboarding)
        #expect(music.handle(.appMovedToBackground) == [.pause])
        #expect(music.handle(.appBecameActive) == [.play])
    }

    @Test("coming back does not start music that was not playing")
    func noResumeWhenPaused() {
        var music = BackgroundMusic(screen: .main)
        #expect(music.handle(.appMovedToBackground) == [])
        #expect(music.handle(.appBecameActive) == [])
        #expect(!music.playback.isPlaying)
    }

    @Test("a screen change while in the background takes effect on return, not before")
    func screenChangeInBackground() {
        var music = BackgroundMusic(screen: .paywall)
        music.handle(.appMovedToBackground)
        #expect(music.handle(.screenChanged(.main)) == [])
        #expect(music.handle(.appBecameActive) == [])
        var other = BackgroundMusic(screen: .main)
        other.handle(.appMovedToBackground)
        #expect(other.handle(.screenChanged(.paywall)) == [])
        #expect(other.handle(.appBecameActive) == [.play])
    }

    @Test("the user setting turns the music off and back on")
    func setting() {
        var music = BackgroundMusic(screen: .onboarding)
        #expect(music.handle(.musicSettingChanged(isOn: false)) == [.pause])
        #expect(music.handle(.screenChanged(.paywall)) == [])
        #expect(music.handle(.appMovedToBackground) == [])
        #expect(music.handle(.appBecameActive) == [])
        #expect(music.handle(.musicSettingChanged(isOn: true)) == [.play])
        #expect(!BackgroundMusic(screen: .onboarding, isMusicEnabled: false).playback.isPlaying)
    }

    @Test("a gesture unmutes once; later gestures change nothing")
    func gestureOnce() {
        var music = BackgroundMusic(screen: .main)
        #expect(music.handle(.userGestured) == [.unmute])
        #expect(music.handle(.userGestured) == [])
    }
}
