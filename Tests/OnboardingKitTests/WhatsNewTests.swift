import Basics
import Foundation
import OnboardingKit
import Testing

private let lastSeenKey = "onboarding.bowlertrax.whatsNew.lastVersionSeen"

private func version(_ text: String) throws -> SemanticVersion {
    try SemanticVersion(text)
}

private func notes(_ text: String, features: Int = 1) throws -> ReleaseNotes {
    ReleaseNotes(
        version: try version(text),
        features: (0..<features).map { index in
            ReleaseFeature(
                icon: "icon-\(index)", title: CopyKey("v\(text).\(index).title"),
                body: CopyKey("v\(text).\(index).body"))
        })
}

private func tracker(_ store: any KeyValueStore, versions: [String] = ["1.1", "1.2", "1.3", "1.4"]) throws -> WhatsNew {
    WhatsNew(app: "bowlertrax", catalog: try ReleaseNotesCatalog(versions.map { try notes($0) }), store: store)
}

@Suite("SemanticVersion")
struct SemanticVersionTests {
    struct Parsed: Sendable, CustomTestStringConvertible {
        let input: String
        let major: Int, minor: Int, patch: Int
        let preRelease: [String]
        let build: [String]
        let description: String
        var testDescription: String { input }
    }

    @Test(
        "parses releases, pre-releases, build metadata and a leading v",
        arguments: [
            Parsed(input: "1.1", major: 1, minor: 1, patch: 0, preRelease: [], build: [], description: "1.1.0"),
            Parsed(input: "1.1.0", major: 1, minor: 1, patch: 0, preRelease: [], build: [], description: "1.1.0"),
            Parsed(input: "v1.1", major: 1, minor: 1, patch: 0, preRelease: [], build: [], description: "1.1.0"),
            Parsed(input: "V2", major: 2, minor: 0, patch: 0, preRelease: [], build: [], description: "2.0.0"),
            Parsed(
                input: " 10.20.30\n", major: 10, minor: 20, patch: 30, preRelease: [], build: [],
                description: "10.20.30"),
            Parsed(
                input: "2.0.0-beta.1", major: 2, minor: 0, patch: 0, preRelease: ["beta", "1"], build: [],
                description: "2.0.0-beta.1"),
            Parsed(
                input: "1.0.0-rc-1+build.5", major: 1, minor: 0, patch: 0, preRelease: ["rc-1"], build: ["build", "5"],
                description: "1.0.0-rc-1+build.5"),
            Parsed(
                input: "1.2+001", major: 1, minor: 2, patch: 0, preRelease: [], build: ["001"], description: "1.2.0+001"
            ),
            Parsed(
                input: "0.0.0-0", major: 0, minor: 0, patch: 0, preRelease: ["0"], build: [], description: "0.0.0-0"),
        ])
    func parses(_ expected: Parsed) throws {
        let parsed = try SemanticVersion(expected.input)
        #expect(parsed.major == expected.major)
        #expect(parsed.minor == expected.minor)
        #expect(parsed.patch == expected.patch)
        #expect(parsed.preRelease == expected.preRelease)
        #expect(parsed.build == expected.build)
        #expect(parsed.description == expected.description)
        #expect(try SemanticVersion(parsed.description) == parsed)
    }

    @Test(
        "refuses garbage with a typed error",
        arguments: [
            ("", VersionError.empty),
            ("   ", .empty),
            ("v", .invalidNumber(input: "v", component: "")),
            ("1.", .invalidNumber(input: "1.", component: "")),
            ("1..0", .invalidNumber(input: "1..0", component: "")),
            ("1.x", .invalidNumber(input: "1.x", component: "x")),
            ("abc", .invalidNumber(input: "abc", component: "abc")),
            ("+1.0", .invalidNumber(input: "+1.0", component: "")),
            ("1.٣", .invalidNumber(input: "1.٣", component: "٣")),
            ("01.1", .leadingZero(input: "01.1", component: "01")),
            ("1.02", .leadingZero(input: "1.02", component: "02")),
            ("1.2.3.4", .tooManyComponents(input: "1.2.3.4", count: 4)),
            (
                "99999999999999999999.0",
                .numberTooLarge(input: "99999999999999999999.0", component: "99999999999999999999")
            ),
            ("1.0.0-", .invalidPreRelease(input: "1.0.0-", identifier: "")),
            ("1.0.0-beta..1", .invalidPreRelease(input: "1.0.0-beta..1", identifier: "")),
            ("1.0.0-01", .invalidPreRelease(input: "1.0.0-01", identifier: "01")),
            ("1.0.0-bêta", .invalidPreRelease(input: "1.0.0-bêta", identifier: "bêta")),
            ("1.0.0+", .invalidBuild(input: "1.0.0+", identifier: "")),
            ("1.0.0+a_b", .invalidBuild(input: "1.0.0+a_b", identifier: "a_b")),
        ])
    func refuses(input: String, expected: VersionError) {
        #expect(throws: expected) { try SemanticVersion(input) }
    }

