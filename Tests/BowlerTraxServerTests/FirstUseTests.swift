import AppServer
import Basics
import BowlerTraxServer
import Foundation
import HTTPTypes
import HostTesting
import OnboardingKit
import Testing

/// BowlerTrax's first use as the spec writes it, decided on the server: the first launch's flow and its effects, the
/// OnboardingState, the prompts with their rules (on a clock the test moves), the tutorial, the firsts, the funnel.
@Suite struct FirstUseTests {
    let sessionHeader = HTTPField.Name("X-Onboarding-Session")!
    let flowPath = "/bowlertrax/api/onboarding/flows/bowlertrax-first-launch"

    /// A page load: a new onboarding session sent with every later request.
    func launch(_ visitor: Visitor) async throws {
        let reply = try await visitor.request(.post, "/bowlertrax/api/onboarding/sessions")
        #expect(reply.status == .created)
        visitor.headers[sessionHeader] = try #require(reply.json["session"] as? String)
    }

    /// Sends a flow intent answering the step showing and returns the step shown next.
    @discardableResult
    func flow(_ visitor: Visitor, _ intent: [String: Any]) async throws -> [String: Any] {
        let current = try await visitor.request(.get, flowPath)
        var body = intent
        if let step = (current.json["step"] as? [String: Any])?["id"] as? String, intent["intent"] as? String != "start"
        {
            body["at"] = step
        }
        let reply = try await visitor.request(.post, flowPath, body: json(body))
        #expect(reply.status == .ok, "\(intent): \(reply.text)")
        return reply.json
    }

