import Foundation
import Testing

@testable import OnboardingKit

@Suite("Storage")
struct StorageTests {
    @Test("StoredValue round-trips typed values")
    func typedRoundTrip() throws {
        let counts = ["bettingZone": 1, "dealButton": 2]
        let value = try StoredValue(encoding: counts)
        #expect(value == .object(["bettingZone": .int(1), "dealButton": .int(2)]))
        #expect(try value.decode([String: Int].self) == counts)
        #expect(throws: StorageError.self) { try StoredValue.string("x").decode(Int.self, key: "k") }
    }

    @Test("keys follow onboarding.{app}.{property}")
    func keyFormat() throws {
        #expect(StorageKey(app: "blackjack", property: "hasLaunched").rawValue == "onboarding.blackjack.hasLaunched")
        #expect(StorageKey(app: "baccarat", property: "hintsShown").rawValue == "onboarding.baccarat.hintsShown")
        #expect(StorageKey.prefix(for: "xi-dach") == "onboarding.xi-dach.")
    }

    @Test(
        "app identifiers reject characters that could merge two apps' keys",
        arguments: ["", "black.jack", "Blackjack", "a b", "ä"])
    func invalidIdentifiers(raw: String) {
        #expect(throws: OnboardingError.invalidAppIdentifier(raw)) { try AppIdentifier(raw) }
    }

    @Test("identifiers decode only when valid")
    func identifierDecoding() throws {
        let decoder = JSONDecoder()
        #expect(try decoder.decode(AppIdentifier.self, from: Data(#""xi-dach""#.utf8)) == "xi-dach")
        #expect(throws: DecodingError.self) {
            try decoder.decode(AppIdentifier.self, from: Data(#""black.jack""#.utf8))
        }
        #expect(AppIdentifier(rawValue: "Blackjack") == nil)
    }

    @Test("in-memory store applies batches and removes by prefix")
    func inMemory() throws {
        let store = InMemoryStore()
        store.apply(["onboarding.a.x": .bool(true), "onboarding.ab.x": .int(1), "onboarding.a.y": .string("s")])
        #expect(store.keys(withPrefix: "onboarding.a.") == ["onboarding.a.x", "onboarding.a.y"])
        try store.removeValues(withPrefix: "onboarding.a.")
        #expect(store.snapshot == ["onboarding.ab.x": .int(1)])
    }

    @Test("JSON file store persists across instances and leaves no temporary files")
    func jsonFileRoundTrip() throws {
        let directory = try temporaryDirectory()
        let url = directory.appendingPathComponent("onboarding.json")
        let store = try JSONFileStore(url: url)
        #expect(!FileManager.default.fileExists(atPath: url.path), "nothing is written before the first change")
        for round in 0..<50 {
            try store.apply([
                "onboarding.blackjack.round": .int(round), "onboarding.blackjack.hasLaunched": .bool(true),
            ])
        }
        let reopened = try JSONFileStore(url: url)
        #expect(reopened.value(forKey: "onboarding.blackjack.round") == .int(49))
        #expect(reopened.value(forKey: "onboarding.blackjack.hasLaunched") == .bool(true))
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path) == ["onboarding.json"])
    }

    @Test("a corrupt store file is reported and left untouched")
    func corruptFile() throws {
        let url = try temporaryDirectory().appendingPathComponent("onboarding.json")
        let garbage = Data("{\"onboarding.blackjack.hasLaunched\": tru".utf8)
        try garbage.write(to: url)
        #expect {
            try JSONFileStore(url: url)
        } throws: { error in
            guard case StorageError.corruptFile(let path, _) = error else { return false }
            return path == url.path
        }
        #expect(try Data(contentsOf: url) == garbage)
    }

    @Test("a failed write changes neither the file nor the values")
    func failedWrite() throws {
        let directory = try temporaryDirectory()
        let blocker = directory.appendingPathComponent("not-a-directory")
        try Data("x".utf8).write(to: blocker)
        let store = try JSONFileStore(url: blocker.appendingPathComponent("onboarding.json"))
        #expect {
            try store.apply(["onboarding.app.key": .bool(true)])
        } throws: { error in
            if case StorageError.writeFailed = error { true } else { false }
        }
        #expect(store.value(forKey: "onboarding.app.key") == nil)
    }

    @Test("UserDefaults store keeps values under the documented keys")
    func userDefaults() throws {
        let suite = "firstrun.tests.\(UUID().uuidString)"
        defer { UserDefaults.standard.removePersistentDomain(forName: suite) }
        let store = UserDefaultsStore(suiteName: suite)
        try store.apply([
            "onboarding.blackjack.hasLaunched": .bool(true), "onboarding.baccarat.hasLaunched": .bool(false),
        ])
        #expect(try store.value(forKey: "onboarding.blackjack.hasLaunched") == .bool(true))
        #expect(
            store.keys(withPrefix: "onboarding.") == [
                "onboarding.baccarat.hasLaunched", "onboarding.blackjack.hasLaunched",
            ])
        try store.removeValues(withPrefix: "onboarding.blackjack.")
        #expect(try store.value(forKey: "onboarding.blackjack.hasLaunched") == nil)
        #expect(try store.value(forKey: "onboarding.baccarat.hasLaunched") == .bool(false))
    }

    @Test("a UserDefaults value of the wrong type is a typed error")
    func userDefaultsCorruptValue() throws {
        let suite = "firstrun.tests.\(UUID().uuidString)"
        defer { UserDefaults.standard.removePersistentDomain(forName: suite) }
        let defaults = try #require(UserDefaults(suiteName: suite))
        defaults.set("not json data", forKey: "onboarding.blackjack.hintsShown")
        let store = UserDefaultsStore(suiteName: suite)
        #expect {
            try store.value(forKey: "onboarding.blackjack.hintsShown")
        } throws: { error in
            if case StorageError.corruptValue(let key, _) = error {
                key == "onboarding.blackjack.hintsShown"
            } else {
                false
            }
        }
    }
}
