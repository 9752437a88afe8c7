import AppServer
import Foundation
import GRDB
import HTTPTypes
import HostTesting
import Testing

/// Settings, ball profiles and saved calibrations: per player, validated, and never another player's.
@Suite struct ProfileRouteTests {
    @Test func aVisitorWithoutAPlayerReadsTheDefaultsAndCreatesNothing() async throws {
        try await withBowlerTrax { database, client in
            let visitor = Visitor(client)
            let settings = try await visitor.request(.get, "/bowlertrax/api/settings")
            #expect(settings.json["language"] as? String == "browser")
            #expect(settings.json["hand"] == nil || settings.json["hand"] is NSNull)
            let stats = try await visitor.request(.get, "/bowlertrax/api/stats")
            #expect(stats.json["sessions"] as? Int == 0 && stats.json["shots"] as? Int == 0)
            for path in ["balls", "calibrations", "sessions", "games"] {
                let reply = try await visitor.request(.get, "/bowlertrax/api/\(path)")
                #expect(reply.status == .ok && reply.text == "[]", "\(path)")
            }
            #expect(try count(database, "SELECT COUNT(*) FROM player") == 0)
        }
    }

    @Test func theHandAndLanguageAreKeptAndABadValueChangesNothing() async throws {
        try await withBowlerTrax { database, client in
            let bowler = Visitor(client)
            let bad = try await bowler.request(.put, "/bowlertrax/api/settings", body: json(["hand": "both"]))
            #expect(bad.status == .badRequest)
            #expect(try count(database, "SELECT COUNT(*) FROM player") == 0)
            let left = try await bowler.request(.put, "/bowlertrax/api/settings", body: json(["hand": "left"]))
            #expect(left.json["hand"] as? String == "left")
            let vietnamese = try await bowler.request(.put, "/bowlertrax/api/settings", body: json(["language": "vi"]))
            #expect(vietnamese.json["hand"] as? String == "left" && vietnamese.json["language"] as? String == "vi")
            // The copy follows the setting, whatever the browser asks for.
            bowler.headers[.acceptLanguage] = "en-US"
            let copy = try await bowler.request(.get, "/bowlertrax/api/copy")
            #expect(copy.text.contains("Cú ném đẹp!"))
        }
    }

    @Test func aBallAddedUnderAKeyIsAddedOnceHoweverOftenItIsSent() async throws {
        try await withBowlerTrax { database, client in
            let bowler = Visitor(client)
            bowler.headers[.idempotencyKey] = "3f9a1c0e5b7d4e2fa6c8b0d2e4f6a8c0"
            let body = json(["name": "Storm", "color": "purple"])
            let first = try await bowler.request(.post, "/bowlertrax/api/balls", body: body)
            let again = try await bowler.request(.post, "/bowlertrax/api/balls", body: body)
            #expect(first.status == .created && again.status == .created)
            #expect(first.json["id"] as? Int == again.json["id"] as? Int)
            bowler.headers[.idempotencyKey] = "4f9a1c0e5b7d4e2fa6c8b0d2e4f6a8c0"
            let other = try await bowler.request(.post, "/bowlertrax/api/balls", body: body)
            #expect(other.status == .created && other.json["id"] as? Int != first.json["id"] as? Int)
            bowler.headers[.idempotencyKey] = "two words"
            #expect(try await bowler.request(.post, "/bowlertrax/api/balls", body: body).errorCode == "invalid-idempotency-key")
            #expect(try count(database, "SELECT COUNT(*) FROM bowler_ball") == 2)
        }
    }

