"""BowlerTrax Pro in headless Chromium (issue 14), walked as a person does: the first launch ends on the paywall over
its looping clip with the music playing; "Not Now" leads to the dashboard (the music stops); a Pro feature asks for
Pro; More > BowlerTrax Pro buys it and the features open (Session Comparison's table, the CSV download); a second
browser profile restores it with the restore code; cancelled auto-renew keeps Pro until the renewal date and loses
it then, on the server's clock moved forward (this module's own server, started with --adjustable-clock); the music
pauses while the tab is hidden and resumes when it is shown; a missing clip shows its still.
"""
import csv
import io
import pytest

import bowlertrax_media as media
from bowlertrax_walk import Walk, advance_clock, bowlertrax_browser, controlled
from conftest import OPERATOR_TOKEN, FirstrunServer, _quit

DAY = 24 * 60 * 60


@pytest.fixture(scope="module")
def shot():
    return media.rendered_shot(fps=media.CAMERA_FPS, width=720, height=1280)


@pytest.fixture(scope="module")
def pro_server():
    running = FirstrunServer(["--adjustable-clock"])
    yield running
    running.close()


def fetch_json(walk, path, method="GET", body=None):
    """A request from the page (its cookie and onboarding session), answered as {status, body}."""
    return walk.driver.execute_async_script("""
        const [path, method, body, done] = arguments;
        import('/bowlertrax/first-use.js').then(({ startFirstUse }) => startFirstUse())
          .then((session) => fetch(path, { method, credentials: 'same-origin', body: body ? JSON.stringify(body) : undefined,
                                         headers: { 'X-Onboarding-Session': session, ...(body ? { 'Content-Type': 'application/json' } : {}) } }))
          .then(async (r) => done({ status: r.status, body: (r.headers.get('content-type') ?? '').includes('json') ? await r.json() : await r.text() }))
          .catch((e) => done({ status: 0, body: String(e) }));
    """, path, method, body)


def music(walk):
    return walk.driver.execute_script("return document.documentElement.dataset.music ?? null")


def through_first_launch_to_paywall(walk):
    """The shortest first launch (the camera allowed, the ball skipped), up to the paywall it ends on."""
    walk.open(ready="flow-step")
    walk.to_the_ball_step()
    walk.click("flow-skip")
    paywall = walk.find("paywall", seconds=20)
    walk.wait().until(lambda _: walk.all("plan"))
    return paywall


def two_sessions(walk, shot):
    """Two sessions started on the rendered shot's exact calibration (the page's own requests)."""
    calibration = media.calibration_input(shot)
    ids = []
    for lane in ["15", "16"]:
        reply = fetch_json(walk, "/bowlertrax/api/sessions", "POST", {"calibration": calibration, "lane": lane})
        assert reply["status"] == 201, reply
        ids.append(reply["body"]["id"])
    return ids


