import Basics

/// The tracker's and the coaching's copy: English verbatim from the BowlerTrax specification (section 5, improvement
/// tips and metric tooltips; section 9, error messages; section 7, the calibration check), Vietnamese written for the
/// same screens. The tips that name a direction exist twice: the spec's right-hander text, and its mirror for a
/// left-hander ("left (RH)" becomes "right (LH)").
public let bowlerTraxCoachingCopy: [CopyKey: [Language: String]] = [
    "bowlertrax.tip.lowAngle.title": [
        .english: "Tip: Increase Your Entry Angle", .vietnamese: "Mẹo: Tăng góc vào bóng",
    ],
    "bowlertrax.tip.lowAngle.body.right": [
        .english: "Your ball is entering the pocket too straight. Try:\n"
            + "Moving your target left (RH)\nIncreasing ball speed slightly\nAdjusting your release\n\n"
            + "Goal: 4-6 degree entry angle",
        .vietnamese: "Bóng của bạn vào túi quá thẳng. Hãy thử:\n"
            + "Dời mục tiêu sang trái (tay phải)\nTăng nhẹ tốc độ bóng\nĐiều chỉnh cách thả bóng\n\n"
            + "Mục tiêu: góc vào 4-6 độ",
    ],
    "bowlertrax.tip.lowAngle.body.left": [
        .english: "Your ball is entering the pocket too straight. Try:\n"
            + "Moving your target right (LH)\nIncreasing ball speed slightly\nAdjusting your release\n\n"
            + "Goal: 4-6 degree entry angle",
        .vietnamese: "Bóng của bạn vào túi quá thẳng. Hãy thử:\n"
            + "Dời mục tiêu sang phải (tay trái)\nTăng nhẹ tốc độ bóng\nĐiều chỉnh cách thả bóng\n\n"
            + "Mục tiêu: góc vào 4-6 độ",
    ],
    "bowlertrax.tip.highAngle.title": [
        .english: "Tip: Reduce Your Entry Angle", .vietnamese: "Mẹo: Giảm góc vào bóng",
    ],
    "bowlertrax.tip.highAngle.body.right": [
        .english: "Your ball is hooking too much. This can cause inconsistent pin carry. Try:\n"
            + "Moving your target right (RH)\nDecreasing ball speed\nUsing a weaker ball\n\n"
            + "Goal: 4-6 degree entry angle",
        .vietnamese: "Bóng của bạn móc quá nhiều. Điều này có thể khiến ky đổ không đều. Hãy thử:\n"
            + "Dời mục tiêu sang phải (tay phải)\nGiảm tốc độ bóng\nDùng bóng yếu hơn\n\n"
            + "Mục tiêu: góc vào 4-6 độ",
    ],
    "bowlertrax.tip.highAngle.body.left": [
        .english: "Your ball is hooking too much. This can cause inconsistent pin carry. Try:\n"
            + "Moving your target left (LH)\nDecreasing ball speed\nUsing a weaker ball\n\n"
            + "Goal: 4-6 degree entry angle",
        .vietnamese: "Bóng của bạn móc quá nhiều. Điều này có thể khiến ky đổ không đều. Hãy thử:\n"
            + "Dời mục tiêu sang trái (tay trái)\nGiảm tốc độ bóng\nDùng bóng yếu hơn\n\n"
            + "Mục tiêu: góc vào 4-6 độ",
    ],
    "bowlertrax.tip.brooklyn.title": [.english: "Brooklyn!", .vietnamese: "Brooklyn!"],
    "bowlertrax.tip.brooklyn.body.right": [
        .english: "Your ball crossed to the opposite pocket. This usually means:\n"
            + "Ball hooked more than expected\nLane conditions changed\nTarget was too far inside\n\n"
            + "Adjust: Move your feet/target slightly right (for RH bowlers).",
        .vietnamese: "Bóng của bạn đã băng sang túi đối diện. Điều này thường có nghĩa là:\n"
            + "Bóng móc nhiều hơn dự kiến\nĐiều kiện làn đã thay đổi\nMục tiêu quá vào trong\n\n"
            + "Điều chỉnh: Dời chân/mục tiêu sang phải một chút (cho người ném tay phải).",
    ],
    "bowlertrax.tip.brooklyn.body.left": [
        .english: "Your ball crossed to the opposite pocket. This usually means:\n"
            + "Ball hooked more than expected\nLane conditions changed\nTarget was too far inside\n\n"
            + "Adjust: Move your feet/target slightly left (for LH bowlers).",
        .vietnamese: "Bóng của bạn đã băng sang túi đối diện. Điều này thường có nghĩa là:\n"
            + "Bóng móc nhiều hơn dự kiến\nĐiều kiện làn đã thay đổi\nMục tiêu quá vào trong\n\n"
            + "Điều chỉnh: Dời chân/mục tiêu sang trái một chút (cho người ném tay trái).",
    ],
    // Metric tooltips' bands (section 5).
    "bowlertrax.band.speed.belowTypical": [
        .english: "Below the typical range: 14-20 MPH",
        .vietnamese: "Dưới khoảng thông thường: 14-20 MPH",
    ],
    "bowlertrax.band.speed.typical": [
        .english: "Typical range: 14-20 MPH", .vietnamese: "Khoảng thông thường: 14-20 MPH",
    ],
    "bowlertrax.band.speed.pro": [
        .english: "Pros average: 17-19 MPH", .vietnamese: "Trung bình của dân chuyên: 17-19 MPH",
    ],
    "bowlertrax.band.speed.aboveTypical": [
        .english: "Above the typical range: 14-20 MPH",
        .vietnamese: "Trên khoảng thông thường: 14-20 MPH",
    ],
    "bowlertrax.band.angle.low": [.english: "Low Entry Angle (<4 degrees)", .vietnamese: "Góc vào thấp (<4 độ)"],
    "bowlertrax.band.angle.goal": [.english: "Goal: 4-6 degree entry angle", .vietnamese: "Mục tiêu: góc vào 4-6 độ"],
    "bowlertrax.band.angle.strong": [
        .english: "Ideal for strikes: ~6 degrees", .vietnamese: "Lý tưởng để strike: ~6 độ",
    ],
    "bowlertrax.band.angle.high": [.english: "High Entry Angle (>8 degrees)", .vietnamese: "Góc vào cao (>8 độ)"],
    "bowlertrax.band.rev.low": [.english: "Low: Under 200 RPM", .vietnamese: "Thấp: dưới 200 RPM"],
    "bowlertrax.band.rev.medium": [.english: "Medium: 200-350 RPM", .vietnamese: "Trung bình: 200-350 RPM"],
    "bowlertrax.band.rev.high": [.english: "High: 350-450 RPM", .vietnamese: "Cao: 350-450 RPM"],
    "bowlertrax.band.rev.veryHigh": [.english: "Very High: 450+ RPM", .vietnamese: "Rất cao: 450+ RPM"],
    "bowlertrax.band.strike.excellent": [.english: "90%+: Excellent entry", .vietnamese: "90%+: Vào bóng xuất sắc"],
    "bowlertrax.band.strike.good": [.english: "70-90%: Good entry", .vietnamese: "70-90%: Vào bóng tốt"],
    "bowlertrax.band.strike.marginal": [.english: "50-70%: Marginal entry", .vietnamese: "50-70%: Vào bóng tạm được"],
    "bowlertrax.band.strike.offPocket": [.english: "Under 50%: Off-pocket", .vietnamese: "Dưới 50%: Lệch túi"],
    "bowlertrax.strike.estimateLabel": [
        .english: "Strike probability (estimate from entry angle and pocket position)",
        .vietnamese: "Khả năng strike (ước tính từ góc vào và vị trí túi)",
    ],
    // Tracking messages (section 9) and the calibration check (section 7).
    "bowlertrax.tracking.ballNotDetected": [
        .english: "Can't detect your ball. Make sure it's visible and well-lit.",
        .vietnamese: "Không phát hiện được bóng của bạn. Hãy đảm bảo bóng hiện rõ và đủ sáng.",
    ],
    "bowlertrax.tracking.lost": [
        .english: "Lost track of the ball. Try adjusting camera position.",
        .vietnamese: "Mất dấu bóng. Hãy thử điều chỉnh vị trí camera.",
    ],
    "bowlertrax.calibration.failed": [
        .english: "Calibration doesn't look right. Let's try again.",
        .vietnamese: "Hiệu chỉnh có vẻ chưa đúng. Hãy thử lại nhé.",
    ],
    "bowlertrax.calibration.check.title": [.english: "Calibration Check", .vietnamese: "Kiểm tra hiệu chỉnh"],
    "bowlertrax.calibration.check.body": [
        .english: "Your camera position looks different from your saved calibration.",
        .vietnamese: "Vị trí camera của bạn có vẻ khác với bản hiệu chỉnh đã lưu.",
    ],
    "bowlertrax.calibration.check.recalibrate": [.english: "Recalibrate", .vietnamese: "Hiệu chỉnh lại"],
    "bowlertrax.calibration.check.continue": [.english: "Continue Anyway", .vietnamese: "Vẫn tiếp tục"],
    "bowlertrax.calibration.retry.cameraMoved": [
        .english: "Camera moved between taps",
        .vietnamese: "Camera bị xê dịch giữa các lần chạm",
    ],
    "bowlertrax.calibration.retry.tapOffTarget": [
        .english: "Tap was off-target",
        .vietnamese: "Lần chạm bị lệch khỏi mục tiêu",
    ],
    "bowlertrax.calibration.retry.glare": [
        .english: "Glare is affecting visibility",
        .vietnamese: "Ánh sáng chói làm khó nhìn rõ",
    ],
]

/// The catalog of `bowlerTraxCoachingCopy`.
public let bowlerTraxCoachingCatalog = CopyCatalog(bowlerTraxCoachingCopy)

/// A tip's copy: its title, and its body for the bowler's hand.
extension CoachingTip {
    public func title(in language: Language) -> String {
        (try? bowlerTraxCoachingCatalog.text(CopyKey(titleKey), in: language)) ?? titleKey
    }

    public func body(hand: Hand, in language: Language) -> String {
        (try? bowlerTraxCoachingCatalog.text(CopyKey(bodyKey(hand: hand)), in: language)) ?? bodyKey(hand: hand)
    }
}
