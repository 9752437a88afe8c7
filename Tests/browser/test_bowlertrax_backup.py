"""Backup is the bowler's choice (issue 26): by default "Back up my sessions to this server" is off, and a whole
session (a calibration checked and saved, three shots recorded from the camera, History, the session, a shot,
Progress, Home's stats, the saved calibrations) stays on the phone and is worked out there: the network log shows no
request carrying a track, a tap, a fingerprint or a shot. Backup is offered once after that first session ("Keep on
This Phone" here); turned on later in Settings, the phone sends it all, each record once. Its backup code then brings
it to a new phone. A manual game, too, is kept and scored on the phone until backup sends it."""
import json
import re

from selenium.webdriver.common.by import By
from selenium.webdriver.support import expected_conditions as EC

from bowlertrax_walk import ENTRY_ANGLE_TOLERANCE_DEGREES, PHONES, SPEED_TOLERANCE_MPH, Walk, bowlertrax_browser
import bowlertrax_media as media
from conftest import _quit

# What a shot, a track, a calibration's taps or a camera-position fingerprint looks like in a request body.
RECORD_IN_BODY = re.compile(r'"(observations|taps|centerArrow|foulLineLeft|metrics|averageSpeedMph|positionHash)"'
                            r"|\d+:\d+:[0-9a-fA-F]{64}")
# The API's records: a POST, PUT or PATCH to any of them sends one.
RECORD_PATH = re.compile(r"/bowlertrax/api/(sessions|calibrations)")


