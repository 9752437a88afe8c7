import OnboardingKit
import Testing

@Suite("Copy catalog")
struct CopyCatalogTests {
    let catalog = CopyCatalog([
        "whatsnew.title": [.english: "What's New in v{version}", .vietnamese: "Có gì mới trong v{version}"],
        "button.ok": [.english: "OK"],
    ])

    @Test("texts(in:) gives every text of one language by key, placeholders unfilled, and skips untranslated keys")
    func textsInOneLanguage() {
        #expect(catalog.texts(in: .english) == ["whatsnew.title": "What's New in v{version}", "button.ok": "OK"])
        #expect(catalog.texts(in: .vietnamese) == ["whatsnew.title": "Có gì mới trong v{version}"])
        #expect(CopyCatalog().texts(in: .english).isEmpty)
    }
}
