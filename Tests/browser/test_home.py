"""The home page at /: the apps this server hosts, listed in the visitor's language, each a link to its own page.

The names are the server's (GET /api/apps in the browser's language); the page only shows them."""
import json
import urllib.request

from selenium.webdriver.common.by import By

from conftest import Page


def served_apps(server, language):
    """What the server lists for a visitor whose browser asks for `language` (a cookieless, read-only request)."""
    request = urllib.request.Request(server + "/api/apps", headers={"Accept-Language": language, "Accept": "application/json"})
    with urllib.request.urlopen(request) as response:
        return json.load(response)


def casino_of(listing):
    return next(app for app in listing["apps"] if app["id"] == "casino")


def shown_app(page, app_id):
    """The link of `app_id` on the home page, its name and its summary as shown."""
    link = page.find(f"app-{app_id}")
    name = link.find_element(By.CSS_SELECTOR, '[data-testid="app-name"]').text
    summaries = link.find_elements(By.CSS_SELECTOR, '[data-testid="app-summary"]')
    return link, name, summaries[0].text if summaries else None


def test_the_home_page_lists_the_casino_in_english_and_opens_it(page, server):
    served = served_apps(server, "en-US")
    assert served["language"] == "en"
    casino = casino_of(served)
    assert casino["path"] == "/casino/" and "Casino" in casino["name"]
    page.open_home()
    link, name, summary = shown_app(page, "casino")
    assert page.driver.find_element(By.TAG_NAME, "html").get_attribute("lang") == "en"
    assert name == casino["name"]
    assert summary == (casino.get("summary") or None)
    assert link.get_attribute("href") == server + "/casino/"
    # The home header shows its title and no app's balance.
    assert page.text("nav-menu")
    assert not page.all("balance") and not page.all("display-name")
    # Following the link opens the casino's menu, and from there its lobby.
    page.click("app-casino")
    page.wait().until(lambda driver: driver.current_url.startswith(server + "/casino/"))
    assert page.text("menu-play") == "Play"
    page.find("balance")
    page.click("menu-play")
    page.find("lobby-blackjack")


def test_the_home_page_lists_the_casino_in_vietnamese(vietnamese_browser, server):
    page = Page(vietnamese_browser, server)
    english = casino_of(served_apps(server, "en-US"))
    served = served_apps(server, "vi-VN,vi")
    assert served["language"] == "vi"
    vietnamese = casino_of(served)
    assert vietnamese["name"] != english["name"]
    page.open_home()
    link, name, _ = shown_app(page, "casino")
    page.wait().until(lambda driver: driver.find_element(By.TAG_NAME, "html").get_attribute("lang") == "vi")
    assert name == vietnamese["name"] and name != english["name"]
    assert link.get_attribute("href") == server + "/casino/"
    page.click("app-casino")
    page.wait().until(lambda driver: driver.current_url.startswith(server + "/casino/"))
    assert page.text("menu-play") == "Chơi"
    page.click("menu-play")
    page.find("lobby-baccarat")


SHOW_ERROR = """
const done = arguments[arguments.length - 1];
import('/shell/status.js').then((status) => { status.showError(arguments[0]); done(true); }, (error) => done(String(error)));
"""

REGIONS = """
return [...document.body.children].map((element) => element.id || element.className).filter(Boolean);
"""


def test_every_page_gets_the_shells_regions_once_and_an_error_is_dismissed_by_a_tap(page, server):
    """The shell adds the error region under the header and the live regions last, once, on every app's page (their
    own HTML no longer carries them); an error shows with its Dismiss button, and a tap on Dismiss clears it."""
    for path, app_main in [("/", "main"), ("/casino/", "main"), ("/bowlertrax/", "main")]:
        page.driver.get(server + path)
        page.wait().until(lambda _: page.driver.execute_script("return document.querySelectorAll('#status').length") == 1)
        order = page.driver.execute_script(REGIONS)
        assert order.index("app-header") < order.index("notices") < order.index(app_main) < order.index("status")
        assert order[-2:] == ["status", "announcer"], order
        for region in ["error", "error-text", "error-dismiss", "status", "announcer"]:
            assert page.driver.execute_script(f"return document.querySelectorAll('#{region}').length") == 1, region
    page.driver.get(server + "/casino/")
    page.find("menu-play")
    assert page.driver.execute_async_script(SHOW_ERROR, "The server did not answer.") is True
    assert page.text("error") == "The server did not answer."
    page.click("dismiss-error")
    page.wait().until(lambda _: page.driver.find_element(By.ID, "error-text").text == "")
    assert not page.present("dismiss-error")
