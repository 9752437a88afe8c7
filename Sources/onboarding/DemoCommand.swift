import ArgumentParser
import Basics
import Foundation
import OnboardingKit
import OnboardingScenarios

extension CasinoOnboarding.Game: ExpressibleByArgument {}

extension WelcomeChoice: ExpressibleByArgument {
    public init?(argument: String) {
        switch argument {
        case "show-me-how": self = .showMeHow
        case "start-playing": self = .startPlaying
        default: return nil
        }
    }

    public static var allValueStrings: [String] { ["show-me-how", "start-playing"] }
}

/// Plays scripted visits to a casino table and prints, moment by moment, what onboarding shows.
struct DemoCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "demo",
        abstract: "Replay a new player's first visits to a casino table and print what onboarding shows when.")

    @Option(help: "The game whose onboarding to show: blackjack, baccarat or xidach.")
    var game: CasinoOnboarding.Game = .blackjack

    @Option(help: "The language of the copy: en or vi.")
    var language: Language = .english

    @Option(help: "The answer to the welcome sheet: show-me-how or start-playing.")
    var choice: WelcomeChoice = .startPlaying

    @Option(help: "How many visits to play, one round each.")
    var visits: Int = 2

    @Option(help: "A JSON file to keep the onboarding state in between runs (default: memory only).")
    var store: String?

    func validate() throws {
        guard (1...50).contains(visits) else { throw ValidationError("--visits must be between 1 and 50.") }
    }

    func run() throws {
        let keyValueStore: any KeyValueStore =
            try store.map { try JSONFileStore(url: URL(fileURLWithPath: $0)) }
            ?? InMemoryStore()
        let clock = ManualClock()
        let copy = CasinoOnboarding.copy
        let start = clock.now
        for visit in 1...visits {
            print("\n== Visit \(visit) to the \(game.rawValue) table ==")
            let coordinator = try HintCoordinator(
                app: game.app, hints: CasinoOnboarding.hints(for: game), store: keyValueStore, clock: clock)
            CasinoOnboarding.requestWelcome(on: coordinator)
            var shownThisVisit = 0
            for event in CasinoOnboarding.firstRoundEvents(for: game) {
                print(String(format: "%8.1fs  event  %@", clock.now.timeIntervalSince(start), event.name))
                try coordinator.record(event)
                shownThisVisit += try present(coordinator, copy: copy, start: start, clock: clock)
                clock.advance(by: 3)
            }
            if shownThisVisit == 0 { print("          (nothing shown: the player already knows this table)") }
            clock.advance(by: 3_600)
        }
        let coordinator = try HintCoordinator(
            app: game.app, hints: CasinoOnboarding.hints(for: game), store: keyValueStore, clock: clock)
        print("\n== Why each hint is not showing now ==")
        for hint in CasinoOnboarding.hints(for: game) {
            print("  \(try coordinator.explain(hint.key))")
        }
    }

    /// Shows everything due, as a person answering each one would; returns how many appeared.
    private func present(_ coordinator: HintCoordinator, copy: CopyCatalog, start: Date, clock: ManualClock) throws
        -> Int
    {
        var count = 0
        while true {
            switch coordinator.decide() {
            case .wait(let until):
                clock.set(until)
            case .showing, .nothing:
                return count
            case .show:
                guard let shown = coordinator.presentNext() else { return count }
                count += 1
                let time = String(format: "%8.1fs  ", clock.now.timeIntervalSince(start))
                switch shown {
                case .prompt:
                    let sheet = CasinoOnboarding.welcome(for: game)
                    print(time + "SHEET  \(try copy.text(sheet.titleKey, in: language))")
                    for feature in sheet.features {
                        print(
                            "                   - \(try copy.text(feature.titleKey, in: language))"
                                + " - \(try copy.text(feature.detailKey, in: language))")
                    }
                    let answer = choice == .showMeHow ? sheet.showMeHowKey : sheet.startPlayingKey
                    print(
                        "                   [\(try copy.text(sheet.showMeHowKey, in: language))]"
                            + " [\(try copy.text(sheet.startPlayingKey, in: language))]"
                            + "  -> \(try copy.text(answer, in: language))")
                case .hint(let key):
                    let hint = try coordinator.definition(ofHint: key)
                    print(
                        time + "HINT   at #\(hint.anchor): \"\(try copy.text(hint.messageKey, in: language))\""
                            + "  [\(try copy.text(hint.buttonKey, in: language))]")
                }
                clock.advance(by: 2)
                if case .prompt = shown {
                    try CasinoOnboarding.answerWelcome(choice, on: coordinator)
                } else {
                    try coordinator.dismiss(shown)
                }
            }
        }
    }
}
