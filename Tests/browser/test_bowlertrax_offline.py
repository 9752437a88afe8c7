"""BowlerTrax on a phone without the server (issue 26): its web app manifest and icons, Chromium's own verdict that it
can be installed, the service worker that keeps the page's shell on the phone so a reload with the server
unreachable still opens BowlerTrax (not the browser's error page), a deploy offered as "A new version is ready" whose
Reload brings the new version in, and a shot bowled while the server is down kept on the phone and measured exactly
once when it is back.

Each test runs its own server, which it stops (the bowling centre's basement) or restarts (the deploy)."""
import json
import os
import time
import urllib.request

import pytest
from selenium.webdriver.common.by import By
from selenium.webdriver.support.ui import Select

import bowlertrax_media as media
from bowlertrax_walk import (BT_API, ENTRY_ANGLE_TOLERANCE_DEGREES, PHONES, SPEED_TOLERANCE_MPH, Walk,
                             bowlertrax_browser, controlled)
from conftest import FirstrunServer, _quit

# The worker's cache names: "<app>-shell-<version>".
SHELL_CACHES = "return (await caches.keys()).filter((name) => name.startsWith('bowlertrax-shell-'));"


@pytest.fixture
def own_server():
    running = FirstrunServer()
    yield running
    running.close()


@pytest.fixture
def phone_browser():
    driver = bowlertrax_browser()
    yield driver
    _quit(driver)


def shell_caches(driver):
    return driver.execute_async_script(
        "const done = arguments[arguments.length - 1]; (async () => { " + SHELL_CACHES + " })().then(done);")


def test_chromium_finds_the_page_installable_with_its_manifest_and_icons(own_server, phone_browser):
    walk = Walk(phone_browser, own_server.url)
    walk.open(ready="flow-step")
    controlled(phone_browser)
    errors = phone_browser.execute_cdp_cmd("Page.getInstallabilityErrors", {})["installabilityErrors"]
    assert errors == [], errors
    manifest = phone_browser.execute_cdp_cmd("Page.getAppManifest", {})
    assert manifest["url"].endswith("/bowlertrax/manifest.json")
    assert not manifest.get("errors"), manifest.get("errors")
    data = json.loads(manifest["data"])
    assert (data["name"], data["short_name"], data["display"]) == ("BowlerTrax", "BowlerTrax", "standalone")
    assert (data["start_url"], data["scope"]) == ("/bowlertrax/", "/bowlertrax/")
    assert data["theme_color"] and data["background_color"]
    sizes = {(icon["sizes"], icon.get("purpose", "any")) for icon in data["icons"]}
    assert {("192x192", "any"), ("512x512", "any"), ("512x512", "maskable")} <= sizes
    for icon in data["icons"]:
        with urllib.request.urlopen(own_server.url + icon["src"]) as answer:
            body = answer.read()
        assert body.startswith(b"\x89PNG"), icon["src"]
        width, height = int.from_bytes(body[16:20], "big"), int.from_bytes(body[20:24], "big")
        assert f"{width}x{height}" == icon["sizes"], icon["src"]


def test_with_the_server_unreachable_a_reload_still_opens_bowlertrax(own_server, phone_browser):
    walk = Walk(phone_browser, own_server.url)
    walk.open(ready="flow-step")
    controlled(phone_browser)
    assert len(shell_caches(phone_browser)) == 1
    own_server.stop()
    phone_browser.refresh()
    # The page, its modules and its copy come from the phone: BowlerTrax's header and tabs, in English, Home worked
    # out from the phone (no session yet), and where the server is needed (the ball profiles), the shell's own
    # sentence that it cannot be reached (not the browser's "This site can't be reached").
    assert walk.find("nav-menu", seconds=20).text == "BowlerTrax"
    assert phone_browser.title.endswith("BowlerTrax") and "ui." not in phone_browser.title
    assert walk.find("tab-home").text == "Home"
    walk.find("stats-empty", seconds=20)
    walk.click("tab-more")
    walk.click("link-balls")
    error = walk.find("error", seconds=20).text
    assert error and "ERR_" not in error, error
    loaded = phone_browser.execute_script("return [...document.scripts].map((script) => script.src)")
    assert any(source.endswith("/bowlertrax/main.js") for source in loaded)


