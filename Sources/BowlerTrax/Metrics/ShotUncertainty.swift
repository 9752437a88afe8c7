/// One standard uncertainty (the ± of one standard deviation) of each of a shot's headline metrics, in the metric's
/// own unit, from two independent sources combined in quadrature (√(fit² + calibration²)):
///
/// - **the track's fit**: each metric comes from a least-squares fit (`ShotMetrics`); the fit's residuals give the
///   scatter of a point, σ² = RSS / (n − p), and its design matrix A the standard error of the fitted quantity,
///   √(σ² gᵀ(AᵀA)⁻¹g) for its gradient g in the coefficients, carried to the metric to first order (the average speed
///   from both crossing times' errors, the entry angle from the slope's through atan, the breakpoint from the vertex's);
/// - **the calibration's geometry**: the same observations re-measured under the calibration rebuilt with each tap
///   moved by `tapPrecisionPixels` in x, then in y (`calibrationPart`).
///
/// A shot whose ± is over its limit on a headline metric (`largestEntryBoard`, ...) is refused (`problem(of:)`).
public struct ShotUncertainty: Equatable, Sendable {
    /// ± of `ShotMetrics.averageSpeedMph`, mph.
    public var averageSpeedMph: Double
    /// ± of `ShotMetrics.entryAngleDegrees`, degrees.
    public var entryAngleDegrees: Double
    /// ± of `ShotMetrics.entryBoard`, boards.
    public var entryBoard: Double
    /// ± of `ShotMetrics.arrowsBoard`, boards.
    public var arrowsBoard: Double
    /// ± of `ShotMetrics.breakpointBoard`, boards.
    public var breakpointBoard: Double
    /// ± of `ShotMetrics.breakpointDistanceFeet`, feet.
    public var breakpointDistanceFeet: Double

    public init(
        averageSpeedMph: Double, entryAngleDegrees: Double, entryBoard: Double, arrowsBoard: Double,
        breakpointBoard: Double, breakpointDistanceFeet: Double
    ) {
        self.averageSpeedMph = averageSpeedMph
        self.entryAngleDegrees = entryAngleDegrees
        self.entryBoard = entryBoard
        self.arrowsBoard = arrowsBoard
        self.breakpointBoard = breakpointBoard
        self.breakpointDistanceFeet = breakpointDistanceFeet
    }

    /// Every field transformed.
    private func mapped(_ transform: (Double) -> Double) -> ShotUncertainty {
        ShotUncertainty(
            averageSpeedMph: transform(averageSpeedMph), entryAngleDegrees: transform(entryAngleDegrees),
            entryBoard: transform(entryBoard), arrowsBoard: transform(arrowsBoard),
            breakpointBoard: transform(breakpointBoard), breakpointDistanceFeet: transform(breakpointDistanceFeet))
    }

    /// Every field from the same field of `self` and `other`.
    private func merging(_ other: ShotUncertainty, _ merge: (Double, Double) -> Double) -> ShotUncertainty {
        ShotUncertainty(
            averageSpeedMph: merge(averageSpeedMph, other.averageSpeedMph),
            entryAngleDegrees: merge(entryAngleDegrees, other.entryAngleDegrees),
            entryBoard: merge(entryBoard, other.entryBoard), arrowsBoard: merge(arrowsBoard, other.arrowsBoard),
            breakpointBoard: merge(breakpointBoard, other.breakpointBoard),
            breakpointDistanceFeet: merge(breakpointDistanceFeet, other.breakpointDistanceFeet))
    }

    /// The uncertainty of two independent errors together: each field √(a² + b²).
    public func combined(with other: ShotUncertainty) -> ShotUncertainty {
        merging(other) { ($0 * $0 + $1 * $1).squareRoot() }
    }

    /// How far each metric moved from `metrics` to `other` (absolute).
    init(change metrics: ShotMetrics, to other: ShotMetrics) {
        self.init(
            averageSpeedMph: abs(other.averageSpeedMph - metrics.averageSpeedMph),
            entryAngleDegrees: abs(other.entryAngleDegrees - metrics.entryAngleDegrees),
            entryBoard: abs(other.entryBoard - metrics.entryBoard),
            arrowsBoard: abs(other.arrowsBoard - metrics.arrowsBoard),
            breakpointBoard: abs(other.breakpointBoard - metrics.breakpointBoard),
            breakpointDistanceFeet: abs(other.breakpointDistanceFeet - metrics.breakpointDistanceFeet))
    }

    /// No uncertainty at all: where a sum of squares starts.
    static let zero = ShotUncertainty(
        averageSpeedMph: 0, entryAngleDegrees: 0, entryBoard: 0, arrowsBoard: 0, breakpointBoard: 0,
        breakpointDistanceFeet: 0)
}

// MARK: - The calibration's part

extension ShotUncertainty {
    /// One standard uncertainty of a calibration tap, per image axis, pixels. Taps are refined to the feature they
    /// name (`BowlerTraxVision.RefinedTap`): on the project's renders every landmark snaps within 0.37 px of the
    /// truth, and in H.264 the head pin's base comes out 0.6 px high; a phone's video (compression, blur, a lens that
    /// is no ideal pinhole) does no better, so a refined tap is taken to be off by about a pixel in each axis.
    public static let tapPrecisionPixels = 1.0

