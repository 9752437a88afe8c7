import Basics
import OnboardingKit

/// The first-launch copy: English verbatim from the BowlerTrax specification (sections 1, 2 and 9),
/// Vietnamese written for the same screens.
let bowlerTraxFirstLaunchCopy: [CopyKey: [Language: String]] = [
    // Welcome
    "bowlertrax.welcome.headline": [.english: "BowlerTrax", .vietnamese: "BowlerTrax"],
    "bowlertrax.welcome.tagline": [
        .english: "Track Every Shot. Improve Every Game.",
        .vietnamese: "Theo dõi từng cú ném. Tiến bộ qua từng ván.",
    ],
    "bowlertrax.welcome.button": [.english: "Get Started", .vietnamese: "Bắt đầu"],

    // Feature highlights
    "bowlertrax.features.tracking.title": [
        .english: "Smart Ball Tracking",
        .vietnamese: "Theo dõi bóng thông minh",
    ],
    "bowlertrax.features.tracking.body": [
        .english:
            "Your phone's camera tracks your ball from release to pins using color detection. "
            + "No sensors or special equipment needed.",
        .vietnamese:
            "Camera điện thoại theo dõi quả bóng của bạn từ lúc thả tay đến khi chạm ki nhờ nhận diện màu sắc. "
            + "Không cần cảm biến hay thiết bị chuyên dụng nào.",
    ],
    "bowlertrax.features.metrics.title": [
        .english: "Real-Time Metrics",
        .vietnamese: "Chỉ số theo thời gian thực",
    ],
    "bowlertrax.features.metrics.body": [
        .english: "See ball speed, entry angle, rev rate, and strike probability instantly after every shot.",
        .vietnamese: "Xem ngay tốc độ bóng, góc vào, tốc độ xoáy và xác suất strike sau mỗi cú ném.",
    ],
    "bowlertrax.features.progress.title": [
        .english: "Track Your Progress",
        .vietnamese: "Theo dõi sự tiến bộ",
    ],
    "bowlertrax.features.progress.body": [
        .english: "Review sessions, analyze trends, and watch your consistency improve over time.",
        .vietnamese:
            "Xem lại các buổi chơi, phân tích xu hướng và thấy độ ổn định của bạn cải thiện theo thời gian.",
    ],
    "bowlertrax.features.next": [.english: "Next", .vietnamese: "Tiếp"],
    "bowlertrax.features.continue": [.english: "Continue", .vietnamese: "Tiếp tục"],
    "bowlertrax.features.back": [.english: "Back", .vietnamese: "Quay lại"],
    "bowlertrax.features.skip": [.english: "Skip intro", .vietnamese: "Bỏ qua giới thiệu"],

    // Camera permission
    "bowlertrax.camera.title": [
        .english: "Camera Access Required",
        .vietnamese: "Cần quyền truy cập camera",
    ],
    "bowlertrax.camera.body": [
        .english:
            "BowlerTrax needs camera access to track your bowling ball down the lane and calculate your shot "
            + "metrics in real-time.",
        .vietnamese:
            "BowlerTrax cần quyền truy cập camera để theo dõi quả bóng của bạn trên đường lăn và tính toán "
            + "các chỉ số cú ném theo thời gian thực.",
    ],
    "bowlertrax.camera.privacy": [
        .english: "Your video stays on your device and is never uploaded.",
        .vietnamese: "Video của bạn chỉ lưu trên thiết bị và không bao giờ được tải lên.",
    ],
    "bowlertrax.camera.button": [.english: "Enable Camera", .vietnamese: "Bật camera"],
    "bowlertrax.camera.why": [.english: "Why is this needed?", .vietnamese: "Vì sao cần quyền này?"],
    "bowlertrax.camera.why.intro": [
        .english: "BowlerTrax uses your camera to:",
        .vietnamese: "BowlerTrax dùng camera của bạn để:",
    ],
    "bowlertrax.camera.why.detect": [
        .english: "Detect your ball by color",
        .vietnamese: "Nhận diện bóng của bạn qua màu sắc",
    ],
    "bowlertrax.camera.why.path": [
        .english: "Track the ball's path",
        .vietnamese: "Theo dõi đường đi của bóng",
    ],
    "bowlertrax.camera.why.speed": [
        .english: "Calculate speed and angle",
        .vietnamese: "Tính tốc độ và góc",
    ],
    "bowlertrax.camera.why.record": [
        .english: "Record shots for playback",
        .vietnamese: "Ghi lại cú ném để xem lại",
    ],
    "bowlertrax.camera.why.local": [
        // The spec's sentence: true by default (issue 26), where frames, tracks, taps and shots stay on the phone and
        // are measured there; only a bowler who turns backup on sends their sessions (Settings says what).
        .english: "No data leaves your phone. All processing happens locally.",
        .vietnamese: "Không có dữ liệu nào rời khỏi điện thoại của bạn. Mọi xử lý đều diễn ra ngay trên máy.",
    ],
    "bowlertrax.camera.system-message": [
        .english: "This app uses your camera to track your bowling ball and calculate shot metrics.",
        .vietnamese: "Ứng dụng này dùng camera để theo dõi quả bóng bowling của bạn và tính toán các chỉ số cú ném.",
    ],

    // Camera denied (limited mode)
    "bowlertrax.camera-denied.title": [
        .english: "Camera Access Denied",
        .vietnamese: "Quyền truy cập camera bị từ chối",
    ],
    "bowlertrax.camera-denied.body": [
        .english:
            "Without camera access, BowlerTrax cannot track your shots. You can still manually log your games.",
        .vietnamese:
            "Không có quyền truy cập camera, BowlerTrax không thể theo dõi các cú ném của bạn. "
            + "Bạn vẫn có thể tự ghi lại các ván đấu của mình.",
    ],
    "bowlertrax.camera-denied.settings": [
        .english: "Open Settings to Enable Camera",
        .vietnamese: "Mở Cài đặt để bật camera",
    ],
    "bowlertrax.camera-denied.continue": [
        .english: "Continue Without Camera",
        .vietnamese: "Tiếp tục mà không dùng camera",
    ],

    // Hand selection
    "bowlertrax.hand.question": [
        .english: "Which hand do you bowl with?",
        .vietnamese: "Bạn ném bóng bằng tay nào?",
    ],
    "bowlertrax.hand.left": [.english: "Left", .vietnamese: "Tay trái"],
    "bowlertrax.hand.right": [.english: "Right", .vietnamese: "Tay phải"],
    "bowlertrax.hand.explanation": [
        .english: "This helps us show you the correct lane perspective and pocket position.",
        .vietnamese: "Thông tin này giúp chúng tôi hiển thị đúng góc nhìn đường lăn và vị trí pocket cho bạn.",
    ],

    // First ball profile
    "bowlertrax.ball.title": [
        .english: "Set Up Your First Ball",
        .vietnamese: "Thiết lập quả bóng đầu tiên",
    ],
    "bowlertrax.ball.name.label": [.english: "Ball Name", .vietnamese: "Tên bóng"],
    "bowlertrax.ball.name.placeholder": [
        .english: "e.g., Storm Hyroad Pearl",
        .vietnamese: "VD: Storm Hyroad Pearl",
    ],
    "bowlertrax.ball.color.label": [
        .english: "Ball Color (for tracking)",
        .vietnamese: "Màu bóng (để theo dõi)",
    ],
    "bowlertrax.ball.color.purple": [.english: "Purple", .vietnamese: "Tím"],
    "bowlertrax.ball.color.blue": [.english: "Blue", .vietnamese: "Xanh dương"],
    "bowlertrax.ball.color.red": [.english: "Red", .vietnamese: "Đỏ"],
    "bowlertrax.ball.color.orange": [.english: "Orange", .vietnamese: "Cam"],
    "bowlertrax.ball.color.green": [.english: "Green", .vietnamese: "Xanh lá"],
    "bowlertrax.ball.color.black": [.english: "Black", .vietnamese: "Đen"],
    "bowlertrax.ball.color.custom": [.english: "Custom", .vietnamese: "Tùy chỉnh"],
    "bowlertrax.ball.color.custom-detail": [
        .english: "Tap ball during calibration",
        .vietnamese: "Chạm vào bóng khi hiệu chỉnh",
    ],
    "bowlertrax.ball.save": [.english: "Save Ball", .vietnamese: "Lưu bóng"],
    "bowlertrax.ball.skip": [.english: "Skip for now", .vietnamese: "Để sau"],

    // Dashboard
    "bowlertrax.dashboard.welcome": [
        .english: "Welcome! You're ready to bowl.",
        .vietnamese: "Chào mừng bạn! Bạn đã sẵn sàng chơi bowling.",
    ],
    "bowlertrax.dashboard.cta": [.english: "Start New Session", .vietnamese: "Bắt đầu buổi chơi mới"],
    "bowlertrax.dashboard.cta-subtext": [
        .english: "Tap to begin tracking shots",
        .vietnamese: "Chạm để bắt đầu theo dõi cú ném",
    ],
    "bowlertrax.dashboard.empty": [.english: "No data yet", .vietnamese: "Chưa có dữ liệu"],
]
