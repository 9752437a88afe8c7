import AppServer
import Foundation
import HTTPTypes
import HostTesting
import Testing

/// The backup code: made and replaced by its bowler, it makes a new browser that bowler (their backed-up sessions,
/// settings and identity), never takes the place of a browser's own backup, and is guessable only slowly.
@Suite struct BackupRouteTests {
    @Test func aCodeIsMadeOnRequestShownGroupedAndReplacedByANewOne() async throws {
        try await withBowlerTrax { database, client in
            let bowler = Visitor(client)
            let none = try await bowler.request(.get, "/bowlertrax/api/backup/code")
            #expect(none.status == .ok && (none.json["code"] == nil || none.json["code"] is NSNull))
            #expect(try count(database, "SELECT COUNT(*) FROM player") == 0)

            let made = try await bowler.request(.post, "/bowlertrax/api/backup/code")
            #expect(made.status == .created)
            let code = try #require(made.json["code"] as? String)
            // Eight groups of four upper-case hex digits: 128 bits.
            let groups = code.split(separator: "-")
            #expect(groups.count == 8 && groups.allSatisfy { $0.count == 4 })
            #expect(code.allSatisfy { $0 == "-" || ("0"..."9").contains($0) || ("A"..."F").contains($0) })
            #expect(try await bowler.request(.get, "/bowlertrax/api/backup/code").json["code"] as? String == code)

            let replaced = try #require(
                try await bowler.request(.post, "/bowlertrax/api/backup/code").json["code"] as? String)
            #expect(replaced != code)
            #expect(try await bowler.request(.get, "/bowlertrax/api/backup/code").json["code"] as? String == replaced)
            // The old code restores nothing any more.
            let old = try await Visitor(client).request(
                .post, "/bowlertrax/api/backup/restore", body: json(["code": code]))
            #expect(old.status == .notFound && old.errorCode == "unknown-backup-code")
        }
    }

    @Test func aNewBrowserRestoredWithTheCodeIsThatBowler() async throws {
        try await withBowlerTrax { database, client in
            let phone = Visitor(client)
            let session = try await startSession(phone)
            _ = try await phone.request(
                .put, "/bowlertrax/api/settings", body: json(["language": "vi", "hand": "left"]))
            let code = try #require(
                try await phone.request(.post, "/bowlertrax/api/backup/code").json["code"] as? String)

            // A new browser that has used BowlerTrax (a ball of its own) but backed nothing up.
            let newBrowser = Visitor(client)
            _ = try await newBrowser.request(
                .post, "/bowlertrax/api/balls", body: json(["name": "House", "color": "orange"]))
            let ownCookie = try #require(newBrowser.cookie)
            // Typed in lower case with spaces for dashes, it still restores.
            let typed = code.lowercased().replacingOccurrences(of: "-", with: " ")
            let restored = try await newBrowser.request(
                .post, "/bowlertrax/api/backup/restore", body: json(["code": typed]))
            #expect(restored.status == .ok)
            #expect(restored.json["sessions"] as? Int == 1)
            let settings = try #require(restored.json["settings"] as? [String: Any])
            #expect(settings["language"] as? String == "vi" && settings["hand"] as? String == "left")
            #expect(newBrowser.cookie == phone.cookie && newBrowser.cookie != ownCookie)

            let sessions = try await newBrowser.request(.get, "/bowlertrax/api/sessions")
            let listed = try #require(
                try JSONSerialization.jsonObject(with: Data(sessions.text.utf8)) as? [[String: Any]])
            #expect(listed.map { $0["id"] as? Int } == [session])
            // Both browsers are the one bowler now: what one adds, the other sees.
            _ = try await newBrowser.request(
                .post, "/bowlertrax/api/balls", body: json(["name": "Storm", "color": "purple"]))
            let balls = try await phone.request(.get, "/bowlertrax/api/balls")
            #expect(balls.text.contains("Storm") && !balls.text.contains("House"))
            // Restoring the same code again changes nothing.
            let again = try await newBrowser.request(
                .post, "/bowlertrax/api/backup/restore", body: json(["code": code]))
            #expect(again.status == .ok && newBrowser.cookie == phone.cookie)
            #expect(try count(database, "SELECT COUNT(*) FROM bowler_session") == 1)
        }
    }

    @Test func aBrowserWithItsOwnBackupIsNotTakenOver() async throws {
        try await withBowlerTrax { database, client in
            let phone = Visitor(client)
            _ = try await startSession(phone)
            let code = try #require(
                try await phone.request(.post, "/bowlertrax/api/backup/code").json["code"] as? String)
            let other = Visitor(client)
            let otherSession = try await startSession(other)
            let ownCookie = other.cookie
            let refused = try await other.request(.post, "/bowlertrax/api/backup/restore", body: json(["code": code]))
            #expect(refused.status == .conflict && refused.errorCode == "own-backup-here")
            #expect(refused.headers[.setCookie] == nil && other.cookie == ownCookie)
            let sessions = try await other.request(.get, "/bowlertrax/api/sessions")
            #expect(sessions.text.contains("\"id\":\(otherSession)"))
            // A manual game of its own counts as much as a session.
            let gamer = Visitor(client)
            _ = try await gamer.request(.post, "/bowlertrax/api/games")
            let gamerCookie = gamer.cookie
            let kept = try await gamer.request(.post, "/bowlertrax/api/backup/restore", body: json(["code": code]))
            #expect(kept.status == .conflict && kept.errorCode == "own-backup-here" && gamer.cookie == gamerCookie)
            // So does a saved calibration.
            let calibrator = Visitor(client)
            var calibration = calibrationBody()
            calibration["centerName"] = "AMF Lanes"
            #expect(
                try await calibrator.request(.post, "/bowlertrax/api/calibrations", body: json(calibration)).status
                    == .created)
            let calibratorCookie = calibrator.cookie
            let saved = try await calibrator.request(
                .post, "/bowlertrax/api/backup/restore", body: json(["code": code]))
            #expect(saved.status == .conflict && saved.errorCode == "own-backup-here")
            #expect(calibrator.cookie == calibratorCookie)
            // A browser with only a ball (a first launch's) and its settings is restored: the backup's take their place.
            let newPhone = Visitor(client)
            #expect(
                try await newPhone.request(
                    .post, "/bowlertrax/api/balls", body: json(["name": "House", "color": "orange"])
                ).status == .created)
            let restored = try await newPhone.request(
                .post, "/bowlertrax/api/backup/restore", body: json(["code": code]))
            #expect(restored.status == .ok && newPhone.cookie == phone.cookie, "\(restored.text)")
        }
    }

    @Test func wrongCodesAreRefusedAndLimited() async throws {
        try await withBowlerTrax { database, client in
            let guesser = Visitor(client)
            for code in ["", "not a code", String(repeating: "ab", count: 16), String(repeating: "0", count: 200)] {
                let reply = try await guesser.request(
                    .post, "/bowlertrax/api/backup/restore", body: json(["code": code]))
                #expect(reply.status == .notFound && reply.errorCode == "unknown-backup-code", "\(code)")
            }
            let missing = try await guesser.request(.post, "/bowlertrax/api/backup/restore", body: json([:]))
            #expect(missing.status == .badRequest)
            for _ in 0..<6 {
                _ = try await guesser.request(
                    .post, "/bowlertrax/api/backup/restore", body: json(["code": SecureToken.make()]))
            }
            // The eleventh wrong code in ten minutes must wait.
            let limited = try await guesser.request(
                .post, "/bowlertrax/api/backup/restore", body: json(["code": SecureToken.make()]))
            #expect(limited.status == .tooManyRequests && limited.errorCode == "too-many-backup-attempts")
            #expect(Int(limited.headers[.retryAfter] ?? "") ?? 0 > 0)
            #expect(try count(database, "SELECT COUNT(*) FROM player") == 0)
        }
    }
}
