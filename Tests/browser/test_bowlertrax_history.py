"""History on a phone (issue 22, item 6), in headless Chromium emulating a 390x844 touch phone: a new player's
sessions and shots are made through the HTTP API with the page's own cookie (three sessions with shots, one
without), then History is read as a bowler reads it.

- A session's page shows its own centre, lane, ball and shot count (it used to say "No centre or lane given",
  "Default (Purple)" and "undefined shots" for every session).
- "Your Progress" draws one chart per figure (speed, entry angle, board at the arrows, strike probability,
  consistency) with a point per charted session (consistency: none for the session of one shot), each an image with
  a summary, and the table under each chart holds the figures the server served, which are the means and sample
  standard deviations of the shots it measured, worked out here. Nothing is wider than the phone.

The shots' tracks are the project's rendered shot tracked by the native tracker (`bowlertrax bench-track`, the
tracker the page runs as WebAssembly), posted at several frame rates (several speeds) and moved across the lane a
few pixels (several boards).
"""
import json
import os
import statistics
import subprocess
import tempfile

import pytest
from selenium import webdriver
from selenium.webdriver.chrome.service import Service
from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys

import bowlertrax_media as media
from bowlertrax_walk import Walk
from conftest import _quit

PHONE = {"width": 390, "height": 844, "pixelRatio": 2, "touch": True}
CHARTS = {
    "speed": ["averageSpeedMph"],
    "entryAngle": ["averageEntryAngleDegrees"],
    "arrowsBoard": ["averageArrowsBoard"],
    "strike": ["strikePercent"],
    "consistency": ["arrowsBoardStandardDeviation", "entryBoardStandardDeviation"],
}
# The sessions made: place, whether it has the ball, and its shots as (frames per second, pixels moved across).
SESSIONS = [
    {"centerName": "Sunset Lanes", "lane": "15-16", "ball": True, "shots": [(60, 0), (54, 4), (50, -3)]},
    {"centerName": "AMF Saigon", "lane": "7", "ball": False, "shots": [(57, 2)]},
    {"centerName": "Lucky Strike", "lane": "22", "ball": True, "shots": [(58, -2), (62, 3)]},
    {"centerName": "Empty Alley", "lane": "1", "ball": False, "shots": []},
]
BALL = {"name": "Storm Phaze II", "color": "blue"}


@pytest.fixture(scope="module")
def track():
    """The rendered shot (60 fps, 720x1280) and its track: the calibration input and the tracker's observations."""
    directory = tempfile.mkdtemp(prefix="bowlertrax-history-")
    clip = os.path.join(directory, "shot.mp4")
    binary = media.bowlertrax_binary()
    subprocess.run([binary, "render", clip, "--fps", "60", "--size", "720x1280", "--seed", "1"], check=True,
                   stdout=subprocess.DEVNULL)
    calibration = os.path.join(directory, "shot.calibration.json")
    tracked = subprocess.run([binary, "bench-track", clip, "--calibration", calibration, "--repeats", "1"],
                             check=True, capture_output=True, text=True)
    with open(calibration) as file:
        saved = json.load(file)
    yield {
        "calibration": {"imageWidth": saved["imageWidth"], "imageHeight": saved["imageHeight"],
                        "taps": {name: {"x": x, "y": y} for name, (x, y) in saved["taps"].items()}},
        "observations": json.loads(tracked.stdout)["observations"],
    }
    subprocess.run(["rm", "-rf", directory], check=False)


@pytest.fixture
def phone():
    options = webdriver.ChromeOptions()
    options.binary_location = os.environ.get("CHROMIUM", "/usr/bin/chromium")
    for argument in ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage", "--lang=en-US"]:
        options.add_argument(argument)
    options.add_experimental_option("mobileEmulation", {"deviceMetrics": PHONE})
    options.add_experimental_option("prefs", {"intl.accept_languages": "en-US"})
    options.set_capability("goog:loggingPrefs", {"browser": "ALL", "performance": "ALL"})
    driver = webdriver.Chrome(service=Service(os.environ.get("CHROMEDRIVER", "/usr/bin/chromedriver")),
                              options=options)
    driver.implicitly_wait(0)
    yield driver
    _quit(driver)