def test_a_deploy_is_offered_as_a_new_version_and_reload_brings_it_in(own_server, phone_browser):
    walk = Walk(phone_browser, own_server.url)
    walk.open(ready="flow-step")
    controlled(phone_browser)
    [before] = shell_caches(phone_browser)
    # The deploy: one file of the page's shell changes (a line at the end of its stylesheet) and the server restarts.
    binary = own_server.binary
    stylesheet = os.path.join(os.path.dirname(binary), "FirstRun_BowlerTraxServer.resources", "Public", "bowlertrax",
                              "history.css")
    with open(stylesheet, "rb") as original:
        kept = original.read()
    try:
        with open(stylesheet, "ab") as changed:
            changed.write(b"\n/* deployed */\n")
        own_server.restart()
        phone_browser.execute_async_script(
            "const done = arguments[arguments.length - 1];"
            "navigator.serviceWorker.getRegistration('/bowlertrax/').then((r) => r.update()).then(() => done(), done);")
        walk.find("update-ready", seconds=30)
        assert walk.find("update-ready").text.startswith("A new version is ready.")
        phone_browser.execute_script("window.oldVersion = true")
        walk.click("update-reload")
        # The page reloads under the new version, whose shell replaced the old one's.
        deadline = time.time() + 30
        while time.time() < deadline:
            if phone_browser.execute_script("return !window.oldVersion && document.readyState === 'complete'"):
                break
            time.sleep(0.3)
        else:
            raise AssertionError("the page did not reload")
        walk.find("flow-step", seconds=20)
        caches = shell_caches(phone_browser)
        assert before not in caches and len(caches) == 1, caches
        assert not walk.all("update-ready")
        served = urllib.request.urlopen(own_server.url + "/bowlertrax/history.css").read()
        cached = phone_browser.execute_async_script(
            "const done = arguments[arguments.length - 1];"
            "caches.match('/bowlertrax/history.css').then((answer) => answer.text()).then(done);")
        assert cached.encode() == served and cached.endswith("/* deployed */\n")
    finally:
        with open(stylesheet, "wb") as restored:
            restored.write(kept)


@pytest.fixture(scope="module")
def shot():
    return media.rendered_shot(fps=media.CAMERA_FPS, width=720, height=1280)



def run_page(driver, script, *arguments):
    """Runs `script` (an async function body that returns a value) in the page; fails with the page's error."""
    result = driver.execute_async_script(
        "const done = arguments[arguments.length - 1]; const args = arguments;"
        "(async () => {" + script + "})().then(done, (error) => done({ error: String(error && error.stack || error) }));",
        *arguments)
    assert not (isinstance(result, dict) and "error" in result), result
    return result


