import Basics
import Foundation
import OnboardingKit
import OnboardingScenarios
import Testing

/// The rules of casino-onboarding-summary.md, checked against the real hint catalog.
@Suite("Casino onboarding (casino-onboarding-summary.md)")
struct CasinoOnboardingTests {
    let clock = ManualClock()
    let store = InMemoryStore()

    func launch(_ game: CasinoOnboarding.Game) throws -> HintCoordinator {
        let coordinator = try HintCoordinator(
            app: game.app, hints: CasinoOnboarding.hints(for: game), store: store, clock: clock)
        CasinoOnboarding.requestWelcome(on: coordinator)
        return coordinator
    }

    /// Plays one round, answering every presentation as a person would, and returns what appeared.
    func playRound(_ coordinator: HintCoordinator, game: CasinoOnboarding.Game, choice: WelcomeChoice = .startPlaying)
        throws -> [PresentationID]
    {
        var seen: [PresentationID] = []
        func settle() throws {
            while true {
                switch coordinator.decide() {
                case .show:
                    let shown = try #require(coordinator.presentNext())
                    seen.append(shown)
                    clock.advance(by: 2)  // reading time before "Got it"
                    if shown == .prompt(CasinoOnboarding.welcomePrompt) {
                        try CasinoOnboarding.answerWelcome(choice, on: coordinator)
                    } else {
                        try coordinator.dismiss(shown)
                    }
                case .wait(let until):
                    clock.set(until)
                case .showing, .nothing:
                    return
                }
            }
        }
        for event in CasinoOnboarding.firstRoundEvents(for: game) {
            try coordinator.record(event)
            try settle()
        }
        return seen
    }

    /// The three hints of a game's first round, in order.
    func firstRoundHints(_ game: CasinoOnboarding.Game) -> [PresentationID] {
        switch game {
        case .blackjack: [.hint("bettingZone"), .hint("dealButton"), .hint("playerActions")]
        case .baccarat: [.hint("bettingZone"), .hint("dealButton"), .hint("resultDisplay")]
        case .xidach: [.hint("startRound"), .hint("playerActions"), .hint("scoreLine")]
        }
    }

    @Test(
        "first visit: welcome after 500 ms, then \"Show Me How\" walks the first round's three hints in order",
        arguments: CasinoOnboarding.Game.allCases)
    func showMeHow(game: CasinoOnboarding.Game) throws {
        let coordinator = try launch(game)
        #expect(coordinator.decide() == .wait(until: clock.now + 0.5))
        #expect(
            try playRound(coordinator, game: game, choice: .showMeHow) == [.prompt("welcome")] + firstRoundHints(game))
    }

    @Test(
        "\"Start Playing\" still shows each hint once, and a second visit shows no welcome and no seen hint",
        arguments: CasinoOnboarding.Game.allCases)
    func startPlaying(game: CasinoOnboarding.Game) throws {
        #expect(try playRound(try launch(game), game: game) == [.prompt("welcome")] + firstRoundHints(game))
        let secondVisit = try launch(game)
        #expect(!secondVisit.state.shouldShowWelcome)
        #expect(try playRound(secondVisit, game: game).isEmpty)
    }

    @Test("replay from settings brings the hints back for that session only")
    func replay() throws {
        _ = try playRound(try launch(.blackjack), game: .blackjack)
        let session = try launch(.blackjack)
        session.startTutorial()
        #expect(
            try playRound(session, game: .blackjack) == [
                .hint("bettingZone"), .hint("dealButton"), .hint("playerActions"),
            ])
        #expect(try playRound(try launch(.blackjack), game: .blackjack).isEmpty)
    }

    @Test("reset onboarding starts over for that game only")
    func reset() throws {
        _ = try playRound(try launch(.blackjack), game: .blackjack)
        _ = try playRound(try launch(.baccarat), game: .baccarat)
        try launch(.blackjack).state.reset()
        #expect(try playRound(try launch(.blackjack), game: .blackjack).first == .prompt("welcome"))
        #expect(try playRound(try launch(.baccarat), game: .baccarat).isEmpty)
    }

    @Test(
        "progressive tips after 5, 10 and 20 hands: side bets in both card games, card counting in Blackjack",
        arguments: CasinoOnboarding.Game.allCases)
    func progressiveTips(game: CasinoOnboarding.Game) throws {
        var tips: [Int: [PresentationID]] = [:]
        for hand in 1...25 {
            let shown = try playRound(try launch(game), game: game).filter { !firstRoundHints(game).contains($0) }
            if !shown.isEmpty, hand > 1 { tips[hand] = shown }
        }
        let expected: [Int: [PresentationID]] =
            switch game {
            case .blackjack: [5: [.hint("sideBets")], 10: [.hint("cardCounting")], 20: [.hint("rulePresets")]]
            case .baccarat: [5: [.hint("sideBets")], 10: [.hint("roads")], 20: [.hint("tableLimits")]]
            case .xidach: [5: [.hint("saveMatch")], 10: [.hint("specialHands")], 20: [.hint("folkRules")]]
            }
        #expect(tips == expected)
        #expect(
            try CasinoOnboarding.copy.text("casino.blackjack.hint.cardCounting", in: .english)
                == "Enable card counting in settings")
        #expect(
            try CasinoOnboarding.copy.text("casino.hint.sideBets", in: .english) == "Side bets offer bigger payouts")
    }

    @Test("the welcome sheets carry icon names (not emoji) and the document's features")
    func welcomeSheets() throws {
        let blackjack = CasinoOnboarding.welcome(for: .blackjack)
        #expect(blackjack.icon == "cards")
        #expect(blackjack.features.map(\.icon) == ["target", "lightbulb", "cash", "gear"])
        #expect(
            try blackjack.features.map { try CasinoOnboarding.copy.text($0.titleKey, in: .english) }
                == ["Beat the Dealer", "Learn Strategy", "Practice Free", "Customize Rules"])
        let baccarat = CasinoOnboarding.welcome(for: .baccarat)
        #expect(baccarat.icon == "chip")
        #expect(
            try baccarat.features.map { try CasinoOnboarding.copy.text($0.titleKey, in: .english) }
                == ["Bet on Player, Banker, or Tie", "Track Patterns", "Practice Free", "Customize Settings"])
        #expect(try CasinoOnboarding.copy.text(blackjack.showMeHowKey, in: .english) == "Show Me How")
        #expect(try CasinoOnboarding.copy.text(blackjack.startPlayingKey, in: .english) == "Start Playing")
        let xidach = CasinoOnboarding.welcome(for: .xidach)
        #expect(xidach.icon == "envelope")
        #expect(xidach.features.count == 4 && Set(xidach.features.map(\.icon)).count == 4)
    }

    @Test("every casino onboarding string exists in English and Vietnamese, and they differ")
    func copyComplete() throws {
        let keys = CasinoOnboarding.referencedCopyKeys
        #expect(CasinoOnboarding.copy.missing(keys).isEmpty)
        for key in keys {
            #expect(
                try CasinoOnboarding.copy.text(key, in: .english) != CasinoOnboarding.copy.text(key, in: .vietnamese))
        }
        #expect(
            try CasinoOnboarding.copy.text("casino.blackjack.hint.bettingZone", in: .english)
                == "Tap chips, then tap here to bet")
    }
}