    @Test func ballsAreValidatedLimitedAndPrivate() async throws {
        try await withBowlerTrax { database, client in
            let bowler = Visitor(client)
            for (body, code) in [
                (["name": "  ", "color": "purple"], "invalid-ball-name"),
                (["name": String(repeating: "x", count: 41), "color": "purple"], "invalid-ball-name"),
                // The casino's rule for every name a player types: no NUL, line feed or right-to-left override, and
                // counted in Unicode scalars (a family emoji is five), not in what the screen draws as one.
                (["name": "Storm\u{0}", "color": "purple"], "invalid-ball-name"),
                (["name": "Storm\nPearl", "color": "purple"], "invalid-ball-name"),
                (["name": "\u{202E}lraeP", "color": "purple"], "invalid-ball-name"),
                (["name": String(repeating: "👨‍👩‍👧", count: 9), "color": "purple"], "invalid-ball-name"),
                (["name": "Hyroad", "color": "plaid"], "invalid-color"),
                (["name": "Hyroad", "color": "#12345"], "invalid-color"),
            ] {
                let reply = try await bowler.request(.post, "/bowlertrax/api/balls", body: json(body))
                #expect(reply.status == .badRequest && reply.errorCode == code, "\(body)")
            }
            #expect(try count(database, "SELECT COUNT(*) FROM player") == 0)

            let preset = try await bowler.request(
                .post, "/bowlertrax/api/balls", body: json(["name": " Storm Hyroad Pearl ", "color": "Purple"]))
            #expect(preset.status == .created)
            #expect(preset.json["name"] as? String == "Storm Hyroad Pearl")
            #expect((preset.json["color"] as? [String: Any])?["preset"] as? String == "purple")
            #expect((preset.json["color"] as? [String: Any])?["hex"] as? String == "#6e28aa")
            let custom = try await bowler.request(
                .post, "/bowlertrax/api/balls", body: json(["name": "Tapped", "color": "#A0B1C2"]))
            #expect((custom.json["color"] as? [String: Any])?["hex"] as? String == "#a0b1c2")
            #expect((custom.json["color"] as? [String: Any])?["preset"] == nil)
            let id = try #require(preset.json["id"] as? Int)
            let edited = try await bowler.request(
                .put, "/bowlertrax/api/balls/\(id)", body: json(["name": "Phaze II", "color": "blue"]))
            #expect(edited.json["name"] as? String == "Phaze II")

            let stranger = Visitor(client)
            _ = try await stranger.request(.put, "/bowlertrax/api/settings", body: json(["hand": "right"]))
            let theirs = try await stranger.request(
                .put, "/bowlertrax/api/balls/\(id)", body: json(["name": "Mine now", "color": "red"]))
            #expect(theirs.status == .notFound)
            #expect(try await stranger.request(.delete, "/bowlertrax/api/balls/\(id)").status == .notFound)
            let session = try await stranger.request(
                .post, "/bowlertrax/api/sessions", body: json(["calibration": calibrationBody(), "ballID": id]))
            #expect(session.status == .notFound)
            #expect(try await stranger.request(.get, "/bowlertrax/api/balls").text == "[]")
            #expect(try await bowler.request(.get, "/bowlertrax/api/balls").array.count == 2)

            for index in 2..<20 {
                let reply = try await bowler.request(
                    .post, "/bowlertrax/api/balls", body: json(["name": "Ball \(index)", "color": "red"]))
                #expect(reply.status == .created)
            }
            let twentyFirst = try await bowler.request(
                .post, "/bowlertrax/api/balls", body: json(["name": "One more", "color": "red"]))
            #expect(twentyFirst.status == .conflict && twentyFirst.errorCode == "too-many-balls")
            #expect(try await bowler.request(.delete, "/bowlertrax/api/balls/\(id)").status == .noContent)
            #expect(try count(database, "SELECT COUNT(*) FROM bowler_ball") == 19)
        }
    }