    @Test("error messages name the input and the expected form")
    func messages() {
        #expect(
            VersionError.invalidNumber(input: "1.x", component: "x").description
                == "'1.x' is not a version: 'x' is not a number. Write versions like 1.2, 1.2.3 or 2.0.0-beta.1 (an optional leading 'v' is allowed)."
        )
        #expect(VersionError.empty.description.hasPrefix("The version is empty."))
        #expect(
            VersionError.leadingZero(input: "1.02", component: "02").description.contains("'02' has a leading zero"))
        #expect(VersionError.tooManyComponents(input: "1.2.3.4", count: 4).description.contains("at most 3"))
    }

    @Test("precedence follows semver.org, pre-releases included")
    func precedence() throws {
        let ordered = try [
            "0.9.9", "1.0.0-alpha", "1.0.0-alpha.1", "1.0.0-alpha.beta", "1.0.0-beta", "1.0.0-beta.2",
            "1.0.0-beta.11", "1.0.0-rc.1", "1.0.0", "1.0.1", "1.1", "1.9.0", "1.10.0", "2.0.0-beta.1",
            "2.0.0-beta.1.1", "2.0.0", "10.0",
        ].map(version)
        for (i, lower) in ordered.enumerated() {
            for upper in ordered[(i + 1)...] {
                #expect(lower < upper, "\(lower) < \(upper)")
                #expect(!(upper < lower), "not \(upper) < \(lower)")
                #expect(lower != upper)
            }
        }
        var generator = SeededGenerator(seed: 42)
        #expect(ordered.shuffled(using: &generator).sorted() == ordered)
    }

    @Test("numeric pre-release identifiers compare as numbers, even beyond Int")
    func hugePreRelease() throws {
        #expect(try version("1.0.0-alpha.99999999999999999999") < version("1.0.0-alpha.100000000000000000000"))
        #expect(try version("1.0.0-9") < version("1.0.0-10"))
        #expect(try version("1.0.0-10") < version("1.0.0-a"))
        #expect(try version("1.0.0-Z") < version("1.0.0-a"))
    }

    @Test("equal versions: missing zeros, a leading v, build metadata")
    func equality() throws {
        #expect(try version("1.1") == version("1.1.0"))
        #expect(try version("v1.1") == version("1.1.0"))
        let a = try version("1.0.0+a")
        let b = try version("1.0.0+b")
        #expect(a == b)
        #expect(!(a < b) && !(b < a))
        #expect(Set([a, b]).count == 1)
        #expect(a.description != b.description)
    }

    @Test("display string: 1.1 for 1.1.0, otherwise the version without build")
    func display() throws {
        #expect(try version("1.1.0").displayString == "1.1")
        #expect(try version("2").displayString == "2.0")
        #expect(try version("1.1.2").displayString == "1.1.2")
        #expect(try version("2.0.0-beta.1+b7").displayString == "2.0.0-beta.1")
        #expect(try version("2.0.0-beta.1").isPreRelease)
    }

    @Test("building from parts applies the same rules")
    func fromParts() throws {
        #expect(try SemanticVersion(major: 2, preRelease: ["beta", "1"]) == version("2.0.0-beta.1"))
        #expect(throws: VersionError.invalidNumber(input: "-1.0.0", component: "-1")) { try SemanticVersion(major: -1) }
        #expect(throws: VersionError.invalidPreRelease(input: "1.0.0-a+b", identifier: "a+b")) {
            try SemanticVersion(major: 1, preRelease: ["a+b"])
        }
        #expect(throws: VersionError.invalidBuild(input: "1.0.0+x.y", identifier: "x.y")) {
            try SemanticVersion(major: 1, build: ["x.y"])
        }
    }

    @Test("Codable as its string form; bad strings fail to decode")
    func codable() throws {
        let data = try JSONEncoder().encode([try version("v1.1"), try version("2.0.0-beta.1+b7")])
        #expect(String(decoding: data, as: UTF8.self) == #"["1.1.0","2.0.0-beta.1+b7"]"#)
        let decoded = try JSONDecoder().decode([SemanticVersion].self, from: data)
        #expect(decoded.map(\.description) == ["1.1.0", "2.0.0-beta.1+b7"])
        #expect(throws: DecodingError.self) {
            try JSONDecoder().decode([SemanticVersion].self, from: Data(#"["1.x"]"#.utf8))
        }
    }
}