class PhoneWalk(Walk):
    def skip_paywall(self, seconds=20):
        """The paywall's "Not Now" pressed from the keyboard: this test is about History, and reaching "Not Now" by
        touch on a phone is issue 22's item 1, tested on its own."""
        self.wait(seconds).until(lambda _: self.present("paywall") or self.present("dashboard"),
                                 message="the paywall or the dashboard after the first launch")
        if self.present("paywall"):
            self.wait().until(lambda _: self.all("paywall-skip"))[0].send_keys(Keys.ENTER)
            self.wait().until(lambda _: not self.present("paywall"))


def request(walk, path, method="GET", body=None):
    """A request from the page with its cookie, answered as {status, body}."""
    return walk.driver.execute_async_script("""
        const [path, method, body, done] = arguments;
        fetch(path, { method, credentials: 'same-origin', body: body ? JSON.stringify(body) : undefined,
                      headers: body ? { 'Content-Type': 'application/json' } : {} })
          .then(async (r) => done({ status: r.status, body: r.status === 204 ? null : await r.json() }))
          .catch((e) => done({ status: 0, body: String(e) }));
    """, path, method, body)


def moved(observations, pixels):
    """The observations with the ball's centre and contact point moved `pixels` across the frame."""
    return [[value + pixels if index in (1, 5) else value for index, value in enumerate(row)] for row in observations]


def make_sessions(walk, track):
    """The SESSIONS, oldest first, each as {id, shots: [metrics]}."""
    ball = request(walk, "/bowlertrax/api/balls", "POST", BALL)
    assert ball["status"] == 201, ball
    made = []
    for plan in SESSIONS:
        body = {"calibration": track["calibration"], "centerName": plan["centerName"], "lane": plan["lane"]}
        if plan["ball"]:
            body["ballID"] = ball["body"]["id"]
        session = request(walk, "/bowlertrax/api/sessions", "POST", body)
        assert session["status"] == 201, session
        shots = []
        for fps, pixels in plan["shots"]:
            shot = request(walk, f"/bowlertrax/api/sessions/{session['body']['id']}/shots", "POST",
                           {"framesPerSecond": fps, "source": "camera",
                            "observations": moved(track["observations"], pixels)})
            assert shot["status"] == 201, shot
            shots.append(shot["body"]["metrics"])
        made.append({"id": session["body"]["id"], "plan": plan, "shots": shots})
    return made


def expected_figures(session):
    """The figures of a session worked out from its shots: means, and sample standard deviations (none for one)."""
    shots = session["shots"]

    def spread(key):
        return statistics.stdev([shot[key] for shot in shots]) if len(shots) > 1 else None

    return {
        "shotCount": len(shots),
        "averageSpeedMph": statistics.fmean(shot["averageSpeedMph"] for shot in shots),
        "averageEntryAngleDegrees": statistics.fmean(shot["entryAngleDegrees"] for shot in shots),
        "averageArrowsBoard": statistics.fmean(shot["arrowsBoard"] for shot in shots),
        "strikePercent": 100 * statistics.fmean(shot["strikeProbability"] for shot in shots),
        "arrowsBoardStandardDeviation": spread("arrowsBoard"),
        "entryBoardStandardDeviation": spread("entryBoard"),
    }


def close(a, b, tolerance=1e-6):
    return (a is None and b is None) or (a is not None and b is not None and abs(a - b) <= tolerance)