@pytest.fixture(scope="module")
def bought(pro_server, shot):
    """A new player: the paywall after the first launch, "Not Now", a Pro feature refused, then Pro bought from More
    (monthly); what the walk saw, and its browser for the tests that go on from there."""
    driver = bowlertrax_browser(shot.y4m, grant=True)
    walk = Walk(driver, pro_server.url)
    seen = walk.seen = {}
    try:
        paywall = through_first_launch_to_paywall(walk)
        seen["paywall"] = {
            "origin": paywall.get_attribute("data-origin"), "text": paywall.text,
            "plans": [(e.get_attribute("data-product"), e.text) for e in walk.all("plan")],
            "features": [e.text for e in walk.all("paywall-feature")],
            "purchase": walk.find("purchase").text, "close": walk.present("paywall-close"),
            "video": walk.find("paywall-video").get_attribute("data-media-state"),
        }
        walk.wait().until(lambda _: music(walk) == "playing", message="the music on the paywall")
        seen["music on the paywall"] = music(walk)
        walk.click("paywall-skip")
        walk.find("dashboard", seconds=20)
        walk.wait().until(lambda _: music(walk) != "playing", message="the music stops on the dashboard")
        seen["music on the dashboard"] = music(walk)
        seen["sessions"] = two_sessions(walk, shot)

        # A Pro feature, free: the server refuses it (402) and the page offers Pro; X closes it.
        seen["free compare"] = fetch_json(walk, f"/bowlertrax/api/pro/compare?sessions={seen['sessions'][0]},{seen['sessions'][1]}")
        seen["free export"] = fetch_json(walk, "/bowlertrax/api/pro/export.csv")
        walk.click("tab-history")
        walk.click("export-csv", seconds=20)
        feature_paywall = walk.find("paywall", seconds=20)
        seen["feature paywall origin"] = feature_paywall.get_attribute("data-origin")
        walk.click("paywall-close")
        walk.wait().until(lambda _: not walk.present("paywall"))

        # More > BowlerTrax Pro > Get BowlerTrax Pro: the monthly plan.
        walk.click("tab-more")
        walk.click("link-pro")
        seen["status before"] = walk.find("pro-status", seconds=20).get_attribute("data-access")
        walk.click("get-pro")
        walk.find("paywall", seconds=20)
        walk.click("plan-bowlertrax.pro.monthly")
        seen["monthly button"] = walk.find("purchase").text
        walk.click("purchase")
        walk.wait(20).until(lambda _: not walk.present("paywall"), message="the paywall closes once bought")
        status = walk.find("pro-status", seconds=20)
        walk.wait().until(lambda _: walk.find("pro-status").get_attribute("data-access") == "entitled")
        seen["status after"] = {"access": status.get_attribute("data-access"), "state": status.get_attribute("data-state"),
                                "text": walk.find("pro-status").text, "plan": walk.find("pro-plan").text}
        seen["restore code"] = walk.find("pro-restore-code").text

        # The operator's statistics: the first launch's and first calibration's funnels, the paywall's conversion.
        walk.click("tab-more")
        walk.click("link-onboarding-stats")
        walk.find("operator-token", seconds=20).send_keys(OPERATOR_TOKEN)
        walk.find("operator-token").submit()
        paywall_funnel = walk.find("events-paywall", seconds=20)
        seen["operator"] = {
            "paywall": {e.get_attribute("data-stage"): int(e.get_attribute("data-players"))
                        for e in paywall_funnel.find_elements("css selector", '[data-testid="event-stage"], [data-testid="event-outcome"]')},
            "conversion": walk.find("event-conversion").get_attribute("data-conversion"),
            "first launch": {e.get_attribute("data-stage"): int(e.get_attribute("data-players"))
                             for e in walk.find("flow-bowlertrax-first-launch").find_elements("css selector", '[data-testid="flow-stage"]')},
        }
        yield walk
    finally:
        _quit(driver)


def test_the_first_launch_ends_on_the_paywall_which_not_now_skips(bought):
    seen = bought.seen
    paywall = seen["paywall"]
    assert paywall["origin"] == "first-launch" and not paywall["close"], paywall
    assert "BowlerTrax Pro" in paywall["text"] and "Tracking, metrics and tips stay free." in paywall["text"], paywall
    assert [product for product, _ in paywall["plans"]] == [
        "bowlertrax.pro.weekly", "bowlertrax.pro.monthly", "bowlertrax.pro.yearly"], paywall["plans"]
    prices = dict(paywall["plans"])
    assert "$2.99/week" in prices["bowlertrax.pro.weekly"], prices
    assert "$7.99/month" in prices["bowlertrax.pro.monthly"], prices
    assert "$39.99/year" in prices["bowlertrax.pro.yearly"] and "1-week free trial" in prices["bowlertrax.pro.yearly"]
    # The yearly plan with its trial is offered first: its button says so.
    assert paywall["purchase"] == "Start Free Trial", paywall
    assert any("Session Comparison" in text for text in paywall["features"]), paywall["features"]
    assert any("Export to CSV" in text for text in paywall["features"]), paywall["features"]
    assert paywall["video"] == "video", "the paywall's clip did not play"
    assert seen["music on the paywall"] == "playing"
    assert seen["music on the dashboard"] in ("paused", "off"), seen["music on the dashboard"]


def test_the_operator_sees_the_first_launch_funnel_and_the_paywall_conversion(bought):
    operator = bought.seen["operator"]
    paywall = operator["paywall"]
    print(f"\noperator's page: {operator}")
    # One player so far on this server: the paywall shown, skipped, then bought from More.
    assert paywall.get("shown") == 1 and paywall.get("completed") == 1, paywall
    assert paywall.get("skipped") == 1, paywall
    assert operator["conversion"] not in (None, "", "0"), operator
    first_launch = operator["first launch"]
    # The one player started and finished the first launch, skipping the feature cards and the ball.
    assert first_launch.get("started") == 1 and first_launch.get("completed") == 1, first_launch
    assert first_launch.get("step:features") == 0 and first_launch.get("step:hand") == 1, first_launch


def test_a_free_player_is_refused_the_pro_features_and_offered_pro(bought):
    seen = bought.seen
    assert seen["free compare"]["status"] == 402 and seen["free compare"]["body"]["error"] == "pro-required", seen
    assert seen["free export"]["status"] == 402, seen["free export"]
    assert seen["feature paywall origin"] == "feature"
    assert seen["status before"] == "notEntitled"


