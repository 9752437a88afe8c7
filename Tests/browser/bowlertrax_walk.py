"""A person on BowlerTrax's page in headless Chromium, shared by the BowlerTrax walkthroughs (test_bowlertrax.py,
test_bowlertrax_first_use.py) and scripts/time-first-use: the browser (optionally with the rendered shot as its fake
camera, granted or denied), and `Walk`, which finds things by their test hooks once visible, clicks, types, taps the
frozen calibration frame, reads the first launch's flow and the server's prompts.
"""
import json
import os
import re
import time
import urllib.request

from selenium import webdriver
from selenium.common.exceptions import StaleElementReferenceException, TimeoutException
from selenium.webdriver.chrome.service import Service
from selenium.webdriver.common.actions.action_builder import ActionBuilder
from selenium.webdriver.common.by import By
from selenium.webdriver.support import expected_conditions as EC
from selenium.webdriver.support.ui import WebDriverWait

from conftest import finger_tap, touch_at

# A window tall enough that the frozen 720x1280 frame is shown large (max-height 70vh): 0.69 CSS px an image pixel.
WINDOW = (900, 1400)

# Phones the page is designed for (CSS px): the narrowest common Android, an iPhone, a large Android, a large iPhone.
PHONES = {"360x740": (360, 740), "390x844": (390, 844), "412x915": (412, 915), "430x932": (430, 932)}
# The phone most walks run on.
PHONE = PHONES["390x844"]


def bowlertrax_browser(camera_file=None, grant=True, language="en-US", window=None, phone=PHONE):
    """Headless Chromium, a phone by default (BowlerTrax is a phone app); with `camera_file` (a .y4m) as its camera,
    the camera prompt answered Allow (`grant`) or Block (`--deny-permission-prompts`). `language` is the browser's
    languages (Accept-Language). `phone`, a (width, height) in CSS px, is the phone's screen: device scale 2, a touch
    screen, a mobile viewport (Chromium's mobile emulation); a `window` (width, height) makes it a desktop browser
    of that size instead. A Walk on a phone's browser taps and swipes (Walk.touch)."""
    options = webdriver.ChromeOptions()
    if window:
        phone = None
    if phone:
        options.add_experimental_option("mobileEmulation", {
            "deviceMetrics": {"width": phone[0], "height": phone[1], "pixelRatio": 2, "touch": True},
            "userAgent": "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) "
                         "Chrome/120.0 Mobile Safari/537.36"})
        window = phone
    options.binary_location = os.environ.get("CHROMIUM", "/usr/bin/chromium")
    arguments = ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage",
                 f"--window-size={window[0]},{window[1]}", "--autoplay-policy=no-user-gesture-required",
                 f"--lang={language.split(',')[0]}"]
    if camera_file:
        arguments += ["--use-fake-device-for-media-stream", f"--use-file-for-fake-video-capture={camera_file}"]
        arguments += ["--use-fake-ui-for-media-stream"] if grant else ["--deny-permission-prompts"]
    for argument in arguments:
        options.add_argument(argument)
    options.add_experimental_option("prefs", {"intl.accept_languages": language})
    options.set_capability("goog:loggingPrefs", {"browser": "ALL", "performance": "ALL"})
    driver = webdriver.Chrome(service=Service(os.environ.get("CHROMEDRIVER", "/usr/bin/chromedriver")),
                              options=options)
    driver.implicitly_wait(0)
    driver.bowlertrax_phone = phone
    return driver


def advance_clock(server, seconds, token):
    """Moves the server's clock `seconds` forward (a server started with --adjustable-clock); returns its "now"."""
    request = urllib.request.Request(
        server + "/api/operator/clock", data=json.dumps({"advanceSeconds": seconds}).encode(), method="POST",
        headers={"Authorization": f"Bearer {token}", "Content-Type": "application/json"})
    with urllib.request.urlopen(request, timeout=10) as response:
        return json.load(response)["now"]


def exact_taps(shot):
    """The rendered shot's exact calibration taps, {name: (x, y)} in image pixels."""
    with open(shot.calibration) as file:
        return {name: tuple(point) for name, point in json.load(file)["taps"].items()}



# The bounds against the render's truth (see test_bowlertrax_tracking.py for why): speed, entry angle, entry board, and
# the board at the arrows, where one pixel of tap error is a third of a board.
SPEED_TOLERANCE_MPH = 0.5
ENTRY_ANGLE_TOLERANCE_DEGREES = 1.0
ENTRY_BOARD_TOLERANCE = 1.0
ARROWS_BOARD_TOLERANCE = 1.5
# The largest request body the page may send: a shot's track is tens of kB of JSON; one frame of video is megabytes.
LARGEST_BODY_BYTES = 300 * 1024