def test_by_default_a_whole_session_stays_on_the_phone_then_backup_sends_it_once_and_its_code_restores_it_elsewhere(server):
    shot = media.rendered_shot(fps=60, width=720, height=1280)
    truth = media.truth(shot)
    driver = bowlertrax_browser(shot.y4m, grant=True, phone=PHONES["390x844"])
    walk = Walk(driver, server, phone=True)
    try:
        walk.open(ready="flow-step")
        walk.through_first_launch(ball=("Storm", "purple"), backup=False)
        assert walk.wait_prompt("dashboard") is None
        # Off by default, saying exactly what turning it on would send.
        help_text = walk.choose_backup(False)
        assert walk.find("backup-toggle").is_selected() is False
        assert "Never video, frames or pictures" in help_text and "stay on this phone" in help_text, help_text
        sent_before = len(walk.record_network())

        # A session: a new calibration, checked on the phone and saved there, then three shots measured there.
        walk.open_record()
        walk.open_camera_for("positioning")  # the first calibration: no setup card before it
        recording = walk.calibrate_and_start(shot, "15-16")
        assert recording.get_attribute("data-session-id").startswith("phone-")
        walk.click("tutorial-close", seconds=20)  # a new player's first session: the first-shot tutorial
        seen = [walk.kept_shot_figures(1, notice="Saved on this phone and measured here.")]
        # The server heard only that a shot was tracked, and that it was the first: "First Shot Tracked!".
        assert walk.find("first-shot-speed", seconds=20).text == f"{seen[0]['speed']:.1f} mph"
        walk.click("first-shot-continue")
        seen += [walk.kept_shot_figures(number, notice="Saved on this phone and measured here.") for number in (2, 3)]
        # Nothing waits to be sent: the notice says only where the shot is.
        assert "server" not in walk.find("shot-kept").text, walk.find("shot-kept").text
        for values in seen:
            assert abs(values["speed"] - truth["averageSpeedMph"]) <= SPEED_TOLERANCE_MPH, seen
            assert abs(values["entry-angle"] - truth["entryAngleDegrees"]) <= ENTRY_ANGLE_TOLERANCE_DEGREES, seen
        walk.click("stop-recording")
        # Backup offered once, after this first session with shots: what it sends, and "Keep on This Phone".
        offer = walk.find("backup-offer", seconds=20).text
        assert "Never video, frames or pictures" in offer and "Settings" in offer, offer
        walk.click("backup-offer-off")
        walk.decline_notifications(seconds=5)

        # History, worked out on the phone: the session with its shot count, Progress's charts, the session's shots,
        # and a shot's whole result.
        walk.click("tab-history")
        rows = walk.wait(20).until(lambda _: walk.all("history-session") or False, message="History's session")
        assert len(rows) == 1 and "15-16" in rows[0].text, [row.text for row in rows]
        kept = int(re.search(r"(\d+) shots?", rows[0].text).group(1))
        assert kept >= 3, rows[0].text
        charts = walk.all("trend-chart")
        assert len(charts) == 5 and charts[0].get_attribute("data-points") == "1", [c.get_attribute("data-points") for c in charts]
        expected_speed = sum(values["speed"] for values in seen[:3]) / 3
        walk.click("history-session")
        shot_rows = walk.wait(20).until(lambda _: walk.all("shot-row") or False)
        assert len(shot_rows) == kept
        walk.touch_element(shot_rows[0].find_element("css selector", "a"), "shot 1")
        walk.find("kept-shot-detail", seconds=20)
        assert walk.find("path-line").get_attribute("d")
        speed = float(walk.find("metric-speed", within='[data-testid="kept-shot-detail"]').get_attribute("data-value"))
        assert abs(speed - seen[0]["speed"]) <= 1e-9, (speed, seen)
        # Back to its session, on the phone.
        walk.click("back-link")
        walk.wait(20).until(lambda _: len(walk.all("shot-row")) == kept)

        # Home's stats from the phone: one session, its shots, their mean speed.
        walk.click("tab-home")
        walk.wait(20).until(lambda _: walk.find("stat-sessions").text == "1")
        assert walk.find("stat-shots").text == str(kept)
        if kept == 3:
            assert walk.find("stat-speed").text == f"{expected_speed:.1f} mph", walk.find("stat-speed").text
        # The calibration saved on the phone is among the saved calibrations.
        walk.click("tab-more")
        walk.click("link-calibrations")
        calibrations = walk.wait(20).until(lambda _: walk.all("saved-calibration-row") or False)
        assert len(calibrations) == 1 and "15-16" in calibrations[0].text, calibrations[0].text

        # The network log of the whole session: no request carried a track, a tap, a fingerprint or a shot, and
        # none wrote a session, a shot or a calibration; the server holds none.
        sent = walk.record_network()[sent_before:]
        assert sent, "the network log is empty"
        for method, url, _, data, _ in sent:
            assert not (method != "GET" and RECORD_PATH.search(url)), f"{method} {url}"
            assert not (data and RECORD_IN_BODY.search(data)), f"{method} {url} sent {data[:200]}"
        assert walk.request("/bowlertrax/api/sessions")["body"] == []
        assert walk.request("/bowlertrax/api/calibrations")["body"] == []

        # Backup turned on: the calibration, the session and its shots reach the server, each once, as measured here,
        # and the page says they are backed up.
        driver.execute_script("""
            window.statusSaid = [];
            new MutationObserver(() => window.statusSaid.push(document.getElementById('status').textContent))
              .observe(document.getElementById('status'), { childList: true, characterData: true, subtree: true });""")
        walk.choose_backup(True)
        walk.wait(90).until(lambda _: walk.shots_waiting_on_the_phone() == 0, message="the shots sent")
        said = walk.wait(20).until(lambda _: [text for text in driver.execute_script("return window.statusSaid")
                                              if text.startswith("Backed up:")] or False)
        assert said[0] == f"Backed up: {kept} shots saved on this phone are on this server now.", said
        sessions = walk.request("/bowlertrax/api/sessions")["body"]
        assert [session["shotCount"] for session in sessions] == [kept], sessions
        stored = [s["metrics"] for s in walk.request(f"/bowlertrax/api/sessions/{sessions[0]['id']}")["body"]["shots"]]
        for values, metrics in zip(seen, stored):
            assert abs(values["speed"] - metrics["averageSpeedMph"]) <= 1e-9, (values, metrics)
        assert [c["lanes"] for c in walk.request("/bowlertrax/api/calibrations")["body"]] == ["15-16"]
        # History now reads the server's copy: the same session, once.
        walk.click("tab-history")
        rows = walk.wait(20).until(lambda _: walk.all("history-session") or False)
        assert len(rows) == 1 and rows[0].get_attribute("data-session-id") == str(sessions[0]["id"])

        # Backup off again, and a shot kept under that session (the server's) before it is sent: History without
        # backup lists it apart, as waiting for backup; on again, it joins the session on the server.
        walk.choose_backup(False)
        tracked = media.tracked_shot()
        driver.set_script_timeout(90)
        outcome = driver.execute_async_script("""
            const [sessionID, calibration, observations, done] = arguments;
            (async () => {
              const { postShot, noteMeasuredShot } = await import('/bowlertrax/outbox.js');
              const { trackerModule } = await import('/bowlertrax/tracker-cache.js');
              const outcome = await postShot(sessionID, { framesPerSecond: 60, source: 'camera', observations });
              const { metrics, coaching } = (await trackerModule()).measureShot({ calibration, hand: 'right', framesPerSecond: 60, observations });
              await noteMeasuredShot(outcome.requestKey, { number: args_number, metrics, coaching });
              return outcome;
            })().then(done, (error) => done({ error: String(error.stack || error) }));""".replace(
            "args_number", str(kept + 1)), sessions[0]["id"], tracked["calibration"], tracked["observations"])
        assert outcome.get("kept") is True and outcome.get("waiting") is False, outcome
        walk.click("tab-history")
        section = walk.find("phone-history", seconds=20)
        assert "when you turn backup on again" in section.text, section.text
        assert len(walk.all("phone-shot")) == 1
        # The session backed up before is still listed, as the server has it.
        listed = walk.find("history-backed-up").find_elements("css selector", '[data-testid="history-session"]')
        assert [row.get_attribute("data-session-id") for row in listed] == [str(sessions[0]["id"])]
        walk.choose_backup(True)
        walk.wait(90).until(lambda _: [s["shotCount"] for s in walk.request("/bowlertrax/api/sessions")["body"]] == [kept + 1],
                            message="the kept shot joins its session on the server")

        # The backup on a new phone: Settings shows this phone's backup code (while backup is on), and the new
        # phone's "Restore a Backup" takes it.
        code = show_backup_code(walk)
        restore_on_a_new_phone(server, shot.y4m, code, sessions[0]["id"], kept + 1,
                               driver.get_cookie("firstrun_player")["value"])
    finally:
        _quit(driver)