    /// The calibration's part: the same track re-measured (`measure`) under the calibration with each of its four
    /// taps moved by `tapPrecisionPixels` along x, then along y (8 re-measurements; reference points stay).
    ///
    /// The model: each tap coordinate is off by an independent error of standard deviation `tapPrecisionPixels`, and
    /// each metric responds to it linearly, so the metric's variance is Σᵢ (∂m/∂tᵢ · σ)², and a move by exactly σ
    /// changes the metric by ∂m/∂tᵢ · σ: the part is the root-sum-square of the 8 changes. A move that leaves the
    /// calibration invalid, or the track short of the lane, is skipped (the re-measurement does not judge
    /// plausibility, so a shot near a plausibility limit keeps every term).
    static func calibrationPart(
        of metrics: ShotMetrics, calibration: LaneCalibration, measure: (LaneCalibration) -> ShotMetrics?
    ) -> ShotUncertainty {
        var squares = ShotUncertainty.zero
        for name in CalibrationTaps.Name.allCases {
            guard let tap = calibration.taps[name] else { continue }
            for moved in [
                ImagePoint(x: tap.x + tapPrecisionPixels, y: tap.y),
                ImagePoint(x: tap.x, y: tap.y + tapPrecisionPixels),
            ] {
                var taps = calibration.taps
                taps[name] = moved
                guard
                    let perturbed = try? LaneCalibration(
                        taps: taps, imageWidth: calibration.imageWidth, imageHeight: calibration.imageHeight,
                        referencePoints: calibration.referencePoints),
                    let remeasured = measure(perturbed)
                else { continue }
                squares = squares.merging(ShotUncertainty(change: metrics, to: remeasured)) { $0 + $1 * $1 }
            }
        }
        return squares.mapped { $0.squareRoot() }
    }
}

// MARK: - Refusal

extension ShotUncertainty {
    /// The largest average speed ± a shot may have and still be shown, mph: three times the accuracy bound (0.3 mph).
    public static let largestAverageSpeedMph = 0.9
    /// The largest entry angle ±, degrees: three times the accuracy bound (0.75°).
    public static let largestEntryAngleDegrees = 2.25
    /// The largest entry board ±, boards: three times the accuracy bound (1 board).
    public static let largestEntryBoard = 3.0
    /// The largest board at the arrows ±, boards: three times the accuracy bound (0.75 board).
    public static let largestArrowsBoard = 2.25

    /// A metric whose ± can make a shot too unreliable to show.
    public enum Metric: String, Sendable, CaseIterable {
        case averageSpeed, entryAngle, entryBoard, arrowsBoard

        /// The largest ± it may have (`largestAverageSpeedMph`, ...).
        public var largestUncertainty: Double {
            switch self {
            case .averageSpeed: ShotUncertainty.largestAverageSpeedMph
            case .entryAngle: ShotUncertainty.largestEntryAngleDegrees
            case .entryBoard: ShotUncertainty.largestEntryBoard
            case .arrowsBoard: ShotUncertainty.largestArrowsBoard
            }
        }

        func value(in metrics: ShotMetrics) -> Double {
            switch self {
            case .averageSpeed: metrics.averageSpeedMph
            case .entryAngle: metrics.entryAngleDegrees
            case .entryBoard: metrics.entryBoard
            case .arrowsBoard: metrics.arrowsBoard
            }
        }

        func uncertainty(in uncertainty: ShotUncertainty) -> Double {
            switch self {
            case .averageSpeed: uncertainty.averageSpeedMph
            case .entryAngle: uncertainty.entryAngleDegrees
            case .entryBoard: uncertainty.entryBoard
            case .arrowsBoard: uncertainty.arrowsBoard
            }
        }

        /// "an average speed of 17.0 ± 1.2 mph", one decimal.
        func phrase(value: Double, uncertainty: Double) -> String {
            let figures = "\(oneDecimal(value)) ± \(oneDecimal(uncertainty))"
            return switch self {
            case .averageSpeed: "an average speed of \(figures) mph"
            case .entryAngle: "an entry angle of \(figures)°"
            case .entryBoard: "an entry board of \(figures) boards"
            case .arrowsBoard: "a board at the arrows of \(figures) boards"
            }
        }
    }

    /// Why `metrics` are too uncertain to show (the first metric whose ± is over its limit, or whose ± is not a
    /// number), or nil when every one is within its limit.
    func problem(of metrics: ShotMetrics) -> ImplausibleShot? {
        for metric in Metric.allCases {
            let plusOrMinus = metric.uncertainty(in: self)
            guard plusOrMinus.isFinite, plusOrMinus <= metric.largestUncertainty else {
                return .uncertain(metric, value: metric.value(in: metrics), plusOrMinus: plusOrMinus)
            }
        }
        return nil
    }
}

// The JSON of the server and the tool; the page's WebAssembly (Embedded Swift) has no Codable.
#if !hasFeature(Embedded)
    extension ShotUncertainty: Codable {}
#endif
