/// A clip's frame rate measured from the media times of the frames the page saw ("Analyze a video"): every speed is
/// distance over frames divided by this rate, so it is measured here once, for the page (WebAssembly) and any other
/// caller alike.
///
/// The steps between consecutive times are whole multiples of the frame time (a frame the page missed doubles one):
/// a low-quartile step gives the frame time roughly, and the whole span over its number of frame times gives it
/// precisely. A rate within 0.3 % of a common one (``commonRates``) is taken as that one; any other is rounded to
/// hundredths.
///
/// ```swift
/// FrameRate.measured(fromTimes: [0, 1 / 60, 3 / 60, 4 / 60])  // 60
/// ```
public enum FrameRate {
    /// The rates clips usually have, frames per second.
    public static let commonRates: [Double] = [
        23.976, 24, 25, 29.97, 30, 48, 50, 59.94, 60, 90, 100, 119.88, 120, 180, 239.76, 240, 480, 960,
    ]

    /// How near a common rate a measured one is taken as it (relative).
    public static let snapTolerance = 0.003

    /// The rate of frames seen at `times` (seconds, any order, repeats ignored); nil for fewer than two distinct times.
    public static func measured(fromTimes times: [Double]) -> Double? {
        var sorted = times.filter { $0.isFinite }
        sorted.sort()
        var distinct: [Double] = []
        for time in sorted where distinct.last != time { distinct.append(time) }
        guard distinct.count >= 2 else { return nil }
        var steps: [Double] = []
        for index in 1..<distinct.count { steps.append(distinct[index] - distinct[index - 1]) }
        steps.sort()
        let unit = steps[(steps.count - 1) / 4]
        guard unit > 0 else { return nil }
        let span = distinct[distinct.count - 1] - distinct[0]
        let rate = roundedHalfUp(span / unit) / span
        var common: Double?
        for candidate in commonRates {
            let error = abs(candidate - rate) / candidate
            if error < snapTolerance, common.map({ error < abs($0 - rate) / $0 }) ?? true { common = candidate }
        }
        return common ?? roundedHalfUp(rate * 100) / 100
    }

    /// `value` (positive) to the nearest whole number, halves up; without libm, which the page's module has not.
    static func roundedHalfUp(_ value: Double) -> Double {
        Double(Int64(value + 0.5))
    }
}