def show_backup_code(walk):
    """Settings' "Show Backup Code" (backup on): the code, eight groups of four hex digits, with Copy and "Make a New
    Code"; hidden while backup is off."""
    walk.click("tab-more")
    walk.click("link-settings")
    walk.click("backup-code-show", seconds=20)
    code = walk.wait(20).until(lambda _: walk.find("backup-code").text or False, message="the backup code")
    assert re.fullmatch(r"[0-9A-F]{4}(-[0-9A-F]{4}){7}", code), code
    assert walk.find("backup-code-new").is_displayed()
    # Shown again later: the same code.
    walk.click("tab-home")
    walk.click("tab-more")
    walk.click("link-settings")
    walk.click("backup-code-show", seconds=20)
    assert walk.wait(20).until(lambda _: walk.find("backup-code").text or False) == code
    walk.click("backup-toggle")
    walk.wait().until(lambda _: not walk.all("backup-code-section")[0].is_displayed(), message="hidden with backup off")
    walk.click("backup-toggle")
    walk.wait().until(lambda _: walk.find("backup-code-section").is_displayed(), message="shown with backup on")
    return code


def restore_on_a_new_phone(server, camera, code, session_id, shots, identity):
    """A new phone (another size, its own first launch, backup left off): a wrong code is refused in words; the right
    one, typed in lower case with spaces, makes it the backed-up bowler (the same identity), turns backup on and
    shows the backed-up session in History."""
    driver = bowlertrax_browser(camera, grant=True, phone=PHONES["360x740"])
    walk = Walk(driver, server, phone=True)
    try:
        walk.open(ready="flow-step")
        walk.through_first_launch(backup=False)
        walk.click("tab-more")
        walk.click("link-settings")
        walk.find("restore-backup-section")
        assert not walk.all("backup-code-section")[0].is_displayed()
        field = walk.find("restore-backup-code")
        field.send_keys("0000-1111-2222-3333-4444-5555-6666-7777")
        walk.click("restore-backup")
        error = walk.wait(20).until(lambda _: driver.find_element("id", "error-text").text or False)
        assert error == "No backup has this code; check it in Settings on the phone that backs up (Show Backup Code).", error
        assert driver.get_cookie("firstrun_player")["value"] != identity
        field = walk.find("restore-backup-code")
        field.clear()
        field.send_keys(code.lower().replace("-", " "))
        walk.click("restore-backup")
        status = walk.wait(30).until(lambda _: walk.find("restore-backup-status").text or False, message="restored")
        assert status == "Backup restored on this browser. Sessions backed up: 1.", status
        assert driver.get_cookie("firstrun_player")["value"] == identity
        assert walk.find("backup-toggle").is_selected()
        walk.click("tab-history")
        rows = walk.wait(20).until(lambda _: walk.all("history-session") or False, message="the restored History")
        assert [row.get_attribute("data-session-id") for row in rows] == [str(session_id)]
        assert f"{shots} shots" in rows[0].text, rows[0].text
    finally:
        _quit(driver)


