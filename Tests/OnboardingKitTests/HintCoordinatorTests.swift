import Basics
import Foundation
import Testing

@testable import OnboardingKit

@Suite("HintCoordinator")
struct HintCoordinatorTests {
    static let firstRound: [HintDefinition] = [
        HintDefinition(
            key: "bettingZone", anchor: "betting-zone", messageKey: "hint.betting",
            trigger: .event(.enteredBettingPhase), priority: 30),
        HintDefinition(
            key: "dealButton", anchor: "deal-button", messageKey: "hint.deal",
            trigger: .event(.placedBet), prerequisites: ["bettingZone"], priority: 20),
        HintDefinition(
            key: "playerActions", anchor: "actions", messageKey: "hint.actions",
            trigger: .event(.playerTurnStarted), prerequisites: ["dealButton"], priority: 10,
            relevantUntil: [.roundCompleted]),
    ]

    let clock = ManualClock()
    let store = InMemoryStore()

    func coordinator(
        _ hints: [HintDefinition] = firstRound, budget: AttentionBudget = AttentionBudget(cooldown: 1),
        waitForWelcome: Bool = false
    ) throws -> HintCoordinator {
        try HintCoordinator(
            app: "blackjack", hints: hints, store: store, clock: clock, budget: budget,
            hintsWaitForWelcome: waitForWelcome)
    }

    /// Shows what is due, checks it, and dismisses it.
    func expectShows(_ expected: PresentationID, _ coordinator: HintCoordinator) throws {
        #expect(coordinator.presentNext() == expected)
        try coordinator.dismiss(expected)
    }

