import AppServer
import Basics
import Foundation
import Hummingbird
import OnboardingKit

/// A second, minimal app for the host's tests: a notebook with its own table, routes, copy, one hint surface and
/// one flow, mounted beside the casino to show that apps stay apart and share only what the host shares.
struct NotebookApp: ServedApp {
    var id: String { "notebook" }

    var listing: AppListing { AppListing(icon: "notebook", name: "notebook.name", summary: "notebook.summary") }

    var copy: CopyCatalog {
        CopyCatalog([
            "notebook.name": [.english: "Notebook", .vietnamese: "Sổ tay"],
            "notebook.summary": [.english: "Write things down.", .vietnamese: "Ghi chép lại."],
            "notebook.page": [.english: "Page", .vietnamese: "Trang"],
            "notebook.hint.write": [
                .english: "Write your first note here.", .vietnamese: "Viết ghi chú đầu tiên ở đây.",
            ],
            "notebook.gotIt": [.english: "Got it", .vietnamese: "Đã hiểu"],
            "notebook.welcome.title": [.english: "Welcome to the notebook", .vietnamese: "Chào mừng đến sổ tay"],
            "notebook.welcome.feature": [.english: "Notes", .vietnamese: "Ghi chú"],
            "notebook.welcome.detail": [.english: "Kept for you.", .vietnamese: "Được giữ cho bạn."],
            "notebook.welcome.showMe": [.english: "Show Me How", .vietnamese: "Chỉ tôi cách dùng"],
            "notebook.welcome.start": [.english: "Start Writing", .vietnamese: "Bắt đầu viết"],
            "notebook.tour.hello": [.english: "Hello", .vietnamese: "Xin chào"],
            "notebook.tour.next": [.english: "Next", .vietnamese: "Tiếp"],
            "notebook.tour.pen": [.english: "Which pen?", .vietnamese: "Bút nào?"],
            "notebook.tour.blue": [.english: "Blue", .vietnamese: "Xanh"],
            "notebook.tour.red": [.english: "Red", .vietnamese: "Đỏ"],
            "notebook.tour.skip": [.english: "Skip", .vietnamese: "Bỏ qua"],
            "notebook.tour.name": [.english: "Name your notebook", .vietnamese: "Đặt tên sổ tay"],
            "notebook.tour.title": [.english: "Title", .vietnamese: "Tiêu đề"],
            "notebook.tour.save": [.english: "Save", .vietnamese: "Lưu"],
            "notebook.tour.done": [.english: "All set", .vietnamese: "Xong"],
        ])
    }

    var staticFolder: URL? { nil }

    /// The notebook's table, on either database: one step per database (their keys are written differently).
    var migrations: AppMigrations {
        AppMigrations(
            owner: id,
            steps: [
                .each(
                    "v1",
                    sqlite: { db in
                        try db.execute(
                            sql: """
                                CREATE TABLE note (id INTEGER PRIMARY KEY AUTOINCREMENT,
                                    player_id INTEGER NOT NULL REFERENCES player ON DELETE CASCADE, text TEXT NOT NULL)
                                """)
                    },
                    postgres: [
                        """
                        CREATE TABLE note (id bigserial PRIMARY KEY,
                            player_id bigint NOT NULL REFERENCES player ON DELETE CASCADE, text text NOT NULL)
                        """
                    ])
            ])
    }

    var hintSurfaces: [HintSurface] {
        [
            HintSurface(
                id: "page", title: "notebook.page",
                hints: [
                    HintDefinition(
                        key: "write", anchor: "note-input", messageKey: "notebook.hint.write",
                        buttonKey: "notebook.gotIt",
                        trigger: .event("pageOpened"))
                ],
                welcome: WelcomeSheet(
                    icon: "notebook", title: "notebook.welcome.title",
                    features: [
                        .init(icon: "pencil", title: "notebook.welcome.feature", detail: "notebook.welcome.detail")
                    ],
                    showMeHow: "notebook.welcome.showMe", startPlaying: "notebook.welcome.start", delay: 0))
        ]
    }

    /// hello (info) -> pen (single choice, skippable) -> name (form, back allowed) -> done (terminal).
    var flows: [FlowDefinition] {
        [
            FlowDefinition(
                id: "tour", startStepID: "hello",
                steps: [
                    FlowStep(
                        id: "hello", kind: .info(FlowInfo(title: "notebook.tour.hello", button: "notebook.tour.next")),
                        transitions: [.next: "pen"]),
                    FlowStep(
                        id: "pen",
                        kind: .singleChoice(
                            FlowChoice(
                                title: "notebook.tour.pen",
                                options: [
                                    FlowOption(id: "blue", label: "notebook.tour.blue"),
                                    FlowOption(id: "red", label: "notebook.tour.red"),
                                ])),
                        isRequired: false, transitions: [.next: "name"],
                        skip: FlowSkip(to: "name", label: "notebook.tour.skip")),
                    FlowStep(
                        id: "name",
                        kind: .form(
                            FlowForm(
                                title: "notebook.tour.name",
                                fields: [FlowFormField(id: "title", label: "notebook.tour.title", isRequired: true)],
                                submitButton: "notebook.tour.save")),
                        transitions: [.next: "done"], allowsBack: true),
                    FlowStep(id: "done", kind: .terminal(FlowTerminal(result: "main", title: "notebook.tour.done"))),
                ])
        ]
    }

    func mount(on api: RouterGroup<AppRequestContext>, platform: Platform) throws -> LanguagePreference {
        api.get("notes") { request, context -> [NoteRecord] in
            guard let player = context.existingPlayer else { return [] }
            if let session = await platform.onboarding.session(header: request.headers[.onboardingSession], of: player)
            {
                try await platform.onboarding.surfaceAppeared("page", events: ["pageOpened"], in: session)
            }
            return try await platform.database.read { db in
                try db.all(
                    "SELECT id, player_id, text FROM note WHERE player_id = \(player) ORDER BY id", as: NoteRecord.self)
            }
        }
        api.post("notes") { request, context -> NoteRecord in
            struct Note: Decodable { var text: String }
            let text = try await request.decode(as: Note.self, context: context).text
            let player = try await context.player()
            if let session = await platform.onboarding.session(header: request.headers[.onboardingSession], of: player)
            {
                try await platform.onboarding.record(["noteWritten"], surface: "page", in: session)
            }
            return try await platform.database.write { db in
                guard
                    let note = try db.first(
                        "INSERT INTO note (player_id, text) VALUES (\(player), \(text)) RETURNING id, player_id, text",
                        as: NoteRecord.self)
                else { throw SQLRowError.noRowReturned("INSERT INTO note") }
                return note
            }
        }
        return Platform.browserLanguage
    }
}

/// One note.
struct NoteRecord: SQLRecord, Encodable, ResponseEncodable {
    static let table = "note"

    var id: Int64
    var playerID: Int64
    var text: String
}