def test_a_shot_bowled_with_the_server_down_is_kept_on_the_phone_and_measured_once_later(own_server, phone_browser,
                                                                                         shot):
    driver = phone_browser
    driver.set_script_timeout(90)
    # The server's side of a shot: the player backs up.
    Walk(driver, own_server.url).open(ready="flow-step").back_up_to_the_server()
    driver.execute_script(BT_API + """
        const input = Object.assign(document.createElement('input'), { type: 'file', id: 'clip', accept: 'video/*' });
        document.body.append(input);""")
    driver.find_element(By.ID, "clip").send_keys(shot.mp4)
    # The shot's track, found in the page as "Analyze a video" finds it, in a session started while online.
    session_id = run_page(driver, """
        const calibration = args[0];
        const { loadTracker } = await import('/bowlertrax/tracking/tracker.js');
        const { analyzeVideoFile } = await import('/bowlertrax/tracking/video-file.js');
        const wasm = await loadTracker();
        let session = null;
        const analysis = await analyzeVideoFile(document.getElementById('clip').files[0], {
          onFirstFrame: async (imageData) => {
            session = await btApi('POST', 'sessions', {
              calibration: { ...calibration, imageWidth: imageData.width, imageHeight: imageData.height } });
          },
          trackerFor: async (fps) => wasm.createTracker(
            (await btApi('GET', `sessions/${session.body.id}/tracker?fps=${fps}`)).body),
        });
        window.track = { framesPerSecond: analysis.framesPerSecond, source: 'video', observations: analysis.observations };
        return session.body.id;""", media.calibration_input(shot))

    # The basement: the server cannot be reached when the shot ends.
    own_server.stop()
    kept = run_page(driver, """
        const { postShot } = await import('/bowlertrax/outbox.js');
        const { shotOutbox } = await import('/bowlertrax/device-store.js');
        const outcome = await postShot(args[0], window.track);
        const waiting = await shotOutbox.all();
        return { outcome, waiting: waiting.map(({ sessionID, requestKey }) => ({ sessionID, requestKey })),
                 alert: document.getElementById('error-text')?.textContent ?? '' };""", session_id)
    assert kept["outcome"] == {"kept": True, "requestKey": kept["waiting"][0]["requestKey"], "waiting": True}, kept
    assert len(kept["waiting"]) == 1 and kept["waiting"][0]["sessionID"] == session_id, kept
    assert kept["alert"] == "", "a kept shot is not an error"
    # It waits on the phone across a reload (the page itself from the service worker's cache).
    controlled(driver)
    driver.refresh()
    Walk(driver, own_server.url).find("nav-menu", seconds=20)
    driver.execute_script(BT_API)
    assert run_page(driver, """
        const { shotOutbox } = await import('/bowlertrax/device-store.js');
        const waiting = await shotOutbox.all();
        window.track = waiting[0]?.track;
        return waiting.length;""") == 1

    # The server is back: the waiting shot is sent and measured, once (by the page's own pass, whose retry may reach
    # the server first, or by this one).
    own_server.start()
    sent = run_page(driver, """
        const { sendWaiting } = await import('/bowlertrax/outbox.js');
        const { shotOutbox } = await import('/bowlertrax/device-store.js');
        await sendWaiting();
        const session = await btApi('GET', `sessions/${args[0]}`);
        return { waiting: (await shotOutbox.all()).length, shots: session.body.shots,
                 status: document.getElementById('status')?.textContent ?? '' };""", session_id)
    assert sent["waiting"] == 0, sent
    assert len(sent["shots"]) == 1, sent["shots"]
    truth = media.truth(shot)
    figures = sent["shots"][0]["metrics"]
    assert abs(figures["averageSpeedMph"] - truth["averageSpeedMph"]) <= SPEED_TOLERANCE_MPH, figures
    assert abs(figures["entryAngleDegrees"] - truth["entryAngleDegrees"]) <= ENTRY_ANGLE_TOLERANCE_DEGREES, figures

    # A try that reached the server before its answer was lost is sent again under its key: still one shot.
    again = run_page(driver, """
        const [sessionID, requestKey] = args;
        const { sendWaiting } = await import('/bowlertrax/outbox.js');
        const { shotOutbox } = await import('/bowlertrax/device-store.js');
        await shotOutbox.keep({ requestKey, sessionID, track: window.track, keptAt: Date.now() });
        const measured = await sendWaiting();
        const session = await btApi('GET', `sessions/${sessionID}`);
        return { measured, waiting: (await shotOutbox.all()).length, shots: session.body.shots.map((shot) => shot.id) };""",
                     session_id, kept["waiting"][0]["requestKey"])
    assert again["measured"] == 1 and again["waiting"] == 0 and again["shots"] == [sent["shots"][0]["id"]], again

    # A session started on the phone whose ball and saved calibration were deleted meanwhile (the server answers 404
    # for both): it starts on its own taps without the ball, and its shot is not lost.
    late = run_page(driver, """
        const [calibration, sessionsBefore] = args;
        const { sendWaiting } = await import('/bowlertrax/outbox.js');
        const { sessionOutbox, shotOutbox } = await import('/bowlertrax/device-store.js');
        await sessionOutbox.keep({
          requestKey: 'a'.repeat(32), id: `phone-${'a'.repeat(32)}`, keptAt: Date.now(), serverID: null,
          body: { calibration: null, calibrationID: 424242, ballID: 424242, centerName: null, lane: '7' },
          measuring: { calibration, hand: 'right', ballColor: 'purple' } });
        await shotOutbox.keep({ requestKey: 'b'.repeat(32), sessionID: `phone-${'a'.repeat(32)}`, track: window.track, keptAt: Date.now() });
        const measured = await sendWaiting();
        const sessions = (await btApi('GET', 'sessions')).body;
        return { measured, waiting: (await shotOutbox.all()).length, sessions: sessions.length - sessionsBefore,
                 newest: sessions[0], sent: (await sessionOutbox.all()).find((item) => item.requestKey === 'a'.repeat(32)) };""",
                    media.calibration_input(shot), 1)
    assert late["measured"] == 1 and late["waiting"] == 0 and late["sessions"] == 1, late
    assert late["newest"]["shotCount"] == 1 and late["newest"]["lane"] == "7", late
    assert late["sent"]["serverID"] == late["newest"]["id"], late


