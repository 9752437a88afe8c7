import Foundation

/// What an installable app's page needs to start with no network: every file under the app's folder of its static
/// folder and the host's shared `shell/` and `onboarding/` folders, as site paths, and a version that changes whenever
/// any of their bytes (or names) change. The service worker precaches exactly these under that version, so a deploy
/// that changes one file is a new version the page offers to load.
///
/// ```swift
/// let shell = try AppShell(app: "bowlertrax", folders: [hostPublic: ["shell", "onboarding"], appPublic: ["bowlertrax"]])
/// shell.paths.first   // "/bowlertrax/"
/// shell.version       // "3f2a9c0d41b7e865"
/// ```
public struct AppShell: Sendable, Equatable {
    /// The site paths to precache: the app's page (`/<app>/`) first, then every file, sorted.
    public let paths: [String]
    /// 16 hex digits of a 64-bit FNV-1a hash over every path and its bytes.
    public let version: String

    /// The shell of `app` from `folders`: each root folder (served at the site root) with the subfolders of it to take.
    /// Hidden files are left out.
    public init(app: String, folders: [URL: [String]]) throws {
        var files: [(path: String, url: URL)] = []
        for (root, subfolders) in folders {
            for subfolder in subfolders {
                let folder = root.appendingPathComponent(subfolder, isDirectory: true)
                guard
                    let walker = FileManager.default.enumerator(
                        at: folder, includingPropertiesForKeys: [.isRegularFileKey], options: [.skipsHiddenFiles])
                else { continue }
                for case let url as URL in walker
                where try url.resourceValues(forKeys: [.isRegularFileKey]).isRegularFile == true {
                    let relative = url.standardizedFileURL.path.dropFirst(root.standardizedFileURL.path.count)
                    files.append((relative.hasPrefix("/") ? String(relative) : "/" + relative, url))
                }
            }
        }
        files.sort { $0.path < $1.path }
        var hash = FNV1a()
        for file in files {
            hash.add(Array(file.path.utf8))
            hash.add(Array(try Data(contentsOf: file.url)))
        }
        let page = "/\(app)/"
        paths = [page] + files.map(\.path).filter { $0 != page + "index.html" }
        let digits = String(hash.value, radix: 16)
        version = String(repeating: "0", count: 16 - digits.count) + digits
    }
}

/// The 64-bit FNV-1a hash: enough to tell one deploy's files from another's (not a defence against anyone).
private struct FNV1a {
    private(set) var value: UInt64 = 0xcbf2_9ce4_8422_2325

    mutating func add(_ bytes: [UInt8]) {
        for byte in bytes {
            value ^= UInt64(byte)
            value = value &* 0x0000_0100_0000_01b3
        }
        // A separator, so "ab" + "c" and "a" + "bc" differ.
        value ^= 0xff
        value = value &* 0x0000_0100_0000_01b3
    }
}