def assert_no_video_sent(walk):
    """Every request body the browser sent so far is JSON to the app's API, none large, none a frame, a clip or a
    camera-position fingerprint; the shot's track was among them; no request left the server and no WebSocket was
    opened."""
    requests = walk.record_network()
    bodies = [request for request in requests if request[2] is not None]
    assert any(url.endswith("/shots") for _, url, _, _, _ in bodies), "the shot was not posted"
    for method, url, size, data, kind in bodies:
        assert url.startswith(walk.server + "/bowlertrax/api/"), f"{method} {url} left the app's API"
        assert size <= LARGEST_BODY_BYTES, f"{method} {url} sent {size} bytes"
        assert kind.startswith("application/json"), f"{method} {url} sent {kind}"
        assert not re.search(r"multipart|octet-stream|video/|image/", kind), f"{method} {url} sent {kind}"
        json.loads(data)  # JSON, not a frame or a clip
        # Nor the camera position's fingerprint ("16:28:" and a picture of the lane in hex), kept on the phone.
        assert not re.search(r"\d+:\d+:[0-9a-fA-F]{64}", data), f"{method} {url} sent a position fingerprint"
    for method, url, _, _, _ in requests:
        assert url.startswith(walk.server) or url.startswith("data:") or url.startswith("blob:"), url
    assert not walk.sockets, walk.sockets

