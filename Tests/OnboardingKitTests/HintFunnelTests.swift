import Foundation
import OnboardingKit
import Testing

@Suite("Hint funnel")
struct HintFunnelTests {
    let start = Date(timeIntervalSince1970: 1_800_000_000)

    func record(_ event: AnalyticsEvent, user: String, app: AppIdentifier = "blackjack", after seconds: Double = 0)
        -> AnalyticsRecord
    {
        AnalyticsRecord(event: event, app: app, userID: user, timestamp: start + seconds)
    }

    @Test("counts distinct users at each stage and ignores other apps")
    func stages() {
        let records = [
            record(.welcomeShown, user: "a"), record(.welcomeShown, user: "a"), record(.welcomeShown, user: "b"),
            record(.welcomeShown, user: "c"),
            record(.welcomeAnswered(choice: .showMeHow), user: "a"),
            record(.welcomeAnswered(choice: .startPlaying), user: "b"),
            record(.hintShown(hint: "bettingZone"), user: "a"), record(.hintShown(hint: "bettingZone"), user: "b"),
            record(.hintShown(hint: "bettingZone"), user: "a"), record(.hintShown(hint: "dealButton"), user: "a"),
            record(.welcomeShown, user: "z", app: "baccarat"),
            record(.hintShown(hint: "dealButton"), user: "z", app: "baccarat"),
        ]
        let report = HintFunnel(app: "blackjack", hints: ["bettingZone", "dealButton", "playerActions"]).report(
            from: records)
        #expect(
            report.stages == [
                .init(kind: .welcomeShown, users: 3), .init(kind: .welcomeAnswered, users: 2),
                .init(kind: .hintSeen("bettingZone"), users: 2), .init(kind: .hintSeen("dealButton"), users: 1),
                .init(kind: .hintSeen("playerActions"), users: 0),
            ])
        #expect(report.choices == [.showMeHow: 1, .startPlaying: 1])
        #expect(report.share(of: .showMeHow) == 0.5)
    }

    @Test("a user who answered again after a reset counts once, with the latest answer")
    func latestAnswer() {
        let records = [
            record(.welcomeAnswered(choice: .startPlaying), user: "a", after: 10),
            record(.welcomeAnswered(choice: .showMeHow), user: "a", after: 5),
            record(.welcomeAnswered(choice: .showMeHow), user: "b", after: 1),
        ]
        let report = HintFunnel(app: "blackjack", hints: []).report(from: records)
        #expect(report.choices == [.showMeHow: 1, .startPlaying: 1])
        #expect(report.stages[1].users == 2)
    }

    @Test("no records: every stage is zero and no share divides by zero")
    func empty() {
        let report = HintFunnel(app: "xidach", hints: ["startRound"]).report(from: [])
        #expect(report.stages.map(\.users) == [0, 0, 0])
        #expect(report.share(of: .startPlaying) == 0)
    }
}
