/// A fast, seedable random number generator (xoshiro256**) for reproducible simulations and tests.
///
/// Play uses the system's secure generator (`SystemRandomNumberGenerator`); only simulations and tests
/// use a seed.
///
/// ```swift
/// var generator = Xoshiro256(seed: 42)
/// var shoe = try Shoe(decks: 6, using: &generator)   // the same seed always deals the same shoe
/// ```
public struct Xoshiro256: RandomNumberGenerator, Sendable, Hashable {
    @usableFromInline var s0: UInt64
    @usableFromInline var s1: UInt64
    @usableFromInline var s2: UInt64
    @usableFromInline var s3: UInt64

    /// The same seed always gives the same sequence. The state is expanded from the seed with SplitMix64.
    public init(seed: UInt64) {
        var mix = seed
        func splitMix() -> UInt64 {
            mix &+= 0x9E37_79B9_7F4A_7C15
            var z = mix
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }
        s0 = splitMix()
        s1 = splitMix()
        s2 = splitMix()
        s3 = splitMix()
    }

    @inlinable
    public mutating func next() -> UInt64 {
        let result = rotate(s1 &* 5, 7) &* 9
        let t = s1 << 17
        s2 ^= s0
        s3 ^= s1
        s1 ^= s2
        s0 ^= s3
        s2 ^= t
        s3 = rotate(s3, 45)
        return result
    }

    @inlinable
    func rotate(_ x: UInt64, _ k: UInt64) -> UInt64 { (x << k) | (x >> (64 - k)) }
}
