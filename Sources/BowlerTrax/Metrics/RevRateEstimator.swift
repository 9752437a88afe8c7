import BowlerTraxVision

/// Rev rate from the pattern that turns with the ball (a marker, the finger holes, a swirl of colours): the period of
/// its signal, found by normalized autocorrelation over the first 35 ft, where the ball looks largest.
///
/// Two signals are read (see `BallObservation`): first the pattern's contrast and brightness dipole, which a marker or
/// the holes on a light ball swing widely; where that has no period, the pattern image (the disc's brightness at
/// fixed fractions of its radius, in four projections), which small dark holes on a dark ball or holes seen half
/// the time still change once a turn. The strongest early peak of the autocorrelation between 60 and 900 rpm gives
/// the period; the peak at the largest whole multiple of it that the track holds refines it (parabolic
/// interpolation at both). A plain ball, a signal without a clear period (see `minimumCorrelation(frames:)`) or a
/// period the track holds fewer than three times is unavailable, with the reason: never invented.
public enum RevRateEstimator {
    public static let rpmRange: ClosedRange<Double> = 60...900
    /// The weakest autocorrelation peak that counts as a period: 0.3, or four standard errors of the correlation of
    /// pure noise over `count` frames (4 / √count) when that is more. A real ball's finger holes, half the time out of
    /// sight and smeared by blur, correlate at 0.35-0.6; a tape marker near 0.9.
    public static func minimumCorrelation(frames count: Int) -> Double {
        max(0.3, 4 / Double(max(1, count)).squareRoot())
    }
    /// The least root-mean-square swing of the pattern's dipole (radii) that counts as a pattern turning: a plain
    /// ball's jitters by under 0.005, a marker or finger holes swing by 0.05 or more.
    public static let minimumPatternSwing = 0.02
    /// The ball must be at least this many pixels across for its pattern to count.
    public static let minimumDiameterPixels = 12.0

    /// The rev rate of a track (`distances`: each observation's distance down the lane by frame index), or why it
    /// cannot be read.
    public static func revRate(
        observations: [BallObservation], distances: [Int: Double],
        framesPerSecond: Double
    ) -> Result<Double, RevRateUnavailable> {
        let usable = observations.filter {
            guard let distance = distances[$0.frameIndex] else { return false }
            return distance >= -2 && distance <= 35 && $0.radius * 2 >= minimumDiameterPixels
        }
        guard let firstFrame = usable.first?.frameIndex, let lastFrame = usable.last?.frameIndex
        else { return .failure(.ballTooSmall) }
        let count = lastFrame - firstFrame + 1
        // At least 8 frames, and at least one in four of them seen: the grid (and the work) stays the track's size.
        guard count >= 8, usable.count >= 8, count <= usable.count * 4 else { return .failure(.ballTooSmall) }
        // The channels on a regular frame grid; frames without an observation are interpolated.
        func channels(
            _ read: (BallObservation) -> [Double], count channelCount: Int, trendDegree: Int = 1
        ) -> [[Double]] {
            var channels = [[Double]](repeating: [Double](repeating: .nan, count: count), count: channelCount)
            for observation in usable {
                for (channel, value) in read(observation).enumerated() {
                    channels[channel][observation.frameIndex - firstFrame] = value
                }
            }
            return channels.map { detrended(interpolated($0), degree: trendDegree) }
        }
        let dipole = channels(
            { [$0.patternContrast * 4, $0.patternOffsetX, $0.patternOffsetY] }, count: 3)
        // A plain ball's dipole only jitters with noise and drifts with the light.
        let swing = (dipole[1...2].reduce(0) { $0 + $1.reduce(0) { $0 + $1 * $1 } } / Double(2 * count)).squareRoot()
        let fromDipole: Result<Double, RevRateUnavailable> =
            swing >= minimumPatternSwing
            ? revRate(of: dipole, framesPerSecond: framesPerSecond) : .failure(.plainPattern)
        guard case .failure(let reason) = fromDipole else { return fromDipole }
        // The image also holds the ball's shading, which changes along the lane as the lights fall on it from
        // further ahead: a curve over the track, not a line, so a cubic is taken off.
        let image = channels(
            { [$0.patternImage[0], $0.patternImage[1], $0.patternImage[2], $0.patternImage[3]] }, count: 4,
            trendDegree: 3)
        if case .success(let rpm) = revRate(of: image, framesPerSecond: framesPerSecond) { return .success(rpm) }
        return .failure(reason)
    }