def test_a_session_with_the_server_down_is_calibrated_recorded_and_measured_on_the_phone_then_sent_once(own_server):
    """The basement, from the start of a session: the server stopped after the first launch, the page reloaded from
    the phone, Record calibrates (checked on the phone, saved on the phone), starts the session on the phone and
    measures three shots there ("Saved on this phone and measured here", Shot 1 to 3, within the accuracy bounds),
    and History shows them from the phone, each opening its result with its path. The server back, with the answer to
    the first shot's upload lost on the way (the server got it): it holds one session with the shots kept, once each,
    measured as the phone measured them, and the calibration, saved once. History seen then is read from the phone
    when the server is down again."""
    shot = media.rendered_shot(fps=60, width=720, height=1280)
    truth = media.truth(shot)
    driver = bowlertrax_browser(shot.y4m, grant=True, phone=PHONES["390x844"])
    walk = Walk(driver, own_server.url, phone=True)
    try:
        walk.open(ready="flow-step")
        walk.through_first_launch(ball=("Storm", "purple"))
        controlled(driver)
        own_server.stop()
        driver.refresh()
        walk.find("tab-home", seconds=20)
        # No prompt can be asked for: the server is down.
        walk.click("tab-record")
        walk.find("record-view")
        walk.open_camera_for("session-setup")
        walk.click("new-calibration")
        walk.wait_step("positioning", seconds=20)
        recording = walk.calibrate_and_start(shot, "15-16")
        assert recording.get_attribute("data-session-id").startswith("phone-")

        seen = [walk.kept_shot_figures(number) for number in (1, 2, 3)]
        # The result is said to a screen reader, not shown again in a toast over its own figures (a toast would show
        # 50 ms after the result, for 4 s).
        for _ in range(10):
            assert "mph" not in driver.execute_script("return document.getElementById('status').textContent")
            time.sleep(0.1)
        walk.click("stop-recording")
        # History, from the phone: the session's shots as measured here (the server's list cannot be read).
        walk.find("history", seconds=20)
        rows = walk.wait(20).until(lambda _: walk.all("phone-shot") or False, message="History's shots on the phone")
        numbers = [int(row.get_attribute("data-number")) for row in rows]
        assert numbers[:3] == [1, 2, 3], numbers
        for values, row in zip(seen, rows):
            assert abs(float(row.get_attribute("data-speed")) - values["speed"]) <= 1e-9, (seen, numbers)
        assert len(walk.all("phone-session")) == 1
        # A shot there opens its whole result as measured on the phone: its figures and its path on the lane.
        walk.click("phone-shot-link")
        walk.find("kept-shot-detail", seconds=20)
        assert walk.find("path-line").get_attribute("d")
        assert walk.find("tab-history").get_attribute("aria-current") == "page"
        speed = float(walk.find("metric-speed", within='[data-testid="kept-shot-detail"]').get_attribute("data-value"))
        assert abs(speed - seen[0]["speed"]) <= 1e-9, (speed, seen)
        driver.back()
        walk.find("phone-history", seconds=20)
        for values in seen:
            assert abs(values["speed"] - truth["averageSpeedMph"]) <= SPEED_TOLERANCE_MPH, seen
            assert abs(values["entry-angle"] - truth["entryAngleDegrees"]) <= ENTRY_ANGLE_TOLERANCE_DEGREES, seen
        kept = walk.shots_waiting_on_the_phone()
        assert kept >= 3, kept

        # The server back; the first shot's upload reaches it, but its answer is lost (the connection dropped).
        own_server.start()
        driver.execute_script("""
            const real = window.fetch;
            let dropped = false;
            window.fetch = async (input, init = {}) => {
              const answer = await real(input, init);
              if (!dropped && init.method === 'POST' && /\\/shots$/.test(String(input))) {
                dropped = true;
                throw new TypeError('Failed to fetch');
              }
              return answer;
            };""")
        driver.set_script_timeout(90)
        for _ in range(3):
            if walk.shots_waiting_on_the_phone() == 0:
                break
            run_page(driver, "const { sendWaiting } = await import('/bowlertrax/outbox.js'); await sendWaiting();")
        assert walk.shots_waiting_on_the_phone() == 0
        # The calibration saved on the phone is saved on the server too, once, its fingerprint kept on the phone.
        saved = walk.request("/bowlertrax/api/calibrations")["body"]
        assert [c["lanes"] for c in saved] == ["15-16"], saved
        assert run_page(driver, """
            const { fingerprints } = await import('/bowlertrax/device-store.js');
            return (await fingerprints.get(args[0])) !== null;""", saved[0]["id"])
        sessions = walk.request("/bowlertrax/api/sessions")["body"]
        assert [session["shotCount"] for session in sessions] == [kept], sessions
        stored = [s["metrics"] for s in walk.request(f"/bowlertrax/api/sessions/{sessions[0]['id']}")["body"]["shots"]]
        for values, metrics in zip(seen, stored):
            assert abs(values["speed"] - metrics["averageSpeedMph"]) <= 1e-9, (values, metrics)
            assert abs(values["entry-board"] - metrics["entryBoard"]) <= 1e-9, (values, metrics)

        # History seen once online is read from the phone the next time the server is down: the session, its shots.
        # History, open since the recording stopped, shows them in the server's list now.
        walk.click("history-session", seconds=20)
        assert len(walk.wait(20).until(lambda _: walk.all("shot-row") or False)) == kept
        own_server.stop()
        driver.refresh()
        assert len(walk.wait(20).until(lambda _: walk.all("shot-row") or False)) == kept
        walk.click("tab-history")
        assert len(walk.wait(20).until(lambda _: walk.all("history-session") or False)) == 1
        assert not walk.all("phone-history")
    finally:
        _quit(driver)


