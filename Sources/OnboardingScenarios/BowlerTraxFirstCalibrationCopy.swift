import Basics
import OnboardingKit

/// The first-calibration and first-shot tutorial copy: English verbatim from the BowlerTrax specification
/// (sections 3, 4 and 9), Vietnamese written for the same screens.
///
/// Where the specification gives no text for a label the flow needs, the English follows its wording:
/// the calibration skip reuses "Skip for now" (section 9), and the head pin title, the head pin skip, the
/// validation screen and the overlays' X ("Skip tutorial") are the flow's own.
let bowlerTraxFirstCalibrationCopy: [CopyKey: [Language: String]] = [
    // Step 1: camera positioning
    "bowlertrax.calibration.positioning.title": [
        .english: "Camera Positioning",
        .vietnamese: "Đặt vị trí camera",
    ],
    "bowlertrax.calibration.positioning.checklist": [
        .english:
            "Position your camera:\n"
            + "Behind the approach\n"
            + "Elevated (shoulder height)\n"
            + "Centered on your lane\n"
            + "Stable (use tripod/stand)",
        .vietnamese:
            "Đặt camera của bạn:\n"
            + "Phía sau khu vực chạy đà\n"
            + "Trên cao (ngang vai)\n"
            + "Ở chính giữa làn của bạn\n"
            + "Cố định (dùng chân máy/giá đỡ)",
    ],
    "bowlertrax.calibration.positioning.button": [.english: "Position is Good", .vietnamese: "Vị trí đã ổn"],
    "bowlertrax.calibration.positioning.skip": [.english: "Skip for now", .vietnamese: "Để sau"],

    // Step 2: arrow identification
    "bowlertrax.calibration.arrows.title": [
        .english: "Identify the Arrows",
        .vietnamese: "Xác định các mũi tên",
    ],
    "bowlertrax.calibration.arrows.instruction": [
        .english: "Tap the CENTER arrow on the lane (arrow on board 20).",
        .vietnamese: "Chạm vào mũi tên Ở GIỮA trên làn (mũi tên ở ván số 20).",
    ],
    "bowlertrax.calibration.arrows.help": [.english: "Can't see arrows?", .vietnamese: "Không thấy mũi tên?"],
    "bowlertrax.calibration.arrows.help.details": [
        .english:
            "Arrows are located 15 feet down the lane. "
            + "They're typically darker marks in the shape of triangles or chevrons.\n\n"
            + "If you can't see them:\n"
            + "Move camera higher\n"
            + "Adjust camera angle downward\n"
            + "Ensure lane is well-lit",
        .vietnamese:
            "Các mũi tên nằm trên làn, cách vạch phạm lỗi 15 feet (khoảng 4,6 m). "
            + "Chúng thường là những dấu sẫm màu hình tam giác hoặc hình chữ V.\n\n"
            + "Nếu bạn không thấy chúng:\n"
            + "Đặt camera cao hơn\n"
            + "Chỉnh góc camera chúc xuống\n"
            + "Bảo đảm làn được chiếu sáng tốt",
    ],

    // Step 3: additional reference points
    "bowlertrax.calibration.foul-line.title": [
        .english: "Mark the Foul Line",
        .vietnamese: "Đánh dấu vạch phạm lỗi",
    ],
    "bowlertrax.calibration.foul-right.instruction": [
        .english: "Tap where the foul line meets the right gutter.",
        .vietnamese: "Chạm vào điểm vạch phạm lỗi gặp rãnh bên phải.",
    ],
    "bowlertrax.calibration.foul-left.instruction": [
        .english: "Tap where the foul line meets the left gutter.",
        .vietnamese: "Chạm vào điểm vạch phạm lỗi gặp rãnh bên trái.",
    ],
    "bowlertrax.calibration.head-pin.title": [.english: "Mark the Head Pin", .vietnamese: "Đánh dấu ki đầu"],
    "bowlertrax.calibration.head-pin.instruction": [
        .english: "Tap the head pin position (optional).",
        .vietnamese: "Chạm vào vị trí ki đầu (không bắt buộc).",
    ],
    "bowlertrax.calibration.head-pin.skip": [.english: "Skip", .vietnamese: "Bỏ qua"],

    // Step 4: validation feedback
    "bowlertrax.calibration.validate.title": [
        .english: "Checking Calibration…",
        .vietnamese: "Đang kiểm tra hiệu chỉnh…",
    ],
    "bowlertrax.calibration.validate.button": [
        .english: "Check Calibration",
        .vietnamese: "Kiểm tra hiệu chỉnh",
    ],
    "bowlertrax.calibration.complete.title": [
        .english: "Calibration Complete",
        .vietnamese: "Hiệu chỉnh hoàn tất",
    ],
    "bowlertrax.calibration.complete.message": [
        .english: "Lane grid looks accurate!",
        .vietnamese: "Lưới làn trông rất chính xác!",
    ],
    "bowlertrax.calibration.complete.start": [.english: "Start Recording", .vietnamese: "Bắt đầu ghi hình"],
    "bowlertrax.calibration.complete.redo": [.english: "Redo Calibration", .vietnamese: "Hiệu chỉnh lại"],
    "bowlertrax.calibration.retry.title": [.english: "Let's Try Again", .vietnamese: "Hãy thử lại nhé"],
    "bowlertrax.calibration.retry.body": [
        .english:
            "The calibration doesn't look quite right. This can happen if:\n"
            + "Camera moved between taps\n"
            + "Tap was off-target\n"
            + "Glare is affecting visibility",
        .vietnamese:
            "Kết quả hiệu chỉnh có vẻ chưa thật chính xác. Điều này có thể xảy ra nếu:\n"
            + "Camera bị xê dịch giữa các lần chạm\n"
            + "Lần chạm bị lệch khỏi mục tiêu\n"
            + "Ánh sáng chói làm khó nhìn rõ",
    ],
    "bowlertrax.calibration.retry.button": [.english: "Try Again", .vietnamese: "Thử lại"],

    // Step 5: save calibration
    "bowlertrax.calibration.save.title": [
        .english: "Save This Calibration?",
        .vietnamese: "Lưu hiệu chỉnh này?",
    ],
    "bowlertrax.calibration.save.center.label": [
        .english: "Bowling Center Name (optional)",
        .vietnamese: "Tên trung tâm bowling (không bắt buộc)",
    ],
    "bowlertrax.calibration.save.center.placeholder": [
        .english: "AMF Bowling Center",
        .vietnamese: "VD: Trung tâm Bowling AMF",
    ],
    "bowlertrax.calibration.save.lanes.label": [.english: "Lane Number(s)", .vietnamese: "Số làn"],
    "bowlertrax.calibration.save.lanes.placeholder": [.english: "Lanes 15-16", .vietnamese: "VD: Làn 15-16"],
    "bowlertrax.calibration.save.button": [.english: "Save Calibration", .vietnamese: "Lưu hiệu chỉnh"],
    "bowlertrax.calibration.save.skip": [.english: "Use Without Saving", .vietnamese: "Dùng mà không lưu"],

    // First shot tutorial: overlay 1, color selection
    "bowlertrax.tutorial.ball.title": [.english: "Tap Your Ball", .vietnamese: "Chạm vào bóng của bạn"],
    "bowlertrax.tutorial.ball.body": [
        .english:
            "Tap on your bowling ball to set the tracking color.\n\n"
            + "Tip: Tap the brightest, most unique color on your ball.",
        .vietnamese:
            "Chạm vào quả bóng bowling của bạn để đặt màu theo dõi.\n\n"
            + "Mẹo: Hãy chạm vào màu sáng nhất, khác biệt nhất trên quả bóng.",
    ],
    "bowlertrax.tutorial.ball.button": [.english: "Got it", .vietnamese: "Đã hiểu"],

    // Overlay 2: camera position check
    "bowlertrax.tutorial.view.title": [.english: "Check Your View", .vietnamese: "Kiểm tra khung hình"],
    "bowlertrax.tutorial.view.body": [
        .english:
            "Make sure you can see:\n"
            + "Foul line area\n"
            + "Lane arrows\n"
            + "Pins (at least partially)",
        .vietnamese:
            "Hãy bảo đảm bạn nhìn thấy:\n"
            + "Khu vực vạch phạm lỗi\n"
            + "Các mũi tên trên làn\n"
            + "Các ki (ít nhất một phần)",
    ],
    "bowlertrax.tutorial.view.button": [.english: "Looks Good", .vietnamese: "Trông ổn rồi"],

    // Overlay 3: recording instructions
    "bowlertrax.tutorial.ready.title": [.english: "Ready to Bowl", .vietnamese: "Sẵn sàng ném bóng"],
    "bowlertrax.tutorial.ready.body": [
        .english:
            "Recording starts automatically when your ball is detected.\n\n"
            + "Recording stops when the ball reaches the pins.\n\n"
            + "Just bowl normally!",
        .vietnamese:
            "Ứng dụng tự động bắt đầu ghi hình khi nhận diện được quả bóng của bạn.\n\n"
            + "Ghi hình sẽ dừng khi bóng chạm tới các ki.\n\n"
            + "Cứ ném bóng như bình thường nhé!",
    ],
    "bowlertrax.tutorial.ready.button": [.english: "Start Tracking", .vietnamese: "Bắt đầu theo dõi"],

    // The overlays' X
    "bowlertrax.tutorial.skip": [.english: "Skip tutorial", .vietnamese: "Bỏ qua hướng dẫn"],
]
