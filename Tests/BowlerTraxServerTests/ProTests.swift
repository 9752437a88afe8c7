import AppServer
import Basics
import BowlerTraxServer
import Foundation
import GRDB
import HTTPTypes
import HostTesting
import HummingbirdTesting
import OnboardingKit
import Testing

/// BowlerTrax Pro through HTTP as the page and the operator use it: the paywall's routing after the first launch,
/// purchases as the local store ends them, restore on a second browser, the Pro features behind a 402, time on a
/// manual clock (renewal, expiry, cancelled auto-renew, grace period, billing retry), refunds, analytics and the
/// paywall funnel, and the operator's controls.
@Suite struct ProTests {
    let sessionHeader = HTTPField.Name("X-Onboarding-Session")!
    let flowPath = "/bowlertrax/api/onboarding/flows/bowlertrax-first-launch"
    let proPath = "/bowlertrax/api/pro"

    // MARK: Helpers

    /// A page load: a new onboarding session sent with every later request.
    func launch(_ visitor: Visitor) async throws {
        let reply = try await visitor.request(.post, "/bowlertrax/api/onboarding/sessions")
        #expect(reply.status == .created)
        visitor.headers[sessionHeader] = try #require(reply.json["session"] as? String)
    }

    /// The first launch, every optional step skipped.
    func finishFirstLaunch(_ visitor: Visitor) async throws {
        for intent: [String: Any] in [
            ["intent": "start"], ["intent": "advance", "outcome": "next"], ["intent": "skip"],
            ["intent": "advance", "outcome": "denied"], ["intent": "advance", "outcome": "denied"],
            ["intent": "advance", "outcome": "choice:right"], ["intent": "skip"],
        ] {
            var body = intent
            let current = try await visitor.request(.get, flowPath)
            if intent["intent"] as? String != "start",
                let step = (current.json["step"] as? [String: Any])?["id"] as? String
            {
                body["at"] = step
            }
            let reply = try await visitor.request(.post, flowPath, body: json(body))
            #expect(reply.status == .ok, "\(intent): \(reply.text)")
        }
    }

    /// A visitor who launched the page and finished the first launch.
    func newPlayer(_ client: any TestClientProtocol) async throws -> Visitor {
        let visitor = Visitor(client)
        try await launch(visitor)
        try await finishFirstLaunch(visitor)
        return visitor
    }

    func pro(_ visitor: Visitor) async throws -> [String: Any] {
        let reply = try await visitor.request(.get, proPath)
        #expect(reply.status == .ok, "\(reply.text)")
        return reply.json
    }

    func status(_ view: [String: Any]) -> [String: Any] { view["status"] as? [String: Any] ?? [:] }

    @discardableResult
    func post(_ visitor: Visitor, _ path: String, _ body: [String: Any]) async throws -> Visitor.Reply {
        try await visitor.request(.post, "\(proPath)/\(path)", body: json(body))
    }

    /// Buys `product` and answers the purchase's reply.
    @discardableResult
    func buy(_ visitor: Visitor, _ product: String = "bowlertrax.pro.monthly") async throws -> [String: Any] {
        let reply = try await post(visitor, "purchase", ["productID": product])
        #expect(reply.status == .ok, "\(reply.text)")
        return reply.json
    }

    /// The operator's request to the store's controls.
    @discardableResult
    func control(_ client: any TestClientProtocol, _ path: String, _ body: [String: Any]) async throws
        -> Visitor.Reply
    {
        let operatorVisitor = Visitor(client)
        operatorVisitor.headers[.authorization] = "Bearer \(testOperatorToken)"
        let reply = try await operatorVisitor.request(.post, "\(proPath)/store/\(path)", body: json(body))
        #expect(reply.status == .ok, "\(path): \(reply.text)")
        return reply
    }

    func date(_ value: Any?) throws -> Date {
        try #require((value as? String).flatMap { ISO8601DateFormatter().date(from: $0) }, "\(value ?? "nil")")
    }

    // MARK: Routing and the paywall