def test_with_the_server_down_a_setting_and_a_ball_are_kept_on_the_phone_and_sent_once_later(own_server, shot):
    driver = bowlertrax_browser(shot.y4m, grant=True, phone=PHONES["390x844"])
    walk = Walk(driver, own_server.url, phone=True)
    kept_here = "Saved on this phone; sent to the server when it can be reached."
    kept_here_vi = "Đã lưu trên điện thoại này; sẽ gửi lên máy chủ khi kết nối được."
    try:
        walk.open(ready="flow-step")
        walk.through_first_launch(backup=False)
        controlled(driver)
        walk.click("tab-more")
        walk.click("link-balls")  # read once online: the server's (empty) answer kept on the phone
        walk.find("balls")
        own_server.stop()

        # The left hand, with the server down: applied, said so, and still so after a reload.
        walk.click("tab-more")
        walk.click("link-settings")
        walk.click("hand-left")
        walk.wait(20).until(lambda _: driver.find_element(By.ID, "status").text == kept_here, message="said kept")
        driver.refresh()
        walk.click("tab-more", seconds=20)
        walk.click("link-settings")
        walk.wait(20).until(lambda _: walk.find("hand-left").is_selected(), message="the hand kept over a reload")
        # The language too: the page speaks Vietnamese at once and after a reload, from the copy kept on the phone.
        Select(walk.find("language-select")).select_by_value("vi")
        walk.wait(20).until(lambda _: driver.find_element(By.TAG_NAME, "html").get_attribute("lang") == "vi")
        driver.refresh()
        walk.wait(20).until(lambda _: walk.find("tab-more").text == "Thêm", message="Vietnamese over a reload")
        assert driver.find_element(By.TAG_NAME, "html").get_attribute("lang") == "vi"
        # A ball added: listed, marked as kept here, and offered for a session.
        walk.click("tab-more")
        walk.click("link-balls")
        walk.click("add-ball")
        walk.find("ball-name").send_keys("Basement")
        walk.click("color-red")
        walk.click("save-ball")
        rows = walk.wait(30).until(lambda _: walk.all("ball-row") or False, message="the ball kept")
        assert len(rows) == 1 and "Basement" in rows[0].text and kept_here_vi in rows[0].text, rows[0].text
        offered = driver.execute_async_script("""
            const done = arguments[arguments.length - 1];
            import('/bowlertrax/phone-profile.js').then(({ allBalls }) => allBalls({ quiet: true }))
              .then((balls) => done(balls.map((ball) => [ball.name, ball.color.preset, ball.waiting === true])));""")
        assert offered == [["Basement", "red", True]], offered

        # The server back: the hand and the ball reach it, the ball once however often the page tries.
        own_server.start()
        driver.refresh()
        walk.wait(60).until(lambda _: [b["name"] for b in walk.request("/bowlertrax/api/balls")["body"]] == ["Basement"],
                            message="the ball sent")
        driver.refresh()  # the page tries again on its start: still one ball
        walk.find("balls", seconds=20)
        balls = walk.request("/bowlertrax/api/balls")["body"]
        assert [(b["name"], b["color"]["preset"]) for b in balls] == [("Basement", "red")], balls
        saved = walk.request("/bowlertrax/api/settings")["body"]
        assert saved["hand"] == "left" and saved["language"] == "vi", saved
        walk.click("tab-more")
        walk.click("link-balls")
        rows = walk.wait(20).until(lambda _: walk.all("ball-row") or False)
        assert len(rows) == 1 and not walk.all("ball-waiting"), [row.text for row in rows]

        # A ball the server refused when it was sent (the most a bowler may keep, then) is listed with the server's
        # reason, not as waiting; "Send Again", once there is room, sends it.
        assert driver.execute_async_script("""
            const done = arguments[arguments.length - 1];
            import('/bowlertrax/device-store.js').then(({ ballOutbox, phoneID }) => {
              const requestKey = 'ab'.repeat(16);
              return ballOutbox.keep({ requestKey, id: phoneID(requestKey), name: 'Spare Ball', color: 'blue',
                keptAt: Date.now(), serverID: null, refused: 'quota-reached', refusedMessage: 'full' });
            }).then(done, (error) => done(String(error)));""") is True
        driver.refresh()
        walk.click("tab-more", seconds=20)
        walk.click("link-balls")
        refused = walk.find("ball-refused", seconds=20)
        assert refused.text == "Chưa lưu trên máy chủ: Bạn đã lưu số lượng tối đa cho mục này; hãy xóa bớt trước.", refused.text
        assert len(walk.all("ball-waiting")) == 0
        walk.click("send-ball-again")
        walk.wait(30).until(lambda _: sorted(b["name"] for b in walk.request("/bowlertrax/api/balls")["body"])
                            == ["Basement", "Spare Ball"], message="the refused ball sent again")
        walk.wait(20).until(lambda _: not walk.all("ball-refused") and len(walk.all("ball-row")) == 2,
                            message="listed as the server's")
    finally:
        _quit(driver)
