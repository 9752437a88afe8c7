import BowlerTrax
import Foundation
import HostTesting
import OnboardingKit
import OnboardingScenarios
import Testing

@testable import AppServer
@testable import BowlerTraxServer

/// BowlerTrax's copy: complete in English and Vietnamese, one definition per key across the page's, the core's and
/// the onboarding's catalogs, and every key the page looks up defined.
@Suite("BowlerTrax copy")
struct BowlerTraxCopyTests {
    static let sources = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Sources")

    /// The JavaScript modules under `folder` (relative to the sources), subfolders included.
    static func scripts(in folder: String) -> [URL] {
        let root = sources.appendingPathComponent(folder)
        let files = FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil)?.allObjects ?? []
        return files.compactMap { $0 as? URL }.filter { $0.pathExtension == "js" }
    }

    static func placeholders(_ text: String) -> Set<String> {
        Set(text.matches(of: /\{(\w+)\}/).map { String($0.1) })
    }

    @Test("every page text is written in both languages with the same placeholders, and no key twice")
    func complete() {
        let entries = BowlerTraxCopy.sections.joined()
        #expect(Set(entries.map(\.key)).count == entries.count, "a key is defined twice")
        for entry in entries {
            #expect(!entry.english.isEmpty && !entry.vietnamese.isEmpty, "\(entry.key) has an empty text")
            // Names, units and the empty value read the same in both languages; everything else is translated.
            let neutral =
                ["ui.app.name", "ui.common.none", "ui.pro.name", "ui.pro.badge"].contains(entry.key.rawValue)
                || entry.key.rawValue.hasPrefix("ui.unit.")
            #expect(entry.english != entry.vietnamese || neutral, "\(entry.key) is not translated")
            #expect(
                Self.placeholders(entry.english) == Self.placeholders(entry.vietnamese),
                "\(entry.key) placeholders differ")
            #expect(entry.key.rawValue.hasPrefix("ui."), "\(entry.key) is outside the page's namespace")
        }
    }

    @Test("the served copy is the page's, the core's and the onboarding's, which share no key")
    func served() throws {
        let catalogs = [
            BowlerTraxCopy.catalog, bowlerTraxCoachingCatalog, BowlerTraxJourneys.copy, BowlerTraxPrompts.copy,
        ]
        for (index, first) in catalogs.enumerated() {
            for second in catalogs[(index + 1)...] {
                #expect(Set(first.keys).isDisjoint(with: second.keys), "two catalogs share a key")
            }
        }
        #expect(BowlerTraxCopy.served.keys.count == catalogs.map(\.keys.count).reduce(0, +))
        #expect(BowlerTraxCopy.served.missing(BowlerTraxCopy.served.keys).isEmpty)
        let shadowed = Set(BowlerTraxCopy.served.keys).intersection(HostCopy.shell.keys)
        #expect(shadowed.isEmpty, "BowlerTrax redefines the shell's texts: \(shadowed)")
    }

    @Test("the doc example: the spec's first encouragement line")
    func docExample() {
        #expect(BowlerTraxCopy.text("bowlertrax.encouragement.shot.nice-shot", in: .english) == "Nice shot!")
    }

    @Test("every key the page looks up exists")
    func keysInUse() throws {
        let files = Self.scripts(in: "BowlerTraxServer/Public/bowlertrax")
        let html = try String(
            contentsOf: Self.sources.appendingPathComponent("BowlerTraxServer/Public/bowlertrax/index.html"),
            encoding: .utf8)
        var keys = Set(html.matches(of: /data-i18n(?:-[a-z]+)?="([^"]+)"/).map { String($0.1) })
        for file in files {
            let text = try String(contentsOf: file, encoding: .utf8)
            keys.formUnion(
                text.matches(of: /['"`]((?:ui|bowlertrax)\.[A-Za-z0-9_.+-]+[A-Za-z0-9_+-])['"`]/).map { String($0.1) })
        }
        let served = Set(BowlerTraxCopy.served.keys.map(\.rawValue)).union(HostCopy.shell.keys.map(\.rawValue))
        #expect(keys.count > 80, "the page's keys were not found")
        #expect(
            keys.subtracting(served).isEmpty,
            "the page uses keys the catalogs lack: \(keys.subtracting(served).sorted())")
    }

    @Test("GET /bowlertrax/api/copy follows the browser's language, and the player's setting overrides it")
    func languages() async throws {
        try await withBowlerTrax { _, client in
            let visitor = Visitor(client)
            visitor.headers[.acceptLanguage] = "vi-VN,vi;q=0.9"
            #expect(try await visitor.request(.get, "/bowlertrax/api/copy").text.contains("Cú ném đẹp!"))
            _ = try await visitor.request(.put, "/bowlertrax/api/settings", body: json(["language": "en"]))
            #expect(try await visitor.request(.get, "/bowlertrax/api/copy").text.contains("Nice shot!"))
        }
    }
}