@Suite("ReleaseNotesCatalog")
struct ReleaseNotesCatalogTests {
    @Test("sorted newest first; ranges are (after, through]")
    func ranges() throws {
        let catalog = try ReleaseNotesCatalog(["1.2", "2.0.0-beta.1", "1.1", "2.0", "1.3"].map { try notes($0) })
        #expect(catalog.releases.map(\.version.description) == ["2.0.0", "2.0.0-beta.1", "1.3.0", "1.2.0", "1.1.0"])
        #expect(
            catalog.notes(after: try version("1.1"), through: try version("1.3")).map(\.version.description) == [
                "1.3.0", "1.2.0",
            ])
        #expect(catalog.notes(after: try version("1.3"), through: try version("1.3")).isEmpty)
        #expect(catalog.notes(after: try version("1.3"), through: try version("1.2")).isEmpty)
        #expect(catalog.notes(for: try version("1.2.0"))?.version == (try version("1.2")))
        #expect(catalog.notes(for: try version("1.5")) == nil)
    }

    @Test("refuses duplicate versions and empty notes")
    func invalid() throws {
        #expect(throws: PromptError.duplicateReleaseNotes(try version("1.1"))) {
            try ReleaseNotesCatalog([try notes("1.1"), try notes("1.1.0")])
        }
        #expect(throws: PromptError.emptyReleaseNotes(try version("1.2"))) {
            try ReleaseNotesCatalog([try notes("1.1"), try notes("1.2", features: 0)])
        }
    }
}

@Suite("WhatsNew")
struct WhatsNewTests {
    @Test("never on a fresh install: the first launch records the version")
    func freshInstall() throws {
        let store = InMemoryStore()
        let whatsNew = try tracker(store)
        #expect(try whatsNew.lastVersionSeen() == nil)
        #expect(try whatsNew.appLaunched(version: version("1.3"), onboardingCompleted: true) == nil)
        #expect(try whatsNew.lastVersionSeen() == version("1.3"))
        #expect(store.snapshot == [lastSeenKey: .string("1.3.0")])
        #expect(try whatsNew.appLaunched(version: version("1.3"), onboardingCompleted: true) == nil)
    }

