import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Locating ffmpeg/ffprobe and moving bytes through pipes without Foundation's per-call copies.
enum FFmpegTools {
    /// The executable's absolute path, found on PATH.
    static func locate(_ name: String) throws(VideoError) -> URL {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        for directory in path.split(separator: ":") {
            let candidate = URL(fileURLWithPath: String(directory)).appendingPathComponent(name)
            if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
        }
        throw .toolMissing(name)
    }

    /// Grows a pipe's kernel buffer to the system's limit (1 MiB by default, 64 KiB otherwise): a 1080x1920 frame is
    /// 6 MB, and each refill of a small buffer costs two context switches between ffmpeg and the reader.
    static func enlargePipe(_ descriptor: Int32) {
        #if os(Linux)
            let limit =
                (try? String(contentsOfFile: "/proc/sys/fs/pipe-max-size", encoding: .utf8))
                .flatMap { Int32($0.trimmingCharacters(in: .whitespacesAndNewlines)) } ?? 1 << 20
            let setPipeSize: Int32 = 1031  // F_SETPIPE_SZ (F_LINUX_SPECIFIC_BASE + 7), not exported by Glibc's module
            _ = fcntl(descriptor, setPipeSize, limit)
        #endif
    }

    /// Reads exactly `buffer.count` bytes from `descriptor`; returns the number read (less only at end of file).
    static func readFully(_ descriptor: Int32, into buffer: inout [UInt8]) -> Int {
        let count = buffer.count
        return buffer.withUnsafeMutableBytes { raw -> Int in
            guard let base = raw.baseAddress else { return 0 }
            var filled = 0
            while filled < count {
                let got = read(descriptor, base + filled, count - filled)
                if got > 0 {
                    filled += got
                } else if got < 0 && errno == EINTR {
                    continue
                } else {
                    break
                }
            }
            return filled
        }
    }

    /// Writes all of `bytes` to `descriptor`; false when the reader has gone away.
    static func writeFully(_ descriptor: Int32, _ bytes: [UInt8]) -> Bool {
        bytes.withUnsafeBytes { raw -> Bool in
            guard let base = raw.baseAddress else { return true }
            var written = 0
            while written < raw.count {
                let put = write(descriptor, base + written, raw.count - written)
                if put > 0 {
                    written += put
                } else if put < 0 && errno == EINTR {
                    continue
                } else {
                    return false
                }
            }
            return true
        }
    }

    /// Runs a tool to completion and returns its standard output, or throws with its standard error.
    static func run(_ tool: URL, _ arguments: [String]) throws(VideoError) -> (
        status: Int32, output: Data, error: String
    ) {
        let process = Process()
        process.executableURL = tool
        process.arguments = arguments
        let output = Pipe()
        let errors = temporaryLog()
        process.standardOutput = output
        process.standardError = errors.handle
        process.standardInput = FileHandle.nullDevice
        do { try process.run() } catch { throw .toolMissing(tool.lastPathComponent) }
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, data, errors.read())
    }

    /// A temporary file for a child's standard error (a pipe could fill up and stall the child).
    static func temporaryLog() -> (handle: FileHandle, read: () -> String) {
        let url = FileManager.default.temporaryDirectory
            .appendingPathComponent("bowlertrax-ffmpeg-\(UUID().uuidString).log")
        // Without the file (a full or read-only temporary folder) the child's errors go nowhere; the exit status still tells.
        let handle =
            FileManager.default.createFile(atPath: url.path, contents: nil)
            ? (try? FileHandle(forWritingTo: url)) ?? FileHandle.nullDevice : FileHandle.nullDevice
        return (
            handle,
            {
                try? handle.close()
                let text = (try? String(contentsOf: url, encoding: .utf8)) ?? ""
                try? FileManager.default.removeItem(at: url)
                return text.split(separator: "\n").suffix(3).joined(separator: " ")
            }
        )
    }
}
