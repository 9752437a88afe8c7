import Basics
import BowlerTrax
import BowlerTraxPro
import OnboardingKit
import OnboardingScenarios

/// Every text BowlerTrax shows, in English and Vietnamese: the page's own (`ui.…`, in the sections), the coaching
/// tips and metric bands of the core, and the onboarding's (flows, prompts, encouragement), which the app's screens
/// share with the next issue's onboarding.
///
/// ```swift
/// BowlerTraxCopy.text("bowlertrax.encouragement.shot.nice-shot", in: .english)   // "Nice shot!"
/// ```
enum BowlerTraxCopy {
    /// One entry as written in the sections: the key, the English text, the Vietnamese text.
    typealias Entry = CopyCatalog.Entry

    /// The page's sections, each a file of its own, and BowlerTrax Pro's.
    static let sections: [[Entry]] = [page, firstUse] + ProCopy.sections

    /// The page's catalog.
    static let catalog = CopyCatalog(sections: sections)

    /// What GET /bowlertrax/api/copy serves (with the host's shell texts). A key in two catalogs is a mistake
    /// BowlerTraxCopyTests reports.
    static let served: CopyCatalog = {
        do {
            return try catalog.merging(bowlerTraxCoachingCatalog).merging(BowlerTraxJourneys.copy)
                .merging(BowlerTraxPrompts.copy)
        } catch {
            preconditionFailure("BowlerTrax's catalogs share a key: \(error)")
        }
    }()

    /// The text of `key` in `language` with its placeholders filled; the key itself if the catalog lacks it.
    static func text(_ key: CopyKey, in language: Language, _ arguments: [String: String] = [:]) -> String {
        (try? served.text(key, in: language, arguments: arguments)) ?? key.rawValue
    }
}
