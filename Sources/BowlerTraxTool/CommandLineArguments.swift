import ArgumentParser
import BowlerTrax
import Foundation

extension Hand: ExpressibleByArgument {}

/// `WxH` for `calibrate --image-size`.
struct ImageSize: ExpressibleByArgument {
    let width: Int
    let height: Int

    init?(argument: String) {
        let parts = argument.lowercased().split(separator: "x")
        guard parts.count == 2, let width = Int(parts[0]), let height = Int(parts[1]), width > 0, height > 0 else {
            return nil
        }
        self.width = width
        self.height = height
    }
}

/// A problem the tool reports with a non-zero exit: the message is the whole output.
struct ToolFailure: Error, CustomStringConvertible {
    let description: String
}

extension ParsableCommand {
    /// Decodes a calibration file, with the decoder's complaint turned into a sentence.
    static func readCalibration(_ path: String) throws -> SavedCalibration {
        let url = URL(fileURLWithPath: path)
        guard let data = FileManager.default.contents(atPath: url.path) else {
            throw ToolFailure(description: "No calibration file at \(path).")
        }
        do {
            return try JSONDecoder().decode(SavedCalibration.self, from: data)
        } catch DecodingError.keyNotFound(let key, _) {
            throw ToolFailure(description: "\(path) has no \"\(key.stringValue)\"; see `bowlertrax analyze --help`.")
        } catch DecodingError.dataCorrupted(let context) {
            throw ToolFailure(description: "\(path) is not a calibration: \(context.debugDescription)")
        } catch DecodingError.typeMismatch(_, let context) {
            let field = context.codingPath.map(\.stringValue).joined(separator: ".")
            throw ToolFailure(description: "\(path): \(field) has the wrong type (taps are [x, y] numbers).")
        } catch {
            throw ToolFailure(description: "\(path) is not a calibration file: \(error)")
        }
    }
}
