import Blackjack
import CasinoKit
import Foundation
import HostTesting
import OnboardingKit
import OnboardingScenarios
import Testing

@testable import AppServer
@testable import CasinoServer

/// The page's copy: complete in English and Vietnamese, every key the page uses defined, served in the player's
/// language, and the settings' choices named in it.
@Suite("Casino copy")
struct CopyTests {
    /// The package's sources.
    static let sources = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Sources")

    /// The JavaScript modules in `folder` (relative to the sources).
    static func scripts(in folder: String) throws -> [URL] {
        try FileManager.default.contentsOfDirectory(
            at: sources.appendingPathComponent(folder), includingPropertiesForKeys: nil
        ).filter { $0.pathExtension == "js" }
    }

    /// The `{name}` placeholders of a text.
    static func placeholders(_ text: String) -> Set<String> {
        Set(text.matches(of: /\{(\w+)\}/).map { String($0.1) })
    }

    /// Every `ui.`, `casino.` or `onboarding.` key written out in `files`, between `quote`s.
    static func keys(in files: [URL], quote: Character) throws -> Set<String> {
        let pattern = try Regex("\(quote)((?:ui|casino|onboarding)\\.[A-Za-z0-9_.+-]+)\(quote)")
        return try Set(
            files.flatMap { file in
                try String(contentsOf: file, encoding: .utf8).matches(of: pattern).compactMap {
                    $0.output[1].substring.map(String.init)
                }
            })
    }

