"""Browser walkthroughs of the apps in headless Chromium, driven as a person would.

A session-wide fixture starts the real server (the debug build of `firstrun`, or $FIRSTRUN_BINARY) on a free
loopback port with a fresh SQLite database: the home page at /, the casino at /casino/. Every test gets a new
browser profile, so a new anonymous player, who meets each game's welcome sheet and hints (the onboarding) like
anyone else.
"""
import os
import shutil
import socket
import subprocess
import tempfile
import time
import urllib.request

import pytest
from selenium import webdriver
from selenium.webdriver.chrome.service import Service
from selenium.common.exceptions import (ElementClickInterceptedException, JavascriptException,
                                        StaleElementReferenceException)
from selenium.webdriver.common.by import By
from selenium.webdriver.support import expected_conditions as EC
from selenium.webdriver.support.ui import WebDriverWait

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
# The operator token the test server is started with (it opens the onboarding statistics).
OPERATOR_TOKEN = "browser-test-operator-token"


def _free_port():
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return probe.getsockname()[1]


class FirstrunServer:
    """The real server (the debug build of `firstrun`, or $FIRSTRUN_BINARY) on a free loopback port, on the SQLite
    database `database` (a fresh one when None), with the operator token OPERATOR_TOKEN and any further `arguments`
    (such as --adjustable-clock, --bowlertrax-version 1.0). `restart(arguments)` stops it and starts it again on the
    same database and port with other arguments (a new version of the app, as after an update)."""

    def __init__(self, arguments=(), database=None):
        self.binary = os.environ.get("FIRSTRUN_BINARY", os.path.join(ROOT, ".build", "debug", "firstrun"))
        self.directory = None
        if database is None:
            self.directory = tempfile.mkdtemp(prefix="firstrun-browser-")
            database = os.path.join(self.directory, "firstrun.sqlite")
        self.database = database
        self.port = _free_port()
        self.url = f"http://127.0.0.1:{self.port}"
        self.process = None
        self.start(arguments)

    def start(self, arguments=()):
        self.process = subprocess.Popen(
            [self.binary, "--host", "127.0.0.1", "--port", str(self.port), "--database", self.database,
             "--log-level", "warning", "--operator-token", OPERATOR_TOKEN,
             # Every test's browser is a new player from 127.0.0.1: no rate of new players per address here.
             "--new-players-per-minute", "0", *arguments])
        deadline = time.time() + 30
        while True:
            try:
                with urllib.request.urlopen(self.url + "/health", timeout=1):
                    return self
            except OSError:
                if time.time() > deadline or self.process.poll() is not None:
                    self.process.kill()
                    raise RuntimeError("the firstrun server did not start")
                time.sleep(0.2)

    def stop(self):
        if self.process and self.process.poll() is None:
            self.process.terminate()
            self.process.wait(timeout=10)

    def restart(self, arguments=()):
        self.stop()
        return self.start(arguments)

    def close(self):
        self.stop()
        if self.directory:
            shutil.rmtree(self.directory, ignore_errors=True)


@pytest.fixture(scope="session")
def server():
    running = FirstrunServer()
    yield running.url
    running.close()


def _quit(driver):
    """Closes the browser, failing the test if the page's security policy blocked anything it tried."""
    blocked = [entry["message"] for entry in driver.get_log("browser") if "Content Security Policy" in entry["message"]]
    driver.quit()
    assert not blocked, blocked


# The phone the casino's walks run on (CSS px), a touch screen at device scale 2.
PHONE = (390, 844)


def _new_browser(width=1280, height=900, language="en-US", phone=None):
    """Headless Chromium: a desktop window of `width` x `height`, or with `phone` (width, height) a phone's screen in
    Chromium's mobile emulation (touch, device scale 2), on which Page.click is a finger's tap."""
    options = webdriver.ChromeOptions()
    if phone:
        width, height = phone
        options.add_experimental_option("mobileEmulation", {
            "deviceMetrics": {"width": width, "height": height, "pixelRatio": 2, "touch": True},
            "userAgent": "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) "
                         "Chrome/120.0 Mobile Safari/537.36"})
    options.binary_location = os.environ.get("CHROMIUM", "/usr/bin/chromium")
    for argument in ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage",
                     f"--window-size={width},{height}", "--autoplay-policy=no-user-gesture-required"]:
        options.add_argument(argument)
    # The browser's languages, sent as Accept-Language.
    options.add_argument(f"--lang={language}")
    options.add_experimental_option("prefs", {"intl.accept_languages": language})
    # The console, to find anything the page's Content-Security-Policy blocked.
    options.set_capability("goog:loggingPrefs", {"browser": "ALL"})
    driver = webdriver.Chrome(service=Service(os.environ.get("CHROMEDRIVER", "/usr/bin/chromedriver")), options=options)
    driver.implicitly_wait(0)
    driver.touch_screen = phone is not None
    return driver


