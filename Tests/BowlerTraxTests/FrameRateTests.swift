import BowlerTraxVision
import Testing

/// A clip's frame rate from the media times of the frames the page saw: frames at an exact, known rate, some of them
/// missed, the times rounded to the microsecond as browsers report them.
struct FrameRateTests {
    /// The media times of `frames` (frame numbers) of a clip at `rate` frames a second starting at `start`, rounded to
    /// whole microseconds.
    static func times(_ frames: [Int], rate: Double, start: Double = 0) -> [Double] {
        frames.map { ((start + Double($0) / rate) * 1_000_000).rounded() / 1_000_000 }
    }

    /// The exact rates the common ones name: NTSC's are 1000/1001 of the whole rate (59.94 is 60000/1001).
    static let exactRates: [Double: Double] = [
        23.976: 24_000 / 1_001, 29.97: 30_000 / 1_001, 59.94: 60_000 / 1_001, 119.88: 120_000 / 1_001,
        239.76: 240_000 / 1_001,
    ]

    @Test("every frame seen gives the clip's rate, a common one exactly", arguments: FrameRate.commonRates)
    func everyFrame(rate: Double) {
        let exact = Self.exactRates[rate] ?? rate
        #expect(FrameRate.measured(fromTimes: Self.times(Array(0..<12), rate: exact, start: 0.5)) == rate)
    }

    @Test("frames the page missed (a step of two or three frame times) do not change the rate")
    func missedFrames() {
        #expect(FrameRate.measured(fromTimes: Self.times([0, 2, 3, 5, 6, 8, 9, 10, 13, 14, 15, 16], rate: 240)) == 240)
        #expect(FrameRate.measured(fromTimes: Self.times([0, 1, 2, 4, 5, 6, 7, 9, 10, 11], rate: 60_000 / 1_001))
            == 59.94)
        #expect(FrameRate.measured(fromTimes: Self.times([3, 4, 6, 7, 8, 9, 11, 12, 13], rate: 30)) == 30)
    }

    @Test("the order of the times and a frame seen twice do not matter")
    func orderAndRepeats() {
        let times = Self.times([5, 1, 2, 2, 0, 4, 3, 6, 7, 8], rate: 50)
        #expect(FrameRate.measured(fromTimes: times) == 50)
    }

    @Test("a rate that is not a common one is given to the hundredth")
    func uncommonRate() {
        #expect(FrameRate.measured(fromTimes: Self.times(Array(0..<12), rate: 37.5)) == 37.5)
        #expect(FrameRate.measured(fromTimes: Self.times(Array(0..<20), rate: 75.3)) == 75.3)
    }

    @Test("fewer than two distinct times give no rate")
    func tooFew() {
        #expect(FrameRate.measured(fromTimes: []) == nil)
        #expect(FrameRate.measured(fromTimes: [1.5]) == nil)
        #expect(FrameRate.measured(fromTimes: [1.5, 1.5, 1.5]) == nil)
        #expect(FrameRate.measured(fromTimes: [.nan, 2]) == nil)
    }
}