    @Test("every text is written in both languages, with the same placeholders, and no key twice")
    func complete() throws {
        let entries = CasinoCopy.sections.joined()
        #expect(Set(entries.map(\.key)).count == entries.count, "a key is defined twice")
        for entry in entries {
            #expect(!entry.english.isEmpty && !entry.vietnamese.isEmpty, "\(entry.key) has an empty text")
            #expect(
                Self.placeholders(entry.english) == Self.placeholders(entry.vietnamese),
                "\(entry.key) placeholders differ")
            #expect(entry.key.rawValue.hasPrefix("ui."), "\(entry.key) is outside the page's namespace")
        }
        #expect(CasinoCopy.catalog.missing(CasinoCopy.catalog.keys).isEmpty)
    }

    @Test("the doc example: a text with its placeholder filled, in Vietnamese")
    func docExample() {
        #expect(CasinoCopy.text("ui.result.win", in: .vietnamese, ["amount": "25 $"]) == "Bạn thắng 25 $")
    }

    @Test("the served copy is the page's and the onboarding's, which share no key")
    func served() throws {
        let merged = try CasinoCopy.catalog.merging(CasinoOnboarding.copy)
        #expect(merged.keys.count == CasinoCopy.catalog.keys.count + CasinoOnboarding.copy.keys.count)
        #expect(CasinoCopy.served.keys == merged.keys)
        #expect(CasinoCopy.served.missing(CasinoCopy.served.keys).isEmpty)
    }

    @Test("every key the page looks up exists, and every text is used by the page or the server")
    func keysInUse() throws {
        // The casino's page runs its own modules and the shell's and onboarding's; it reads the host's shell copy
        // with its own.
        let casinoScripts = try Self.scripts(in: "CasinoServer/Public/casino")
        let sharedScripts = try Self.scripts(in: "AppServer/Public/shell") + Self.scripts(in: "AppServer/Public/onboarding")
        let html = try String(
            contentsOf: Self.sources.appendingPathComponent("CasinoServer/Public/casino/index.html"), encoding: .utf8)
        let htmlKeys = Set(html.matches(of: /data-i18n(?:-label)?="([^"]+)"/).map { String($0.1) })
        let casinoPageKeys = try Self.keys(in: casinoScripts, quote: "'").union(htmlKeys)
        let pageKeys = try casinoPageKeys.union(Self.keys(in: sharedScripts, quote: "'"))
        let served = Set(CasinoCopy.served.keys.map(\.rawValue)).union(HostCopy.shell.keys.map(\.rawValue))
        #expect(casinoPageKeys.count > 200, "the page's keys were not found")
        #expect(
            pageKeys.subtracting(served).isEmpty,
            "the page uses keys the catalogs lack: \(pageKeys.subtracting(served).sorted())")

        let serverKeys = try Self.keys(
            in: [
                Self.sources.appendingPathComponent("CasinoServer/Copy/CasinoCopy+Formatting.swift"),
                Self.sources.appendingPathComponent("CasinoServer/Persistence/SettingsOptions.swift"),
                Self.sources.appendingPathComponent("CasinoServer/App/CasinoApp.swift"),
            ], quote: "\"")
        // The games' names and lobby lines come from the one list of games.
        let gameKeys = Set(Game.allCases.flatMap { [$0.nameKey.rawValue, $0.summaryKey.rawValue] })
        // The settings' choices and the API's errors are looked up by their id and code.
        let unused = Set(CasinoCopy.catalog.keys.map(\.rawValue))
            .subtracting(pageKeys).subtracting(serverKeys).subtracting(gameKeys)
            .filter { !$0.hasPrefix("ui.option.") && !$0.hasPrefix("ui.error.") }
        #expect(unused.isEmpty, "texts nobody shows: \(unused.sorted())")
        let shadowed = Set(CasinoCopy.served.keys).intersection(HostCopy.shell.keys)
        #expect(shadowed.isEmpty, "the casino redefines the shell's texts: \(shadowed)")
    }

    @Test("GET /casino/api/copy follows the browser's Accept-Language: vi-VN,vi;q=0.9 is Vietnamese, else English")
    func browserLanguage() async throws {
        try await withCasino { _, client in
            let visitor = Visitor(client)
            let english = try await visitor.request(.get, "/casino/api/copy")
            #expect(english.status == .ok)
            #expect(english.json["language"] as? String == "en")
            #expect(english.json["available"] as? [String] == ["en", "vi"])
            let englishCopy = try #require(english.json["copy"] as? [String: String])
            #expect(englishCopy["ui.menu.play"] == "Play")
            #expect(englishCopy["casino.welcome.showMeHow"] == "Show Me How")
            #expect(englishCopy.count == CasinoCopy.served.keys.count + HostCopy.shell.keys.count)

            visitor.headers[.acceptLanguage] = "vi-VN,vi;q=0.9"
            let vietnamese = try await visitor.request(.get, "/casino/api/copy")
            #expect(vietnamese.json["language"] as? String == "vi")
            let vietnameseCopy = try #require(vietnamese.json["copy"] as? [String: String])
            #expect(vietnameseCopy["ui.menu.play"] == "Chơi")
            #expect(vietnameseCopy["ui.xidach.action.stand"] == "Dằn")
            #expect(vietnameseCopy["casino.welcome.showMeHow"] == "Hướng dẫn tôi")

            visitor.headers[.acceptLanguage] = "fr-FR,de;q=0.8"
            #expect(try await visitor.request(.get, "/casino/api/copy").json["language"] as? String == "en")
        }
    }

    @Test("the player's language setting overrides the browser's for the copy and the options; 'browser' hands it back")
    func settingOverridesBrowser() async throws {
        try await withCasino { _, client in
            let visitor = Visitor(client)
            visitor.headers[.acceptLanguage] = "vi-VN,vi;q=0.9"
            try await visitor.request(.put, "/casino/api/settings", body: #"{"language": "en"}"#)
            #expect(try await visitor.request(.get, "/casino/api/copy").json["language"] as? String == "en")

            visitor.headers[.acceptLanguage] = "en-US,en;q=0.9"
            try await visitor.request(.put, "/casino/api/settings", body: #"{"language": "vi"}"#)
            let chosen = try await visitor.request(.get, "/casino/api/copy")
            #expect(chosen.json["language"] as? String == "vi")
            #expect((chosen.json["copy"] as? [String: String])?["ui.menu.settings"] == "Cài đặt")

            let options = try await visitor.request(.get, "/casino/api/options")
            #expect(
                (options.json["theme"] as? [[String: Any]])?.compactMap { $0["name"] as? String } == [
                    "Theo thiết bị", "Sáng", "Tối",
                ])

            try await visitor.request(.put, "/casino/api/settings", body: #"{"language": "browser"}"#)
            #expect(try await visitor.request(.get, "/casino/api/copy").json["language"] as? String == "en")
            let english = try await visitor.request(.get, "/casino/api/options")
            #expect((english.json["theme"] as? [[String: Any]])?.first?["name"] as? String == "Same as the device")
        }
    }

    @Test("the settings' choices are named in the language asked for, summaries from the rules' fields")
    func localizedOptions() throws {
        let english = SettingsOptions(language: .english)
        let vietnamese = SettingsOptions(language: .vietnamese)
        #expect(english.language.map(\.id) == ["browser", "en", "vi"])
        #expect(vietnamese.language.map(\.name) == ["Giống trình duyệt", "English", "Tiếng Việt"])
        #expect(vietnamese.theme.map(\.name) == ["Theo thiết bị", "Sáng", "Tối"])
        #expect(english.tableLimits.first?.name == "Casual, $5 to $500")
        #expect(vietnamese.tableLimits.first?.name == "Bình dân, từ 5 $ đến 500 $")
        #expect(vietnamese.tableLimits.last?.name == "Cược lớn, từ 100 $ đến 10.000 $")
        #expect(vietnamese.xiDachRules.map(\.id) == ["document", "folk"])
        #expect(vietnamese.xiDachRules.last?.name == "Dân gian (như chơi ở nhà)")

        // The English summaries say exactly what the engine's own summary says, for every preset.
        #expect(english.blackjackRules.map(\.summary) == BlackjackRules.presets.map(\.summary))
        let european = try #require(vietnamese.blackjackRules.first { $0.id == "european" })
        #expect(european.name == "Châu Âu")
        #expect(
            european.summary
                == "6 bộ bài, nhà cái dừng ở 17 mềm, chỉ gấp đôi khi có 9-11 điểm, được gấp đôi sau khi tách, "
                + "không được đầu hàng, nhà cái không có lá úp, blackjack trả 3:2")
        for option in english.blackjackRules + vietnamese.blackjackRules + vietnamese.tableLimits + vietnamese.theme {
            #expect(!option.name.hasPrefix("ui."), "\(option.id) has no name")
        }
    }

    @Test("money is written as the page writes it")
    func money() {
        #expect(CasinoCopy.money(.dollars(1_000), in: .english) == "$1,000")
        #expect(CasinoCopy.money(Money(cents: 1_250), in: .english) == "$12.50")
        #expect(CasinoCopy.money(.dollars(10_000), in: .vietnamese) == "10.000 $")
        #expect(CasinoCopy.money(Money(cents: -1_250), in: .vietnamese) == "-12,50 $")
        #expect(CasinoCopy.money(.dollars(5), in: .vietnamese) == "5 $")
    }
}
