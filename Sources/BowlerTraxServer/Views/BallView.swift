import AppServer
import BowlerTrax
import BowlerTraxVision
import Foundation
import Hummingbird
import OnboardingScenarios

/// A ball profile as the page shows it.
struct BallView: ResponseEncodable, Equatable {
    /// The tracking colour: the preset's name when it is one, and its hex form always.
    struct Color: Codable, Equatable {
        let preset: BallColorPreset?
        let hex: String
    }

    let id: Int64
    let name: String
    let color: Color

    init(_ record: BallRecord) throws {
        id = try record.savedID()
        name = record.name
        color = Color(record.color)
    }
}

extension BallView.Color {
    /// The colour stored as text: a preset's name or `#rrggbb` (already validated).
    init(_ text: String) {
        preset = BallColorPreset(rawValue: text)
        hex = ((try? BallColorChoice.parse(text)) ?? .preset(.purple)).hex
    }
}

/// What POST and PUT balls take: a name and a colour (a preset's name or `#rrggbb`).
struct BallInput: Decodable, Sendable {
    static let maximumNameLength = BowlerTraxFirstLaunch.ballNameMaximumLength

    let name: String
    let color: String

    /// The trimmed name and the colour in its stored form; 400 when either is not acceptable.
    func validated() throws(APIError) -> (name: String, color: String) {
        let trimmed = try PlayerName.validated(
            name, for: "ball's name", scalars: 1...Self.maximumNameLength, maximumBytes: 4 * Self.maximumNameLength,
            code: "invalid-ball-name")
        let choice: BallColorChoice
        do {
            choice = try BallColorChoice.parse(color)
        } catch {
            throw .badRequest(error.description, code: "invalid-color")
        }
        if let preset = BallColorPreset(rawValue: color.lowercased()) { return (trimmed, preset.rawValue) }
        return (trimmed, choice.hex)
    }
}