def request_body_size(request):
    """The size in bytes of a request's body as Chromium's performance log describes it (Network.requestWillBeSent),
    None without a body; infinite when the body was too large for the log to carry."""
    if not request.get("hasPostData"):
        return None
    if "postData" in request:
        return len(request["postData"].encode())
    entries = request.get("postDataEntries")
    if entries:
        return sum(len(item.get("bytes", "")) * 3 // 4 for item in entries)
    return float("inf")

class Walk:
    """A person on the BowlerTrax page: finds things by their test hooks once visible, clicks, types."""

    def __init__(self, driver, server, phone=None):
        self.driver = driver
        self.server = server
        # On a phone (a browser bowlertrax_browser made a phone) every click is a finger's tap (`touch`).
        self.phone = phone if phone is not None else getattr(driver, "bowlertrax_phone", None) is not None
        self.requests = []  # every request the browser sent so far (from the performance log)
        self.sockets = []  # every WebSocket the page opened (none expected)
        self.events = []  # every network event of the performance log, in order
        self.prompt_checks = 0  # the server's prompt answers already looked at (wait_prompt)

    def open(self, route="", ready="tab-home"):
        """Opens /bowlertrax/`route` and waits for `ready` (the tab bar; "flow-step" during the first launch)."""
        self.driver.get(self.server + "/bowlertrax/" + route)
        self.find(ready, seconds=20)
        return self

    def wait(self, seconds=15):
        return WebDriverWait(self.driver, seconds, poll_frequency=0.1,
                             ignored_exceptions=(StaleElementReferenceException,))

    def find(self, testid, seconds=15, within=""):
        return self.wait(seconds).until(EC.visibility_of_element_located(
            (By.CSS_SELECTOR, f'{within} [data-testid="{testid}"]'.strip())))

    def all(self, testid, within=""):
        return self.driver.find_elements(By.CSS_SELECTOR, f'{within} [data-testid="{testid}"]'.strip())

    def click(self, testid, seconds=15, within=""):
        if self.phone:
            return self.touch(testid, seconds, within)
        element = self.wait(seconds).until(EC.element_to_be_clickable(
            (By.CSS_SELECTOR, f'{within} [data-testid="{testid}"]'.strip())))
        self.driver.execute_script("arguments[0].scrollIntoView({block: 'center'})", element)
        element.click()
        return element

    def touch(self, testid, seconds=15, within=""):
        """A finger on a phone: scrolls the page by touch (swipes, never a script's scrollIntoView) until `testid`
        is wholly on screen, checks nothing covers its centre (a toast, the tab bar, a sheet), and taps it there
        with a touch. Fails when swiping cannot bring it on screen: a person could not reach it either."""
        element = self.wait(seconds).until(EC.element_to_be_clickable(
            (By.CSS_SELECTOR, f'{within} [data-testid="{testid}"]'.strip())))
        return self.touch_element(element, testid)

    def touch_element(self, element, what=None):
        """`touch` for an element already found: swiped wholly on screen, uncovered, tapped at its centre once it
        stands still, and again when the page moved under the finger (`finger_tap`)."""
        covered = finger_tap(self.driver, element, lambda: self.swipe_into_view(element), self.touch_at)
        assert covered is None, f"{what or element.get_attribute('data-testid')} is covered by {covered}"
        return element

    def swipe_into_view(self, element, swipes=15):
        """Swipes until `element` lies wholly in the viewport with its centre uncovered (not under the tab bar), and
        the page has stopped moving (a tap during a fling only stops it, as on a phone)."""
        where = lambda: self.driver.execute_script("""
            const element = arguments[0];
            const box = element.getBoundingClientRect();
            const top = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
            const uncovered = !!top && (element.contains(top) || top.contains(element));
            return { top: box.top, bottom: box.bottom, height: innerHeight, width: innerWidth, uncovered };""", element)
        for _ in range(swipes):
            box = where()
            if box["top"] >= 0 and box["bottom"] <= box["height"] and box["uncovered"]:
                return
            offset = (box["top"] + box["bottom"]) / 2 - box["height"] / 2
            distance = max(-box["height"] * 0.4, min(box["height"] * 0.4, offset))
            self.swipe(box["width"] / 2, box["height"] / 2 + distance / 2, -distance)
            for _ in range(20):
                time.sleep(0.05)
                settled = where()
                if settled["top"] == box["top"]:
                    break
                box = settled
        raise AssertionError(f"{element.get_attribute('data-testid')} could not be swiped on screen: {box}")

    def swipe(self, x, y, distance, steps=12):
        """A finger put down at (x, y), moved `distance` CSS px down (negative: up, which scrolls the page down) in
        `steps` moves, and lifted: raw touch events, which the browser turns into a scroll as on a phone (Chromium's
        synthesized scroll gesture does not scroll headless)."""
        touch = lambda kind, points: self.driver.execute_cdp_cmd(
            "Input.dispatchTouchEvent", {"type": kind, "touchPoints": points})
        touch("touchStart", [{"x": x, "y": y}])
        for step in range(1, steps + 1):
            touch("touchMove", [{"x": x, "y": y + distance * step / steps}])
        touch("touchEnd", [])

    def uncovered_centre(self, element, what):
        """The centre of `element` on screen; fails when another element (not inside it) is on top there."""
        found = self.driver.execute_script("""
            const element = arguments[0];
            const box = element.getBoundingClientRect();
            const x = box.left + box.width / 2, y = box.top + box.height / 2;
            const top = document.elementFromPoint(x, y);
            return { x, y, covered: top && !element.contains(top) && !top.contains(element) ? top.outerHTML.slice(0, 120) : null };
        """, element)
        assert found["covered"] is None, f"{what} is covered by {found['covered']}"
        return found["x"], found["y"]

    def touch_at(self, x, y):
        """A finger's tap at viewport point (x, y)."""
        touch_at(self.driver, x, y)

    def present(self, testid, within=""):
        try:
            return any(element.is_displayed() for element in self.all(testid, within))
        except StaleElementReferenceException:
            return self.present(testid, within)

    def request(self, path, method="GET", body=None):
        """A request from the page with its cookie (what the page itself could send), answered as {status, body}."""
        return self.driver.execute_async_script("""
            const [path, method, body, done] = arguments;
            fetch(path, { method, credentials: 'same-origin', body: body ? JSON.stringify(body) : undefined,
                          headers: body ? { 'Content-Type': 'application/json' } : {} })
              .then(async (r) => done({ status: r.status, body: r.status === 204 ? null : await r.json() }))
              .catch((e) => done({ status: 0, body: String(e) }));
        """, path, method, body)

    def visible_text(self):
        return self.driver.execute_script("return document.body.innerText")

    # ---- The network, from Chromium's performance log ----

    def _drain(self):
        for entry in self.driver.get_log("performance"):
            message = json.loads(entry["message"])["message"]
            method = message.get("method", "")
            if not method.startswith("Network."):
                continue
            self.events.append(message)
            if method == "Network.webSocketCreated":
                self.sockets.append(message["params"]["url"])
            if method != "Network.requestWillBeSent":
                continue
            request = message["params"]["request"]
            size = request_body_size(request)
            headers = {name.lower(): value for name, value in request.get("headers", {}).items()}
            self.requests.append((request["method"], request["url"], size, request.get("postData"),
                                  headers.get("content-type", "")))

    def record_network(self):
        """Drains Chromium's performance log into `requests`: (method, url, body size or None, body, type)."""
        self._drain()
        return self.requests

    def answered_prompts(self, context=None):
        """The page's POST first-use/prompt requests the server has answered, in order: (request id, context)."""
        self._drain()
        sent = {}
        finished = []
        for message in self.events:
            params = message["params"]
            if message["method"] == "Network.requestWillBeSent":
                request = params["request"]
                if request["method"] == "POST" and request["url"].endswith("/bowlertrax/api/first-use/prompt"):
                    sent[params["requestId"]] = json.loads(request.get("postData") or "{}").get("context")
            elif message["method"] == "Network.loadingFinished" and params["requestId"] in sent:
                finished.append((params["requestId"], sent[params["requestId"]]))
        return [entry for entry in finished if context is None or entry[1] == context]

    def wait_prompt(self, context, seconds=20):
        """Waits for the server's answer to the page's next prompt request in `context` ("dashboard" | "record")
        and returns the prompt the server chose (its id, or None); when there is one, waits until the page shows
        it (data-prompt); when there is none, checks a moment later that the page shows none."""
        counted = self.prompt_checks
        answers = self.wait(seconds).until(
            lambda _: (lambda found: found if len(found) > counted else False)(self.answered_prompts()),
            message=f"the page asked for no prompt ({context})")
        self.prompt_checks = len(answers)
        request_id, asked = answers[counted]
        assert asked == context, (asked, context)
        # The server's answer decides what the page must show; an answer the log cannot give is a failure.
        body = json.loads(self.driver.execute_cdp_cmd("Network.getResponseBody", {"requestId": request_id})["body"])
        chosen = body.get("prompt", {}).get("id")
        if chosen:
            self.wait(10).until(lambda _: self.shown_prompt() == chosen,
                                message=f"the server chose {chosen}; the page shows {self.shown_prompt()}")
            return chosen
        time.sleep(0.4)  # a sheet opens at once after the answer; give the page a beat to be wrong
        shown = self.shown_prompt()
        assert shown is None, f"the server chose no prompt; the page shows {shown}"
        return None

    def shown_prompt(self):
        """The id of the prompt sheet on screen now (data-prompt), or None."""
        try:
            for element in self.driver.find_elements(By.CSS_SELECTOR, '[data-testid="prompt"]'):
                if element.is_displayed():
                    return element.get_attribute("data-prompt")
        except StaleElementReferenceException:
            return self.shown_prompt()
        return None

    def answer_prompt(self, button):
        """Answers the prompt on screen with `button` (prompt-primary, prompt-secondary, prompt-close, ...)."""
        self.click(button, within='[data-testid="prompt"]')
        self.wait().until(lambda _: self.shown_prompt() is None, message="the prompt stayed open")

    # ---- The first launch (the host's flow renderer) ----

    def flow_step(self):
        """The first launch's current step (data-step of the visible flow-step), or None."""
        try:
            for element in self.all("flow-step"):
                if element.is_displayed():
                    return element.get_attribute("data-step")
        except StaleElementReferenceException:
            return self.flow_step()
        return None

    def wait_flow_step(self, step, seconds=15):
        """Waits until `step` is shown and idle (no request on its way)."""
        self.wait(seconds).until(
            lambda _: self.flow_step() == step and not self.driver.execute_script(
                "return !!document.querySelector('[data-testid=\"flow\"][aria-busy]')"),
            message=f"first-launch step {step} (shown: {self.flow_step()})")

    def flow_title(self):
        return self.find("flow-title").text

    def to_the_ball_step(self, hand="right", camera="granted"):
        """The first launch's shortest way to its ball step: Get Started, Skip intro, Enable Camera (then "Continue
        Without Camera" when the browser refuses), the hand."""
        self.wait_flow_step("welcome", seconds=20)
        self.click("flow-primary")
        self.wait_flow_step("features")
        self.click("flow-skip")
        self.wait_flow_step("camera")
        self.click("flow-primary")
        self.wait(20).until(lambda _: self.flow_step() in ("hand", "camera-denied"))
        if self.flow_step() == "camera-denied":
            assert camera == "denied", "the camera was refused"
            self.click("flow-secondary")
        self.wait_flow_step("hand")
        self.click(f"flow-option-{hand}")
        self.wait_flow_step("ball")
        return self

    def through_first_launch(self, ball=None, hand="right", camera="granted", backup=True):
        """The shortest first launch (`to_the_ball_step`), then the ball `(name, colour)` or "Skip for now", then
        the paywall's "Not Now"; ends on the dashboard. With `backup` the player backs up to the server
        (back_up_to_the_server); without it, the default is left alone."""
        self.to_the_ball_step(hand, camera)
        if ball:
            self.find("flow-field-name").send_keys(ball[0])
            self.click(f"flow-field-color-{ball[1]}")
            self.click("flow-primary")
        else:
            self.click("flow-skip")
        self.skip_paywall()
        self.find("dashboard", seconds=20)
        self.wait().until(lambda _: self.first_launch_state() in ("done", None))
        if backup:
            self.back_up_to_the_server()
        return self

    def back_up_to_the_server(self):
        """The player's choice "Back up my sessions to this server", as Settings keeps it in this browser: the walks
        of the server's side of a session (its posts, its History) take it as their setup; test_bowlertrax_backup
        walks the default (off), the offer and the toggle themselves."""
        self.driver.execute_script("localStorage.setItem('bowlertrax-backup', 'on');")

    def skip_paywall(self, seconds=20):
        """BowlerTrax Pro's paywall after the first launch: "Not Now" (the dashboard follows)."""
        self.wait(seconds).until(lambda _: self.present("paywall") or self.present("dashboard"),
                                 message="the paywall or the dashboard after the first launch")
        if self.present("paywall"):
            self.click("paywall-skip")
            self.wait().until(lambda _: not self.present("paywall"))

    def first_launch_state(self):
        """The first launch's mount point's data-state: "running", "done", or None when the page has none."""
        mounts = self.all("first-launch")
        return mounts[0].get_attribute("data-state") if mounts else None

    def start_as_new_player(self, camera="granted"):
        """A new player's first visit, the shortest way through the first launch (through_first_launch), ending on
        the dashboard once the server has answered its prompt (none on a first visit)."""
        self.open(ready="flow-step")
        self.through_first_launch(camera=camera)
        assert self.wait_prompt("dashboard") is None
        return self

    def start_first_session(self, ball=("Storm", "purple")):
        """A new player with a camera, up to their first calibration's Camera Positioning: the first launch with
        `ball`, the paywall declined, Start New Session (no prompt: a ball, the camera allowed), the camera."""
        self.open(ready="flow-step")
        self.through_first_launch(ball=ball)
        assert self.wait_prompt("dashboard") is None
        self.click("start-session")
        self.find("record-view")
        assert self.wait_prompt("record") is None
        self.open_camera_for("positioning")
        return self

    def open_record(self, answer="prompt-secondary"):
        """The Record tab; the server's prompt for it, if any, answered `answer` ("Not Now", "Maybe Later"...).
        Returns the prompt's id or None."""
        self.click("tab-record")
        self.find("record-view")
        shown = self.wait_prompt("record")
        if shown:
            self.answer_prompt(answer)
        return shown

    def open_camera_for(self, ready):
        """On Record: opens the camera when the page offers it (the permission may still read "prompt" before the
        first getUserMedia), then waits for `ready`: "session-setup", or "positioning" (a player's first calibration
        follows Start New Session directly)."""
        def shown(_):
            return self.present("open-camera") or (
                self.present("session-setup") if ready == "session-setup" else self._step_or_none() == ready)
        self.wait(20).until(shown, message=f"the camera offered or {ready}")
        if self.present("open-camera"):
            self.click("open-camera")
        if ready == "session-setup":
            self.find("session-setup", seconds=20)
        else:
            self.wait_step(ready, seconds=20)

    def decline_notifications(self, seconds=5):
        """Answers the notifications' pre-permission screen "Not Now" if the page offers it within `seconds` (it
        does on a player's second visit, 1.5 s after the page starts: permissions.js)."""
        try:
            self.find("notifications-permission", seconds=seconds)
        except TimeoutException:
            return False
        self.click("notifications-not-now")
        self.wait().until(lambda _: not self.present("notifications-permission"))
        return True

    # ---- Calibration by clicking on the frozen frame ----

    def step(self):
        """The calibration's current step (data-step)."""
        return self.find("calibration").get_attribute("data-step")

    def wait_step(self, name, seconds=15):
        self.wait(seconds).until(lambda _: self._step_or_none() == name,
                                 message=f"calibration step {name}")

    def _step_or_none(self):
        elements = self.all("calibration")
        return elements[0].get_attribute("data-step") if elements else None

    def frame_geometry(self):
        canvas = self.find("calibration-frame").find_element(By.TAG_NAME, "canvas")
        if not self.phone:
            self.driver.execute_script("arguments[0].scrollIntoView({block: 'center'})", canvas)
        return canvas, self.driver.execute_script("""
            const canvas = arguments[0];
            const box = canvas.getBoundingClientRect();
            const style = getComputedStyle(canvas);
            return { left: box.left, top: box.top, width: box.width, height: box.height, fit: style.objectFit,
                     position: style.objectPosition, border: style.borderLeftWidth + ' ' + style.paddingLeft + ' '
                     + style.borderTopWidth + ' ' + style.paddingTop, imageWidth: canvas.width, imageHeight: canvas.height,
                     viewportWidth: document.documentElement.clientWidth, viewportHeight: document.documentElement.clientHeight };
        """, canvas)

    def tap(self, point, offset=(0, 0)):
        """Clicks the frozen frame where image pixel `point` (x, y) is shown (a finger's tap on a phone), `offset`
        CSS px away; returns the image pixels one CSS pixel spans (the click's resolution). The frame is a canvas shown with object-fit: contain, centred
        (object-position 50% 50%), in a box of another shape: its picture is scaled by min(box/image) and centred
        in the free space."""
        canvas, g = self.frame_geometry()
        if self.phone:
            g = self.swipe_to_uncover(canvas, point, self.settled_geometry())
        assert g["fit"] == "contain" and g["position"] == "50% 50%", g
        assert g["border"] == "0px 0px 0px 0px", g
        scale = min(g["width"] / g["imageWidth"], g["height"] / g["imageHeight"])
        x = g["left"] + (g["width"] - g["imageWidth"] * scale) / 2 + point[0] * scale
        y = g["top"] + (g["height"] - g["imageHeight"] * scale) / 2 + point[1] * scale
        assert 0 <= x < g["viewportWidth"] and 0 <= y < g["viewportHeight"], (x, y, g)
        if self.phone:
            self.touch_at(x + offset[0], y + offset[1])
        else:
            # A click lands on a whole CSS pixel of the viewport (the pointer's position is an integer in WebDriver).
            actions = ActionBuilder(self.driver)
            actions.pointer_action.move_to_location(round(x + offset[0]), round(y + offset[1])).click()
            actions.perform()
        self.resolution = 1 / scale
        return 1 / scale

    def settled_geometry(self):
        """The frozen frame's geometry once the page has stopped moving after a swipe."""
        _, g = self.frame_geometry()
        for _ in range(30):
            time.sleep(0.05)
            _, now = self.frame_geometry()
            if now["top"] == g["top"]:
                return now
            g = now
        return g

    def swipe_to_uncover(self, canvas, point, g, swipes=6):
        """On a phone: swipes until image pixel `point` of the frozen frame is on screen with nothing over it (the
        step's instruction stays at the bottom of the view); returns the frame's geometry then."""
        for _ in range(swipes):
            scale = min(g["width"] / g["imageWidth"], g["height"] / g["imageHeight"])
            y = g["top"] + (g["height"] - g["imageHeight"] * scale) / 2 + point[1] * scale
            x = g["left"] + (g["width"] - g["imageWidth"] * scale) / 2 + point[0] * scale
            on_frame = self.driver.execute_script(
                "const top = document.elementFromPoint(arguments[1], arguments[2]);"
                "return !!top && arguments[0].closest('[data-testid=\"calibration-frame\"]').contains(top);",
                canvas, x, y)
            if on_frame:
                return g
            self.swipe(g["viewportWidth"] / 2, g["viewportHeight"] / 2,
                       max(-200, min(200, g["viewportHeight"] / 2 - y)))
            g = self.settled_geometry()
        raise AssertionError(f"image point {point} stayed covered or off screen")

    def position_is_good(self, shot):
        """Taps "Position is Good" once the live picture shows the pins uncovered, as a person waits for the lane to
        clear: the fake camera loops the rendered shot, whose purple ball covers the head pin for its last half second,
        and a frame frozen then has no head pin to tap (the page rightly asks to try again)."""
        head_pin = exact_taps(shot)["headPin"]

        def ball_pixels_near_pins():
            return self.driver.execute_script("""
                const [x, y, reach] = arguments;
                const video = document.querySelector('[data-testid="calibration"] video');
                if (!video || video.readyState < 2 || !video.videoWidth) return null;
                const canvas = document.createElement('canvas');
                canvas.width = video.videoWidth;
                canvas.height = video.videoHeight;
                const context = canvas.getContext('2d', { willReadFrequently: true });
                context.drawImage(video, 0, 0);
                const left = Math.max(0, Math.round(x - reach)), top = Math.max(0, Math.round(y - reach));
                const { data } = context.getImageData(left, top, 2 * reach, 2 * reach);
                let purple = 0;
                for (let i = 0; i < data.length; i += 4) {
                  if (data[i + 2] - data[i + 1] > 50 && data[i] - data[i + 1] > 10) purple += 1;
                }
                return purple;""", head_pin[0], head_pin[1], 60)

        clear = 0

        def pins_clear(_):
            nonlocal clear
            clear = clear + 1 if ball_pixels_near_pins() == 0 else 0
            return clear >= 2  # two pictures in a row: the ball has gone, not merely blurred between frames

        self.wait(10).until(pins_clear, message="the live picture showing the pins uncovered")
        self.click("position-good")

    def cut_shot_posts(self, sessions=False):
        """The network gone for shots (and with `sessions`, for starting sessions): every such POST fails in the page
        before it reaches the server (as a dropped connection does), until `restore_network`."""
        self.driver.execute_script("""
            const real = window.fetch;
            const cut = arguments[0] ? /\\/(shots|sessions)$/ : /\\/shots$/;
            window.__network = false;
            window.fetch = async (input, init = {}) => {
              if (!window.__network && init.method === 'POST' && cut.test(String(input))) {
                throw new TypeError('Failed to fetch');
              }
              return real(input, init);
            };""", sessions)

    def restore_network(self):
        """The network back, as the browser says it (the "online" event)."""
        self.driver.execute_script("window.__network = true; window.dispatchEvent(new Event('online'));")

    def shots_waiting_on_the_phone(self):
        """How many shots wait in the page's outbox (IndexedDB)."""
        return self.driver.execute_async_script("""
            const done = arguments[arguments.length - 1];
            import('/bowlertrax/device-store.js').then(({ shotOutbox }) => shotOutbox.all()).then((items) => done(items.length));
        """)

    TAP_ORDER = ["centerArrow", "foulLineRight", "foulLineLeft", "headPin"]

    def calibrate(self, taps, check_markers=True):
        """Taps the four points in the spec's order on the frozen frame, checking each marker the page draws."""
        order = self.TAP_ORDER
        for index, name in enumerate(order):
            self.wait_step(name)
            resolution = self.tap(taps[name])
            if check_markers and index + 1 < len(order):
                self.wait_step(order[index + 1])
                marker = self.driver.find_element(
                    By.CSS_SELECTOR, f'[data-testid="calibration-marker"][data-tap="{name}"] circle')
                landed = (float(marker.get_attribute("cx")), float(marker.get_attribute("cy")))
                # Within one CSS pixel's worth of image pixels (rounding to a whole CSS pixel, then to 0.1 px).
                assert abs(landed[0] - taps[name][0]) <= resolution + 0.1, (name, landed, taps[name])
                assert abs(landed[1] - taps[name][1]) <= resolution + 0.1, (name, landed, taps[name])

    def posted_tracks(self):
        """The bodies of the shots the page posted (the ball's track), from the network log."""
        return [json.loads(data) for method, url, size, data, kind in self.record_network()
                if method == "POST" and url.endswith("/shots") and data]

    def calibrate_and_start(self, shot, lanes):
        """From Camera Positioning: the position made good, the exact taps (their markers not checked), Calibration
        Complete's "Start Recording", the calibration saved with `lanes`; returns the recording view."""
        self.position_is_good(shot)
        self.calibrate(exact_taps(shot), check_markers=False)
        self.wait_step("complete", seconds=20)
        self.click("start-recording")
        self.wait_step("save")
        self.find("lanes").send_keys(lanes)
        self.click("save-calibration")
        return self.find("recording", seconds=20)

    def choose_backup(self, on):
        """Settings' "Back up my sessions to this server", turned `on` or off as a person would (More, Settings, the
        toggle, touched only when it is not so already); returns the help text that says what is sent."""
        self.click("tab-more")
        self.click("link-settings")
        self.wait().until(lambda _: self.find("backup-toggle").is_enabled(), message="the backup toggle read")
        if self.find("backup-toggle").is_selected() != on:
            self.click("backup-toggle")
        self.wait().until(lambda _: self.find("backup-toggle").is_selected() == on)
        return self.driver.find_element(By.ID, "setting-backup-help").text

    def kept_shot_figures(self, number, seconds=90, notice="Saved on this phone and measured here"):
        """Waits until the result of a shot kept and measured on the phone reads "Shot `number`" and returns its
        figures (data-value by metric), read in the same script as the title: the fake camera's next shot may replace
        the result at any moment."""
        def read(_):
            return self.driver.execute_script("""
                const [number, notice] = arguments;
                const result = document.querySelector('[data-testid="kept-result"] [data-testid="shot-result"]');
                if (result?.querySelector('.shot-result__title')?.textContent !== `Shot ${number}`) return null;
                const kept = document.querySelector('[data-testid="shot-kept"]')?.textContent ?? '';
                if (!kept.includes(notice)) return null;
                const values = {};
                for (const element of result.querySelectorAll('dd.metric__value[data-testid^="metric-"]')) {
                  const raw = element.dataset.value;
                  values[element.dataset.testid.slice('metric-'.length)] = raw ? Number(raw) : null;
                }
                return values;""", number, notice) or False
        return self.wait(seconds).until(read, message=f"shot {number} measured on the phone")

    def metrics(self, within):
        """The metrics the result screen shows, as numbers (data-value), and their texts without their ± (the
        uncertainty beside a value is checked on its own)."""
        values, texts = {}, {}
        for name in ["speed", "entry-angle", "rev-rate", "strike", "arrows", "breakpoint", "entry-board"]:
            element = self.find(f"metric-{name}", within=within)
            raw = element.get_attribute("data-value")
            values[name] = float(raw) if raw not in (None, "") else None
            texts[name] = self.driver.execute_script(
                "const copy = arguments[0].cloneNode(true);"
                "copy.querySelectorAll('.metric__uncertainty').forEach((e) => e.remove());"
                "return copy.textContent.replace(/\\s+/g, ' ').trim();", element)
        return values, texts


def controlled(driver, seconds=30):
    """Waits until the service worker has installed (precached the shell) and controls the page."""
    deadline = time.time() + seconds
    while time.time() < deadline:
        if driver.execute_script("return Boolean(navigator.serviceWorker && navigator.serviceWorker.controller)"):
            return
        time.sleep(0.2)
    raise AssertionError("the service worker never took control of the page")


def stray_words(text):
    """Words a page shows only by mistake: a JavaScript null or undefined, a copy key, a {placeholder}."""
    return re.findall(r"\b(?:null|undefined|NaN)\b|\b(?:ui|bowlertrax)\.[\w.-]+|\{\w+\}", text)


def small_targets(walk):
    """Every visible interactive element smaller than 44 x 44 CSS px (the page header, the view, the tab bar)."""
    return walk.driver.execute_script("""
        const selector = 'a[href], button, input, select, textarea, summary, [tabindex]:not([tabindex="-1"])';
        return [...document.querySelectorAll(selector)].filter((element) => {
          const box = element.getBoundingClientRect();
          const style = getComputedStyle(element);
          return box.width > 0 && box.height > 0 && style.visibility !== 'hidden' && !element.closest('[hidden]');
        }).map((element) => {
          const box = element.getBoundingClientRect();
          return { what: element.dataset.testid || element.outerHTML.slice(0, 80), width: box.width, height: box.height };
        }).filter((target) => target.width < 44 || target.height < 44);
    """)


def words_in(text):
    """The words of `text` a reader reads (whitespace-separated tokens with a letter or digit)."""
    return [word for word in text.split() if re.search(r"\w", word)]


def broken_words(walk):
    """Every word on screen that the page broke across two lines ("Understandi/ng"), with where it stands: a word's
    pieces on different lines (its text range has client rects with different tops)."""
    return walk.driver.execute_script("""
        const broken = [];
        const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          const parent = node.parentElement;
          if (!parent || parent.closest('[hidden], script, style, svg, .visually-hidden')) continue;
          if (getComputedStyle(parent).visibility === 'hidden') continue;
          for (const match of node.textContent.matchAll(/[\\p{L}\\p{N}'’]+/gu)) {
            if (match[0].length < 2) continue;
            const range = document.createRange();
            range.setStart(node, match.index);
            range.setEnd(node, match.index + match[0].length);
            const tops = new Set([...range.getClientRects()].filter((r) => r.width > 0).map((r) => Math.round(r.top)));
            if (tops.size > 1) broken.push(`${match[0]} in ${parent.outerHTML.slice(0, 80)}`);
          }
        }
        return broken;""")


def wider_than_the_screen(walk):
    """Every visible element that reaches past the viewport's right or left edge (a phone would scroll sideways)."""
    return walk.driver.execute_script("""
        const width = document.documentElement.clientWidth;
        // Inside a box that scrolls or clips sideways (a score sheet, a road map) nothing makes the page scroll.
        const contained = (element) => {
          for (let box = element.parentElement; box && box !== document.body; box = box.parentElement) {
            if (getComputedStyle(box).overflowX !== 'visible') return true;
          }
          return false;
        };
        return [...document.querySelectorAll('body *')].filter((element) => {
          if (element.closest('[hidden], .visually-hidden, svg') || contained(element)) return false;
          const box = element.getBoundingClientRect();
          return box.width > 0 && (box.right > width + 1 || box.left < -1);
        }).map((element) => element.outerHTML.slice(0, 100));""")


# The API through the page's own same-origin fetch (the player's cookie), for tests that drive the page's modules:
# btApi(method, path, body) resolves {status, body}.
BT_API = """
window.btApi = async (method, path, body) => {
  const response = await fetch('/bowlertrax/api/' + path, {
    method, headers: body ? { 'Content-Type': 'application/json' } : {},
    body: body ? JSON.stringify(body) : undefined });
  const text = await response.text();
  return { status: response.status, body: text ? JSON.parse(text) : null };
};
"""
