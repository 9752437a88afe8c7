import Foundation
import OnboardingKit
import Testing

@testable import AppServer

/// The host's texts: complete in both languages, every key the shared modules and the home page look up defined, and
/// every text used.
@Suite("Host copy")
struct HostCopyTests {
    static let publicFolder = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Sources/AppServer/Public")

    /// The `ui.` keys written between single quotes, or in `data-i18n` attributes, in the files of `folders`.
    static func keys(in folders: [String], html: [String] = []) throws -> Set<String> {
        var keys = Set<String>()
        for folder in folders {
            let files = try FileManager.default.contentsOfDirectory(
                at: publicFolder.appendingPathComponent(folder), includingPropertiesForKeys: nil
            ).filter { $0.pathExtension == "js" }
            for file in files {
                let text = try String(contentsOf: file, encoding: .utf8)
                keys.formUnion(text.matches(of: /'(ui\.[A-Za-z0-9_.+-]+)'/).map { String($0.1) })
            }
        }
        for page in html {
            let text = try String(contentsOf: publicFolder.appendingPathComponent(page), encoding: .utf8)
            keys.formUnion(text.matches(of: /data-i18n(?:-label)?="([^"]+)"/).map { String($0.1) })
        }
        return keys
    }

    @Test("every text is in English and Vietnamese with the same placeholders")
    func complete() throws {
        for catalog in [HostCopy.shell, HostCopy.home] {
            #expect(catalog.missing(catalog.keys).isEmpty)
            let englishTexts = catalog.texts(in: .english)
            let vietnameseTexts = catalog.texts(in: .vietnamese)
            for key in catalog.keys.map(\.rawValue) {
                let english = englishTexts[key] ?? ""
                let vietnamese = vietnameseTexts[key] ?? ""
                let placeholders = { (text: String) in Set(text.matches(of: /\{(\w+)\}/).map { String($0.1) }) }
                #expect(placeholders(english) == placeholders(vietnamese), "\(key)")
                #expect(!english.isEmpty && !vietnamese.isEmpty, "\(key)")
            }
        }
    }

    @Test("the shared modules find their keys in the shell's copy, the home page in its own, and none is unused")
    func keysInUse() throws {
        // An app's brand (ui.app.*) is the app's own; the shell's header shows whichever app's page it is on.
        let appKeys: Set = ["ui.app.name", "ui.app.description", "ui.app.loading"]
        let sharedWithBrand = try Self.keys(in: ["shell", "onboarding"])
        let shared = sharedWithBrand.subtracting(appKeys)
        let home = try Self.keys(in: ["home"], html: ["index.html"])
        let shell = Set(HostCopy.shell.keys.map(\.rawValue))
        #expect(shared.count > 40, "the shared modules' keys were not found")
        #expect(shared.subtracting(shell).isEmpty, "missing from the shell: \(shared.subtracting(shell).sorted())")
        let homePage = Set(HostCopy.homePage.keys.map(\.rawValue))
        #expect(
            home.subtracting(homePage).isEmpty, "missing from the home page: \(home.subtracting(homePage).sorted())")
        // Errors are looked up by the code the server sends; the funnel's stage names by the onboarding service.
        let service = ["ui.stats.welcomeShown", "ui.stats.welcomeAnswered"]
        let unused = shell.subtracting(shared).subtracting(home).subtracting(service).filter {
            !$0.hasPrefix("ui.error.")
        }
        #expect(unused.isEmpty, "shell texts nobody shows: \(unused.sorted())")
        let homeUnused = Set(HostCopy.home.keys.map(\.rawValue)).subtracting(home).subtracting(sharedWithBrand)
        #expect(homeUnused.isEmpty, "home texts nobody shows: \(homeUnused.sorted())")
    }
}