    /// The rev rate from the period that `channels` (detrended, on a regular frame grid) share, or why there is none.
    static func revRate(of channels: [[Double]], framesPerSecond: Double) -> Result<Double, RevRateUnavailable> {
        let count = channels.first?.count ?? 0
        let shortestLag = max(2, Int((framesPerSecond * 60 / rpmRange.upperBound).rounded(.down)))
        let longestLag = min(count * 2 / 3, Int((framesPerSecond * 60 / rpmRange.lowerBound).rounded(.up)))
        guard longestLag > shortestLag + 1 else { return .failure(.noSteadyPeriod) }
        var correlation = [Double](repeating: 0, count: longestLag + 2)
        for lag in 0...(longestLag + 1) where lag < count {
            var product = 0.0
            var left = 0.0
            var right = 0.0
            for channel in channels {
                for index in 0..<(count - lag) {
                    product += channel[index] * channel[index + lag]
                    left += channel[index] * channel[index]
                    right += channel[index + lag] * channel[index + lag]
                }
            }
            correlation[lag] = left > 0 && right > 0 ? product / (left * right).squareRoot() : 0
        }
        let peaks = (shortestLag...longestLag).filter {
            correlation[$0] >= correlation[$0 - 1] && correlation[$0] >= correlation[$0 + 1]
        }
        let minimumCorrelation = Self.minimumCorrelation(frames: count)
        guard let strongest = peaks.map({ correlation[$0] }).max(), strongest >= minimumCorrelation,
            let first = peaks.first(where: { correlation[$0] >= max(minimumCorrelation, 0.6 * strongest) })
        else { return .failure(.noSteadyPeriod) }
        let turn = Self.shortestWholeTurn(
            within: Self.fullTurn(of: first, correlation, longestLag, minimumCorrelation), correlation, shortestLag,
            longestLag, minimumCorrelation)
        var period = refined(correlation, at: turn)
        // Refine at the furthest multiple of the period that the correlation still covers.
        let multiple = Int(Double(longestLag) / period)
        if multiple >= 2 {
            let guess = Int(Elementary.rounded(period * Double(multiple)))
            let candidates = max(1, guess - 2)...min(longestLag, guess + 2)
            if let peak = candidates.max(by: { correlation[$0] < correlation[$1] }),
                correlation[peak] >= minimumCorrelation, peak > candidates.lowerBound,
                peak < candidates.upperBound
            {
                period = refined(correlation, at: peak) / Double(multiple)
            }
        }
        // A period the track holds fewer than three times is a drift of the light or the size, not a turn seen.
        guard period * 3 <= Double(count) else { return .failure(.noSteadyPeriod) }
        let rpm = framesPerSecond * 60 / period
        return rpmRange.contains(rpm) ? .success(rpm) : .failure(.noSteadyPeriod)
    }

    /// The lag of one whole turn, given the first strong peak: a pattern that looks alike after half a turn (two
    /// colours swirled opposite each other, holes and a logo across the ball) also correlates at half its period,
    /// and then only the even multiples of that half correlate as the period does, the odd ones (1.5 turns, 2.5
    /// turns) less. The first peak is half a turn when the odd multiples' mean is under 0.6 of the even ones'; or
    /// under 0.8 of it with the track holding three odd multiples (the peak itself among them) and three even ones,
    /// every odd one below the even ones beside it. The second test needs that many turns: over fewer, a true
    /// period's peaks rise and fall by as much (the 240 fps light ball's: 0.44, 0.53, 0.38 and 0.58 at one to four
    /// turns), and a slow ball would read at half its rev rate.
    static func fullTurn(of lag: Int, _ correlation: [Double], _ longestLag: Int, _ minimumCorrelation: Double) -> Int {
        let period = refined(correlation, at: lag)
        /// The correlation's peak within a frame of `multiple` periods, with its place.
        func near(_ multiple: Int) -> (lag: Int, value: Double)? {
            let center = Int(Elementary.rounded(Double(multiple) * period))
            guard center + 1 <= longestLag else { return nil }
            return (center - 1...center + 1).map { ($0, correlation[$0]) }.max { $0.1 < $1.1 }
        }
        var peaks = [correlation[lag]]
        while let peak = near(peaks.count + 1) { peaks.append(peak.value) }
        guard peaks.count >= 3, let double = near(2), double.value >= minimumCorrelation else { return lag }
        // peaks[k] is multiple k + 1: odd multiples at even indices.
        let odd = peaks.indices.filter { $0.isMultiple(of: 2) }.map { peaks[$0] }
        let even = peaks.indices.filter { !$0.isMultiple(of: 2) }.map { peaks[$0] }
        let oddMean = odd.dropFirst().reduce(0, +) / Double(odd.count - 1)
        let evenMean = even.reduce(0, +) / Double(even.count)
        if oddMean < 0.6 * evenMean { return double.lag }
        let belowBothSides = peaks.indices.allSatisfy { index in
            !index.isMultiple(of: 2)
                || [index - 1, index + 1].allSatisfy { !peaks.indices.contains($0) || peaks[index] < peaks[$0] }
        }
        let oddMeanWithPeak = odd.reduce(0, +) / Double(odd.count)
        guard odd.count >= 3, even.count >= 3, belowBothSides, oddMeanWithPeak < 0.8 * evenMean else { return lag }
        return double.lag
    }