    @Test("answering the welcome: refused unless it shows; then it is completed, and Show Me How starts the tutorial")
    func answerWelcome() throws {
        let coordinator = try coordinator(waitForWelcome: true)
        coordinator.request(prompt: "welcome", priority: 100)
        #expect(throws: OnboardingError.notShowing(.prompt("welcome"))) {
            try coordinator.answerWelcome(.showMeHow, prompt: "welcome")
        }
        #expect(coordinator.state.shouldShowWelcome && !coordinator.state.isTutorialModeActive)
        #expect(coordinator.presentNext() == .prompt("welcome"))
        try coordinator.answerWelcome(.showMeHow, prompt: "welcome")
        #expect(coordinator.current == nil)
        #expect(coordinator.state.welcomeChoice == .showMeHow && coordinator.state.isTutorialModeActive)
        #expect(throws: OnboardingError.notShowing(.prompt("welcome"))) {
            try coordinator.answerWelcome(.startPlaying, prompt: "welcome")
        }
        #expect(coordinator.state.welcomeChoice == .showMeHow)
    }

    @Test("the welcome shows after its delay, and hints wait until it is answered")
    func welcomeFirst() throws {
        let coordinator = try coordinator(waitForWelcome: true)
        coordinator.request(prompt: "welcome", priority: 100, delay: 0.5)
        try coordinator.record(.enteredBettingPhase)
        #expect(coordinator.decide() == .wait(until: clock.now + 0.5))
        #expect(try coordinator.explain("bettingZone").blockers == [.welcomeNotAnswered])
        clock.advance(by: 0.5)
        #expect(coordinator.presentNext() == .prompt("welcome"))
        #expect(coordinator.decide() == .showing(.prompt("welcome")))
        try coordinator.state.completeWelcome(.startPlaying)
        try coordinator.dismiss(.prompt("welcome"))
        #expect(coordinator.decide() == .wait(until: clock.now + 1), "the cooldown separates presentations")
        clock.advance(by: 1)
        #expect(coordinator.presentNext() == .hint("bettingZone"))
    }

    @Test("\"Show Me How\" shows the first round's three hints in order, without cooldowns")
    func tutorialSequence() throws {
        let coordinator = try coordinator(waitForWelcome: true)
        try coordinator.state.completeWelcome(.showMeHow)
        try coordinator.record(.enteredBettingPhase)
        try expectShows(.hint("bettingZone"), coordinator)
        #expect(coordinator.decide() == .nothing)
        try coordinator.record(.placedBet)
        try expectShows(.hint("dealButton"), coordinator)
        try coordinator.record(.playerTurnStarted)
        try expectShows(.hint("playerActions"), coordinator)
        try coordinator.record(.roundCompleted)
        try coordinator.record(.enteredBettingPhase)
        #expect(coordinator.decide() == .nothing, "each hint shows once per tutorial")
    }

    @Test("\"Start Playing\" still shows each hint once at its moment, and never in a later session")
    func naturalHints() throws {
        let first = try coordinator()
        try first.state.completeWelcome(.startPlaying)
        try first.record(.enteredBettingPhase)
        try expectShows(.hint("bettingZone"), first)
        clock.advance(by: 1)
        try first.record(.placedBet)
        try expectShows(.hint("dealButton"), first)

        let second = try coordinator()
        try second.record(.enteredBettingPhase)
        try second.record(.placedBet)
        #expect(second.decide() == .nothing)
        try second.record(.playerTurnStarted)
        #expect(second.presentNext() == .hint("playerActions"), "a hint not yet seen still appears once")
    }

    @Test("tutorial replay brings hints back for the session only")
    func replay() throws {
        let first = try coordinator()
        try first.state.completeWelcome()
        for (event, key) in [(OnboardingEvent.enteredBettingPhase, "bettingZone"), (.placedBet, "dealButton")] {
            clock.advance(by: 5)
            try first.record(event)
            try expectShows(.hint(key), first)
        }
        first.startTutorial()
        try first.record(.enteredBettingPhase)
        try expectShows(.hint("bettingZone"), first)
        try first.record(.placedBet)
        try expectShows(.hint("dealButton"), first)

        let restarted = try coordinator()
        try restarted.record(.enteredBettingPhase)
        try restarted.record(.placedBet)
        #expect(restarted.decide() == .nothing)
    }

    @Test("at most one thing shows; the rest wait by priority")
    func oneAtATime() throws {
        let hints = [
            HintDefinition(key: "low", anchor: "a", messageKey: "m", trigger: .event("go"), priority: 1),
            HintDefinition(key: "high", anchor: "b", messageKey: "m", trigger: .event("go"), priority: 9),
        ]
        let coordinator = try coordinator(hints, budget: AttentionBudget(cooldown: 0))
        try coordinator.record("go")
        #expect(try coordinator.explain("low").blockers == [.queuedBehind(.hint("high"))])
        #expect(try coordinator.explain("high").status == .wouldShowNow)
        #expect(coordinator.presentNext() == .hint("high"))
        #expect(coordinator.presentNext() == nil)
        #expect(try coordinator.explain("low").blockers == [.anotherPresentationShowing(.hint("high"))])
        #expect(try coordinator.explain("high").status == .showing)
        try coordinator.dismiss(.hint("high"))
        #expect(coordinator.presentNext() == .hint("low"))
    }

    @Test("a prompt and a hint compete on priority")
    func promptsShareTheQueue() throws {
        let coordinator = try coordinator(budget: AttentionBudget(cooldown: 0))
        coordinator.request(prompt: "whatsNew", priority: 50)
        coordinator.request(prompt: "whatsNew", priority: 50)
        try coordinator.record(.enteredBettingPhase)
        #expect(coordinator.presentNext() == .prompt("whatsNew"))
        try coordinator.dismiss(.prompt("whatsNew"))
        #expect(coordinator.presentNext() == .hint("bettingZone"))
        try coordinator.dismiss(.hint("bettingZone"))
        #expect(coordinator.decide() == .nothing, "a prompt requested twice shows once")
        coordinator.request(prompt: "reminder")
        coordinator.withdraw(prompt: "reminder")
        #expect(coordinator.decide() == .nothing)
    }

    @Test("the presentation delay runs from the trigger")
    func delay() throws {
        let hints = [
            HintDefinition(
                key: "result", anchor: "result", messageKey: "m",
                trigger: .event(.roundCompleted), presentationDelay: 2)
        ]
        let coordinator = try coordinator(hints)
        try coordinator.record(.roundCompleted)
        let due = clock.now + 2
        #expect(coordinator.decide() == .wait(until: due))
        #expect(try coordinator.explain("result").blockers == [.delayPending(until: due)])
        clock.advance(by: 1.999)
        #expect(coordinator.presentNext() == nil)
        clock.advance(by: 0.001)
        #expect(coordinator.presentNext() == .hint("result"))
    }

    @Test("a hint waits for its prerequisite and follows it")
    func prerequisites() throws {
        let coordinator = try coordinator(budget: AttentionBudget(cooldown: 0))
        try coordinator.record(.placedBet)
        #expect(coordinator.decide() == .nothing)
        #expect(try coordinator.explain("dealButton").blockers == [.waitingForPrerequisite("bettingZone")])
        try coordinator.record(.enteredBettingPhase)
        try expectShows(.hint("bettingZone"), coordinator)
        #expect(coordinator.presentNext() == .hint("dealButton"))
    }

    @Test("progressive hints appear after 5, 10 and 20 hands, across sessions")
    func progressive() throws {
        let hints = [5, 10, 20].map {
            HintDefinition(
                key: "after\($0)", anchor: "settings", messageKey: "m",
                trigger: .count(.roundCompleted, atLeast: $0))
        }
        var shown: [Int: String] = [:]
        for hand in 1...25 {
            // A new session every hand: the count persists.
            let coordinator = try coordinator(hints, budget: AttentionBudget(cooldown: 0))
            try coordinator.record(.roundCompleted)
            if let presented = coordinator.presentNext(), case .hint(let key) = presented {
                shown[hand] = key
                try coordinator.dismiss(presented)
            }
        }
        #expect(shown == [5: "after5", 10: "after10", 20: "after20"])
    }

    @Test("a queued hint that is no longer relevant is withdrawn")
    func relevance() throws {
        let coordinator = try coordinator(budget: AttentionBudget(cooldown: 0))
        try coordinator.state.completeWelcome()
        try coordinator.record(.enteredBettingPhase)
        #expect(coordinator.presentNext() == .hint("bettingZone"))
        try coordinator.record(.placedBet)
        try coordinator.record(.playerTurnStarted)
        try coordinator.record(.roundCompleted)
        try coordinator.dismiss(.hint("bettingZone"))
        #expect(coordinator.presentNext() == .hint("dealButton"))
        try coordinator.dismiss(.hint("dealButton"))
        #expect(coordinator.decide() == .nothing, "the player-turn hint waits for the next player turn")
        try coordinator.record(.playerTurnStarted)
        #expect(coordinator.presentNext() == .hint("playerActions"))
    }

    @Test("the attention budget caps a session, except in tutorial mode")
    func budget() throws {
        let coordinator = try coordinator(budget: AttentionBudget(cooldown: 30, maxPerSession: 1))
        try coordinator.record(.enteredBettingPhase)
        try expectShows(.hint("bettingZone"), coordinator)
        try coordinator.record(.placedBet)
        #expect(
            try coordinator.explain("dealButton").blockers == [
                .sessionBudgetSpent(limit: 1), .cooldown(until: clock.now + 30),
            ])
        clock.advance(by: 60)
        #expect(coordinator.decide() == .nothing)
        coordinator.startTutorial()
        try coordinator.record(.placedBet)
        #expect(coordinator.presentNext() == .hint("dealButton"))
    }

    @Test("explain lists every reason at once")
    func explainEverything() throws {
        let coordinator = try coordinator(waitForWelcome: true)
        #expect(
            try coordinator.explain("dealButton").blockers == [
                .welcomeNotAnswered,
                .notTriggered(.event(.placedBet), occurrences: 0),
                .waitingForPrerequisite("bettingZone"),
            ])
        try coordinator.state.markHintShown(key: "playerActions")
        #expect(try coordinator.explain("playerActions").blockers.contains(.alreadyShown(times: 1, limit: 1)))
        #expect(throws: OnboardingError.unknownHint(key: "nope", app: "blackjack")) { try coordinator.explain("nope") }
    }

    @Test("dismissing what is not showing is refused and changes nothing")
    func dismissWrong() throws {
        let coordinator = try coordinator()
        try coordinator.record(.enteredBettingPhase)
        #expect(throws: OnboardingError.notShowing(.hint("bettingZone"))) {
            try coordinator.dismiss(.hint("bettingZone"))
        }
        #expect(try coordinator.state.shouldShowHint(key: "bettingZone"))
        #expect(coordinator.presentNext() == .hint("bettingZone"))
    }

    @Test("malformed hint sets are refused")
    func invalidDefinitions() throws {
        func hint(_ key: String, after: [String] = [], max: Int = 1, delay: TimeInterval = 0) -> HintDefinition {
            HintDefinition(
                key: key, anchor: "x", messageKey: "m", trigger: .event("e"), prerequisites: after,
                maxDisplayCount: max, presentationDelay: delay)
        }
        #expect(throws: OnboardingError.duplicateHint("a")) { try coordinator([hint("a"), hint("a")]) }
        #expect(throws: OnboardingError.unknownPrerequisite(hint: "a", prerequisite: "z")) {
            try coordinator([hint("a", after: ["z"])])
        }
        #expect(throws: OnboardingError.prerequisiteCycle(["a", "b", "c", "a"])) {
            try coordinator([hint("a", after: ["b"]), hint("b", after: ["c"]), hint("c", after: ["a"])])
        }
        #expect(throws: OnboardingError.self) { try coordinator([hint("a", max: 0)]) }
        #expect(throws: OnboardingError.self) { try coordinator([hint("a", delay: -1)]) }
    }

    @Test("a hint allowed several times shows again after each trigger")
    func multipleDisplays() throws {
        let hints = [HintDefinition(key: "tip", anchor: "x", messageKey: "m", trigger: .event("e"), maxDisplayCount: 2)]
        let coordinator = try coordinator(hints, budget: AttentionBudget(cooldown: 0))
        for _ in 0..<3 {
            try coordinator.record("e")
            if let shown = coordinator.presentNext() { try coordinator.dismiss(shown) }
        }
        #expect(try coordinator.state.displayCount(ofHint: "tip") == 2)
    }
}