@pytest.fixture
def browser():
    """A phone's browser (the casino is played on phones first)."""
    driver = _new_browser(phone=PHONE)
    yield driver
    _quit(driver)


@pytest.fixture
def desktop_browser():
    """A desktop window with a mouse: each app keeps one walk there."""
    driver = _new_browser()
    yield driver
    _quit(driver)


@pytest.fixture
def vietnamese_browser():
    """A phone's browser whose languages are Vietnamese first."""
    driver = _new_browser(language="vi-VN,vi", phone=PHONE)
    yield driver
    _quit(driver)


@pytest.fixture
def phone():
    driver = _new_browser(width=360, height=740)
    # A desktop window cannot be made narrower than about 500 px; emulate a 360 px phone screen instead.
    driver.execute_cdp_cmd("Emulation.setDeviceMetricsOverride",
                           {"width": 360, "height": 740, "deviceScaleFactor": 2, "mobile": True})
    yield driver
    _quit(driver)


# Where the casino's page is served, and its API.
CASINO_PATH = "/casino/"
CASINO_API = "/casino/api"


# The centre of an element once two frames in a row drew it at the same place (or where it is after a second), and
# what is on top there: [x, y, null when the element itself, 'tooltip' when a hint's tooltip, else the covering
# element's HTML]. A timer stands in for a frame the browser is too busy to draw.
STILL_CENTRE = """
const [element, done] = [arguments[0], arguments[arguments.length - 1]];
const start = performance.now();
let last = null;
function next() {
  const timer = setTimeout(() => { cancelAnimationFrame(frame); look(); }, 100);
  const frame = requestAnimationFrame(() => { clearTimeout(timer); look(); });
}
function look() {
  const box = element.getBoundingClientRect();
  const here = [box.left + box.width / 2, box.top + box.height / 2];
  const still = last && last[0] === here[0] && last[1] === here[1];
  if (!still && performance.now() - start < 1000) {
    last = here;
    return next();
  }
  const top = document.elementFromPoint(here[0], here[1]);
  if (top && (element.contains(top) || top.contains(element))) return done([...here, null]);
  done([...here, top && top.closest('[data-testid="onboarding-tooltip"]') ? 'tooltip' : String(top?.outerHTML).slice(0, 120)]);
}
next();
"""


# Notes where the next click lands: in the element or not (read by CLICK_ARRIVED).
WATCH_CLICK = """
const tap = { element: arguments[0], inside: null };
window.__tap = tap;
document.addEventListener('click', (event) => { tap.inside = tap.element.contains(event.target); }, { capture: true, once: true });
"""

# Waits up to a second for the click of the tap: [whether it landed in the element (null: no click came, or the
# page was replaced), whether the element's centre is no longer at (x, y)].
CLICK_ARRIVED = """
const [element, x, y, done] = arguments;
const tap = window.__tap;
const start = performance.now();
function moved() {
  const box = element.getBoundingClientRect();
  return Math.abs(box.left + box.width / 2 - x) > 1 || Math.abs(box.top + box.height / 2 - y) > 1;
}
function look() {
  if (!tap) return done([null, false]);
  if (tap.inside !== null || performance.now() - start > 1000) return done([tap.inside, moved()]);
  setTimeout(look, 10);
}
look();
"""


def touch_at(driver, x, y):
    """A finger's tap at viewport point (x, y): a touch start and end (the browser makes the click)."""
    point = {"x": x, "y": y, "radiusX": 5, "radiusY": 5, "force": 1}
    driver.execute_cdp_cmd("Input.dispatchTouchEvent", {"type": "touchStart", "touchPoints": [point]})
    driver.execute_cdp_cmd("Input.dispatchTouchEvent", {"type": "touchEnd", "touchPoints": []})


def finger_tap(driver, element, bring_on_screen, touch):
    """Taps `element` with `touch(x, y)` at its centre once `bring_on_screen()` has put it there and it stands still
    (a tooltip scrolling the page after a layout change, a sheet sliding in, a celebration growing). Returns None once
    tapped, or what lies over its centre ('tooltip' for a hint's tooltip, else the element's HTML), untapped. A tap
    whose click went elsewhere (the element moved meanwhile, or something crossed it) is tapped again, as a person
    would, up to three times."""
    what = element.get_attribute("data-testid")
    for _ in range(3):
        bring_on_screen()
        x, y, covered = driver.execute_async_script(STILL_CENTRE, element)
        if covered is not None:
            return covered
        driver.execute_script(WATCH_CLICK, element)
        touch(x, y)
        try:
            inside, moved = driver.execute_async_script(CLICK_ARRIVED, element, x, y)
        except (StaleElementReferenceException, JavascriptException):
            return None  # the page went on (it replaced the element, or left): the tap was taken
        if inside:
            return None
        # A click elsewhere while the element stood still: something crossed its centre for that instant (a toast
        # sliding past, a re-render); tapped again, as a person would. Three such taps fail below.
        assert moved or inside is False, f"a tap at the centre of {what} made no click"
    raise AssertionError(f"{what} kept moving or being crossed under the finger")