    /// The lag of one whole turn, given one of several turns: where one turn correlates just under 0.6 of the
    /// strongest peak, the first strong one is two or three turns (the 120 fps light ball's disc: 0.31 at one turn,
    /// 0.39, 0.43 and 0.54 at two to four; read as two, it gave half the rev rate). A peak at a third or a half of
    /// `lag` that counts as a period, and that `fullTurn` keeps as a whole turn (over at least three of its
    /// multiples), is the turn.
    static func shortestWholeTurn(
        within lag: Int, _ correlation: [Double], _ shortestLag: Int, _ longestLag: Int, _ minimumCorrelation: Double
    ) -> Int {
        for divisor in [3, 2] {
            let center = Int(Elementary.rounded(Double(lag) / Double(divisor)))
            guard center - 1 > shortestLag, 3 * (center + 1) <= longestLag else { continue }
            let peak = (center - 1...center + 1).max { correlation[$0] < correlation[$1] } ?? center
            guard correlation[peak] >= minimumCorrelation, correlation[peak] >= correlation[peak - 1],
                correlation[peak] >= correlation[peak + 1],
                fullTurn(of: peak, correlation, longestLag, minimumCorrelation) == peak
            else { continue }
            return peak
        }
        return lag
    }

    private static func refined(_ values: [Double], at index: Int) -> Double {
        let a = values[index - 1]
        let b = values[index]
        let c = values[index + 1]
        let denominator = a - 2 * b + c
        guard abs(denominator) > 1e-12 else { return Double(index) }
        let offset = 0.5 * (a - c) / denominator
        return Double(index) + max(-0.5, min(0.5, offset))
    }

    private static func interpolated(_ values: [Double]) -> [Double] {
        var result = values
        var lastKnown: Int?
        for index in result.indices where !result[index].isNaN {
            if let previous = lastKnown, index - previous > 1 {
                for gap in (previous + 1)..<index {
                    let share = Double(gap - previous) / Double(index - previous)
                    result[gap] = result[previous] + share * (result[index] - result[previous])
                }
            }
            lastKnown = index
        }
        return result.map { $0.isNaN ? 0 : $0 }
    }

    /// The values minus their least-squares polynomial of `degree` in the frame index.
    private static func detrended(_ values: [Double], degree: Int) -> [Double] {
        // The index scaled to -1...1: the powers' sums stay well conditioned.
        let half = max(1, Double(values.count - 1) / 2)
        let x = values.indices.map { (Double($0) - half) / half }
        guard let fit = PolynomialFit(x: x, y: values, degree: degree, center: 0) else {
            let mean = values.reduce(0, +) / Double(max(1, values.count))
            return values.map { $0 - mean }
        }
        return values.indices.map { values[$0] - fit.value(at: x[$0]) }
    }
}

/// Why a shot has no rev rate.
public enum RevRateUnavailable: String, Error, Equatable, Sendable {
    /// Too few frames in the first 35 ft show the ball at least `RevRateEstimator.minimumDiameterPixels` across.
    case ballTooSmall
    /// Nothing on the ball was seen turning: a plain ball without visible finger holes or a marker.
    case plainPattern
    /// A pattern turned, but without a steady period in 60-900 rpm (too few frames a revolution, motion blur).
    case noSteadyPeriod
}

// The JSON of the server and the tool; the page's WebAssembly (Embedded Swift) has no Codable.
#if !hasFeature(Embedded)
    extension RevRateUnavailable: Codable {}
#endif
