"""History on a phone (issue 22, item 6), in headless Chromium emulating a 390x844 touch phone: a new player's
sessions and shots are made through the HTTP API with the page's own cookie (three sessions with shots, one
without), then History is read as a bowler reads it.

- A session's page shows its own centre, lane, ball and shot count (it used to say "No centre or lane given",
  "Default (Purple)" and "undefined shots" for every session).
- "Your Progress" draws one chart per figure (speed, entry angle, board at the arrows, strike probability,
  consistency) with a point per charted session (consistency: none for the session of one shot), each an image with
  a summary, and the table under each chart holds the figures the server served, which are the means and sample
  standard deviations of the shots it measured, worked out here. Nothing is wider than the phone.

The shots' tracks are the project's rendered shot tracked by the native tracker (bowlertrax_media.tracked_shot()),
posted at several frame rates (several speeds) and moved across the lane a
few pixels (several boards).
"""
import statistics

import pytest
from selenium.webdriver.common.by import By

import bowlertrax_media as media
from bowlertrax_walk import PHONE, Walk, bowlertrax_browser
from conftest import _quit

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
    return media.tracked_shot()


@pytest.fixture
def phone():
    driver = bowlertrax_browser(phone=PHONE)
    yield driver
    _quit(driver)


def request(walk, path, method="GET", body=None):
    return walk.request(path, method, body)


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
    walk = Walk(phone, server, phone=True).start_as_new_player(camera="denied")  # no camera in this browser
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
        walk.touch_element(summary, f"{metric}'s figures")
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
        walk.touch_element(phone.find_element(By.CSS_SELECTOR, link), f"session {session['id']}")
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


def test_a_long_history_is_read_a_page_at_a_time(phone, server, track):
    """51 sessions: History and Compare list the newest 50, and "Show earlier sessions", tapped, adds the 51st and
    goes away (the server lists at most 100 a request)."""
    walk = Walk(phone, server, phone=True).start_as_new_player(camera="denied")
    made = []
    for index in range(51):
        session = request(walk, "/bowlertrax/api/sessions", "POST",
                          {"calibration": track["calibration"], "lane": str(index + 1)})
        assert session["status"] == 201, session
        made.append(session["body"]["id"])
    newest_first = list(reversed(made))

    def listed(testid):
        return [int(element.get_attribute("data-session-id")) for element in walk.all(testid)]

    for opened, testid in [("tab-history", "history-session"), ("compare-sessions", "compare-session")]:
        walk.click(opened)
        walk.wait(20).until(lambda _: len(walk.all(testid)) == 50)
        assert listed(testid) == newest_first[:50]
        more = walk.find("more-sessions")
        assert more.text == "Show earlier sessions"
        walk.swipe_into_view(more, swipes=40)
        walk.touch_element(more)
        walk.wait(20).until(lambda _: len(walk.all(testid)) == 51 and not walk.all("more-sessions"))
        assert listed(testid) == newest_first
        assert phone.execute_script("return document.documentElement.scrollWidth") <= 390
