import Foundation
import OnboardingKit
import Subscriptions
import Testing

@Suite("EntitlementMachine")
struct EntitlementMachineTests {
    let player: StoreAccountID = "player-42"

    private func status(
        _ state: RenewalState, asOf: Date, expiresAt: Date? = nil, willAutoRenew: Bool = true,
        graceEnds: Date? = nil, retryEnds: Date? = nil
    ) -> SubscriptionStatus {
        SubscriptionStatus(
            account: player, state: state, asOf: asOf, productID: state == .neverSubscribed ? nil : "pro.monthly",
            expiresAt: expiresAt, willAutoRenew: willAutoRenew, gracePeriodExpiresAt: graceEnds,
            billingRetryEndsAt: retryEnds)
    }

    private var monthEnd: Date { date("2026-02-01T00:00:00Z") }

    // MARK: - Unknown and the timeout

    @Test("at launch the state is unknown: loading, a status fetch and a wake-up at the 5-second timeout")
    func launch() {
        var machine = EntitlementMachine(launchedAt: newYear)
        #expect(machine.state == .unknown(since: newYear))
        #expect(machine.access == .loading)
        #expect(machine.handle(.refreshRequested, at: newYear) == [.fetchStatus, .wakeUp(at: newYear + 5)])
    }

    @Test("a paying user whose answer comes within the timeout goes from loading straight to entitled")
    func payingUserFastStore() {
        var machine = EntitlementMachine(launchedAt: newYear)
        machine.handle(.refreshRequested, at: newYear)
        machine.handle(.clockTicked, at: newYear + 4.9)
        #expect(machine.access == .loading)
        let effects = machine.handle(
            .statusReceived(status(.subscribed, asOf: newYear + 4.9, expiresAt: monthEnd)), at: newYear + 4.9)
        #expect(machine.access == .entitled)
        #expect(effects == [.wakeUp(at: monthEnd)])
    }

    @Test("a slow store: free after the timeout, and a late answer that says subscribed still unlocks")
    func slowStore() {
        var machine = EntitlementMachine(launchedAt: newYear)
        machine.handle(.refreshRequested, at: newYear)
        #expect(machine.handle(.clockTicked, at: newYear + 5) == [])
        #expect(machine.state == .assumedFree(since: newYear))
        #expect(machine.access == .notEntitled)
        machine.handle(.statusReceived(status(.subscribed, asOf: newYear + 9, expiresAt: monthEnd)), at: newYear + 9)
        #expect(machine.access == .entitled)
    }

    @Test("the timeout applies even when the next event is not a tick")
    func timeoutOnAnyEvent() {
        var machine = EntitlementMachine(launchedAt: newYear, timeout: 2)
        #expect(machine.handle(.refreshRequested, at: newYear + 3) == [.fetchStatus])
        #expect(machine.state == .assumedFree(since: newYear))
    }

    @Test("a free user: the answer 'never subscribed' locks Pro; a failed fetch does not block")
    func freeUser() {
        var machine = EntitlementMachine(launchedAt: newYear)
        machine.handle(.statusFailed, at: newYear + 1)
        #expect(machine.state == .assumedFree(since: newYear))
        let never = status(.neverSubscribed, asOf: newYear + 2)
        #expect(machine.handle(.statusReceived(never), at: newYear + 2) == [])
        #expect(machine.state == .notSubscribed(never))
        #expect(machine.access == .notEntitled)
    }

    @Test("a failed fetch does not undo a known answer")
    func failureKeepsKnown() {
        var machine = EntitlementMachine(launchedAt: newYear)
        let active = status(.subscribed, asOf: newYear + 1, expiresAt: monthEnd)
        machine.handle(.statusReceived(active), at: newYear + 1)
        machine.handle(.statusFailed, at: newYear + 60)
        #expect(machine.state == .active(active))
    }

    @Test("an answer older than the one held is ignored: a slow launch fetch cannot undo a purchase")
    func staleAnswer() {
        var machine = EntitlementMachine(launchedAt: newYear)
        machine.handle(.refreshRequested, at: newYear)
        let purchase = status(.subscribed, asOf: newYear + 3, expiresAt: monthEnd)
        machine.handle(.statusReceived(purchase), at: newYear + 3)
        machine.handle(.statusReceived(status(.neverSubscribed, asOf: newYear + 1)), at: newYear + 8)
        #expect(machine.state == .active(purchase))
        #expect(machine.latestStatus == purchase)
    }

    @Test("a refresh of a known state fetches without going back to loading")
    func refreshKnown() {
        var machine = EntitlementMachine(launchedAt: newYear)
        let active = status(.subscribed, asOf: newYear, expiresAt: monthEnd)
        machine.handle(.statusReceived(active), at: newYear)
        #expect(machine.handle(.refreshRequested, at: newYear + 60) == [.fetchStatus, .wakeUp(at: monthEnd)])
        #expect(machine.access == .entitled)
    }

    // MARK: - Time during a session

