import AppServer
import Foundation
import Testing

/// The shell an installable app's service worker precaches: which files, and a version that follows their bytes.
@Suite("An installable app's shell")
struct AppShellTests {
    /// A static folder as an app's would be: `<root>/notebook/…` and the host's `<root>/shell/…`, hidden files too.
    static func folder(_ files: [String: String]) throws -> URL {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("app-shell-\(UUID().uuidString)")
        for (path, text) in files {
            let url = root.appendingPathComponent(path)
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: url)
        }
        return root
    }

    static let files = [
        "notebook/index.html": "<!doctype html>", "notebook/main.js": "start()", "notebook/icons/icon.png": "PNG",
        "notebook/.DS_Store": "junk", "shell/dom.js": "export {}", "other/skip.js": "not taken",
    ]

    @Test("the page first, then every file of the folders asked for, sorted; index.html and hidden files left out")
    func paths() throws {
        let root = try Self.folder(Self.files)
        defer { try? FileManager.default.removeItem(at: root) }
        let shell = try AppShell(app: "notebook", folders: [root: ["notebook", "shell"]])
        #expect(shell.paths == ["/notebook/", "/notebook/icons/icon.png", "/notebook/main.js", "/shell/dom.js"])
        #expect(shell.version.count == 16 && shell.version.allSatisfy(\.isHexDigit))
    }

    @Test("the version is the same for the same bytes and changes with one byte or one name")
    func versions() throws {
        let first = try Self.folder(Self.files)
        let same = try Self.folder(Self.files)
        var changedFiles = Self.files
        changedFiles["notebook/main.js"] = "start();"
        let changed = try Self.folder(changedFiles)
        var renamedFiles = Self.files
        renamedFiles["notebook/main.js"] = nil
        renamedFiles["notebook/main2.js"] = "start()"
        let renamed = try Self.folder(renamedFiles)
        defer { for root in [first, same, changed, renamed] { try? FileManager.default.removeItem(at: root) } }
        let version = { (root: URL) in try AppShell(app: "notebook", folders: [root: ["notebook", "shell"]]).version }
        #expect(try version(first) == version(same))
        #expect(try version(first) != version(changed))
        #expect(try version(first) != version(renamed))
        // A file outside the folders asked for is not the shell's.
        var outsideFiles = Self.files
        outsideFiles["other/skip.js"] = "changed"
        let outside = try Self.folder(outsideFiles)
        defer { try? FileManager.default.removeItem(at: outside) }
        #expect(try version(first) == version(outside))
    }
}