# X, 7/, 9-, X, -8: the sheet's first five frames (20, 39, 48, 66, 74).
FIRST_FRAMES = [10, 7, 3, 9, 0, 10, 0, 8]


def test_a_manual_game_is_kept_and_scored_on_the_phone_and_backed_up_once_when_asked(server):
    shot = media.rendered_shot(fps=60, width=720, height=1280)
    driver = bowlertrax_browser(shot.y4m, grant=True, phone=PHONES["412x915"])
    walk = Walk(driver, server, phone=True)
    try:
        walk.open(ready="flow-step")
        walk.through_first_launch(backup=False)
        sent_before = len(walk.record_network())
        walk.click("tab-more")
        walk.click("link-games")
        walk.click("new-game")
        walk.find("score-sheet")
        assert re.search(r"#/games/phone-[0-9a-f]{32}$", driver.current_url), driver.current_url
        for pins in FIRST_FRAMES:
            button = walk.click(f"pin-{pins}")
            walk.wait().until(EC.staleness_of(button))
        walk.wait().until(lambda _: walk.find("game-total").text == "74")
        scores = [score.text for score in walk.all("frame-score")]
        assert scores[:5] == ["20", "39", "48", "66", "74"], scores
        # Kept on the phone: a reload finds it as it was; undo takes back the last ball (the strike waits again).
        driver.refresh()
        walk.wait(20).until(lambda _: walk.find("game-total").text == "74")
        button = walk.click("undo-roll")
        walk.wait().until(lambda _: walk.find("game-total").text == "48")
        walk.click("pin-8")
        walk.wait().until(lambda _: walk.find("game-total").text == "74")
        walk.click("back-link")
        rows = walk.wait(20).until(lambda _: walk.all("game-row") or False)
        assert len(rows) == 1 and "74" in rows[0].text, [row.text for row in rows]
        # Nothing of it left the phone.
        for method, url, _, _, _ in walk.record_network()[sent_before:]:
            assert not (method != "GET" and "/bowlertrax/api/games" in url), f"{method} {url}"
        assert walk.request("/bowlertrax/api/games")["body"] == []

        # Backup on: the game goes to the server once, whole, and the list shows it once.
        walk.choose_backup(True)
        walk.wait(60).until(lambda _: len(walk.request("/bowlertrax/api/games")["body"]) == 1, message="the game sent")
        stored = walk.request("/bowlertrax/api/games")["body"][0]
        assert stored["rolls"] == FIRST_FRAMES and stored["score"] == 74, stored
        walk.click("tab-more")
        walk.click("link-games")
        rows = walk.wait(20).until(lambda _: walk.all("game-row") or False)
        assert len(rows) == 1 and rows[0].get_attribute("data-game-id") == str(stored["id"]), [row.text for row in rows]
        # Its game goes on on the server. The first ball's answer is lost on the way back (the server logged it): the
        # page sends it again, and the server, seeing that ball already at its place, logs it once.
        walk.touch_element(rows[0].find_element("css selector", "a"), "the game")
        walk.find("score-sheet", seconds=20)
        driver.execute_script("""
            const real = window.fetch;
            let lost = false;
            window.fetch = async (input, init) => {
              const answer = await real(input, init);
              if (!lost && String(input).endsWith('/rolls')) { lost = true; throw new TypeError('Failed to fetch'); }
              return answer;
            };""")
        sent_before = len(walk.record_network())
        walk.click("pin-2")
        walk.wait(20).until(lambda _: walk.present("pin-8") and not walk.present("pin-9"))  # 8 pins left standing
        assert walk.request(f"/bowlertrax/api/games/{stored['id']}")["body"]["rolls"] == FIRST_FRAMES + [2]
        rolls_sent = [body for method, url, _, body, _ in walk.record_network()[sent_before:]
                      if method == "POST" and url.endswith("/rolls")]
        assert len(rolls_sent) == 2 and all(json.loads(body) == {"pins": 2, "rollCount": len(FIRST_FRAMES)}
                                            for body in rolls_sent), rolls_sent
        # A second tab that still shows the game before that ball cannot log another in its place: refused, and the
        # game stays as it is.
        stale = walk.request(f"/bowlertrax/api/games/{stored['id']}/rolls", "POST",
                             {"pins": 5, "rollCount": len(FIRST_FRAMES)})
        assert stale["status"] == 409 and stale["body"]["error"] == "game-changed", stale
        assert len(walk.request("/bowlertrax/api/games")["body"]) == 1
        # Backup off again: the server's game is shown, but no ball of it leaves the phone.
        walk.choose_backup(False)
        walk.click("tab-more")
        walk.click("link-games")
        rows = walk.wait(20).until(lambda _: walk.all("game-row") or False)
        walk.touch_element(rows[0].find_element("css selector", "a"), "the game")
        assert "Turn backup on" in walk.find("game-read-only", seconds=20).text
        assert not walk.all("pin-0") and walk.find("game-total").text == "74"  # frame 6 still open
        assert not walk.present("undo-roll") and not walk.present("delete-game")

        # A game the server will not take (its start put in the future by a phone clock that was wrong) stays on the
        # phone with the server's reason, and is sent again when the bowler asks, once the clock is right.
        walk.click("tab-more")
        walk.click("link-games")
        walk.click("new-game")
        walk.find("score-sheet")
        button = walk.click("pin-9")
        walk.wait().until(EC.staleness_of(button))
        phone_game = driver.current_url.rsplit("/", 1)[-1]

        def set_start(moment):
            assert driver.execute_async_script("""
                const [id, moment, done] = arguments;
                import('/bowlertrax/device-store.js').then(({ phoneGames, requestKeyOf }) =>
                  phoneGames.update(requestKeyOf(id), (item) => ({ ...item, startedAt: moment === null ? Date.now() : Date.parse(moment) })))
                  .then(() => done(true), (error) => done(String(error)));""", phone_game, moment) is True

        set_start("2999-01-01T00:00:00Z")
        walk.choose_backup(True)
        walk.click("tab-more")
        walk.click("link-games")
        refused = walk.wait(60).until(lambda _: walk.all("game-refused") or False, message="the refusal shown")
        assert "Not backed up: The game's start is in the future or before 2000: check the date and time of this phone." in refused[0].text, refused[0].text
        assert len(walk.request("/bowlertrax/api/games")["body"]) == 1
        row = driver.find_element(By.CSS_SELECTOR, f'[data-game-id="{phone_game}"] a')
        walk.touch_element(row, "the refused game")
        assert "check the date and time of this phone" in walk.find("game-refused", seconds=20).text
        set_start(None)
        walk.click("send-game-again")
        walk.wait(30).until(lambda _: re.search(r"#/games/\d+$", driver.current_url), message="moved to the server's copy")
        served = walk.request("/bowlertrax/api/games")["body"]
        assert len(served) == 2 and sorted(len(game["rolls"]) for game in served) == [1, len(FIRST_FRAMES) + 1], served
    finally:
        _quit(driver)