def test_pro_bought_from_more_opens_the_comparison_and_the_csv(bought):
    seen, walk = bought.seen, bought
    assert seen["monthly button"] == "Subscribe"
    after = seen["status after"]
    assert after["access"] == "entitled" and after["state"] == "subscribed", after
    assert "renews on" in after["text"] and "$7.99/month" in after["plan"], after
    # Session Comparison, from History.
    walk.click("tab-history")
    walk.click("compare-sessions", seconds=20)
    walk.find("compare", seconds=20)
    boxes = walk.wait(20).until(lambda _: walk.all("compare-session"), message="the sessions to compare")
    assert len(boxes) == 2, len(boxes)
    for box in boxes:
        box.click()
    walk.click("compare-submit")
    table = walk.find("compare-table", seconds=20)
    headers = [e.text for e in table.find_elements("css selector", "thead th")]
    assert len(headers) == 3, headers  # the metric, then the two sessions
    assert walk.all("compare-row"), "no metric rows"
    # Export to CSV: the download's content, as the page fetches it.
    export = fetch_json(walk, "/bowlertrax/api/pro/export.csv")
    assert export["status"] == 200, export
    rows = list(csv.reader(io.StringIO(export["body"])))
    assert rows and rows[0][0].lower().startswith("session"), rows[:1]


def test_with_backup_off_pro_compares_and_exports_the_phones_own_sessions(bought):
    """Backup turned off in Settings: two sessions kept on the phone (started and measured there by the page's own
    modules, two shots each), compared and exported on the phone by the core: the CSV holds their four shots with the
    phone's figures, and no request asked the server for a comparison or an export, or sent a session or a shot."""
    walk = bought
    tracked = media.tracked_shot()
    walk.choose_backup(False)
    try:
        before = len(walk.record_network())
        walk.driver.set_script_timeout(90)
        kept = walk.driver.execute_async_script("""
            const [calibration, observations, done] = arguments;
            (async () => {
              const { startSession, postShot, noteMeasuredShot } = await import('/bowlertrax/outbox.js');
              const { trackerModule } = await import('/bowlertrax/tracker-cache.js');
              const wasm = await trackerModule();
              const made = [];
              for (const [lane, pixels] of [['15', 0], ['16', 6]]) {
                const measuring = { calibration, hand: 'right', ballColor: '', ballName: null };
                const session = await startSession({ calibration, centerName: 'Sunset, Lanes', lane }, measuring);
                for (const number of [1, 2]) {
                  const moved = observations.map((row) => row.map((value, index) => (index === 1 || index === 5 ? value + pixels * number : value)));
                  const outcome = await postShot(session.id, { framesPerSecond: 60, source: 'camera', observations: moved });
                  const { metrics, coaching } = wasm.measureShot({ calibration, hand: 'right', framesPerSecond: 60, observations: moved });
                  await noteMeasuredShot(outcome.requestKey, { number, metrics, coaching });
                  made.push({ session: session.id, lane, number, waiting: outcome.waiting, speed: metrics.averageSpeedMph,
                              board: metrics.entryBoard });
                }
              }
              return made;
            })().then(done, (error) => done({ error: String(error.stack || error) }));""",
            tracked["calibration"], tracked["observations"])
        assert isinstance(kept, list) and len(kept) == 4, kept
        assert all(shot["session"].startswith("phone-") and shot["waiting"] is False for shot in kept), kept

        # Session Comparison of the phone's two sessions.
        walk.click("tab-history")
        walk.click("compare-sessions", seconds=20)
        boxes = walk.wait(20).until(lambda _: walk.all("compare-session"), message="the sessions to compare")
        assert [box.get_attribute("value") for box in boxes] == [kept[2]["session"], kept[0]["session"]]
        for box in boxes:
            box.click()
        walk.click("compare-submit")
        table = walk.find("compare-table", seconds=20)
        speed_row = next(row for row in walk.all("compare-row") if row.get_attribute("data-metric") == "speedMph")
        newest_mean = (kept[2]["speed"] + kept[3]["speed"]) / 2
        assert speed_row.find_elements("css selector", "td")[0].text == f"{newest_mean:.1f} mph", speed_row.text
        assert len(table.find_elements("css selector", "thead th")) == 3

        # Export to CSV, written on the phone: the download's text, caught as the page hands it to the browser.
        walk.driver.execute_script("""
            const real = URL.createObjectURL;
            URL.createObjectURL = (blob) => { blob.text().then((text) => { window.exportedCSV = text; }); return real(blob); };""")
        walk.click("tab-history")
        walk.click("export-csv", seconds=20)
        text = walk.wait(20).until(lambda _: walk.driver.execute_script("return window.exportedCSV ?? null"))
        rows = list(csv.reader(io.StringIO(text)))
        assert rows[0][:2] == ["session id", "date"] and len(rows) == 5, rows
        assert [(row[0], row[2], row[3], row[5]) for row in rows[1:]] == [
            ("1", "Sunset, Lanes", "15", "1"), ("1", "Sunset, Lanes", "15", "2"),
            ("2", "Sunset, Lanes", "16", "1"), ("2", "Sunset, Lanes", "16", "2")], rows
        for row, shot in zip(rows[1:], kept):
            assert abs(float(row[6]) - shot["speed"]) <= 0.005 and abs(float(row[8]) - shot["board"]) <= 0.005, (row, shot)

        sent = walk.record_network()[before:]
        for method, url, _, data, _ in sent:
            assert "/pro/compare" not in url and "export.csv" not in url, url
            assert not (method != "GET" and ("/api/sessions" in url or "/api/calibrations" in url)), f"{method} {url}"
    finally:
        # The tests after this one walk the server's side: the phone's sessions forgotten, backup on again.
        walk.driver.execute_async_script("""
            const done = arguments[arguments.length - 1];
            (async () => {
              const { deletePhoneSession, phoneRecords } = await import('/bowlertrax/phone-records.js');
              for (const session of (await phoneRecords()).sessions) await deletePhoneSession(session.id);
            })().then(done, done);""")
        walk.back_up_to_the_server()


