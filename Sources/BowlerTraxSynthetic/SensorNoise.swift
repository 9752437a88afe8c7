/// SplitMix64 (Steele, Lea and Flood): a small seeded generator, so the same seed always gives the same noise.
struct SplitMix64: Sendable {
    private var state: UInt64

    init(seed: UInt64) { state = seed }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// Uniform in [0, 1).
    mutating func nextUnit() -> Double { Double(next() >> 11) * 0x1p-53 }
}

/// Sensor noise: a table of roughly Gaussian byte offsets drawn once from the seed, read from a different starting
/// point for every frame (so adding noise to a frame costs one table read per byte).
struct SensorNoise: Sendable {
    static let tableSize = 262_147
    let seed: UInt64
    private let table: [Int16]
    private let isSilent: Bool

    /// - Parameter level: the noise's standard deviation in 8-bit levels; 0 adds none.
    init(seed: UInt64, level: Double) {
        self.seed = seed
        var generator = SplitMix64(seed: seed)
        // The sum of four uniforms has standard deviation sqrt(4/12); scaled to `level`.
        let scale = level / (4.0 / 12).squareRoot()
        isSilent = level == 0
        table = (0..<Self.tableSize).map { _ in
            let sum = generator.nextUnit() + generator.nextUnit() + generator.nextUnit() + generator.nextUnit() - 2
            return Int16(max(-255, min(255, (sum * scale).rounded())))
        }
    }

    /// Adds this generator's noise for the given frame to the pixels, clamping to 0...255.
    func add(to pixels: inout [UInt8], frameIndex: Int) {
        guard !isSilent else { return }
        var mixer = SplitMix64(seed: seed ^ (UInt64(truncatingIfNeeded: frameIndex) &* 0xD1B5_4A32_D192_ED03))
        var position = Int(mixer.next() % UInt64(Self.tableSize))
        let size = Self.tableSize
        table.withUnsafeBufferPointer { noise in
            pixels.withUnsafeMutableBufferPointer { bytes in
                var start = 0
                while start < bytes.count {
                    // A run that needs no wrap-around, so the inner loop vectorizes.
                    let run = min(bytes.count - start, size - position)
                    for index in 0..<run {
                        let value = Int16(bytes[start + index]) &+ noise[position + index]
                        bytes[start + index] = UInt8(truncatingIfNeeded: min(255, max(0, value)))
                    }
                    start += run
                    position = 0
                }
            }
        }
    }
}