    /// The first launch with the intro skipped, the camera denied, the left hand and the ball skipped.
    func firstLaunchSkippingEverything(_ visitor: Visitor) async throws {
        try await flow(visitor, ["intent": "start"])
        try await flow(visitor, ["intent": "advance", "outcome": "next"])  // welcome
        try await flow(visitor, ["intent": "skip"])  // features: "Skip intro"
        try await flow(visitor, ["intent": "advance", "outcome": "denied"])  // camera
        try await flow(visitor, ["intent": "advance", "outcome": "denied"])  // "Continue Without Camera"
        try await flow(visitor, ["intent": "advance", "outcome": "choice:left"])  // hand
        let done = try await flow(visitor, ["intent": "skip"])  // ball: "Skip for now"
        #expect(
            done["completed"] as? Bool == true || (done["step"] as? [String: Any])?["kind"] as? String == "terminal")
    }

    /// The prompt for `context`; `place` is where the device is (`[:]` a place where no centre was named).
    func prompt(_ visitor: Visitor, _ context: String, camera: String = "granted", place: [String: String]? = nil)
        async throws -> String?
    {
        var body: [String: Any] = ["context": context, "camera": camera]
        body["place"] = place
        let reply = try await visitor.request(.post, "/bowlertrax/api/first-use/prompt", body: json(body))
        #expect(reply.status == .ok, "\(reply.text)")
        return (reply.json["prompt"] as? [String: Any])?["id"] as? String
    }

    func answer(_ visitor: Visitor, _ id: String, _ answer: String) async throws {
        let reply = try await visitor.request(
            .post, "/bowlertrax/api/first-use/prompts/\(id)", body: json(["answer": answer]))
        #expect(reply.status == .noContent, "\(reply.text)")
    }

    @Test func aNewVisitorHasTheFirstLaunchToRunAndItsAnswersAreKept() async throws {
        try await withBowlerTrax { database, client in
            let visitor = Visitor(client)
            let fresh = try await visitor.request(.get, "/bowlertrax/api/first-use")
            #expect(fresh.json["firstLaunchPending"] as? Bool == true)
            #expect(fresh.json["completed"] as? Bool == false)
            #expect(try count(database, "SELECT COUNT(*) FROM player") == 0)
            // A player's state is read in their page's session.
            _ = try await visitor.request(.put, "/bowlertrax/api/settings", body: json(["language": "en"]))
            #expect(try await visitor.request(.get, "/bowlertrax/api/first-use").errorCode == "no-session")

            try await launch(visitor)
            try await flow(visitor, ["intent": "start"])
            try await flow(visitor, ["intent": "advance", "outcome": "next"])
            try await flow(visitor, ["intent": "advance", "outcome": "next"])  // the cards' Continue
            try await flow(visitor, ["intent": "advance", "outcome": "granted"])
            try await flow(visitor, ["intent": "advance", "outcome": "choice:right"])
            try await flow(
                visitor, ["intent": "submit", "values": ["name": "Storm Hyroad Pearl", "color": "blue"]])

            let state = try await visitor.request(.get, "/bowlertrax/api/first-use")
            #expect(state.json["completed"] as? Bool == true)
            #expect(state.json["completedAt"] is String)
            #expect(state.json["featureHighlightsSeen"] as? Bool == true)
            #expect(state.json["skippedSteps"] as? [String] == [])
            #expect(state.json["camera"] as? String == "granted")
            #expect(state.json["firstCalibrationDone"] as? Bool == false)
            #expect(state.json["firstShotTracked"] as? Bool == false)
            #expect(state.json["offerNotifications"] as? Bool == false)
            // No prompt was asked for yet: no launch of a version is recorded.
            #expect(state.json["lastVersionSeen"] == nil)
            // The hand chosen is the player's setting; the ball saved is a profile.
            let settings = try await visitor.request(.get, "/bowlertrax/api/settings")
            #expect(settings.json["hand"] as? String == "right")
            let balls = try await visitor.request(.get, "/bowlertrax/api/balls")
            #expect(balls.array.first?["name"] as? String == "Storm Hyroad Pearl")
            #expect((balls.array.first?["color"] as? [String: Any])?["preset"] as? String == "blue")
        }
    }

    @Test func theCameraReminderShowsEveryTimeUntilGrantedAndTheBallReminderThreeTimesADayApart() async throws {
        let clock = ManualClock()
        try await withBowlerTrax(clock: clock) { _, client in
            let visitor = Visitor(client)
            try await launch(visitor)
            try await firstLaunchSkippingEverything(visitor)
            let state = try await visitor.request(.get, "/bowlertrax/api/first-use")
            #expect(state.json["skippedSteps"] as? [String] == ["features", "ball"])
            #expect(state.json["featureHighlightsSeen"] as? Bool == false)
            #expect(state.json["camera"] as? String == "denied")

            // Denied: "Camera Required" every time Record is opened.
            #expect(try await prompt(visitor, "record", camera: "denied") == "camera-permission")
            try await answer(visitor, "camera-permission", "secondary")
            #expect(try await prompt(visitor, "record", camera: "denied") == "camera-permission")
            #expect(try await prompt(visitor, "dashboard", camera: "denied") == nil)
            let granted = try await visitor.request(
                .post, "/bowlertrax/api/first-use/permission", body: json(["type": "camera", "result": "granted"]))
            #expect(granted.status == .noContent)
            #expect(try await visitor.request(.get, "/bowlertrax/api/first-use").json["camera"] as? String == "granted")

            // The ball was skipped: "Set Up Your Ball?" at most 3 times, "Maybe Later" waits 24 h.
            for show in 1...3 {
                #expect(try await prompt(visitor, "record") == "ball-profile", "show \(show)")
                try await answer(visitor, "ball-profile", "secondary")
                #expect(try await prompt(visitor, "record") == nil, "snoozed after show \(show)")
                clock.advance(by: 23 * 3600)
                #expect(try await prompt(visitor, "record") == nil, "23 h after show \(show)")
                clock.advance(by: 2 * 3600)
            }
            // Gone after three declines.
            #expect(try await prompt(visitor, "record") == nil)
        }
    }

    @Test func settingUpABallEndsTheBallReminder() async throws {
        try await withBowlerTrax { _, client in
            let visitor = Visitor(client)
            try await launch(visitor)
            try await firstLaunchSkippingEverything(visitor)
            _ = try await visitor.request(
                .post, "/bowlertrax/api/balls", body: json(["name": "Phaze II", "color": "purple"]))
            #expect(try await prompt(visitor, "record") == nil)
        }
    }

    @Test func whatsNewShowsOnceAfterAnUpdateAndNotOnAFreshInstall() async throws {
        let path = temporaryDatabasePath()
        let cookie: String = try await withBowlerTrax(version: try SemanticVersion("1.0"), databasePath: path) {
            _, client in
            let visitor = Visitor(client)
            try await launch(visitor)
            try await firstLaunchSkippingEverything(visitor)
            // A fresh install of 1.0: nothing new.
            #expect(try await prompt(visitor, "dashboard") == nil)
            return try #require(visitor.cookie)
        }
        try await withBowlerTrax(version: try SemanticVersion("1.1"), databasePath: path) { _, client in
            let visitor = Visitor(client, cookie: cookie)
            try await launch(visitor)
            let reply = try await visitor.request(
                .post, "/bowlertrax/api/first-use/prompt", body: json(["context": "dashboard", "camera": "granted"]))
            let prompt = try #require(reply.json["prompt"] as? [String: Any])
            #expect(prompt["id"] as? String == "whats-new")
            #expect(prompt["title"] as? String == "What's New in v1.1")
            #expect(prompt["primary"] as? String == "Got It")
            let features = try #require(prompt["features"] as? [[String: Any]])
            #expect(
                features.compactMap { $0["title"] as? String } == ["Session Comparison", "Export to CSV", "Bug Fixes"])
            try await answer(visitor, "whats-new", "close")
            #expect(try await self.prompt(visitor, "dashboard") == nil)
            #expect(
                try await visitor.request(.get, "/bowlertrax/api/first-use").json["lastVersionSeen"] as? String == "1.1"
            )
            // Reopened from More at any time.
            let again = try await visitor.request(.get, "/bowlertrax/api/first-use/whats-new")
            #expect((again.json["prompt"] as? [String: Any])?["id"] as? String == "whats-new")
        }
        // A player who first opens 1.1 never sees its notes.
        try await withBowlerTrax(version: try SemanticVersion("1.1")) { _, client in
            let visitor = Visitor(client)
            try await launch(visitor)
            try await firstLaunchSkippingEverything(visitor)
            #expect(try await prompt(visitor, "dashboard") == nil)
        }
    }

    @Test func welcomeBackAfterMoreThanThirtyDays() async throws {
        let clock = ManualClock()
        try await withBowlerTrax(clock: clock) { _, client in
            let visitor = Visitor(client)
            try await launch(visitor)
            try await firstLaunchSkippingEverything(visitor)
            #expect(try await prompt(visitor, "dashboard") == nil)
            clock.advance(by: 29 * 86_400)
            try await launch(visitor)
            #expect(try await prompt(visitor, "dashboard") == nil)
            clock.advance(by: 31 * 86_400)
            try await launch(visitor)
            let reply = try await visitor.request(
                .post, "/bowlertrax/api/first-use/prompt", body: json(["context": "dashboard", "camera": "granted"]))
            let prompt = try #require(reply.json["prompt"] as? [String: Any])
            #expect(prompt["id"] as? String == "welcome-back")
            #expect(prompt["title"] as? String == "Welcome Back!")
            #expect((prompt["items"] as? [String])?.count == 3)
            try await answer(visitor, "welcome-back", "secondary")
            #expect(try await self.prompt(visitor, "dashboard") == nil)
        }
    }

    @Test func aNewBowlingCentreAsksAboutTheCalibration() async throws {
        try await withBowlerTrax { _, client in
            let visitor = Visitor(client)
            try await launch(visitor)
            try await firstLaunchSkippingEverything(visitor)
            var body = calibrationBody()
            body["centerName"] = "AMF Lanes"
            _ = try await visitor.request(.post, "/bowlertrax/api/calibrations", body: json(body))
            _ = try await visitor.request(.post, "/bowlertrax/api/balls", body: json(["name": "Ball", "color": "red"]))
            #expect(try await prompt(visitor, "record", place: ["centerName": "amf lanes "]) == nil)
            #expect(try await prompt(visitor, "record", place: ["centerName": "Sunset Bowl"]) == "new-location")
            // A place where the bowler never named a centre is not the saved calibration's either.
            #expect(try await prompt(visitor, "record", place: [:]) == "new-location")
            // Without the location, nothing is known.
            #expect(try await prompt(visitor, "record") == nil)
        }
    }

    @Test func aShotKeptOnThePhoneIsReportedWithoutItsFiguresAndIsTheFirstOnce() async throws {
        try await withBowlerTrax { database, client in
            let visitor = Visitor(client)
            try await launch(visitor)
            try await firstLaunchSkippingEverything(visitor)
            func tracked() async throws -> (status: Int, firstShot: Bool?) {
                let reply = try await visitor.request(.post, "/bowlertrax/api/first-use/shot-tracked", body: "{}")
                return (Int(reply.status.code), reply.json["firstShot"] as? Bool)
            }
            #expect(try await tracked() == (200, true))
            #expect(try await tracked() == (200, false))
            let state = try await visitor.request(.get, "/bowlertrax/api/first-use")
            #expect(state.json["firstShotTracked"] as? Bool == true)
            #expect(state.json["offerNotifications"] as? Bool == true)
            #expect(try count(database, "SELECT COUNT(*) FROM onboarding_event WHERE name = 'first_shot_tracked'") == 1)
            // Nothing of the shot reached the server: it holds no session and no shot.
            #expect(try count(database, "SELECT COUNT(*) FROM bowler_shot") == 0)
            #expect(try await visitor.request(.get, "/bowlertrax/api/sessions").array.isEmpty)
        }
    }

    @Test func theTutorialShowsOncePerSessionUntilDismissedAndTheFirstsAreRecorded() async throws {
        try await withBowlerTrax { database, client in
            let visitor = Visitor(client)
            try await launch(visitor)
            try await firstLaunchSkippingEverything(visitor)
            // The page checks taps on the phone and says only that a calibration was accepted: the first is recorded.
            let accepted = try await visitor.request(.post, "/bowlertrax/api/first-use/calibration-accepted", body: "{}")
            #expect(accepted.status == .noContent)
            #expect(
                try await visitor.request(.get, "/bowlertrax/api/first-use").json["firstCalibrationDone"] as? Bool
                    == true)
            // Once: not again for a later one, nor for another client's check on the server.
            _ = try await visitor.request(.post, "/bowlertrax/api/first-use/calibration-accepted", body: "{}")
            let calibration = try await visitor.request(
                .post, "/bowlertrax/api/calibrations/check", body: json(calibrationBody()))
            #expect(calibration.status == .ok)
            let session = try await startSession(visitor)
            let first = try await visitor.request(.get, "/bowlertrax/api/first-use/tutorial?session=\(session)")
            #expect(first.json["overlay"] as? String == "tutorial-ball")
            // Once per session: not again in the same one.
            let again = try await visitor.request(.get, "/bowlertrax/api/first-use/tutorial?session=\(session)")
            #expect(again.json["overlay"] == nil)
            func answer(_ overlay: String, _ answer: String) async throws -> String? {
                try await visitor.request(
                    .post, "/bowlertrax/api/first-use/tutorial/\(overlay)", body: json(["answer": answer])
                ).json["overlay"] as? String
            }
            func overlay(in session: Int) async throws -> String? {
                try await visitor.request(.get, "/bowlertrax/api/first-use/tutorial?session=\(session)")
                    .json["overlay"] as? String
            }
            #expect(try await answer("tutorial-ball", "finished") == "tutorial-view")
            // X skips the rest for this session only: the next session shows what was not dismissed yet.
            #expect(try await answer("tutorial-view", "skipped") == nil)
            let later = try await startSession(visitor)
            #expect(try await overlay(in: later) == "tutorial-view")
            #expect(try await answer("tutorial-view", "skipped") == nil)
            // A session kept on the phone (without backup) is named by the phone's id: shown once in it too.
            func phoneOverlay(_ id: String) async throws -> (status: Int, overlay: String?) {
                let reply = try await visitor.request(.get, "/bowlertrax/api/first-use/tutorial?session=\(id)")
                return (Int(reply.status.code), reply.json["overlay"] as? String)
            }
            let phoneSession = "phone-" + String(repeating: "0a", count: 16)
            #expect(try await phoneOverlay(phoneSession) == (200, "tutorial-view"))
            #expect(try await phoneOverlay(phoneSession) == (200, nil))
            #expect(try await phoneOverlay("phone-" + String(repeating: "A", count: 32)).status == 400)
            #expect(try await phoneOverlay("phone-123").status == 400)
            let third = try await startSession(visitor)
            #expect(try await overlay(in: third) == "tutorial-view")
            #expect(try await answer("tutorial-view", "finished") == "tutorial-ready")
            #expect(try await answer("tutorial-ready", "finished") == nil)
            // Dismissed, all three: no more showings.
            let fourth = try await startSession(visitor)
            #expect(try await overlay(in: fourth) == nil)
            let state = try await visitor.request(.get, "/bowlertrax/api/first-use")
            #expect(
                state.json["tutorialOverlaysDismissed"] as? [String] == [
                    "tutorial-ball", "tutorial-view", "tutorial-ready",
                ])
            #expect(state.json["firstCalibrationDone"] as? Bool == true)

            let setup = try await visitor.request(.get, "/bowlertrax/api/sessions/\(session)/tracker?fps=60")
            let observations = try trackAsThePageDoes(renderedShot, setup: setup)
            let shot = try await visitor.request(
                .post, "/bowlertrax/api/sessions/\(session)/shots",
                body: json(["framesPerSecond": 60, "source": "camera", "observations": observations]))
            #expect(shot.json["firstShot"] as? Bool == true)
            // After the first session's shot, notifications are offered until answered.
            #expect(
                try await visitor.request(.get, "/bowlertrax/api/first-use").json["offerNotifications"] as? Bool == true
            )
            _ = try await visitor.request(
                .post, "/bowlertrax/api/first-use/permission",
                body: json(["type": "notifications", "result": "denied"]))
            #expect(
                try await visitor.request(.get, "/bowlertrax/api/first-use").json["offerNotifications"] as? Bool
                    == false)
            let second = try await visitor.request(
                .post, "/bowlertrax/api/sessions/\(session)/shots",
                body: json(["framesPerSecond": 60, "source": "camera", "observations": observations]))
            #expect(second.json["firstShot"] == nil)
            #expect(
                try await visitor.request(.get, "/bowlertrax/api/first-use").json["firstShotTracked"] as? Bool == true)
            // Deleting every session does not make a later shot the first again.
            for id in [session, later, third, fourth] {
                _ = try await visitor.request(.delete, "/bowlertrax/api/sessions/\(id)")
            }
            let fresh = try await startSession(visitor)
            let afterDeleting = try await visitor.request(
                .post, "/bowlertrax/api/sessions/\(fresh)/shots",
                body: json(["framesPerSecond": 60, "source": "camera", "observations": observations]))
            #expect(afterDeleting.status == .created && afterDeleting.json["firstShot"] == nil)
            #expect(
                try await visitor.request(.get, "/bowlertrax/api/first-use").json["firstShotTracked"] as? Bool == true)
            // The tutorial is asked for a session of the player's own.
            let foreign = try await visitor.request(.get, "/bowlertrax/api/first-use/tutorial?session=-1")
            #expect(foreign.status == .notFound)

            for (event, times) in [
                ("first_calibration_completed", 1), ("first_shot_tracked", 1), ("tutorial_overlay_dismissed", 3),
                ("onboarding_started", 1), ("onboarding_completed", 1), ("onboarding_step_skipped", 2),
            ] {
                #expect(
                    try count(database, "SELECT COUNT(*) FROM onboarding_event WHERE name = '\(event)'") == times,
                    "\(event)")
            }
        }
    }

    @Test func permissionsAreRecordedAsTheSpecsEvents() async throws {
        try await withBowlerTrax { database, client in
            let visitor = Visitor(client)
            let none = try await visitor.request(
                .post, "/bowlertrax/api/first-use/permission", body: json(["type": "photos", "result": "denied"]))
            #expect(none.status == .conflict && none.errorCode == "no-session")
            try await launch(visitor)
            for (type, result) in [
                ("photos", "requested"), ("photos", "denied"), ("notifications", "requested"),
                ("notifications", "granted"),
            ] {
                let reply = try await visitor.request(
                    .post, "/bowlertrax/api/first-use/permission", body: json(["type": type, "result": result]))
                #expect(reply.status == .noContent)
            }
            let bad = try await visitor.request(
                .post, "/bowlertrax/api/first-use/permission", body: json(["type": "microphone", "result": "granted"]))
            #expect(bad.status == .badRequest)
            let state = try await visitor.request(.get, "/bowlertrax/api/first-use")
            #expect(state.json["photos"] as? String == "denied")
            #expect(state.json["notifications"] as? String == "granted")
            #expect(
                try count(database, "SELECT COUNT(*) FROM onboarding_event WHERE name = 'permission_requested'") == 2)
            #expect(try count(database, "SELECT COUNT(*) FROM onboarding_event WHERE name = 'permission_denied'") == 1)
            #expect(try count(database, "SELECT COUNT(*) FROM onboarding_event WHERE name = 'permission_granted'") == 1)
        }
    }

    @Test func theOperatorSeesTheFirstLaunchFunnelWithSkipRates() async throws {
        try await withBowlerTrax { _, client in
            for _ in 0..<2 {
                let visitor = Visitor(client)
                try await launch(visitor)
                try await firstLaunchSkippingEverything(visitor)
            }
            let quitter = Visitor(client)
            try await launch(quitter)
            try await flow(quitter, ["intent": "start"])
            try await flow(quitter, ["intent": "advance", "outcome": "next"])
            let operatorView = Visitor(client)
            operatorView.headers[.authorization] = "Bearer \(testOperatorToken)"
            let funnel = try await operatorView.request(.get, "/bowlertrax/api/onboarding/funnel")
            let flows = try #require(funnel.json["flows"] as? [[String: Any]])
            let firstLaunch = try #require(flows.first { $0["flow"] as? String == "bowlertrax-first-launch" })
            #expect(firstLaunch["started"] as? Int == 3)
            #expect(firstLaunch["completed"] as? Int == 2)
            #expect(abs((firstLaunch["dropOff"] as? Double ?? 0) - 1.0 / 3.0) < 1e-9)
            let steps = try #require(firstLaunch["steps"] as? [[String: Any]])
            let features = try #require(steps.first { $0["step"] as? String == "features" })
            #expect(features["skipped"] as? Int == 2)
            #expect(features["skipRate"] as? Double == 1)
            let welcome = try #require(steps.first { $0["step"] as? String == "welcome" })
            #expect(welcome["completed"] as? Int == 3)
        }
    }

    @Test func theFirstCalibrationRunsOnItsFlowAndItsTutorialOverlaysFinishIt() async throws {
        try await withBowlerTrax { database, client in
            let visitor = Visitor(client)
            try await launch(visitor)
            try await firstLaunchSkippingEverything(visitor)
            let path = "/bowlertrax/api/onboarding/flows/bowlertrax-first-calibration"
            func move(_ body: [String: Any]) async throws -> String? {
                let reply = try await visitor.request(.post, path, body: json(body))
                #expect(reply.status == .ok, "\(body): \(reply.text)")
                return (reply.json["step"] as? [String: Any])?["id"] as? String
            }
            #expect(try await move(["intent": "restart"]) == "positioning")
            #expect(try await move(["intent": "advance", "outcome": "next", "at": "positioning"]) == "arrows")
            #expect(try await move(["intent": "advance", "outcome": "next", "at": "arrows"]) == "foul-right")
            // A reload loses the page's frozen frame and taps: the unfinished flow starts over.
            #expect(try await move(["intent": "restart"]) == "positioning")
            for step in ["positioning", "arrows", "foul-right", "foul-left", "head-pin"] {
                _ = try await move(["intent": "advance", "outcome": "next", "at": step])
            }
            #expect(try await move(["intent": "advance", "outcome": "named:invalid", "at": "validate"]) == "retry")
            // "Try Again": the phone is checked again before the taps.
            #expect(try await move(["intent": "advance", "outcome": "next", "at": "retry"]) == "positioning")
            for step in ["positioning", "arrows", "foul-right", "foul-left"] {
                _ = try await move(["intent": "advance", "outcome": "next", "at": step])
            }
            #expect(try await move(["intent": "skip", "at": "head-pin"]) == "validate")
            #expect(try await move(["intent": "advance", "outcome": "named:valid", "at": "validate"]) == "complete")
            #expect(
                try await move(["intent": "advance", "outcome": "choice:start-recording", "at": "complete"]) == "save")
            // The centre and lanes stay on the phone (the page checks them): a value sent is refused, stored nowhere.
            let named = try await visitor.request(
                .post, path, body: json(["intent": "submit", "values": ["center": "AMF", "lanes": "15-16"], "at": "save"]))
            #expect(named.status == .badRequest, "\(named.text)")
            #expect(
                try await move(["intent": "submit", "values": [String: String](), "at": "save"]) == "tutorial-ball")
            #expect(try count(database, "SELECT COUNT(*) FROM onboarding_value WHERE value LIKE '%AMF%'") == 0)

            // The overlays, answered on the first-use routes, move the flow on: X skips to recording.
            let session = try await startSession(visitor)
            let shown = try await visitor.request(.get, "/bowlertrax/api/first-use/tutorial?session=\(session)")
            #expect(shown.json["overlay"] as? String == "tutorial-ball")
            _ = try await visitor.request(
                .post, "/bowlertrax/api/first-use/tutorial/tutorial-ball", body: json(["answer": "finished"]))
            _ = try await visitor.request(
                .post, "/bowlertrax/api/first-use/tutorial/tutorial-view", body: json(["answer": "skipped"]))
            let finished = try await visitor.request(.get, path)
            #expect(finished.json["completed"] as? Bool == true)
            #expect(finished.json["result"] as? String == "recording")
            // A finished flow is not started over.
            let again = try await visitor.request(.post, path, body: json(["intent": "restart"]))
            #expect(again.status == .conflict, "\(again.text)")

            let operatorView = Visitor(client)
            operatorView.headers[.authorization] = "Bearer \(testOperatorToken)"
            let funnel = try await operatorView.request(.get, "/bowlertrax/api/onboarding/funnel")
            let flows = try #require(funnel.json["flows"] as? [[String: Any]])
            let calibration = try #require(flows.first { $0["flow"] as? String == "bowlertrax-first-calibration" })
            #expect(calibration["started"] as? Int == 1)
            #expect(calibration["completed"] as? Int == 1)
            let steps = try #require(calibration["steps"] as? [[String: Any]])
            let view = try #require(steps.first { $0["step"] as? String == "tutorial-view" })
            #expect(view["skipped"] as? Int == 1)
        }
    }
}