    @Test func theFirstLaunchLeadsToThePaywallAndSkippingItToTheMainScreen() async throws {
        try await withBowlerTrax { database, client in
            let visitor = Visitor(client)
            let unseen = try await pro(visitor)
            #expect(unseen["screen"] as? String == "onboarding")
            #expect(unseen["access"] as? String == "notEntitled")
            #expect(status(unseen)["state"] as? String == "neverSubscribed")
            #expect(unseen["restoreCode"] == nil)
            #expect(try count(database, "SELECT COUNT(*) FROM player") == 0)
            let products = try #require(unseen["products"] as? [[String: Any]])
            #expect(
                products.map { $0["id"] as? String } == [
                    "bowlertrax.pro.weekly", "bowlertrax.pro.monthly", "bowlertrax.pro.yearly",
                ])
            #expect(products.map { $0["displayPrice"] as? String } == ["$2.99/week", "$7.99/month", "$39.99/year"])
            #expect(products.map { $0["priceMinorUnits"] as? Int } == [299, 799, 3999])
            #expect(products.map { $0["period"] as? String } == ["week", "month", "year"])
            #expect(products.map { $0["currency"] as? String } == ["USD", "USD", "USD"])
            #expect(products[2]["freeTrial"] as? String == "1-week free trial")
            #expect(products[1]["freeTrial"] == nil)
            #expect(unseen["features"] as? [String] == ["session-comparison", "csv-export"])
            #expect(unseen["music"] as? [String: Bool] == ["onboarding": true, "paywall": true, "main": false])
            let videos = try #require(unseen["videos"] as? [[String: Any]])
            #expect(videos.first?["name"] as? String == "feature-tracking")
            #expect(videos.first?["priority"] as? String == "main")
            #expect(videos.allSatisfy { $0["loop"] as? Bool == true })

            try await launch(visitor)
            #expect(try await pro(visitor)["screen"] as? String == "onboarding")
            try await finishFirstLaunch(visitor)
            let afterLaunch = try await pro(visitor)
            #expect(afterLaunch["screen"] as? String == "paywall")
            #expect((afterLaunch["videos"] as? [[String: Any]])?.first?["name"] as? String == "paywall")
            #expect(try await post(visitor, "paywall", ["event": "shown"]).json["screen"] as? String == "paywall")
            #expect(try await post(visitor, "paywall", ["event": "skipped"]).json["screen"] as? String == "main")
            // Opened again from More, then closed.
            #expect(try await post(visitor, "paywall", ["event": "shown"]).json["screen"] as? String == "paywall")
            #expect(try await post(visitor, "paywall", ["event": "closed"]).json["screen"] as? String == "main")
            // A new page load keeps it.
            try await launch(visitor)
            #expect(try await pro(visitor)["screen"] as? String == "main")
            #expect(try await post(visitor, "paywall", ["event": "later"]).errorCode == "malformed-json")
            visitor.headers[sessionHeader] = nil
            #expect(try await visitor.request(.get, proPath).errorCode == "no-session")
        }
    }

    // MARK: Purchases

    @Test func aPurchaseSucceedsOrIsCancelledFailsOrWaitsForApproval() async throws {
        let clock = ManualClock()
        try await withBowlerTrax(clock: clock) { _, client in
            let visitor = try await newPlayer(client)
            try await post(visitor, "paywall", ["event": "shown"])

            try await control(client, "next-purchase", ["outcome": "cancelled"])
            let cancelled = try await buy(visitor)
            #expect(cancelled["result"] as? String == "cancelled")
            #expect(cancelled["message"] as? String == "Purchase cancelled. You have not been charged.")
            #expect((cancelled["pro"] as? [String: Any])?["access"] as? String == "notEntitled")
            #expect((cancelled["pro"] as? [String: Any])?["screen"] as? String == "paywall")

            try await control(client, "next-purchase", ["outcome": "failed"])
            let failed = try await buy(visitor)
            #expect(failed["result"] as? String == "failed")
            #expect((failed["message"] as? String)?.hasPrefix("The payment did not go through.") == true)

            try await control(client, "next-purchase", ["outcome": "pending"])
            let pending = try await buy(visitor)
            #expect(pending["result"] as? String == "pending")
            let waiting = try #require(pending["pro"] as? [String: Any])
            #expect(waiting["access"] as? String == "notEntitled")
            #expect(status(waiting)["pendingPurchase"] as? Bool == true)
            #expect(
                try await post(visitor, "purchase", ["productID": "bowlertrax.pro.monthly"]).errorCode
                    == "purchase-pending")
            let code = try #require(waiting["restoreCode"] as? String)
            #expect(code.split(separator: "-").count == 8)
            #expect(code.split(separator: "-").allSatisfy { $0.count == 4 })

            let approved = try await control(client, "pending", ["code": code, "approve": true])
            #expect(status(approved.json)["state"] as? String == "subscribed")
            let subscribed = try await pro(visitor)
            #expect(subscribed["access"] as? String == "entitled")
            #expect(status(subscribed)["productID"] as? String == "bowlertrax.pro.monthly")
            #expect(status(subscribed)["pendingPurchase"] as? Bool == false)
            #expect(subscribed["restoreCode"] as? String == code)

            // The next purchase goes through as configured: a second player, straight to Pro; the paywall closes.
            let other = try await newPlayer(client)
            try await post(other, "paywall", ["event": "shown"])
            let success = try await buy(other, "bowlertrax.pro.monthly")
            #expect(success["result"] as? String == "success")
            #expect(success["message"] == nil)
            let view = try #require(success["pro"] as? [String: Any])
            #expect(view["access"] as? String == "entitled")
            #expect(view["screen"] as? String == "main")
            #expect(status(view)["state"] as? String == "subscribed")
            #expect(status(view)["willAutoRenew"] as? Bool == true)
            let expiry = try date(status(view)["expiresAt"])
            #expect(try date(status(view)["renewalDate"]) == expiry)
            #expect(expiry == Calendar.gmt.date(byAdding: .month, value: 1, to: clock.now))
            #expect(view["restoreCode"] as? String != code)
            #expect(
                try await post(other, "purchase", ["productID": "bowlertrax.pro.monthly"]).errorCode
                    == "already-subscribed")
            #expect(
                try await post(other, "purchase", ["productID": "bowlertrax.pro.lifetime"]).errorCode
                    == "unknown-product")

            // A purchase whose answer was lost, sent again under its Idempotency-Key: the first answer, nothing
            // bought twice; a new key is a new purchase (refused: already subscribed).
            let third = try await newPlayer(client)
            third.headers[.idempotencyKey] = "purchase-7d1c"
            let first = try await post(third, "purchase", ["productID": "bowlertrax.pro.yearly"])
            let retried = try await post(third, "purchase", ["productID": "bowlertrax.pro.yearly"])
            #expect(first.status == .ok && retried.status == .ok, "\(retried.text)")
            #expect(first.json["result"] as? String == "success" && retried.json["result"] as? String == "success")
            #expect(
                (first.json["pro"] as? [String: Any])?["restoreCode"] as? String
                    == (retried.json["pro"] as? [String: Any])?["restoreCode"] as? String)
            third.headers[.idempotencyKey] = "purchase-8e2d"
            #expect(
                try await post(third, "purchase", ["productID": "bowlertrax.pro.yearly"]).errorCode
                    == "already-subscribed")
        }
    }

    @Test func aPurchaseRestoresOnASecondBrowserOnlyWithItsCode() async throws {
        try await withBowlerTrax { _, client in
            let buyer = try await newPlayer(client)
            let bought = try await buy(buyer)
            let code = try #require((bought["pro"] as? [String: Any])?["restoreCode"] as? String)

            let ownRestore = try await post(buyer, "restore", [:])
            #expect(ownRestore.json["restored"] as? Bool == true)

            let secondBrowser = try await newPlayer(client)
            let nothing = try await post(secondBrowser, "restore", [:])
            #expect(nothing.status == .ok)
            #expect(nothing.json["restored"] as? Bool == false)
            #expect((nothing.json["pro"] as? [String: Any])?["access"] as? String == "notEntitled")
            #expect(
                try await post(secondBrowser, "restore", ["code": "0000-0000-0000-0000"]).errorCode
                    == "unknown-restore-code")
            let unknown = try await post(secondBrowser, "restore", ["code": String(repeating: "ab", count: 16)])
            #expect(unknown.status == .notFound)
            #expect(unknown.errorCode == "unknown-restore-code")

            // Typed in lower case without dashes, it still restores.
            let typed = code.lowercased().replacingOccurrences(of: "-", with: "")
            let restored = try await post(secondBrowser, "restore", ["code": typed])
            #expect(restored.json["restored"] as? Bool == true)
            let view = try #require(restored.json["pro"] as? [String: Any])
            #expect(view["access"] as? String == "entitled")
            #expect(view["restoreCode"] as? String == code)
            #expect(try await secondBrowser.request(.get, "\(proPath)/export.csv").status == .ok)
        }
    }

    @Test func aRestoreCodeIsGuessedSlowlyServesFiveBrowsersAndNeverMovesAPaidBrowserOffItsOwn() async throws {
        try await withBowlerTrax { _, client in
            let buyer = try await newPlayer(client)
            let code = try #require((try await buy(buyer)["pro"] as? [String: Any])?["restoreCode"] as? String)

            // Ten wrong codes from one client, then it must wait (429, Retry-After); the limit counts wrong codes
            // only, and every browser of the client shares it.
            let guesser = try await newPlayer(client)
            for guess in 0..<10 {
                let wrong = try await post(guesser, "restore", ["code": String(format: "%016d", guess)])
                #expect(wrong.errorCode == "unknown-restore-code")
            }
            let refused = try await post(try await newPlayer(client), "restore", ["code": code])
            #expect(refused.status == .tooManyRequests && refused.errorCode == "too-many-restore-attempts")
            #expect(Int(refused.headers[.retryAfter] ?? "") ?? 0 > 0)
        }
        try await withBowlerTrax { _, client in
            let buyer = try await newPlayer(client)
            let code = try #require((try await buy(buyer)["pro"] as? [String: Any])?["restoreCode"] as? String)
            // The buyer and four more browsers; a sixth is refused, and a browser restoring again is still served.
            var browsers: [Visitor] = []
            for _ in 0..<4 {
                let browser = try await newPlayer(client)
                #expect(try await post(browser, "restore", ["code": code]).json["restored"] as? Bool == true)
                browsers.append(browser)
            }
            let sixth = try await newPlayer(client)
            let full = try await post(sixth, "restore", ["code": code])
            #expect(full.status == .conflict && full.errorCode == "restore-code-full")
            #expect(try await post(browsers[0], "restore", ["code": code]).json["restored"] as? Bool == true)
            // A browser that restored the code uses Pro but does not manage it: only the buyer changes its renewal.
            let notTheirs = try await post(browsers[0], "auto-renew", ["on": false])
            #expect(notTheirs.status == .forbidden && notTheirs.errorCode == "buyer-only")
            #expect(try await post(buyer, "auto-renew", ["on": false]).status == .ok)

            // The buyer sees the four other browsers and removes one: it no longer has Pro, and its place is free.
            let links = try await buyer.request(.get, "\(proPath)/links")
            let listed = try #require(links.json["links"] as? [[String: Any]])
            #expect(listed.count == 4 && links.json["limit"] as? Int == 4)
            #expect(try await browsers[0].request(.get, "\(proPath)/links").errorCode == "buyer-only")
            let first = try #require(listed.first?["id"] as? String)
            #expect(try await buyer.request(.delete, "\(proPath)/links/\(first)").status == .noContent)
            #expect(try await buyer.request(.delete, "\(proPath)/links/\(first)").errorCode == "unknown-link")
            #expect(try await browsers[0].request(.get, proPath).json["access"] as? String == "notEntitled")
            #expect(try await post(sixth, "restore", ["code": code]).json["restored"] as? Bool == true)

            // A browser with Pro of its own is not moved off it by someone else's code.
            let paid = try await newPlayer(client)
            let own = try #require((try await buy(paid)["pro"] as? [String: Any])?["restoreCode"] as? String)
            let kept = try await post(paid, "restore", ["code": code])
            #expect(kept.status == .conflict && kept.errorCode == "own-subscription")
            #expect(try await post(paid, "restore", [:]).json["restored"] as? Bool == true)
            let view = try await paid.request(.get, proPath)
            #expect(view.json["restoreCode"] as? String == own)
        }
    }

    // MARK: The Pro features

    @Test func theProFeaturesRefuseAFreePlayerAndServeASubscriber() async throws {
        try await withBowlerTrax { _, client in
            let stranger = Visitor(client)
            #expect(try await stranger.request(.get, "\(proPath)/export.csv").status.code == 402)
            let bowler = try await newPlayer(client)
            let first = try await startSession(bowler, extra: ["centerName": "=HYPERLINK(\"x\")", "lane": "3, \"4\""])
            let second = try await startSession(bowler, extra: ["centerName": "AMF Lanes"])
            let setup = try await bowler.request(.get, "/bowlertrax/api/sessions/\(first)/tracker?fps=60")
            let observations = try trackAsThePageDoes(renderedShot, setup: setup)
            var shots: [Int: [[String: Any]]] = [:]
            for (session, fps) in [(first, 60), (first, 60), (second, 48)] {
                let reply = try await bowler.request(
                    .post, "/bowlertrax/api/sessions/\(session)/shots",
                    body: json(["framesPerSecond": fps, "source": "camera", "observations": observations]))
                #expect(reply.status == .created, "\(reply.text)")
                shots[session, default: []].append(try #require(reply.json["metrics"] as? [String: Any]))
            }

            let refused = try await bowler.request(.get, "\(proPath)/compare?sessions=\(first),\(second)")
            #expect(refused.status.code == 402)
            #expect(refused.errorCode == "pro-required")
            let refusedCSV = try await bowler.request(.get, "\(proPath)/export.csv")
            #expect(refusedCSV.status.code == 402)
            #expect(refusedCSV.errorCode == "pro-required")

            try await buy(bowler)
            let comparison = try await bowler.request(.get, "\(proPath)/compare?sessions=\(first),\(second)")
            #expect(comparison.status == .ok, "\(comparison.text)")
            let compared = try #require(comparison.json["sessions"] as? [[String: Any]])
            #expect(compared.map { $0["id"] as? Int } == [first, second])
            func mean(_ session: Int, _ key: String, scale: Double = 1) -> Double {
                let values = (shots[session] ?? []).compactMap { $0[key] as? Double }
                return values.reduce(0, +) / Double(values.count) * scale
            }
            for (index, session) in [first, second].enumerated() {
                let figures = try #require(compared[index]["figures"] as? [String: Any])
                #expect(figures["shotCount"] as? Int == shots[session]?.count)
                #expect(abs((figures["speedMph"] as? Double ?? 0) - mean(session, "averageSpeedMph")) < 1e-9)
                #expect(
                    abs((figures["entryAngleDegrees"] as? Double ?? 0) - mean(session, "entryAngleDegrees")) < 1e-9)
                #expect(abs((figures["entryBoard"] as? Double ?? 0) - mean(session, "entryBoard")) < 1e-9)
                #expect(
                    abs((figures["strikePercent"] as? Double ?? 0) - mean(session, "strikeProbability", scale: 100))
                        < 1e-9)
            }
            let difference = try #require(compared[1]["difference"] as? [String: Any])
            #expect(difference["shotCount"] as? Int == -1)
            let speedDifference = mean(second, "averageSpeedMph") - mean(first, "averageSpeedMph")
            #expect(abs((difference["speedMph"] as? Double ?? 0) - speedDifference) < 1e-9)
            // The same track at 48 fps instead of 60 took longer: a slower ball.
            #expect(speedDifference < -1)
            #expect((compared[0]["difference"] as? [String: Any])?["speedMph"] as? Double == 0)

            for bad in [
                "", "?sessions=\(first)", "?sessions=\(first),\(first)", "?sessions=1,2,3,4,5", "?sessions=a,b",
            ] {
                #expect(try await bowler.request(.get, "\(proPath)/compare\(bad)").errorCode == "invalid-sessions")
            }
            #expect(try await bowler.request(.get, "\(proPath)/compare?sessions=\(first),999").status == .notFound)

            let csv = try await bowler.request(.get, "\(proPath)/export.csv")
            #expect(csv.status == .ok)
            #expect(csv.headers[.contentType] == "text/csv; charset=utf-8")
            #expect(csv.headers[.contentDisposition] == "attachment; filename=\"bowlertrax-shots.csv\"")
            #expect(csv.text.hasSuffix("\r\n"))
            let lines = csv.text.components(separatedBy: "\r\n").dropLast()
            #expect(lines.count == 4)
            #expect(
                lines.first
                    == "session id,date,centre,lane,ball,shot number,speed mph,entry angle,entry board,"
                    + "breakpoint board,rev rpm,strike %")
            // The first session's row: the centre made inert and quoted (it has a quote), the lane quoted.
            let row = String(lines[1])
            let prefix = "\(first),"
            #expect(row.hasPrefix(prefix))
            let afterDate = try #require(row.firstRange(of: ",\"'=HYPERLINK(\"\"x\"\")\",\"3, \"\"4\"\"\","))
            let date = String(row[row.index(row.startIndex, offsetBy: prefix.count)..<afterDate.lowerBound])
            #expect(ISO8601DateFormatter().date(from: date) != nil, "\(date)")
            let numbers = row[afterDate.upperBound...].split(separator: ",", omittingEmptySubsequences: false)
                .map(String.init)
            let metrics = try #require(shots[first]?.first)
            #expect(numbers[0] == "")  // no ball
            #expect(numbers[1] == "1")
            #expect(numbers[2] == String(format: "%.2f", metrics["averageSpeedMph"] as? Double ?? 0))
            #expect(numbers[3] == String(format: "%.2f", metrics["entryAngleDegrees"] as? Double ?? 0))
            #expect(numbers[4] == String(format: "%.2f", metrics["entryBoard"] as? Double ?? 0))
            #expect(numbers[5] == String(format: "%.2f", metrics["breakpointBoard"] as? Double ?? 0))
            #expect(numbers[6] == ((metrics["revRateRpm"] as? Double).map { String(format: "%.0f", $0) } ?? ""))
            #expect(numbers[7] == String(format: "%.1f", (metrics["strikeProbability"] as? Double ?? 0) * 100))
            #expect(numbers.count == 8)
            #expect(lines[2].hasPrefix(prefix))
            #expect(lines[3].hasPrefix("\(second),"))
            #expect(lines[3].contains(",AMF Lanes,,,1,"))
        }
    }

    /// A history longer than a page is listed a page at a time, and exported a part at a time (50 sessions a part)
    /// in one file, oldest session first.
    @Test func aLongHistoryIsListedInPagesAndExportedInParts() async throws {
        try await withBowlerTrax { _, client in
            let bowler = try await newPlayer(client)
            var sessions: [Int] = []
            for _ in 0..<51 { sessions.append(try await startSession(bowler)) }
            let setup = try await bowler.request(.get, "/bowlertrax/api/sessions/\(sessions[0])/tracker?fps=60")
            let observations = try trackAsThePageDoes(renderedShot, setup: setup)
            for session in [sessions[50], sessions[0]] {
                let reply = try await bowler.request(
                    .post, "/bowlertrax/api/sessions/\(session)/shots",
                    body: json(["framesPerSecond": 60, "source": "camera", "observations": observations]))
                #expect(reply.status == .created, "\(reply.text)")
            }

            func listed(_ query: String) async throws -> [Int] {
                let reply = try await bowler.request(.get, "/bowlertrax/api/sessions\(query)")
                #expect(reply.status == .ok, "\(reply.text)")
                return reply.array.compactMap { $0["id"] as? Int }
            }
            let newestFirst = Array(sessions.reversed())
            #expect(try await listed("") == newestFirst)
            #expect(try await listed("?limit=50") == Array(newestFirst.prefix(50)))
            #expect(try await listed("?limit=50&before=\(sessions[1])") == [sessions[0]])
            #expect(try await listed("?before=\(sessions[0])") == [])
            #expect(try await listed("?limit=2&before=\(sessions[3])") == [sessions[2], sessions[1]])
            for bad in ["limit=0", "limit=101", "limit=x", "before=0", "before=-3", "before=x"] {
                let reply = try await bowler.request(.get, "/bowlertrax/api/sessions?\(bad)")
                #expect(reply.status == .badRequest, "\(bad)")
                #expect(["invalid-limit", "invalid-before"].contains(reply.errorCode), "\(bad)")
            }
            // Another player's session as the cursor lists nothing of theirs.
            let stranger = try await newPlayer(client)
            let theirs = try await startSession(stranger)
            #expect(try await listed("?before=\(theirs)") == [])

            try await buy(bowler)
            let csv = try await bowler.request(.get, "\(proPath)/export.csv")
            #expect(csv.status == .ok)
            let rows = csv.text.components(separatedBy: "\r\n").dropFirst().dropLast()
            #expect(rows.map { $0.prefix { $0 != "," } } == ["\(sessions[0])", "\(sessions[50])"])
        }
    }

    // MARK: Time

    @Test func aCancelledSubscriptionKeepsProUntilItsRenewalDateAndLosesItExactlyThen() async throws {
        let clock = ManualClock()
        try await withBowlerTrax(clock: clock) { _, client in
            let visitor = try await newPlayer(client)
            let bought = try #require(try await buy(visitor)["pro"] as? [String: Any])
            let renewal = try date(status(bought)["renewalDate"])

            // A month later it renewed by itself.
            clock.set(renewal.addingTimeInterval(1))
            let renewed = try await pro(visitor)
            #expect(renewed["access"] as? String == "entitled")
            let nextRenewal = try date(status(renewed)["renewalDate"])
            #expect(nextRenewal == Calendar.gmt.date(byAdding: .month, value: 1, to: renewal))

            // "Manage subscription": cancel. Pro stays until the end of the period, with no renewal date.
            let cancelled = try await post(visitor, "auto-renew", ["on": false])
            #expect(cancelled.status == .ok, "\(cancelled.text)")
            #expect(status(cancelled.json)["willAutoRenew"] as? Bool == false)
            #expect(status(cancelled.json)["renewalDate"] == nil)
            #expect(try date(status(cancelled.json)["expiresAt"]) == nextRenewal)
            clock.set(nextRenewal.addingTimeInterval(-1))
            #expect(try await pro(visitor)["access"] as? String == "entitled")
            #expect(try await visitor.request(.get, "\(proPath)/export.csv").status == .ok)
            clock.set(nextRenewal)
            let expired = try await pro(visitor)
            #expect(expired["access"] as? String == "notEntitled")
            #expect(status(expired)["state"] as? String == "expired")
            #expect(try await visitor.request(.get, "\(proPath)/export.csv").status.code == 402)
            // Expired without a skip: the paywall again.
            #expect(expired["screen"] as? String == "paywall")
            #expect(try await post(visitor, "auto-renew", ["on": true]).errorCode == "not-subscribed")
        }
    }

    @Test func aFailedRenewalKeepsProInTheGracePeriodAndLosesItInBillingRetry() async throws {
        let clock = ManualClock()
        try await withBowlerTrax(clock: clock) { _, client in
            let visitor = try await newPlayer(client)
            let bought = try #require(try await buy(visitor)["pro"] as? [String: Any])
            let code = try #require(bought["restoreCode"] as? String)
            let expiry = try date(status(bought)["expiresAt"])
            try await control(client, "renewal-billing", ["succeeds": false])

            clock.set(expiry)
            let grace = try await pro(visitor)
            #expect(status(grace)["state"] as? String == "inGracePeriod")
            #expect(grace["access"] as? String == "entitled")
            clock.set(expiry.addingTimeInterval(6 * 86_400 - 1))
            #expect(try await pro(visitor)["access"] as? String == "entitled")
            clock.set(expiry.addingTimeInterval(6 * 86_400))
            let retry = try await pro(visitor)
            #expect(status(retry)["state"] as? String == "inBillingRetry")
            #expect(retry["access"] as? String == "notEntitled")
            #expect(try await visitor.request(.get, "\(proPath)/export.csv").status.code == 402)

            // The card works again: the account renews at once.
            let recovered = try await control(client, "renewal-billing", ["succeeds": true, "code": code])
            #expect(status(recovered.json)["state"] as? String == "subscribed")
            #expect(try await pro(visitor)["access"] as? String == "entitled")
        }
    }

    @Test func aRefundRevokesProAtOnce() async throws {
        try await withBowlerTrax { _, client in
            let visitor = try await newPlayer(client)
            let bought = try #require(try await buy(visitor, "bowlertrax.pro.yearly")["pro"] as? [String: Any])
            #expect(bought["access"] as? String == "entitled")
            let code = try #require(bought["restoreCode"] as? String)
            let refunded = try await control(client, "refund", ["code": code])
            #expect(status(refunded.json)["state"] as? String == "revoked")
            let view = try await pro(visitor)
            #expect(view["access"] as? String == "notEntitled")
            #expect(status(view)["state"] as? String == "revoked")
            #expect(try await visitor.request(.get, "\(proPath)/export.csv").status.code == 402)
        }
    }

    // MARK: Analytics

    @Test func thePaywallsEventsAreRecordedAndTheOperatorSeesItsFunnel() async throws {
        try await withBowlerTrax { database, client in
            let buyer = try await newPlayer(client)
            try await post(buyer, "paywall", ["event": "shown"])
            try await control(client, "next-purchase", ["outcome": "cancelled"])
            try await buy(buyer)
            try await buy(buyer, "bowlertrax.pro.weekly")
            let skipper = try await newPlayer(client)
            try await post(skipper, "paywall", ["event": "shown"])
            try await post(skipper, "paywall", ["event": "skipped"])
            let restorer = try await newPlayer(client)
            try await post(restorer, "restore", [:])  // nothing to restore: no event
            try await post(restorer, "paywall", ["event": "closed"])  // not a skip

            let names = try await database.pool.read { db in
                try String.fetchAll(
                    db,
                    sql: """
                        SELECT name || ':' || properties FROM onboarding_event
                        WHERE name LIKE 'paywall%' OR name LIKE 'purchase%' ORDER BY id
                        """)
            }
            #expect(
                names == [
                    "paywall_shown:{}",
                    "purchase_started:{\"product\":\"bowlertrax.pro.monthly\"}",
                    "purchase_failed:{\"product\":\"bowlertrax.pro.monthly\",\"reason\":\"cancelled\"}",
                    "purchase_started:{\"product\":\"bowlertrax.pro.weekly\"}",
                    "purchase_completed:{\"product\":\"bowlertrax.pro.weekly\"}",
                    "paywall_shown:{}",
                    "paywall_skipped:{}",
                ])
            let restored = try await post(
                skipper, "restore",
                [
                    "code": try #require(
                        (try await pro(buyer))["restoreCode"] as? String)
                ])
            #expect(restored.json["restored"] as? Bool == true)

            let operatorVisitor = Visitor(client)
            #expect(
                try await operatorVisitor.request(.get, "/bowlertrax/api/onboarding/funnel").status == .unauthorized)
            operatorVisitor.headers[.authorization] = "Bearer \(testOperatorToken)"
            let funnel = try await operatorVisitor.request(.get, "/bowlertrax/api/onboarding/funnel")
            #expect(funnel.status == .ok)
            #expect(funnel.json["eventFunnels"] as? [String] == ["paywall"])
            let paywall = try #require(funnel.json["paywall"] as? [String: Any])
            let players = { (key: String) in
                Dictionary(
                    uniqueKeysWithValues: (paywall[key] as? [[String: Any]] ?? []).map {
                        ($0["stage"] as? String ?? "", $0["players"] as? Int ?? -1)
                    })
            }
            #expect(players("stages") == ["shown": 2, "purchase-started": 1, "completed": 1])
            #expect(players("outcomes") == ["failed": 1, "restored": 1, "skipped": 1])
            #expect(
                (paywall["stages"] as? [[String: Any]])?.map { $0["stage"] as? String }
                    == ["shown", "purchase-started", "completed"])
            #expect(paywall["conversion"] as? Double == 0.5)
            #expect(paywall["title"] as? String == "Paywall")
        }
    }

    // MARK: The operator's controls

    @Test func theStoresControlsNeedTheOperatorTokenAndRefuseBadInput() async throws {
        try await withBowlerTrax { database, client in
            let visitor = try await newPlayer(client)
            let code = try #require(
                (try await buy(visitor)["pro"] as? [String: Any])?["restoreCode"] as? String)
            let requests: [(String, [String: Any])] = [
                ("next-purchase", ["outcome": "failed"]), ("renewal-billing", ["succeeds": false]),
                ("refund", ["code": code]), ("pending", ["code": code, "approve": true]),
            ]
            let stranger = Visitor(client)
            for (path, body) in requests {
                let anonymous = try await stranger.request(.post, "\(proPath)/store/\(path)", body: json(body))
                #expect(anonymous.status == .unauthorized, "\(path)")
                #expect(anonymous.errorCode == "operator-only")
                let player = try await visitor.request(.post, "\(proPath)/store/\(path)", body: json(body))
                #expect(player.status == .unauthorized, "\(path)")
            }
            stranger.headers[.authorization] = "Bearer not-the-token"
            #expect(try await post(stranger, "store/refund", ["code": code]).status == .unauthorized)
            // Nothing changed: still Pro, and the next purchase is not rigged.
            #expect(try await pro(visitor)["access"] as? String == "entitled")
            #expect(try count(database, "SELECT COUNT(*) FROM bowler_store_control") == 0)

            let operatorVisitor = Visitor(client)
            operatorVisitor.headers[.authorization] = "Bearer \(testOperatorToken)"
            for (path, body, error) in [
                ("next-purchase", ["outcome": "maybe"], "malformed-json"),
                ("renewal-billing", ["succeeds": "yes"], "malformed-json"),
                ("refund", ["code": "nope"], "unknown-restore-code"),
                ("pending", ["code": code, "approve": true], "no-pending-purchase"),
            ] as [(String, [String: Any], String)] {
                let reply = try await operatorVisitor.request(.post, "\(proPath)/store/\(path)", body: json(body))
                #expect(reply.errorCode == error, "\(path): \(reply.text)")
            }
            #expect(try await pro(visitor)["access"] as? String == "entitled")
        }
    }

    // MARK: The Music setting

    @Test func theMusicSettingIsOnUntilThePlayerTurnsItOff() async throws {
        try await withBowlerTrax { _, client in
            let visitor = Visitor(client)
            #expect(try await visitor.request(.get, "/bowlertrax/api/settings").json["music"] as? Bool == true)
            let off = try await visitor.request(.put, "/bowlertrax/api/settings", body: json(["music": false]))
            #expect(off.json["music"] as? Bool == false)
            _ = try await visitor.request(.put, "/bowlertrax/api/settings", body: json(["hand": "left"]))
            let settings = try await visitor.request(.get, "/bowlertrax/api/settings")
            #expect(settings.json["music"] as? Bool == false)
            #expect(settings.json["hand"] as? String == "left")
        }
    }
}

extension Calendar {
    /// The Gregorian calendar in UTC, as subscription periods are counted.
    fileprivate static var gmt: Calendar {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = .gmt
        return calendar
    }
}