    @Test("after an update: shown until dismissed, then once per version")
    func oncePerVersion() throws {
        let store = InMemoryStore()
        let whatsNew = try tracker(store)
        _ = try whatsNew.appLaunched(version: version("1.0"), onboardingCompleted: true)

        let screen = try #require(try whatsNew.appLaunched(version: version("1.1"), onboardingCompleted: true))
        #expect(screen.version == (try version("1.1")))
        #expect(screen.releases.map(\.version) == [try version("1.1")])
        #expect(screen.features.map(\.title) == ["v1.1.0.title"])
        #expect(screen.copyArguments == ["version": "1.1"])
        #expect(try whatsNew.lastVersionSeen() == version("1.0"))

        // Not dismissed (the app was killed): shown again.
        #expect(try whatsNew.appLaunched(version: version("1.1"), onboardingCompleted: true) == screen)
        try whatsNew.dismiss(screen)
        #expect(try whatsNew.lastVersionSeen() == version("1.1"))
        for _ in 0..<3 {
            #expect(try whatsNew.appLaunched(version: version("1.1"), onboardingCompleted: true) == nil)
        }
        // A new tracker over the same store remembers.
        #expect(try tracker(store).appLaunched(version: version("1.1"), onboardingCompleted: true) == nil)
        #expect(
            try tracker(store).appLaunched(version: version("1.2"), onboardingCompleted: true)?.version
                == (try version("1.2")))
    }

    @Test("catches up on missed versions, newest first")
    func catchUp() throws {
        let store = InMemoryStore()
        let whatsNew = try tracker(store)
        _ = try whatsNew.appLaunched(version: version("1.0"), onboardingCompleted: true)
        let screen = try #require(try whatsNew.appLaunched(version: version("1.3"), onboardingCompleted: true))
        #expect(screen.releases.map(\.version.description) == ["1.3.0", "1.2.0", "1.1.0"])
        #expect(screen.features.map(\.title.rawValue) == ["v1.3.0.title", "v1.2.0.title", "v1.1.0.title"])
        try whatsNew.dismiss(screen)
        #expect(try whatsNew.lastVersionSeen() == version("1.3"))
        let next = try #require(try whatsNew.appLaunched(version: version("1.4"), onboardingCompleted: true))
        #expect(next.releases.map(\.version.description) == ["1.4.0"])
    }

    @Test("not without completed onboarding: the update is recorded silently")
    func requiresCompletedOnboarding() throws {
        let store = InMemoryStore()
        let whatsNew = try tracker(store)
        _ = try whatsNew.appLaunched(version: version("1.0"), onboardingCompleted: false)
        #expect(try whatsNew.appLaunched(version: version("1.1"), onboardingCompleted: false) == nil)
        #expect(try whatsNew.lastVersionSeen() == version("1.1"))
        #expect(try whatsNew.appLaunched(version: version("1.1"), onboardingCompleted: true) == nil)
        // Once onboarding is done, the next update shows.
        #expect(try whatsNew.appLaunched(version: version("1.2"), onboardingCompleted: true) != nil)
    }

    @Test("the same version or a downgrade shows nothing and changes nothing")
    func downgrade() throws {
        let store = InMemoryStore()
        let whatsNew = try tracker(store)
        _ = try whatsNew.appLaunched(version: version("1.2"), onboardingCompleted: true)
        let before = store.snapshot
        #expect(try whatsNew.appLaunched(version: version("1.1"), onboardingCompleted: true) == nil)
        #expect(try whatsNew.appLaunched(version: version("1.2.0"), onboardingCompleted: true) == nil)
        #expect(try whatsNew.appLaunched(version: version("1.2.0-rc.1"), onboardingCompleted: true) == nil)
        #expect(store.snapshot == before)
        // Back up to 1.3: only 1.3 is new.
        let screen = try #require(try whatsNew.appLaunched(version: version("1.3"), onboardingCompleted: true))
        #expect(screen.releases.map(\.version.description) == ["1.3.0"])
    }

    @Test("from a pre-release to its release shows the release's notes")
    func preReleaseToRelease() throws {
        let store = InMemoryStore()
        let whatsNew = try tracker(store, versions: ["2.0.0-beta.1", "2.0"])
        _ = try whatsNew.appLaunched(version: version("2.0.0-beta.1"), onboardingCompleted: true)
        let screen = try #require(try whatsNew.appLaunched(version: version("2.0"), onboardingCompleted: true))
        #expect(screen.releases.map(\.version.description) == ["2.0.0"])
        #expect(screen.copyArguments == ["version": "2.0"])
    }

    @Test("an update without notes is recorded as seen")
    func updateWithoutNotes() throws {
        let whatsNew = try tracker(InMemoryStore())
        _ = try whatsNew.appLaunched(version: version("1.1"), onboardingCompleted: true)
        #expect(try whatsNew.appLaunched(version: version("1.1.1"), onboardingCompleted: true) == nil)
        #expect(try whatsNew.lastVersionSeen() == version("1.1.1"))
    }

    @Test("re-opening from Settings changes nothing, even when dismissed")
    func reopenOnDemand() throws {
        let store = InMemoryStore()
        let whatsNew = try tracker(store)
        _ = try whatsNew.appLaunched(version: version("1.3"), onboardingCompleted: true)
        let before = store.snapshot

        let old = try #require(whatsNew.presentation(for: try version("1.1")))
        #expect(old.releases.map(\.version) == [try version("1.1")])
        #expect(whatsNew.presentation(for: try version("1.3.1")) == nil)
        #expect(whatsNew.allReleases.map(\.version.description) == ["1.4.0", "1.3.0", "1.2.0", "1.1.0"])
        try whatsNew.dismiss(old)
        #expect(store.snapshot == before)
        #expect(try whatsNew.lastVersionSeen() == version("1.3"))
    }

    @Test(
        "a corrupt last version seen is reported and left untouched",
        arguments: [StoredValue.int(3), .string("one point one")])
    func corrupt(value: StoredValue) throws {
        let store = InMemoryStore([lastSeenKey: value])
        let whatsNew = try tracker(store)
        let error = #expect(throws: PromptError.self) {
            try whatsNew.appLaunched(version: version("1.4"), onboardingCompleted: true)
        }
        guard case .corruptState(let key, _)? = error else {
            Issue.record("expected corruptState, got \(String(describing: error))")
            return
        }
        #expect(key == lastSeenKey)
        #expect(throws: PromptError.self) {
            try whatsNew.dismiss(WhatsNewPresentation(version: try version("1.4"), releases: []))
        }
        #expect(store.snapshot == [lastSeenKey: value])
        try whatsNew.reset()
        #expect(try whatsNew.appLaunched(version: version("1.4"), onboardingCompleted: true) == nil)
        #expect(try whatsNew.lastVersionSeen() == version("1.4"))
    }
}
