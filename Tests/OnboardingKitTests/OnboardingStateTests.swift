import Foundation
import Testing

@testable import OnboardingKit

@Suite("OnboardingState")
struct OnboardingStateTests {
    let hints = ["bettingZone", "dealButton", "playerActions"]

    func open(_ app: AppIdentifier = "blackjack", store: any KeyValueStore) throws -> OnboardingState {
        try OnboardingState(app: app, hintKeys: hints, store: store)
    }

    @Test("the welcome shows on first launch only")
    func welcomeOnce() throws {
        let store = InMemoryStore()
        let first = try open(store: store)
        #expect(first.shouldShowWelcome)
        #expect(try open(store: store).shouldShowWelcome, "an unanswered welcome shows again on the next launch")
        try first.completeWelcome()
        #expect(!first.shouldShowWelcome)
        #expect(!(try open(store: store).shouldShowWelcome))
        #expect(store.snapshot["onboarding.blackjack.hasLaunched"] == .bool(true))
    }

    @Test("each hint shows once, across launches")
    func hintOnce() throws {
        let store = InMemoryStore()
        let state = try open(store: store)
        #expect(try state.shouldShowHint(key: "bettingZone"))
        try state.markHintShown(key: "bettingZone")
        #expect(!(try state.shouldShowHint(key: "bettingZone")))
        #expect(try state.shouldShowHint(key: "dealButton"))
        let relaunched = try open(store: store)
        #expect(!(try relaunched.shouldShowHint(key: "bettingZone")))
        #expect(try relaunched.displayCount(ofHint: "bettingZone") == 1)
    }

    @Test("tutorial mode replays every hint in the session, and not after a restart")
    func tutorialMode() throws {
        let store = InMemoryStore()
        let state = try open(store: store)
        try state.completeWelcome(.startPlaying)
        for key in hints { try state.markHintShown(key: key) }
        #expect(try hints.allSatisfy { try !state.shouldShowHint(key: $0) })

        state.startTutorialMode()
        #expect(try hints.allSatisfy { try state.shouldShowHint(key: $0) })
        try state.markHintShown(key: "bettingZone")
        #expect(!(try state.shouldShowHint(key: "bettingZone")), "a hint shows once per tutorial")
        #expect(try state.shouldShowHint(key: "dealButton"))

        let restarted = try open(store: store)
        #expect(!restarted.isTutorialModeActive)
        #expect(try hints.allSatisfy { try !restarted.shouldShowHint(key: $0) })
        #expect(
            store.snapshot.keys.allSatisfy { !$0.lowercased().contains("tutorial") }, "tutorial mode is never persisted"
        )
    }

    @Test("\"Show Me How\" starts the tutorial; \"Start Playing\" leaves each hint to appear once naturally")
    func welcomeChoices() throws {
        let tutorial = try open(store: InMemoryStore())
        try tutorial.completeWelcome(.showMeHow)
        #expect(tutorial.isTutorialModeActive)
        #expect(tutorial.welcomeChoice == .showMeHow)

        let store = InMemoryStore()
        let playing = try open(store: store)
        try playing.completeWelcome(.startPlaying)
        #expect(!playing.isTutorialModeActive)
        #expect(try hints.allSatisfy { try playing.shouldShowHint(key: $0) })
        try playing.markHintShown(key: "dealButton")
        #expect(!(try playing.shouldShowHint(key: "dealButton")))
        #expect(try open(store: store).welcomeChoice == .startPlaying)
    }

    @Test("reset clears everything of that app only")
    func resetOneApp() throws {
        let store = InMemoryStore()
        let blackjack = try open("blackjack", store: store)
        let baccarat = try open("baccarat", store: store)
        for state in [blackjack, baccarat] {
            try state.completeWelcome()
            try state.markHintShown(key: "bettingZone")
            try state.recordEvent(.roundCompleted)
        }
        try store.setValue(.string("dashboard"), forKey: "onboarding.blackjack.flow.first-launch")
        blackjack.startTutorialMode()

        try blackjack.reset()

        #expect(blackjack.shouldShowWelcome)
        #expect(!blackjack.isTutorialModeActive)
        #expect(try blackjack.shouldShowHint(key: "bettingZone"))
        #expect(blackjack.count(of: .roundCompleted) == 0)
        #expect(store.keys(withPrefix: "onboarding.blackjack.").isEmpty)
        let reopened = try open("baccarat", store: store)
        #expect(!reopened.shouldShowWelcome)
        #expect(!(try reopened.shouldShowHint(key: "bettingZone")))
        #expect(reopened.count(of: .roundCompleted) == 1)
    }

    @Test("separate apps never share state in one store")
    func appsAreSeparate() throws {
        let store = InMemoryStore()
        try open("blackjack", store: store).markHintShown(key: "bettingZone")
        #expect(try open("baccarat", store: store).shouldShowHint(key: "bettingZone"))
    }

    @Test("an unknown hint key is a typed error and changes nothing")
    func unknownHint() throws {
        let store = InMemoryStore()
        let state = try open(store: store)
        #expect(throws: OnboardingError.unknownHint(key: "nope", app: "blackjack")) {
            try state.markHintShown(key: "nope")
        }
        #expect(throws: OnboardingError.unknownHint(key: "nope", app: "blackjack")) {
            try state.shouldShowHint(key: "nope")
        }
        #expect(store.snapshot.isEmpty)
    }

    @Test("corrupt stored state is a typed error, and the stored value is kept")
    func corruptState() throws {
        let store = InMemoryStore(["onboarding.blackjack.hintsShown": .string("garbage")])
        #expect {
            try open(store: store)
        } throws: { error in
            guard case OnboardingError.storage(.corruptValue(let key, _)) = error else { return false }
            return key == "onboarding.blackjack.hintsShown"
        }
        #expect(store.snapshot == ["onboarding.blackjack.hintsShown": .string("garbage")])
    }

    @Test("a failed write leaves the state as it was")
    func failedWriteKeepsState() throws {
        let store = FailingStore(base: InMemoryStore(), failing: false)
        let state = try open(store: store)
        store.failing = true
        #expect(throws: OnboardingError.self) { try state.markHintShown(key: "bettingZone") }
        #expect(try state.shouldShowHint(key: "bettingZone"))
        #expect(throws: OnboardingError.self) { try state.completeWelcome() }
        #expect(state.shouldShowWelcome)
    }

    @Test("state persists through the JSON file store")
    func fileBacked() throws {
        let url = try temporaryDirectory().appendingPathComponent("state.json")
        try open(store: try JSONFileStore(url: url)).markHintShown(key: "dealButton")
        #expect(!(try open(store: try JSONFileStore(url: url)).shouldShowHint(key: "dealButton")))
    }
}
