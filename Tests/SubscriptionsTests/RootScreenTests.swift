import Subscriptions
import Testing

@Suite("RootScreen routing")
struct RootScreenTests {
    /// One row of the guide's RootScreen rules.
    struct Row: CustomTestStringConvertible, Sendable {
        var finished: Bool
        var subscribed: Bool
        var shown: Bool
        var skipped: Bool
        var expected: RootScreen

        var testDescription: String {
            "finished \(finished), subscribed \(subscribed), shown \(shown), skipped \(skipped) -> \(expected)"
        }
    }

    /// All 16 combinations, written out from the guide: subscribed shows the main content; otherwise a shown
    /// paywall is shown, a skipped paywall leads to the main content, finished onboarding leads to the paywall,
    /// and onboarding comes first.
    static let table: [Row] = [
        Row(finished: false, subscribed: false, shown: false, skipped: false, expected: .onboarding),
        Row(finished: false, subscribed: false, shown: false, skipped: true, expected: .main),
        Row(finished: false, subscribed: false, shown: true, skipped: false, expected: .paywall),
        Row(finished: false, subscribed: false, shown: true, skipped: true, expected: .paywall),
        Row(finished: false, subscribed: true, shown: false, skipped: false, expected: .main),
        Row(finished: false, subscribed: true, shown: false, skipped: true, expected: .main),
        Row(finished: false, subscribed: true, shown: true, skipped: false, expected: .main),
        Row(finished: false, subscribed: true, shown: true, skipped: true, expected: .main),
        Row(finished: true, subscribed: false, shown: false, skipped: false, expected: .paywall),
        Row(finished: true, subscribed: false, shown: false, skipped: true, expected: .main),
        Row(finished: true, subscribed: false, shown: true, skipped: false, expected: .paywall),
        Row(finished: true, subscribed: false, shown: true, skipped: true, expected: .paywall),
        Row(finished: true, subscribed: true, shown: false, skipped: false, expected: .main),
        Row(finished: true, subscribed: true, shown: false, skipped: true, expected: .main),
        Row(finished: true, subscribed: true, shown: true, skipped: false, expected: .main),
        Row(finished: true, subscribed: true, shown: true, skipped: true, expected: .main),
    ]

    @Test("the 16 combinations of a known entitlement", arguments: table)
    func known(row: Row) {
        let screen = RootScreen.route(
            onboardingFinished: row.finished, entitlement: row.subscribed ? .entitled : .notEntitled,
            paywallShown: row.shown, paywallSkipped: row.skipped)
        #expect(screen == row.expected)
    }

    @Test("the table covers every combination once")
    func tableIsComplete() {
        let keys = Set(Self.table.map { "\($0.finished)\($0.subscribed)\($0.shown)\($0.skipped)" })
        #expect(keys.count == 16)
    }

    /// While loading, only the main content after a plain skip is certain; everything else waits.
    static let loadingTable: [Row] = [
        Row(finished: false, subscribed: false, shown: false, skipped: false, expected: .loading),
        Row(finished: false, subscribed: false, shown: false, skipped: true, expected: .main),
        Row(finished: false, subscribed: false, shown: true, skipped: false, expected: .loading),
        Row(finished: false, subscribed: false, shown: true, skipped: true, expected: .loading),
        Row(finished: true, subscribed: false, shown: false, skipped: false, expected: .loading),
        Row(finished: true, subscribed: false, shown: false, skipped: true, expected: .main),
        Row(finished: true, subscribed: false, shown: true, skipped: false, expected: .loading),
        Row(finished: true, subscribed: false, shown: true, skipped: true, expected: .loading),
    ]

    @Test("while the entitlement is unknown the paywall is never shown", arguments: loadingTable)
    func loading(row: Row) {
        let screen = RootScreen.route(
            onboardingFinished: row.finished, entitlement: .loading, paywallShown: row.shown,
            paywallSkipped: row.skipped)
        #expect(screen == row.expected)
        #expect(screen != .paywall)
    }

    @Test("background music plays on onboarding and the paywall only")
    func musicScreens() {
        #expect(RootScreen.allCases.filter(\.playsBackgroundMusic) == [.onboarding, .paywall])
    }
}