    @Test("a cancelled subscription expires during the session at its expiry instant, without asking the store")
    func expiryDuringSession() {
        var machine = EntitlementMachine(launchedAt: newYear)
        machine.handle(
            .statusReceived(status(.subscribed, asOf: newYear, expiresAt: monthEnd, willAutoRenew: false)), at: newYear)
        machine.handle(.clockTicked, at: monthEnd - 1)
        #expect(machine.access == .entitled)
        #expect(machine.handle(.clockTicked, at: monthEnd) == [])
        guard case .expired(let expired) = machine.state else {
            Issue.record("expected expired, got \(machine.state)")
            return
        }
        #expect(expired.state == .expired)
        #expect(machine.access == .notEntitled)
    }

    @Test("a renewing subscription at its expiry asks the store, loading meanwhile, and stays Pro once renewed")
    func renewalDuringSession() {
        var machine = EntitlementMachine(launchedAt: newYear)
        machine.handle(.statusReceived(status(.subscribed, asOf: newYear, expiresAt: monthEnd)), at: newYear)
        #expect(machine.handle(.clockTicked, at: monthEnd) == [.fetchStatus, .wakeUp(at: monthEnd + 5)])
        #expect(machine.access == .loading)
        let renewed = status(.subscribed, asOf: monthEnd + 1, expiresAt: date("2026-03-01T00:00:00Z"))
        machine.handle(.statusReceived(renewed), at: monthEnd + 1)
        #expect(machine.state == .active(renewed))
    }

    @Test("the grace period is entitled; at its end the machine asks again and billing retry locks")
    func gracePeriod() {
        var machine = EntitlementMachine(launchedAt: newYear)
        let graceEnds = date("2026-02-07T00:00:00Z")
        let retryEnds = date("2026-04-02T00:00:00Z")
        let grace = status(
            .inGracePeriod, asOf: monthEnd + day, expiresAt: monthEnd, graceEnds: graceEnds, retryEnds: retryEnds)
        #expect(machine.handle(.statusReceived(grace), at: monthEnd + day) == [.wakeUp(at: graceEnds)])
        #expect(machine.access == .entitled)
        #expect(machine.handle(.clockTicked, at: graceEnds) == [.fetchStatus, .wakeUp(at: graceEnds + 5)])
        let retry = status(
            .inBillingRetry, asOf: graceEnds, expiresAt: monthEnd, graceEnds: graceEnds, retryEnds: retryEnds)
        #expect(machine.handle(.statusReceived(retry), at: graceEnds) == [.wakeUp(at: retryEnds)])
        #expect(machine.state == .inBillingRetry(retry))
        #expect(machine.access == .notEntitled)
    }

    @Test("a refund revokes Pro as soon as the store says so")
    func refund() {
        var machine = EntitlementMachine(launchedAt: newYear)
        machine.handle(.statusReceived(status(.subscribed, asOf: newYear, expiresAt: monthEnd)), at: newYear)
        let revoked = status(.revoked, asOf: newYear + day, expiresAt: monthEnd, willAutoRenew: false)
        #expect(machine.handle(.statusReceived(revoked), at: newYear + day) == [])
        #expect(machine.state == .revoked(revoked))
        #expect(machine.access == .notEntitled)
    }

    @Test("an answer that is already out of date when it arrives is moved on at once")
    func outdatedOnArrival() {
        var machine = EntitlementMachine(launchedAt: newYear)
        let old = status(.subscribed, asOf: monthEnd - 10, expiresAt: monthEnd, willAutoRenew: false)
        machine.handle(.statusReceived(old), at: monthEnd + 10)
        #expect(machine.access == .notEntitled)
    }

    // MARK: - With the local store

    @Test("driven by the local store on a test clock: Pro is lost at the instant a cancelled month ends")
    func withLocalStore() async throws {
        let (store, clock) = try makeStore()
        var machine = EntitlementMachine(launchedAt: clock.now)
        #expect(machine.handle(.refreshRequested, at: clock.now).contains(.fetchStatus))
        guard case .success(let bought) = try await store.purchase("pro.monthly", for: player) else {
            Issue.record("the purchase did not succeed")
            return
        }
        machine.handle(.statusReceived(bought), at: clock.now)
        let cancelled = try await store.setAutoRenew(false, for: player)
        #expect(machine.handle(.statusReceived(cancelled), at: clock.now) == [.wakeUp(at: monthEnd)])
        clock.set(monthEnd - 1)
        machine.handle(.clockTicked, at: clock.now)
        #expect(machine.access == .entitled)
        clock.set(monthEnd)
        machine.handle(.clockTicked, at: clock.now)
        #expect(machine.access == .notEntitled)
        machine.handle(.statusReceived(await store.status(of: player)), at: clock.now)
        #expect(machine.state.status?.state == .expired)
    }

    @Test("the machine survives JSON")
    func codable() throws {
        var machine = EntitlementMachine(launchedAt: newYear, timeout: 3)
        machine.handle(.statusReceived(status(.subscribed, asOf: newYear, expiresAt: monthEnd)), at: newYear)
        let decoded = try JSONDecoder().decode(EntitlementMachine.self, from: JSONEncoder().encode(machine))
        #expect(decoded == machine)
    }
}