def test_a_second_browser_profile_restores_pro_with_the_restore_code(bought, pro_server, shot):
    code = bought.seen["restore code"].rsplit(":", 1)[-1].strip()
    assert len(code.replace("-", "")) >= 16, code
    driver = bowlertrax_browser(shot.y4m, grant=True)
    try:
        other = Walk(driver, pro_server.url)
        through_first_launch_to_paywall(other)
        other.click("restore")
        other.find("restore-code", seconds=20).send_keys(code)
        other.click("restore-submit")
        other.wait(20).until(lambda _: not other.present("paywall"), message="restored: the paywall closes")
        other.find("dashboard", seconds=20)
        other.click("tab-more")
        other.click("link-pro")
        other.wait(20).until(lambda _: other.find("pro-status").get_attribute("data-access") == "entitled")
        # It uses Pro; the buyer's browser manages the renewal.
        assert other.find("renewal-elsewhere").text == "Its renewal is managed on the browser that bought it."
        assert not other.present("cancel-renewal") and not other.present("resume-renewal")
        # A wrong code restores nothing.
        wrong = fetch_json(other, "/bowlertrax/api/pro/restore", "POST", {"code": "AAAA-BBBB-CCCC-DDDD"})
        assert wrong["status"] == 404, wrong
        # The buyer sees this browser among the code's and removes it: it no longer has Pro.
        bought.click("tab-more")
        bought.click("link-pro")
        bought.wait(20).until(lambda _: len(bought.all("pro-link")) == 1, message="one other browser listed")
        assert "(1 of 4)" in bought.find("pro-links").text
        bought.click("pro-link-remove")
        bought.wait(20).until(lambda _: not bought.present("pro-links"), message="the list empties")
        assert fetch_json(other, "/bowlertrax/api/pro")["body"]["access"] == "notEntitled"
    finally:
        _quit(driver)