def test_the_session_page_and_the_progress_charts_on_a_phone(phone, server, track):
    walk = PhoneWalk(phone, server).start_as_new_player(camera="denied")  # no camera in this browser
    assert phone.execute_script("return [window.innerWidth, navigator.maxTouchPoints > 0]") == [390, True]
    sessions = make_sessions(walk, track)
    charted = [session for session in sessions if session["shots"]]

    # The served figures are the shots' own means and spreads; the session without shots is not charted.
    progress = request(walk, "/bowlertrax/api/progress")
    assert progress["status"] == 200, progress
    served = progress["body"]["sessions"]
    assert [session["id"] for session in served] == [session["id"] for session in charted]
    for figures, session in zip(served, charted):
        for key, value in expected_figures(session).items():
            assert close(figures.get(key), value), (session["plan"]["centerName"], key, figures.get(key), value)
    assert served[0]["arrowsBoardStandardDeviation"] > 0.3, "the moved shots are spread across the lane"

    # History: the charts, a point per charted session (consistency: two lines, none for the one-shot session).
    walk.click("tab-history")
    walk.find("progress", seconds=20)
    charts = {chart.get_attribute("data-metric"): chart for chart in walk.all("trend-chart")}
    assert list(charts) == list(CHARTS)
    for metric, fields in CHARTS.items():
        chart = charts[metric]
        points = chart.find_elements(By.CSS_SELECTOR, '[data-testid="trend-point"]')
        expected = [(session["id"], field, session[field]) for session in served for field in fields
                    if session.get(field) is not None]
        assert len(points) == len(expected) == int(chart.get_attribute("data-points")), metric
        drawn = sorted((int(point.get_attribute("data-session-id")), point.get_attribute("data-series"),
                        float(point.get_attribute("data-value"))) for point in points)
        assert drawn == sorted(expected), metric
        picture = chart.find_element(By.CSS_SELECTOR, '[data-testid="trend-svg"]')
        assert picture.get_attribute("role") == "img"
        label = picture.get_attribute("aria-label")
        assert label and "{" not in label and "undefined" not in label, label
        box = picture.rect
        assert box["x"] >= 0 and box["x"] + box["width"] <= 390, (metric, box)
    assert len(charts["consistency"].find_elements(By.CSS_SELECTOR, '[data-testid="trend-point"]')) == 4
    speed_label = charts["speed"].find_element(By.CSS_SELECTOR, '[data-testid="trend-svg"]').get_attribute("aria-label")
    assert f"latest {served[-1]['averageSpeedMph']:.1f} mph" in speed_label, speed_label

    # The tables under the charts hold the served figures, and say when a session has no spread.
    for metric, fields in CHARTS.items():
        chart = charts[metric]
        summary = chart.find_element(By.CSS_SELECTOR, '[data-testid="trend-figures"] > summary')
        phone.execute_script("arguments[0].scrollIntoView({block: 'center'})", summary)
        summary.click()
        table = chart.find_element(By.CSS_SELECTOR, '[data-testid="trend-table"]')
        assert table.is_displayed(), metric
        rows = table.find_elements(By.CSS_SELECTOR, '[data-testid="trend-row"]')
        assert [int(row.get_attribute("data-session-id")) for row in rows] == [session["id"] for session in served]
        for row, figures in zip(rows, served):
            for field in fields:
                cell = row.find_element(By.CSS_SELECTOR, f'td[data-field="{field}"]')
                if figures.get(field) is None:
                    assert cell.get_attribute("data-value") is None and cell.text == "no spread (1 shot)", cell.text
                else:
                    assert float(cell.get_attribute("data-value")) == figures[field], (metric, field)
                    shown = round(figures[field]) if field == "strikePercent" else round(figures[field], 1)
                    assert (f"{shown}" if field == "strikePercent" else f"{shown:.1f}") in cell.text, cell.text
    assert phone.execute_script("return document.documentElement.scrollWidth") <= 390

    # A session's page: its own centre, lane, ball and shot count.
    for session in sessions:
        walk.click("tab-history")
        walk.find("progress", seconds=20)
        link = f'[data-testid="history-session"][data-session-id="{session["id"]}"]'
        walk.wait().until(lambda _: phone.find_elements(By.CSS_SELECTOR, link))
        element = phone.find_element(By.CSS_SELECTOR, link)
        phone.execute_script("arguments[0].scrollIntoView({block: 'center'})", element)
        element.click()
        detail = walk.find("session-detail", seconds=20)
        row = walk.find("session-row", within='[data-testid="session-detail"]')
        plan = session["plan"]
        count = len(session["shots"])
        text = row.text
        assert f"{plan['centerName']} · Lane {plan['lane']}" in text, text
        assert (BALL["name"] if plan["ball"] else "Default (Purple)") in text, text
        assert ("1 shot" if count == 1 else f"{count} shots") in text, text
        assert "undefined" not in detail.text and "No centre or lane given" not in text, detail.text
        assert len(walk.all("shot-row")) == count
