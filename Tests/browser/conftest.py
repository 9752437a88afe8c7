"""Browser walkthroughs of the casino in headless Chromium, driven as a person would.

A session-wide fixture starts the real server (the debug build of `casino`) on a free loopback port with a fresh
SQLite database; every test gets a new browser profile, so a new anonymous player.
"""
import os
import socket
import subprocess
import tempfile
import time
import urllib.request

import pytest
from selenium import webdriver
from selenium.webdriver.chrome.service import Service
from selenium.common.exceptions import StaleElementReferenceException
from selenium.webdriver.common.by import By
from selenium.webdriver.support import expected_conditions as EC
from selenium.webdriver.support.ui import WebDriverWait

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))


def _free_port():
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return probe.getsockname()[1]


@pytest.fixture(scope="session")
def server():
    binary = os.environ.get("CASINO_BINARY", os.path.join(ROOT, ".build", "debug", "casino"))
    port = _free_port()
    database = tempfile.mkdtemp(prefix="casino-browser-")
    process = subprocess.Popen(
        [binary, "serve", "--host", "127.0.0.1", "--port", str(port), "--database",
         os.path.join(database, "casino.sqlite"), "--log-level", "warning"])
    url = f"http://127.0.0.1:{port}"
    deadline = time.time() + 30
    while True:
        try:
            with urllib.request.urlopen(url + "/health", timeout=1):
                break
        except OSError:
            if time.time() > deadline or process.poll() is not None:
                process.kill()
                raise RuntimeError("the casino server did not start")
            time.sleep(0.2)
    yield url
    process.terminate()
    process.wait(timeout=10)


def _new_browser(width=1280, height=900, dark=False):
    options = webdriver.ChromeOptions()
    options.binary_location = os.environ.get("CHROMIUM", "/usr/bin/chromium")
    for argument in ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage",
                     f"--window-size={width},{height}", "--autoplay-policy=no-user-gesture-required"]:
        options.add_argument(argument)
    if dark:
        options.add_argument("--force-dark-mode")
    driver = webdriver.Chrome(service=Service(os.environ.get("CHROMEDRIVER", "/usr/bin/chromedriver")), options=options)
    driver.implicitly_wait(0)
    return driver


@pytest.fixture
def browser():
    driver = _new_browser()
    yield driver
    driver.quit()


@pytest.fixture
def phone():
    driver = _new_browser(width=360, height=740)
    # A desktop window cannot be made narrower than about 500 px; emulate a 360 px phone screen instead.
    driver.execute_cdp_cmd("Emulation.setDeviceMetricsOverride",
                           {"width": 360, "height": 740, "deviceScaleFactor": 2, "mobile": True})
    yield driver
    driver.quit()


class Page:
    """Helpers that act like a person: wait for a thing to be visible, then click or type."""

    def __init__(self, driver, base_url):
        self.driver = driver
        self.base = base_url

    def open(self, route=""):
        self.driver.get(self.base + "/" + route)
        return self

    def wait(self, seconds=10):
        # The page re-renders from server state, so an element found a moment ago may be replaced: look again.
        return WebDriverWait(self.driver, seconds, ignored_exceptions=(StaleElementReferenceException,))

    def find(self, testid, seconds=10):
        return self.wait(seconds).until(
            EC.visibility_of_element_located((By.CSS_SELECTOR, f'[data-testid="{testid}"]')))

    def all(self, testid):
        return self.driver.find_elements(By.CSS_SELECTOR, f'[data-testid="{testid}"]')

    def click(self, testid, seconds=10):
        element = self.wait(seconds).until(
            EC.element_to_be_clickable((By.CSS_SELECTOR, f'[data-testid="{testid}"]')))
        element.click()
        return element

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


@pytest.fixture
def page(browser, server):
    return Page(browser, server)
