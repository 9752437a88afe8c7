import OnboardingKit

extension BowlerTraxCopy {
    /// The page's own texts: the frame and tabs, Home, Record (camera, calibration, recording), the shot result with
    /// the spec's four metric tooltips and "Understanding Your Shot Path", History, More (settings, ball profiles,
    /// saved calibrations, manual logging) and "Analyze a video". The spec's own screens' texts (calibration steps,
    /// dashboard, ball setup, hand, tips, bands, tracking errors, encouragement) are the core's and the onboarding's
    /// keys (`bowlertrax.…`), which the page reuses.
    static let page: [Entry] = [
        ("ui.app.name", "BowlerTrax", "BowlerTrax"),
        (
            "ui.error.quota-reached", "You already keep as many of these as there can be; delete some first.",
            "Bạn đã lưu số lượng tối đa cho mục này; hãy xóa bớt trước."
        ),
        (
            "ui.app.description", "BowlerTrax: track every shot, improve every game.",
            "BowlerTrax: theo dõi từng cú ném, tiến bộ qua từng ván."
        ),
        ("ui.app.loading", "Loading BowlerTrax…", "Đang mở BowlerTrax…"),
        (
            "ui.app.trackerUnavailable",
            "BowlerTrax's measuring could not be loaded on this phone. Reload the page and try again.",
            "Không tải được phần đo của BowlerTrax trên điện thoại này. Hãy tải lại trang và thử lại."
        ),

        ("ui.common.close", "Close", "Đóng"),
        ("ui.common.delete", "Delete", "Xóa"),
        ("ui.common.none", "--", "--"),

        ("ui.tabs.label", "Tabs", "Thẻ"),
        ("ui.tabs.home", "Home", "Trang chủ"),
        ("ui.tabs.record", "Record", "Ghi hình"),
        ("ui.tabs.history", "History", "Lịch sử"),
        ("ui.tabs.more", "More", "Thêm"),

        ("ui.unit.mph", "{value} mph", "{value} mph"),
        ("ui.unit.degrees", "{value}°", "{value}°"),
        ("ui.unit.rpm", "{value} RPM", "{value} vòng/phút"),
        ("ui.unit.percent", "{value}%", "{value}%"),
        ("ui.unit.board", "Board {board}", "Ván {board}"),
        ("ui.unit.atFeet", "@ {feet} ft", "@ {feet} ft"),
        ("ui.unit.plusMinus", "± {value}", "± {value}"),
        ("ui.unit.speeds", "{release} → {entry} mph", "{release} → {entry} mph"),

        // Home
        ("ui.dashboard.quickStats", "Quick Stats", "Thống kê nhanh"),
        ("ui.dashboard.sessions", "Sessions", "Buổi chơi"),
        ("ui.dashboard.shots", "Shots", "Cú ném"),
        ("ui.dashboard.avgSpeed", "Avg Speed", "Tốc độ TB"),
        ("ui.dashboard.strikePercent", "Strike %", "Tỉ lệ strike"),
        ("ui.dashboard.recent", "Recent sessions", "Buổi chơi gần đây"),
        ("ui.dashboard.allSessions", "All sessions", "Tất cả buổi chơi"),

        // Record
        ("ui.record.opening", "Opening the camera…", "Đang mở camera…"),
        (
            "ui.record.cameraInfo", "Camera: {width}×{height} at {fps} fps",
            "Camera: {width}×{height} với {fps} khung hình/giây"
        ),
        ("ui.record.unavailableTitle", "Tracking unavailable", "Không thể theo dõi"),
        (
            "ui.record.unavailableBody",
            "No camera could be opened, so shots can't be tracked. You can still log your games by hand or analyze a video.",
            "Không mở được camera nên không thể theo dõi cú ném. Bạn vẫn có thể tự ghi điểm ván chơi hoặc phân tích một video."
        ),
        (
            "ui.record.insecure",
            "Browsers open the camera only on a secure (https) page. Open BowlerTrax over https, or log your games by hand.",
            "Trình duyệt chỉ mở camera trên trang bảo mật (https). Hãy mở BowlerTrax qua https, hoặc tự ghi điểm ván chơi."
        ),
        (
            "ui.record.deniedHelp",
            "To track shots, allow the camera for this site in your browser's settings, then come back to Record.",
            "Để theo dõi cú ném, hãy cho phép trang này dùng camera trong cài đặt trình duyệt, rồi quay lại mục Ghi hình."
        ),
        ("ui.record.newSession", "New Session", "Buổi chơi mới"),
        ("ui.record.ball", "Ball for this session", "Bóng cho buổi chơi này"),
        (
            "ui.record.noBalls", "No ball profiles yet: tracking uses the default purple.",
            "Chưa có hồ sơ bóng: việc theo dõi dùng màu tím mặc định."
        ),
        ("ui.record.newCalibration", "New Calibration", "Hiệu chỉnh mới"),
        ("ui.record.savedCalibrations", "Saved Calibrations", "Hiệu chỉnh đã lưu"),
        ("ui.record.useCalibration", "Use", "Dùng"),
        ("ui.record.checkingPosition", "Checking the camera position…", "Đang kiểm tra vị trí camera…"),
        ("ui.record.currentSession", "Current session", "Buổi chơi hiện tại"),
        ("ui.record.continueSession", "Continue Session", "Tiếp tục buổi chơi"),
        ("ui.record.preparing", "Preparing the tracker…", "Đang chuẩn bị bộ theo dõi…"),
        ("ui.record.recordingTitle", "Recording", "Đang ghi hình"),
        (
            "ui.record.previewLabel", "Camera preview with the ball's path",
            "Hình xem trước của camera với đường đi của bóng"
        ),
        ("ui.record.ready", "Ready to track", "Sẵn sàng theo dõi"),
        ("ui.record.tracking", "Tracking…", "Đang theo dõi…"),
        ("ui.record.measuring", "Measuring the shot…", "Đang đo cú ném…"),
        (
            "ui.record.frameStats", "Frames: {processed} tracked, {dropped} dropped ({fps} fps tracked)",
            "Khung hình: đã theo dõi {processed}, bỏ qua {dropped} ({fps} khung/giây được theo dõi)"
        ),
        ("ui.record.sessionShots", "Session shots", "Các cú ném của buổi"),
        ("ui.record.stop", "End Session", "Kết thúc buổi chơi"),
        ("ui.record.recordings", "Recent recordings", "Video gần đây"),
        ("ui.record.recordingLabel", "Recording of the shot at {time}", "Video cú ném lúc {time}"),
        ("ui.record.saveVideo", "Save Video", "Lưu video"),

        // Calibration (the spec's steps are the onboarding's keys)
        ("ui.calibration.frameLabel", "Frozen camera frame", "Khung hình camera đã dừng"),
        (
            "ui.calibration.keyboardHelp", "Arrow keys move the crosshair, Enter taps.",
            "Phím mũi tên di chuyển tâm ngắm, Enter để chạm."
        ),
        ("ui.calibration.gridLabel", "The lane's boards drawn over the frame", "Các ván của làn vẽ trên khung hình"),
        ("ui.calibration.tapped", "Point {step} marked.", "Đã đánh dấu điểm {step}."),
        (
            "ui.calibration.snapped", "Point {step} marked, moved onto the lane mark nearest your tap.",
            "Đã đánh dấu điểm {step}, dời vào dấu trên làn gần chỗ bạn chạm nhất."
        ),
        ("ui.calibration.undo", "Undo last tap", "Hoàn tác lần chạm cuối"),
        ("ui.calibration.undone", "Last tap removed.", "Đã bỏ lần chạm cuối."),
        ("ui.calibration.likely", "Most likely", "Nhiều khả năng nhất"),
        (
            "ui.calibration.saveDescription", "Save this calibration for quick setup next time at this location.",
            "Lưu hiệu chỉnh này để lần sau thiết lập nhanh tại địa điểm này."
        ),
        ("ui.calibration.saved", "Calibration saved.", "Đã lưu hiệu chỉnh."),
        (
            "ui.calibration.savedOnPhone",
            "Calibration saved on this phone. It joins your saved calibrations as soon as the server can be reached.",
            "Đã lưu hiệu chỉnh trên điện thoại này. Nó sẽ vào danh sách hiệu chỉnh đã lưu ngay khi kết nối được máy chủ."
        ),
        ("ui.calibration.keptHere", "Calibration saved on this phone.", "Đã lưu hiệu chỉnh trên điện thoại này."),

        // The shot result
        ("ui.result.title", "Shot {number}", "Cú ném {number}"),
        ("ui.result.continue", "Continue Session", "Tiếp tục buổi chơi"),
        ("ui.result.details", "View Shot Details", "Xem chi tiết cú ném"),
        (
            "ui.result.announce",
            "{encouragement} Speed {speed} mph, entry angle {angle}°, strike probability {strike}.",
            "{encouragement} Tốc độ {speed} mph, góc vào {angle}°, khả năng strike {strike}."
        ),
        ("ui.metric.speed", "Speed", "Tốc độ"),
        ("ui.metric.entryAngle", "Entry Angle", "Góc vào"),
        ("ui.metric.revRate", "Rev Rate", "Độ xoáy"),
        ("ui.metric.strike", "Strike Probability", "Khả năng strike"),
        ("ui.metric.arrows", "Board at arrows", "Ván tại mũi tên"),
        ("ui.metric.breakpoint", "Breakpoint", "Điểm bẻ cong"),
        ("ui.metric.entryBoard", "Entry board", "Ván vào ky"),
        ("ui.metric.releaseEntrySpeed", "Release → entry speed", "Tốc độ thả → vào ky"),
        ("ui.metric.unavailable", "unavailable", "không có"),
        (
            "ui.metric.revRateUnavailable.ballTooSmall",
            "The ball looked too small to see it turn. Film from closer or at a higher resolution.",
            "Bóng trông quá nhỏ để thấy nó xoay. Hãy quay gần hơn hoặc ở độ phân giải cao hơn."
        ),
        (
            "ui.metric.revRateUnavailable.plainPattern",
            "Nothing on the ball was seen turning. Finger holes facing the camera or a strip of tape help.",
            "Không thấy gì trên bóng xoay. Lỗ ngón tay hướng về máy quay hoặc một miếng băng dính sẽ giúp."
        ),
        (
            "ui.metric.revRateUnavailable.noSteadyPeriod",
            "The ball's turning had no steady rhythm. Record at 120 or 240 fps.",
            "Vòng xoay của bóng không đều. Hãy quay ở 120 hoặc 240 khung hình/giây."
        ),
        ("ui.metric.info", "About {metric}", "Về {metric}"),
        ("ui.metric.plusMinus", "plus or minus {value}", "cộng trừ {value}"),
        ("ui.tooltip.speed.title", "Ball Speed", "Tốc độ bóng"),
        (
            "ui.tooltip.speed.body",
            "How fast your ball travels down the lane, measured in MPH.\n\nTypical range: 14-20 MPH\n"
                + "Pros average: 17-19 MPH\n\nFaster isn't always better! Find the speed that gives you the best pin action.",
            "Tốc độ bóng lăn trên làn, tính bằng MPH (dặm/giờ).\n\nKhoảng thông thường: 14-20 MPH\n"
                + "Trung bình của dân chuyên: 17-19 MPH\n\nNhanh hơn chưa chắc đã tốt hơn! Hãy tìm tốc độ giúp ky đổ đẹp nhất."
        ),
        ("ui.tooltip.entry-angle.title", "Entry Angle", "Góc vào"),
        (
            "ui.tooltip.entry-angle.body",
            "The angle your ball enters the pocket, measured in degrees.\n\nOptimal: 4-6 degrees\n"
                + "Ideal for strikes: ~6 degrees\n\nHigher angle = more pin action but harder to control.",
            "Góc bóng đi vào túi, tính bằng độ.\n\nTối ưu: 4-6 độ\nLý tưởng để strike: ~6 độ\n\n"
                + "Góc càng lớn thì ky đổ càng mạnh nhưng càng khó kiểm soát."
        ),
        ("ui.tooltip.rev-rate.title", "Rev Rate", "Độ xoáy"),
        (
            "ui.tooltip.rev-rate.body",
            "How many times your ball spins per minute (RPM).\n\nLow: Under 200 RPM\nMedium: 200-350 RPM\n"
                + "High: 350-450 RPM\nVery High: 450+ RPM\n\nHigher revs = more hook potential but requires more control.",
            "Số vòng bóng quay mỗi phút (RPM).\n\nThấp: dưới 200 RPM\nTrung bình: 200-350 RPM\nCao: 350-450 RPM\n"
                + "Rất cao: 450+ RPM\n\nXoáy càng nhiều thì bóng càng dễ móc nhưng càng cần kiểm soát tốt."
        ),
        ("ui.tooltip.strike.title", "Strike Probability", "Khả năng strike"),
        (
            "ui.tooltip.strike.body",
            "Estimated chance of striking based on entry angle and pocket position.\n\n90%+: Excellent entry\n"
                + "70-90%: Good entry\n50-70%: Marginal entry\nUnder 50%: Off-pocket\n\nFactors: angle, speed, position",
            "Khả năng strike ước tính dựa trên góc vào và vị trí túi.\n\n90%+: Vào bóng xuất sắc\n70-90%: Vào bóng tốt\n"
                + "50-70%: Vào bóng tạm được\nDưới 50%: Lệch túi\n\nYếu tố: góc, tốc độ, vị trí"
        ),

        // The lane diagram and "Understanding Your Shot Path"
        ("ui.lane.title", "Your shot path on the lane", "Đường đi của cú ném trên làn"),
        (
            "ui.lane.description",
            "Released on board {release}, breakpoint at board {breakpoint} at {distance} feet, entering on board {entry}.",
            "Thả bóng ở ván {release}, điểm bẻ cong ở ván {breakpoint} tại {distance} feet, vào ky ở ván {entry}."
        ),
        ("ui.lane.release", "Release point", "Điểm thả bóng"),
        ("ui.lane.breakpoint", "Breakpoint", "Điểm bẻ cong"),
        ("ui.lane.entry", "Entry point", "Điểm vào ky"),
        ("ui.pathHelp.title", "Understanding Your Shot Path", "Hiểu đường đi của cú ném"),
        ("ui.pathHelp.release.title", "RELEASE POINT (start of line)", "ĐIỂM THẢ BÓNG (đầu đường đi)"),
        ("ui.pathHelp.release.body", "Where you released the ball.", "Nơi bạn thả bóng."),
        ("ui.pathHelp.breakpoint.title", "BREAKPOINT (curve inflection)", "ĐIỂM BẺ CONG (chỗ đường cong đổi hướng)"),
        ("ui.pathHelp.breakpoint.body", "Where the ball starts hooking.", "Nơi bóng bắt đầu móc."),
        ("ui.pathHelp.entry.title", "ENTRY POINT (at pins)", "ĐIỂM VÀO KY (tại các ky)"),
        ("ui.pathHelp.entry.body", "Where the ball hits the pocket.", "Nơi bóng chạm vào túi."),

        // History
        ("ui.history.empty", "No sessions yet.", "Chưa có buổi chơi nào."),
        ("ui.history.noPlace", "No centre or lane given", "Chưa ghi trung tâm hay làn"),
        ("ui.history.lane", "Lane {lane}", "Làn {lane}"),
        ("ui.history.shotCount", "{count} shots", "{count} cú ném"),
        ("ui.history.shotCount.one", "1 shot", "1 cú ném"),
        (
            "ui.history.averages", "avg {speed} mph, {angle}°, strike {strike}",
            "TB {speed} mph, {angle}°, strike {strike}"
        ),
        ("ui.history.session", "Session", "Buổi chơi"),
        ("ui.history.onPhone.title", "Saved on this phone", "Đã lưu trên điện thoại này"),
        ("ui.history.backedUp.title", "Backed Up to This Server", "Đã sao lưu lên máy chủ này"),
        (
            "ui.history.backedUp.body",
            "Sessions backed up before you turned backup off. New sessions stay on this phone; delete one here to "
                + "remove it from the server.",
            "Các buổi chơi đã sao lưu trước khi bạn tắt sao lưu. Buổi chơi mới chỉ ở trên điện thoại này; xóa một buổi "
                + "ở đây để gỡ nó khỏi máy chủ."
        ),
        (
            "ui.history.onPhone.body",
            "Measured here while the server couldn't be reached; they join your history as soon as it can be.",
            "Đã đo trên điện thoại khi không kết nối được máy chủ; chúng sẽ vào lịch sử ngay khi kết nối được."
        ),
        (
            "ui.history.onPhone.bodyWithoutBackup",
            "Bowled in sessions backed up to this server while it couldn't be reached, then kept here when backup was "
                + "turned off: they join those sessions when you turn backup on again.",
            "Được ném trong các buổi chơi đã sao lưu lên máy chủ này khi không kết nối được, rồi được giữ ở đây khi tắt "
                + "sao lưu: chúng sẽ vào các buổi chơi đó khi bạn bật lại sao lưu."
        ),
        (
            "ui.history.onPhone.figures", "{speed} mph, {angle}°, entry board {board}",
            "{speed} mph, {angle}°, ván vào {board}"
        ),
        ("ui.history.onPhone.notMeasured", "A shot measured once it is sent", "Cú ném sẽ được đo khi được gửi"),
        (
            "ui.history.onPhone.sent", "This shot has reached the server: you'll find it in History.",
            "Cú ném này đã được gửi tới máy chủ: bạn sẽ thấy nó trong Lịch sử."
        ),
        ("ui.history.shots", "Shots", "Các cú ném"),
        ("ui.history.noShots", "No shots in this session.", "Buổi chơi này chưa có cú ném nào."),
        (
            "ui.history.shotLine", "{speed} mph · {angle}° · strike {strike}",
            "{speed} mph · {angle}° · tỉ lệ strike {strike}"
        ),
        ("ui.history.shot", "Shot", "Cú ném"),
        ("ui.history.delete", "Delete Session", "Xóa buổi chơi"),
        ("ui.history.deleteTitle", "Delete this session?", "Xóa buổi chơi này?"),
        (
            "ui.history.deleteMessage", "The session and all its shots will be deleted.",
            "Buổi chơi và mọi cú ném của nó sẽ bị xóa."
        ),
        ("ui.history.deleted", "Session deleted.", "Đã xóa buổi chơi."),
        ("ui.history.sessions", "Sessions", "Các buổi chơi"),
        ("ui.history.more", "Show earlier sessions", "Xem các buổi chơi trước đó"),

        // Track Your Progress (History's trend charts)
        ("ui.progress.title", "Your Progress", "Tiến bộ của bạn"),
        (
            "ui.progress.intro", "Averages of your latest sessions with shots (up to {limit}), oldest on the left.",
            "Trung bình của các buổi chơi gần nhất có cú ném (tối đa {limit}), buổi cũ nhất ở bên trái."
        ),
        (
            "ui.progress.empty", "Record shots to see your trends and consistency here.",
            "Hãy ghi vài cú ném để xem xu hướng và độ ổn định của bạn tại đây."
        ),
        ("ui.progress.latest", "Latest: {value}", "Gần nhất: {value}"),
        (
            "ui.progress.summary",
            "{metric} over your last {count} sessions: first {first}, latest {latest}, "
                + "lowest {lowest}, highest {highest}.",
            "{metric} qua {count} buổi chơi gần nhất: đầu tiên {first}, gần nhất {latest}, "
                + "thấp nhất {lowest}, cao nhất {highest}."
        ),
        (
            "ui.progress.summaryOne", "{metric} in your one session so far: {latest}.",
            "{metric} trong buổi chơi duy nhất: {latest}."
        ),
        ("ui.progress.consistency", "Consistency", "Độ ổn định"),
        (
            "ui.progress.consistencyHelp",
            "How far your boards spread within each session (standard deviation): lower is more consistent.",
            "Các ván của bạn lệch nhau bao nhiêu trong mỗi buổi (độ lệch chuẩn): càng thấp càng ổn định."
        ),
        ("ui.progress.arrowsSpread", "At the arrows", "Tại mũi tên"),
        ("ui.progress.entrySpread", "At entry", "Tại điểm vào ky"),
        (
            "ui.progress.consistencySummary",
            "Consistency in boards, lower is steadier: at the arrows {arrows}; at entry {entry}.",
            "Độ ổn định tính bằng ván, càng thấp càng đều: tại mũi tên {arrows}; tại điểm vào ky {entry}."
        ),
        ("ui.progress.firstLatest", "first {first}, latest {latest}", "đầu tiên {first}, gần nhất {latest}"),
        ("ui.progress.boards", "{value} boards", "{value} ván"),
        ("ui.progress.noSpread", "no spread (1 shot)", "chưa có độ lệch (1 cú ném)"),
        ("ui.progress.figures", "Show the figures", "Xem số liệu"),

        // More
        ("ui.more.settings", "Settings", "Cài đặt"),
        ("ui.more.balls", "Ball Profiles", "Hồ sơ bóng"),
        ("ui.more.calibrations", "Saved Calibrations", "Hiệu chỉnh đã lưu"),
        ("ui.more.games", "Manual logging", "Ghi điểm thủ công"),
        (
            "ui.outbox.kept",
            "Saved on this phone. The server can't be reached right now; this shot is measured as soon as it can be.",
            "Đã lưu trên điện thoại này. Hiện không kết nối được máy chủ; cú ném này sẽ được đo ngay khi có thể."
        ),
        (
            "ui.outbox.keptMeasured",
            "Saved on this phone and measured here. The server can't be reached right now; the shot is sent as soon as it can be.",
            "Đã lưu và đo trên điện thoại này. Hiện không kết nối được máy chủ; cú ném sẽ được gửi ngay khi có thể."
        ),
        ("ui.outbox.backedUp", "Backed up to this server.", "Đã sao lưu lên máy chủ này."),
        (
            "ui.outbox.measuredHere", "Saved on this phone and measured here.",
            "Đã lưu và đo trên điện thoại này."
        ),
        (
            "ui.outbox.notMeasuredHere", "This shot could not be measured on this phone. Try it again.",
            "Không đo được cú ném này trên điện thoại. Hãy thử lại."
        ),
        (
            "ui.outbox.sent", "Backed up: {count} shots saved on this phone are on this server now.",
            "Đã sao lưu: {count} cú ném lưu trên điện thoại này giờ đã có trên máy chủ."
        ),
        ("ui.more.about", "About BowlerTrax", "Giới thiệu BowlerTrax"),
        (
            "ui.more.privacyDetail",
            "Your sessions, shots, saved calibrations and manually logged games stay on this phone, measured and "
                + "worked out here, unless you turn on \"Back up my sessions to this server\" in Settings: then the "
                + "server keeps their figures, the ball's path, the lane taps and the games' balls (never video, frames or "
                + "pictures). The camera-position fingerprint never leaves the phone. The server keeps your settings and "
                + "ball profiles, and counts "
                + "which first-launch, tutorial and paywall screens you saw, which permissions you gave, and that a "
                + "calibration was accepted and a shot tracked, never a shot's figures. Your location, if you turn on "
                + "centre detection, stays on this phone.",
            "Các buổi chơi, cú ném, hiệu chỉnh đã lưu và các ván ghi điểm thủ công của bạn ở trên điện thoại này, được "
                + "đo và tính ngay trên máy, trừ khi bạn bật \"Sao lưu các buổi chơi lên máy chủ này\" trong Cài đặt: "
                + "khi đó máy chủ giữ số liệu, đường đi của bóng, các điểm chạm trên làn và các lượt ném của ván (không "
                + "bao giờ có video, khung hình hay hình ảnh). Dấu vân tay vị trí camera không bao giờ rời khỏi điện "
                + "thoại. Máy chủ giữ cài đặt và hồ sơ bóng của bạn, và đếm những màn hình lần mở đầu tiên, hướng dẫn và "
                + "màn hình trả phí bạn "
                + "đã xem, các quyền bạn đã cấp, việc một hiệu chỉnh được chấp nhận và một cú ném được theo dõi, không "
                + "bao giờ ghi số liệu cú ném. Vị trí của bạn, nếu bạn bật nhận diện trung tâm, chỉ ở trên điện thoại này."
        ),

        // Settings
        ("ui.settings.language", "Language", "Ngôn ngữ"),
        ("ui.settings.languageAuto", "Auto (the browser's)", "Tự động (theo trình duyệt)"),
        ("ui.settings.theme", "Theme", "Giao diện"),
        ("ui.settings.themeSystem", "System", "Theo hệ thống"),
        ("ui.settings.themeLight", "Light", "Sáng"),
        ("ui.settings.themeDark", "Dark", "Tối"),
        ("ui.settings.saved", "Settings saved.", "Đã lưu cài đặt."),
        (
            "ui.profile.keptHere", "Saved on this phone; sent to the server when it can be reached.",
            "Đã lưu trên điện thoại này; sẽ gửi lên máy chủ khi kết nối được."
        ),

        // Ball profiles
        ("ui.ball.default", "Default (Purple)", "Mặc định (Tím)"),
        ("ui.balls.add", "Add Ball", "Thêm bóng"),
        ("ui.balls.edit", "Edit Ball", "Sửa bóng"),
        ("ui.balls.empty", "No ball profiles yet.", "Chưa có hồ sơ bóng nào."),
        ("ui.balls.tapColor", "Tap ball on the camera frame", "Chạm vào bóng trên khung hình camera"),
        ("ui.balls.tapFrame", "Tap your ball on the frame.", "Hãy chạm vào bóng của bạn trên khung hình."),
        ("ui.balls.sampled", "Colour taken from the frame: {hex}", "Màu lấy từ khung hình: {hex}"),
        ("ui.balls.saved", "Ball saved.", "Đã lưu bóng."),
        ("ui.balls.deleted", "Ball deleted.", "Đã xóa bóng."),
        ("ui.balls.deleteTitle", "Delete this ball?", "Xóa quả bóng này?"),
        ("ui.balls.deleteMessage", "{name} will be deleted.", "{name} sẽ bị xóa."),

        // Saved calibrations
        ("ui.calibrations.empty", "No saved calibrations yet.", "Chưa có hiệu chỉnh nào được lưu."),
        ("ui.calibrations.unnamed", "Unnamed centre", "Trung tâm chưa đặt tên"),
        ("ui.calibrations.rename", "Rename", "Đổi tên"),
        ("ui.calibrations.deleteTitle", "Delete this calibration?", "Xóa hiệu chỉnh này?"),
        (
            "ui.calibrations.deleteMessage", "Sessions already recorded keep their measurements.",
            "Các buổi chơi đã ghi vẫn giữ kết quả đo."
        ),
        ("ui.calibrations.deleted", "Calibration deleted.", "Đã xóa hiệu chỉnh."),

        // Manual logging
        (
            "ui.games.intro", "Score a game frame by frame: tap how many pins each ball knocked down.",
            "Ghi điểm từng khung: chạm vào số ky mà mỗi lần ném làm đổ."
        ),
        ("ui.games.new", "New Game", "Ván mới"),
        ("ui.games.empty", "No games yet.", "Chưa có ván nào."),
        ("ui.games.title", "Game", "Ván chơi"),
        ("ui.games.sheet", "Score sheet", "Bảng điểm"),
        ("ui.games.total", "Total", "Tổng"),
        ("ui.games.final", "Final score: {score}", "Điểm cuối: {score}"),
        ("ui.games.inProgress", "Score so far: {score}", "Điểm hiện tại: {score}"),
        ("ui.games.pinsQuestion", "Pins knocked down", "Số ky đổ"),
        ("ui.games.pinsLabel", "{count} pins", "{count} ky"),
        ("ui.games.rolled", "{count} pins. Score {score}.", "{count} ky. Điểm {score}."),
        ("ui.games.undo", "Undo", "Hoàn tác"),
        ("ui.games.undone", "Last roll undone. Score {score}.", "Đã hoàn tác lần ném cuối. Điểm {score}."),
        ("ui.games.deleteTitle", "Delete this game?", "Xóa ván này?"),
        ("ui.games.deleteMessage", "The game and its score will be deleted.", "Ván chơi và điểm của nó sẽ bị xóa."),

        // Analyze a video
        ("ui.video.title", "Analyze a video", "Phân tích video"),
        (
            "ui.video.intro", "Pick a clip of one shot from this device: it is tracked here, on your device.",
            "Chọn một đoạn video của một cú ném trên thiết bị này: video được theo dõi ngay trên thiết bị của bạn."
        ),
        (
            "ui.video.slowMotion", "Slow motion from your phone's camera app is more accurate.",
            "Video quay chậm từ ứng dụng camera của điện thoại cho kết quả chính xác hơn."
        ),
        ("ui.video.choose", "Video file", "Tệp video"),
        ("ui.video.progress", "Frames analyzed", "Số khung hình đã phân tích"),
        ("ui.video.tracking", "Tracking the ball in every frame…", "Đang theo dõi bóng trên từng khung hình…"),
        (
            "ui.video.measured", "{width}×{height}, {fps} fps, {frames} frames analyzed.",
            "{width}×{height}, {fps} khung hình/giây, đã phân tích {frames} khung hình."
        ),
        (
            "ui.video.failed", "This video could not be read. Try another clip.",
            "Không đọc được video này. Hãy thử đoạn video khác."
        ),
        (
            "ui.video.privacy",
            "The video is not uploaded: the ball is tracked and the shot measured on this phone (with backup on, the "
                + "shot is then saved on this server).",
            "Video không được tải lên: bóng được theo dõi và cú ném được đo ngay trên điện thoại (khi bật sao lưu, cú "
                + "ném sau đó được lưu trên máy chủ này)."
        ),

        // First use (issue 13): pictures' alternative texts, the camera's browser settings, the Record badge
        (
            "ui.firstUse.logoAlt", "BowlerTrax logo: a bowling ball rolling toward the pins",
            "Logo BowlerTrax: quả bóng bowling lăn về phía các ki"
        ),
        (
            "ui.firstUse.trackingAlt", "A bowling ball with its tracked path",
            "Quả bóng bowling cùng đường đi được theo dõi"
        ),
        (
            "ui.firstUse.metricsAlt", "Sample metrics: 17.2 mph, 6.2°, 320 RPM, 87% strike probability",
            "Chỉ số mẫu: 17,2 mph, 6,2°, 320 vòng/phút, xác suất strike 87%"
        ),
        ("ui.firstUse.progressAlt", "A chart rising over time", "Biểu đồ đi lên theo thời gian"),
        ("ui.firstUse.cameraAlt", "Camera icon", "Biểu tượng camera"),
        ("ui.firstUse.warningAlt", "Warning", "Cảnh báo"),
        ("ui.firstUse.ballAlt", "Bowling ball", "Quả bóng bowling"),
        ("ui.firstUse.galleryAlt", "Photo gallery", "Thư viện ảnh"),
        ("ui.firstUse.bellAlt", "Notification bell", "Chuông thông báo"),
        ("ui.firstUse.celebrationAlt", "Celebration", "Ăn mừng"),
        ("ui.firstUse.handSelected", "{hand} selected.", "Đã chọn {hand}."),
        ("ui.cameraSettings.title", "Turn the camera on in this browser", "Bật camera trong trình duyệt này"),
        (
            "ui.cameraSettings.steps",
            "Tap the lock icon (or the camera icon) at the left of the address bar.\nOpen Site settings (or Permissions).\nSet Camera to Allow for this site.\nCome back here and tap Check Again.",
            "Chạm vào biểu tượng ổ khóa (hoặc biểu tượng camera) ở bên trái thanh địa chỉ.\nMở Cài đặt trang web (hoặc Quyền).\nĐặt Camera thành Cho phép với trang này.\nQuay lại đây và chạm Kiểm tra lại."
        ),
        ("ui.cameraSettings.check", "Check Again", "Kiểm tra lại"),
        (
            "ui.cameraSettings.stillDenied", "The camera is still blocked for this site.",
            "Camera vẫn đang bị chặn với trang này."
        ),
        ("ui.cameraSettings.granted", "Camera enabled.", "Đã bật camera."),
        ("ui.record.badge", "Camera required", "Cần camera"),

        // Saving videos (the spec's photo library permission; in a browser a video is saved as a download)
        ("ui.photos.title", "Save Videos to Photos", "Lưu video vào Ảnh"),
        (
            "ui.photos.body",
            "To save your shot recordings to your photo library, BowlerTrax needs permission to access your photos.",
            "Để lưu video cú ném vào thư viện ảnh, BowlerTrax cần quyền truy cập ảnh của bạn."
        ),
        (
            "ui.photos.note", "Videos are only saved when you tap \"Save to Photos.\"",
            "Video chỉ được lưu khi bạn chạm \"Lưu vào Ảnh\"."
        ),
        (
            "ui.photos.browser", "In this browser, a saved video is downloaded to this device.",
            "Trong trình duyệt này, video được lưu sẽ tải xuống thiết bị này."
        ),
        ("ui.photos.allow", "Allow Access", "Cho phép truy cập"),
        ("ui.photos.notNow", "Not Now", "Lúc khác"),
        (
            "ui.photos.denied", "Photo access required to save videos. Enable in Settings.",
            "Cần quyền truy cập ảnh để lưu video. Hãy bật trong Cài đặt."
        ),
        ("ui.photos.enable", "Allow saving videos", "Cho phép lưu video"),
        ("ui.photos.locked", "Saving videos is off", "Đang tắt lưu video"),

        // Notifications, asked after the first session
        ("ui.notifications.title", "Stay on Track", "Luôn đúng hướng"),
        (
            "ui.notifications.body",
            "BowlerTrax can remind you to practise and send tips based on your sessions.",
            "BowlerTrax có thể nhắc bạn luyện tập và gửi mẹo dựa trên các buổi chơi của bạn."
        ),
        (
            "ui.notifications.note", "You can turn notifications off at any time in your browser's site settings.",
            "Bạn có thể tắt thông báo bất cứ lúc nào trong cài đặt trang web của trình duyệt."
        ),
        ("ui.notifications.allow", "Enable Notifications", "Bật thông báo"),
        ("ui.notifications.notNow", "Not Now", "Để sau"),
        ("ui.notifications.granted", "Notifications enabled.", "Đã bật thông báo."),

        // The first-shot tutorial and the celebration
        ("ui.tutorial.colorSet", "Tracking colour set: {hex}", "Đã đặt màu theo dõi: {hex}"),
        ("ui.tutorial.tapPreview", "Tap your ball on the picture", "Chạm vào bóng của bạn trên khung hình"),
        ("ui.firstShot.title", "First Shot Tracked!", "Đã theo dõi cú ném đầu tiên!"),
        (
            "ui.firstShot.message", "Great start! Keep bowling to build up your session data.",
            "Khởi đầu tuyệt vời! Hãy tiếp tục ném để có thêm dữ liệu cho buổi chơi."
        ),
        ("ui.firstShot.revRate", "~{value} RPM", "~{value} vòng/phút"),

        // Prompts: Quick Setup (Welcome Back) and the bowling centre detection
        ("ui.quickSetup.title", "Quick Setup", "Thiết lập nhanh"),
        ("ui.quickSetup.calibration", "Open Saved Calibrations", "Mở Hiệu chỉnh đã lưu"),
        ("ui.quickSetup.balls", "Open Ball Profiles", "Mở Hồ sơ bóng"),
        ("ui.quickSetup.done", "Done", "Xong"),
        ("ui.settings.detectCenter", "Detect bowling centre", "Nhận diện trung tâm bowling"),
        (
            "ui.settings.detectCenterHelp",
            "When you open Record, this browser's location is compared with the places where you saved calibrations, to suggest a new calibration at another centre. Your position stays in this browser.",
            "Khi bạn mở Ghi hình, vị trí của trình duyệt được so với những nơi bạn đã lưu hiệu chỉnh, để gợi ý hiệu chỉnh mới ở trung tâm khác. Vị trí của bạn chỉ lưu trong trình duyệt này."
        ),
        ("ui.settings.locationDenied", "Location is blocked for this site.", "Vị trí đang bị chặn với trang này."),
        ("ui.settings.backup", "Back up my sessions to this server", "Sao lưu các buổi chơi lên máy chủ này"),
        ("ui.backup.offerTitle", "Back Up Your Sessions?", "Sao lưu các buổi chơi?"),
        ("ui.backup.offerAlt", "A cloud: a copy kept on the server", "Đám mây: một bản sao lưu trên máy chủ"),
        (
            "ui.backup.offerBody",
            "Your sessions are on this phone only. Back them up to this server to keep them if this phone or browser "
                + "is lost: the shots' figures and the ball's path, and your saved calibrations' lane taps. Never video, "
                + "frames or pictures.",
            "Các buổi chơi của bạn chỉ ở trên điện thoại này. Sao lưu lên máy chủ này để giữ lại nếu mất điện thoại "
                + "hoặc trình duyệt: số liệu các cú ném và đường đi của bóng, và các điểm chạm trên làn của hiệu chỉnh "
                + "đã lưu. Không bao giờ gửi video, khung hình hay hình ảnh."
        ),
        (
            "ui.backup.offerNote", "You can change this any time in Settings.",
            "Bạn có thể đổi lựa chọn này bất cứ lúc nào trong Cài đặt."
        ),
        ("ui.backup.offerOn", "Back Up to This Server", "Sao lưu lên máy chủ này"),
        ("ui.backup.offerOff", "Keep on This Phone", "Chỉ giữ trên điện thoại"),
        (
            "ui.settings.backupHelp",
            "When on, your sessions and their shots (the figures and the ball's path on the lane) and your saved "
                + "calibrations (the lane taps, centre and lanes) and manually logged games are sent to this server and "
                + "kept there. Never video, frames or pictures. When off, new sessions, shots, calibrations and games "
                + "stay on this phone, and History, Progress, Compare, Export and the games' scores are worked out here. "
                + "Your settings and ball profiles are kept on this server either way.",
            "Khi bật, các buổi chơi và cú ném (số liệu và đường đi của bóng trên làn) và các hiệu chỉnh đã lưu (các "
                + "điểm chạm trên làn, trung tâm và làn) và các ván ghi điểm thủ công được gửi lên máy chủ này và lưu ở "
                + "đó. Không bao giờ gửi video, khung hình hay hình ảnh. Khi tắt, buổi chơi, cú ném, hiệu chỉnh và ván "
                + "mới chỉ ở trên điện thoại này, và Lịch sử, Tiến bộ, So sánh, Xuất và điểm các ván được tính ngay "
                + "trên máy. Cài đặt và hồ sơ bóng của bạn luôn được lưu trên máy chủ này."
        ),
        (
            "ui.outbox.gamesSent", "Backed up: {count} games logged on this phone are on this server now.",
            "Đã sao lưu: {count} ván ghi trên điện thoại này giờ đã có trên máy chủ."
        ),
        (
            "ui.games.refused", "Not backed up: {reason}",
            "Chưa sao lưu: {reason}"
        ),
        ("ui.games.sendAgain", "Send Again", "Gửi lại"),
        (
            "ui.error.invalid-start",
            "The game's start is in the future or before 2000: check the date and time of this phone.",
            "Thời điểm bắt đầu ván ở tương lai hoặc trước năm 2000: hãy kiểm tra ngày giờ của điện thoại này."
        ),
        (
            "ui.balls.refused", "Not saved on the server: {reason}",
            "Chưa lưu trên máy chủ: {reason}"
        ),
        ("ui.balls.sendAgain", "Send Again", "Gửi lại"),
        (
            "ui.games.backedUpReadOnly",
            "Backed up to this server. Turn backup on in Settings to go on with this game here.",
            "Đã sao lưu lên máy chủ này. Bật sao lưu trong Cài đặt để tiếp tục ván này ở đây."
        ),
        (
            "ui.games.notKept",
            "This browser keeps nothing on this phone (its storage is off), so a game can't be logged here; turn on "
                + "backup in Settings to log it on this server.",
            "Trình duyệt này không lưu gì trên điện thoại (bộ nhớ bị tắt), nên không thể ghi ván ở đây; hãy bật sao "
                + "lưu trong Cài đặt để ghi ván trên máy chủ này."
        ),
        ("ui.backup.codeTitle", "Backup Code", "Mã sao lưu"),
        ("ui.backup.codeShow", "Show Backup Code", "Hiện mã sao lưu"),
        (
            "ui.backup.codeHelp",
            "Enter this code on a new phone or browser (Settings > Restore a Backup) to bring what you backed up "
                + "here to it. Anyone with the code can see your sessions and add to them: keep it to yourself.",
            "Nhập mã này trên điện thoại hoặc trình duyệt mới (Cài đặt > Khôi phục bản sao lưu) để đưa những gì bạn "
                + "đã sao lưu ở đây sang đó. Ai có mã này đều xem và thêm được vào các buổi chơi của bạn: hãy giữ "
                + "riêng cho mình."
        ),
        ("ui.backup.codeCopy", "Copy Code", "Sao chép mã"),
        ("ui.backup.codeCopied", "Backup code copied.", "Đã sao chép mã sao lưu."),
        ("ui.backup.codeNew", "Make a New Code", "Tạo mã mới"),
        (
            "ui.backup.codeNewHelp",
            "The old code then restores nothing more; this browser keeps its backup, and a browser already restored "
                + "with the old code stays you.",
            "Mã cũ sẽ không khôi phục được nữa; trình duyệt này vẫn giữ bản sao lưu, và trình duyệt đã khôi phục bằng "
                + "mã cũ vẫn là bạn."
        ),
        ("ui.backup.codeMade", "New backup code made.", "Đã tạo mã sao lưu mới."),
        ("ui.backup.restoreTitle", "Restore a Backup", "Khôi phục bản sao lưu"),
        ("ui.backup.restoreLabel", "Backup code", "Mã sao lưu"),
        ("ui.backup.restoreButton", "Restore", "Khôi phục"),
        (
            "ui.backup.restoreHelp",
            "From the phone that backs up: Settings > Show Backup Code. Its sessions, calibrations, balls and settings "
                + "come to this browser, and backup is turned on here; sessions kept on this phone are backed up with "
                + "them.",
            "Trên điện thoại đang sao lưu: Cài đặt > Hiện mã sao lưu. Các buổi chơi, hiệu chỉnh, bóng và cài đặt của "
                + "nó sẽ có trên trình duyệt này, và sao lưu được bật ở đây; các buổi chơi giữ trên điện thoại này "
                + "cũng được sao lưu cùng."
        ),
        (
            "ui.backup.restored", "Backup restored on this browser. Sessions backed up: {count}.",
            "Đã khôi phục bản sao lưu trên trình duyệt này. Số buổi chơi đã sao lưu: {count}."
        ),
        (
            "ui.error.unknown-backup-code",
            "No backup has this code; check it in Settings on the phone that backs up (Show Backup Code).",
            "Không có bản sao lưu nào có mã này; hãy kiểm tra trong Cài đặt trên điện thoại đang sao lưu (Hiện mã sao "
                + "lưu)."
        ),
        (
            "ui.error.too-many-backup-attempts",
            "Too many backup codes that were not right; wait a few minutes, then try again.",
            "Đã nhập sai mã sao lưu quá nhiều lần; hãy đợi vài phút rồi thử lại."
        ),
        (
            "ui.error.own-backup-here",
            "This browser backs up sessions, games or calibrations of its own to this server, so another backup can't "
                + "take its place.",
            "Trình duyệt này đang sao lưu các buổi chơi, ván hoặc hiệu chỉnh của riêng nó lên máy chủ này, nên không "
                + "thể thay bằng bản sao lưu khác."
        ),
    ]
}