    @Test func aCalibrationIsCheckedByTheCoreWithTheSpecsRetryReasons() async throws {
        try await withBowlerTrax { database, client in
            let bowler = Visitor(client)
            let good = try await bowler.request(
                .post, "/bowlertrax/api/calibrations/check", body: json(calibrationBody()))
            #expect(good.status == .ok)
            let grid = try #require(good.json["grid"] as? [[String: Any]])
            #expect(
                grid.filter { $0["kind"] as? String == "board" }.compactMap { $0["board"] as? Int } == [
                    5, 10, 15, 20, 25, 30, 35,
                ])
            #expect(Set(grid.compactMap { $0["kind"] as? String }) == ["board", "foulLine", "arrows", "pinDeck"])
            // The renderer's camera is 5 ft up.
            #expect(abs((good.json["cameraHeightFeet"] as? Double ?? 0) - 5) < 0.3)

            // The arrow tapped a few boards off: the line through it misses the foul line's middle.
            let arrowOff = try await bowler.request(
                .post, "/bowlertrax/api/calibrations/check",
                body: json(calibrationBody(tapsJSON(renderedShot.truth, moving: ["centerArrow": (12, 0)]))))
            #expect(arrowOff.status == .unprocessableContent)
            #expect(arrowOff.errorCode == "calibration-failed")
            #expect(arrowOff.json["message"] as? String == "Calibration doesn't look right. Let's try again.")
            #expect(arrowOff.json["retryReason"] as? String == "tapOffTarget")
            #expect(arrowOff.json["problem"] as? String == "centerLineOffMiddle")

            var threeTaps = tapsJSON(renderedShot.truth)
            threeTaps["headPin"] = nil
            let missing = try await bowler.request(
                .post, "/bowlertrax/api/calibrations/check", body: json(calibrationBody(threeTaps)))
            #expect(missing.status == .unprocessableContent && missing.json["problem"] as? String == "headPinRequired")

            let outside = try await bowler.request(
                .post, "/bowlertrax/api/calibrations/check",
                body: json(calibrationBody(tapsJSON(renderedShot.truth, moving: ["foulLineRight": (5000, 0)]))))
            #expect(outside.json["problem"] as? String == "tapOutsideImage")

            let malformed = try await bowler.request(
                .post, "/bowlertrax/api/calibrations/check",
                body: json(["imageWidth": 720, "imageHeight": 1280, "taps": ["centerArrow": ["x": "left"]]]))
            #expect(malformed.status == .badRequest)
            let hugeFrame = try await bowler.request(
                .post, "/bowlertrax/api/calibrations/check",
                body: json(["imageWidth": 100_000, "imageHeight": 1280, "taps": tapsJSON(renderedShot.truth)]))
            #expect(hugeFrame.status == .badRequest && hugeFrame.errorCode == "invalid-image-size")
            let noSession = try await bowler.request(
                .post, "/bowlertrax/api/sessions", body: json(["calibration": calibrationBody(threeTaps)]))
            #expect(noSession.status == .unprocessableContent)
            #expect(try count(database, "SELECT COUNT(*) FROM player") == 0)
        }
    }

    @Test func savedCalibrationsAreListedRenamedDeletedAndKeepNoPictureOfTheLane() async throws {
        try await withBowlerTrax { database, client in
            let bowler = Visitor(client)
            var body = calibrationBody()
            body["centerName"] = " AMF Bowling Center "
            body["lanes"] = "Lanes 15-16"
            // An older page still sends the camera position's fingerprint (a 16x28 picture of the lane): not kept.
            body["positionHash"] = "16:28:" + String(repeating: "40", count: 16 * 28)
            let saved = try await bowler.request(.post, "/bowlertrax/api/calibrations", body: json(body))
            #expect(saved.status == .created)
            #expect(saved.json["centerName"] as? String == "AMF Bowling Center")
            #expect(!saved.text.contains("16:28:") && saved.json["hasPositionHash"] == nil)
            let id = try #require(saved.json["id"] as? Int)
            let columns = try await database.pool.read { db in
                try String.fetchAll(db, sql: "SELECT name FROM pragma_table_info('bowler_calibration')")
            }
            #expect(columns.contains("taps") && !columns.contains { $0.contains("position") })
            // The check is the phone's now: the server has no route for it.
            let check = try await bowler.request(
                .post, "/bowlertrax/api/calibrations/\(id)/position-check", body: json(["positionHash": "16:1:00"]))
            #expect(check.status == .notFound || check.status == .methodNotAllowed)

            let renamed = try await bowler.request(
                .patch, "/bowlertrax/api/calibrations/\(id)", body: json(["centerName": "Bowlero"]))
            #expect(renamed.json["centerName"] as? String == "Bowlero")
            #expect(renamed.json["lanes"] as? String == "Lanes 15-16")
            let tooLong = try await bowler.request(
                .patch, "/bowlertrax/api/calibrations/\(id)", body: json(["lanes": String(repeating: "9", count: 21)]))
            #expect(tooLong.status == .badRequest)
            for centerName in [
                "AMF\u{0}", "Bowl\u{2028}ero", "\u{202E}orelwoB", String(repeating: "👨‍👩‍👧", count: 13),
                String(repeating: "e", count: 12_000),
            ] {
                let refused = try await bowler.request(
                    .patch, "/bowlertrax/api/calibrations/\(id)", body: json(["centerName": centerName]))
                #expect(refused.status == .badRequest && refused.errorCode == "invalid-center-name")
            }
            // NFC: a decomposed accent is stored composed, as the casino stores names.
            let composed = try await bowler.request(
                .patch, "/bowlertrax/api/calibrations/\(id)", body: json(["centerName": "Bowlero Vie\u{0302}\u{0323}t"])
            )
            #expect(composed.json["centerName"] as? String == "Bowlero Vi\u{1EC7}t")
            _ = try await bowler.request(
                .patch, "/bowlertrax/api/calibrations/\(id)", body: json(["centerName": "Bowlero"]))

            // A session on the saved calibration takes its centre's name.
            let session = try await bowler.request(
                .post, "/bowlertrax/api/sessions", body: json(["calibrationID": id, "lane": "15"]))
            #expect(session.status == .created)
            #expect(session.json["centerName"] as? String == "Bowlero")
            #expect(session.json["calibrationID"] as? Int == id)
            let both = try await bowler.request(
                .post, "/bowlertrax/api/sessions", body: json(["calibrationID": id, "calibration": calibrationBody()]))
            #expect(both.status == .badRequest)

            let stranger = Visitor(client)
            _ = try await stranger.request(.put, "/bowlertrax/api/settings", body: json(["hand": "right"]))
            #expect(
                try await stranger.request(
                    .post, "/bowlertrax/api/sessions", body: json(["calibrationID": id])
                ).status == .notFound)
            #expect(
                try await stranger.request(.patch, "/bowlertrax/api/calibrations/\(id)", body: json(["lanes": "1"]))
                    .status == .notFound)
            #expect(try await stranger.request(.delete, "/bowlertrax/api/calibrations/\(id)").status == .notFound)
            #expect(try await stranger.request(.get, "/bowlertrax/api/calibrations").text == "[]")

            #expect(try await bowler.request(.delete, "/bowlertrax/api/calibrations/\(id)").status == .noContent)
            // The session keeps its own copy of the taps.
            let sessionID = try #require(session.json["id"] as? Int)
            let tracker = try await bowler.request(.get, "/bowlertrax/api/sessions/\(sessionID)/tracker?fps=60")
            #expect(tracker.status == .ok)
            #expect(try count(database, "SELECT COUNT(*) FROM bowler_calibration") == 0)
        }
    }
}