def test_pro_stays_unlocked_with_no_network_until_its_period_ends(bought):
    """In a basement: a Pro player's page reloads with no network at all (the service worker's copy) and Pro stays
    unlocked from the server's last answer kept on the phone, until its entitledUntil (the period's end); a kept answer
    whose time has passed unlocks nothing, and the restore code (a secret) is not what is kept."""
    walk = bought
    driver = walk.driver
    pro = fetch_json(walk, "/bowlertrax/api/pro")["body"]
    assert pro["access"] == "entitled" and pro["entitledUntil"] == pro["status"]["expiresAt"], pro
    walk.click("tab-more")
    walk.click("link-pro")
    walk.find("pro-status", seconds=20)  # the answer read and kept
    kept = driver.execute_script("return JSON.parse(localStorage.getItem('bowlertrax-pro'))")
    assert kept["entitledUntil"] == pro["entitledUntil"] and "restoreCode" not in kept, kept
    controlled(driver)
    offline = {"offline": True, "latency": 0, "downloadThroughput": -1, "uploadThroughput": -1}
    driver.execute_cdp_cmd("Network.enable", {})
    driver.execute_cdp_cmd("Network.emulateNetworkConditions", offline)
    try:
        driver.refresh()
        walk.click("tab-more", seconds=20)
        walk.click("link-pro")
        walk.wait(20).until(lambda _: walk.find("pro-status").get_attribute("data-access") == "entitled",
                            message="Pro unlocked with no network")
        # The same answer kept, its time passed (a minute ago on this phone's clock): Pro is not unlocked.
        late = driver.execute_async_script("""
            const done = arguments[arguments.length - 1];
            const kept = JSON.parse(localStorage.getItem('bowlertrax-pro'));
            kept.entitledUntil = new Date(Date.now() - 60000).toISOString();
            localStorage.setItem('bowlertrax-pro', JSON.stringify(kept));
            import('/bowlertrax/pro.js').then(({ loadPro }) => loadPro({ quiet: true }))
              .then((pro) => done('unlocked: ' + pro.access), (error) => done('refused: ' + error.name));""")
        assert late.startswith("refused"), late
    finally:
        driver.execute_cdp_cmd("Network.emulateNetworkConditions", dict(offline, offline=False))
    walk.driver.refresh()
    walk.click("tab-more", seconds=20)
    walk.click("link-pro")
    walk.wait(20).until(lambda _: walk.find("pro-status").get_attribute("data-access") == "entitled")


def test_cancelled_pro_lasts_until_the_renewal_date_and_ends_then(bought, pro_server):
    walk = bought
    walk.click("tab-more")
    walk.click("link-pro")
    walk.click("cancel-renewal", seconds=20)
    walk.find("resume-renewal", seconds=20)
    assert "it will not renew" in walk.find("pro-status").text
    pro = fetch_json(walk, "/bowlertrax/api/pro")["body"]
    expires = pro["status"]["expiresAt"]
    # A day before the end: still Pro.
    advance_clock(pro_server.url, 29 * DAY, OPERATOR_TOKEN)
    assert fetch_json(walk, "/bowlertrax/api/pro")["body"]["access"] == "entitled"
    # Past the end: Pro is gone, and the features ask for it again.
    advance_clock(pro_server.url, 3 * DAY, OPERATOR_TOKEN)
    later = fetch_json(walk, "/bowlertrax/api/pro")["body"]
    assert later["access"] == "notEntitled" and later["status"]["state"] == "expired", (expires, later)
    assert fetch_json(walk, "/bowlertrax/api/pro/export.csv")["status"] == 402
    walk.driver.refresh()
    walk.click("tab-more")
    walk.click("link-pro")
    walk.wait(20).until(lambda _: walk.find("pro-status").get_attribute("data-state") == "expired")


def test_the_music_pauses_while_the_tab_is_hidden_and_a_missing_clip_shows_its_still(pro_server, shot):
    driver = bowlertrax_browser(shot.y4m, grant=True)
    try:
        # The paywall's clip is missing for this browser: its still shows instead.
        driver.execute_cdp_cmd("Network.enable", {})
        driver.execute_cdp_cmd("Network.setBlockedURLs", {"urls": ["*/bowlertrax/media/paywall.mp4"]})
        walk = Walk(driver, pro_server.url)
        through_first_launch_to_paywall(walk)
        walk.wait().until(lambda _: walk.find("paywall-video").get_attribute("data-media-state") == "still")
        still = walk.find("paywall-video")
        images = still.find_elements("css selector", "img") if still.tag_name != "img" else [still]
        assert images and images[0].get_attribute("alt"), "the still has no alternative text"
        assert any("paywall" in entry["message"] for entry in driver.get_log("browser")), "the missing clip was not logged"
        walk.wait().until(lambda _: music(walk) == "playing")
        # The tab hidden (another tab in front), then shown again: what the music did at each change.
        driver.execute_script("""
            window.__visibility = [];
            document.addEventListener('visibilitychange', () => setTimeout(() => window.__visibility.push(
              [document.visibilityState, document.documentElement.dataset.music]), 0));""")
        first = driver.current_window_handle
        driver.switch_to.new_window("tab")
        driver.get(pro_server.url + "/health")
        driver.close()
        driver.switch_to.window(first)
        walk.wait().until(lambda _: len(driver.execute_script("return window.__visibility")) >= 2,
                          message="the tab was not hidden and shown")
        changes = driver.execute_script("return window.__visibility")
        assert changes[0] == ["hidden", "paused"], changes
        assert changes[-1] == ["visible", "playing"], changes
    finally:
        _quit(driver)
