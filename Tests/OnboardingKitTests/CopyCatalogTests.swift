import Basics
import OnboardingKit
import Testing

@Suite("Copy catalog")
struct CopyCatalogTests {
    let catalog = CopyCatalog([
        "whatsnew.title": [.english: "What's New in v{version}", .vietnamese: "Có gì mới trong v{version}"],
        "button.ok": [.english: "OK"],
    ])

    @Test(
        "Accept-Language: the highest weight wins, ties keep the list's order, q=0 refuses, unknown falls back",
        arguments: [
            ("vi-VN,vi;q=0.9,en;q=0.8", Language.vietnamese),
            ("en;q=0.1, vi", .vietnamese),
            ("fr-FR, en-GB;q=0.7, vi;q=0.7", .english),
            ("vi;q=0, en;q=0.5", .english),
            ("vi;q=0", .english),
            ("fr, de;q=0.5", .english),
            ("", .english),
        ])
    func acceptLanguage(header: String, expected: Language) {
        #expect(Language.preferred(from: header) == expected)
    }

    @Test("texts(in:) gives every text of one language by key, placeholders unfilled, and skips untranslated keys")
    func textsInOneLanguage() {
        #expect(catalog.texts(in: .english) == ["whatsnew.title": "What's New in v{version}", "button.ok": "OK"])
        #expect(catalog.texts(in: .vietnamese) == ["whatsnew.title": "Có gì mới trong v{version}"])
        #expect(CopyCatalog().texts(in: .english).isEmpty)
    }
}