class Page:
    """Helpers that act like a person: wait for a thing to be visible, then click or type."""

    def __init__(self, driver, base_url):
        self.driver = driver
        self.base = base_url

    def open(self, route=""):
        """Opens the casino's page at `route` (a hash route such as "#/lobby"; the menu when empty)."""
        self.driver.get(self.base + CASINO_PATH + route)
        return self

    def open_home(self):
        """Opens the home page that lists every app."""
        self.driver.get(self.base + "/")
        return self

    def wait(self, seconds=10):
        # The page re-renders from server state, so an element found a moment ago may be replaced: look again.
        return WebDriverWait(self.driver, seconds, ignored_exceptions=(StaleElementReferenceException,))

    def find(self, testid, seconds=10):
        return self.wait(seconds).until(
            EC.visibility_of_element_located((By.CSS_SELECTOR, f'[data-testid="{testid}"]')))

    def all(self, testid):
        return self.driver.find_elements(By.CSS_SELECTOR, f'[data-testid="{testid}"]')

    def click(self, testid, seconds=10, within=""):
        """Clicks `testid` (inside `within`, a CSS selector, if given) once it can be clicked (on a phone: a finger's
        tap at its centre, brought on screen); a hint's tooltip in the way is answered "Got it" first."""
        selector = f'{within} [data-testid="{testid}"]'.strip()
        for _ in range(3):
            element = self.wait(seconds).until(EC.element_to_be_clickable((By.CSS_SELECTOR, selector)))
            if getattr(self.driver, "touch_screen", False):
                if self.tap(element):
                    return element
                self.got_it()
                continue
            try:
                element.click()
                return element
            except ElementClickInterceptedException:
                if not self.present("onboarding-tooltip"):
                    raise
                self.got_it()
        raise AssertionError(f"{testid} stayed covered")

    def tap(self, element):
        """A finger's tap at the centre of `element`, scrolled to the middle of the screen (`finger_tap`); False (no
        tap) when a hint's tooltip lies over it there, and an error when anything else does."""
        covered = finger_tap(
            self.driver, element,
            lambda: self.driver.execute_script(
                "arguments[0].scrollIntoView({block: 'center', behavior: 'instant'})", element),
            lambda x, y: touch_at(self.driver, x, y))
        if covered == "tooltip":
            return False
        assert covered is None, f"{element.get_attribute('data-testid')} is covered by {covered}"
        return True

    def present(self, testid):
        try:
            return any(element.is_displayed() for element in self.all(testid))
        except StaleElementReferenceException:
            return self.present(testid)

    def row_texts(self, testid):
        """The texts of every element with `testid`, read again if the page re-renders meanwhile."""
        try:
            return [element.text for element in self.all(testid)]
        except StaleElementReferenceException:
            return self.row_texts(testid)

    def text(self, testid):
        return self.find(testid).text

    def focused_testid(self):
        return self.driver.execute_script(
            "return document.activeElement && document.activeElement.getAttribute('data-testid')")

    # Onboarding: the welcome sheet of a game, and the hints' tooltips.

    def welcome(self, seconds=5):
        return self.find("welcome-sheet", seconds)

    def answer_welcome(self, choice="welcome-start-playing", seconds=5):
        """Waits for the welcome sheet and answers it (Start Playing unless told), then waits for it to close."""
        self.welcome(seconds)
        self.click(choice)
        self.wait().until(lambda _: not self.present("welcome-sheet"))

    def tooltip(self, seconds=5):
        """The hint's tooltip once it has appeared."""
        return self.find("onboarding-tooltip", seconds)

    def hint_shown(self, seconds=5):
        """The id of the hint whose tooltip appears within `seconds`."""
        return self.tooltip(seconds).get_attribute("data-hint")

    def got_it(self):
        """Answers the tooltip showing now with "Got it" and waits for it to go."""
        hint = self.tooltip().get_attribute("data-hint")
        # That tooltip's own button: the tooltip of the hint before may still be fading out.
        self.click("tooltip-got-it", within=f'[data-testid="onboarding-tooltip"][data-hint="{hint}"]')
        self.wait().until(lambda _: not self.hint_visible(hint))
        return hint

    def hint_visible(self, hint):
        """Whether the tooltip of `hint` is on screen."""
        try:
            return any(element.is_displayed() for element in self.driver.find_elements(
                By.CSS_SELECTOR, f'[data-testid="onboarding-tooltip"][data-hint="{hint}"]'))
        except StaleElementReferenceException:
            return self.hint_visible(hint)


@pytest.fixture
def page(browser, server):
    return Page(browser, server)
