"""The casino's onboarding as a new player meets it: each game's welcome sheet, its hints at their moments, the
tutorials in Settings, and the whole page in Vietnamese."""
import http.cookiejar
import json
import re
import time
import urllib.request

from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys

from conftest import CASINO_API, OPERATOR_TOKEN, Page
from test_casino import play_blackjack_to_the_end, sit_at

WELCOME_DELAY_S = 0.5


def go_to_table(page, game):
    """From anywhere, through the menu and the lobby, to the table of `game` (the welcome is left alone)."""
    page.open()
    page.click("menu-play")
    page.click(f"lobby-{game}")


def bet_blackjack(page):
    """Adds a $5 chip to the betting zone (the last round's bet stays there)."""
    before = page.text("pending-bet")
    page.click("chip-500")
    page.click("betting-zone")
    page.wait().until(lambda _: page.text("pending-bet") != before)


def finish_blackjack_round(page):
    play_blackjack_to_the_end(page)
    page.click("next-round")


def no_tooltip_for(page, seconds):
    """Asserts that no hint appears during `seconds`."""
    deadline = time.time() + seconds
    while time.time() < deadline:
        assert not page.present("onboarding-tooltip"), page.tooltip().get_attribute("data-hint")
        time.sleep(0.1)


# Notes the page's clock when the table's controls appear and when the welcome sheet opens.
WATCH_MOMENTS = """
window.moments = {};
new MutationObserver(() => {
  const zone = document.querySelector('[data-testid="betting-zone"]');
  if (!window.moments.table && zone && zone.offsetParent) window.moments.table = performance.now();
  const sheet = document.querySelector('[data-testid="welcome-sheet"]');
  if (!window.moments.welcome && sheet && sheet.open) window.moments.welcome = performance.now();
}).observe(document.body, { subtree: true, childList: true, attributes: true });
"""


def test_first_visit_shows_the_welcome_after_its_delay(page):
    page.open()
    page.click("menu-play")
    page.driver.execute_script(WATCH_MOMENTS)
    page.click("lobby-blackjack")
    sheet = page.welcome()
    moments = page.driver.execute_script("return window.moments")
    assert 400 <= moments["welcome"] - moments["table"] <= 2000, moments
    # A modal dialog named by its title, with the game's icon and four features with their icons: each named by the
    # server (data-icon) and drawn as an SVG, not an emoji.
    assert sheet.tag_name == "dialog" and page.driver.execute_script("return arguments[0].matches(':modal')", sheet)
    title = page.text("welcome-title")
    assert title == "Welcome to Blackjack"
    assert page.driver.find_element(By.ID, sheet.get_attribute("aria-labelledby")).text == title
    assert page.find("welcome-icon").get_attribute("data-icon") == "cards"
    assert page.find("welcome-icon").find_elements(By.CSS_SELECTOR, "svg path")
    features = page.row_texts("welcome-feature")
    assert len(features) == 4 and features[0].startswith("Beat the Dealer")
    feature_icons = [feature.find_element(By.CSS_SELECTOR, "[data-icon]") for feature in page.all("welcome-feature")]
    assert [icon.get_attribute("data-icon") for icon in feature_icons] == ["target", "lightbulb", "cash", "gear"]
    assert all(icon.find_elements(By.CSS_SELECTOR, "svg path") for icon in feature_icons)
    for button in ("welcome-show-me-how", "welcome-start-playing"):
        assert page.find(button).size["height"] >= 44
    assert page.focused_testid() == "welcome-show-me-how"
    # Escape is "Start Playing": the sheet goes, and the first hint still comes at its moment.
    page.driver.switch_to.active_element.send_keys(Keys.ESCAPE)
    page.wait().until(lambda _: not page.present("welcome-sheet"))
    assert page.hint_shown() == "bettingZone"
    assert "onboarding-pulse" not in page.find("betting-zone").get_attribute("class")


def test_show_me_how_walks_blackjacks_three_hints_then_a_second_visit_shows_none(page):
    go_to_table(page, "blackjack")
    page.answer_welcome("welcome-show-me-how")

    # The betting zone, pointed at and pulsing (an outline, not colour alone), with the document's copy.
    tooltip = page.tooltip()
    assert tooltip.get_attribute("data-hint") == "bettingZone"
    assert tooltip.get_attribute("role") == "dialog"
    assert page.text("tooltip-message") == "Tap chips, then tap here to bet"
    zone = page.find("betting-zone")
    assert "onboarding-pulse" in zone.get_attribute("class")
    assert page.driver.execute_script("return getComputedStyle(arguments[0]).outlineStyle", zone) == "dashed"
    assert page.focused_testid() == "tooltip-got-it"
    assert tooltip.get_attribute("data-placement") in ("above", "below")
    gap = min(abs(tooltip.rect["y"] - (zone.rect["y"] + zone.rect["height"])), abs(zone.rect["y"] - (tooltip.rect["y"] + tooltip.rect["height"])))
    assert gap < 40, "the tooltip is not next to the betting zone"
    hints = [page.got_it()]
    assert "onboarding-pulse" not in page.find("betting-zone").get_attribute("class")

    # After the bet, Deal; after the deal, the actions on the first player turn (a natural ends a round at once).
    bet_blackjack(page)
    assert page.hint_shown() == "dealButton"
    assert page.text("tooltip-message") == "Tap Deal to start the round"
    hints.append(page.got_it())
    for _ in range(10):
        page.click("deal-button")
        page.wait(5).until(lambda _: page.present("action-stand") or page.present("next-round")
                           or page.present("action-decline-insurance"))
        if page.present("action-decline-insurance"):
            page.click("action-decline-insurance")
            page.wait(5).until(lambda _: page.present("action-stand") or page.present("next-round"))
        if page.present("action-stand"):
            break
        page.click("next-round")
    assert page.hint_shown() == "playerActions"
    assert page.text("tooltip-message") == "Choose your action based on the hint above"
    hints.append(page.got_it())
    assert hints == ["bettingZone", "dealButton", "playerActions"]
    finish_blackjack_round(page)

    # A second visit: no welcome, and none of the hints already seen.
    page.driver.refresh()
    page.find("betting-zone")
    time.sleep(WELCOME_DELAY_S + 0.5)
    assert not page.present("welcome-sheet")
    no_tooltip_for(page, 1)
    bet_blackjack(page)
    page.click("deal-button")
    no_tooltip_for(page, 1.5)


def test_start_playing_still_shows_each_baccarat_hint_once_at_its_moment(page):
    go_to_table(page, "baccarat")
    page.answer_welcome("welcome-start-playing")
    assert page.hint_shown() == "bettingZone"
    assert page.text("tooltip-message") == "Tap chips, then tap a betting zone"
    assert "onboarding-pulse" not in page.find("betting-zone").get_attribute("class")
    page.got_it()
    page.click("chip-500")
    page.click("zone-banker")
    assert page.hint_shown() == "dealButton"
    page.got_it()
    page.click("deal-button")
    page.wait().until(lambda _: page.text("coup-outcome"))
    assert page.hint_shown() == "resultDisplay"
    assert page.text("tooltip-message") == "Results appear here, then in the road maps below"
    page.got_it()
    # The next round shows none of them again.
    page.click("next-round")
    page.click("zone-player")
    page.click("deal-button")
    page.wait().until(lambda _: page.present("next-round"))
    no_tooltip_for(page, 1.5)


def test_replay_from_settings_brings_the_hints_back_for_that_visit_only(page):
    sit_at(page, "blackjack")
    # The document's beginner defaults: $1,000, the Casual table ($5 to $500), Vegas rules without surrender.
    assert page.text("balance") == "$1,000"
    assert page.text("table-info").startswith("Casual, $5 to $500. Vegas (6 decks") and "no surrender" in page.text("table-info")
    assert page.hint_shown() == "bettingZone"
    page.got_it()
    page.click("table-settings")
    assert page.find("limits-select").get_attribute("value") == "casual"
    assert page.find("rules-select").get_attribute("value") == "vegas"
    page.find("onboarding-status")
    page.wait().until(lambda _: "Hints seen: 1 of" in page.row_texts("onboarding-status")[0])
    page.click("replay-blackjack")
    page.wait().until(lambda _: page.find("status").text)
    # Back to the table through the page's links: a reload would be a new visit.
    page.click("back-link")
    page.click("menu-play")
    page.click("lobby-blackjack")
    # The tutorial again: the hint returns, pulsing.
    assert page.hint_shown() == "bettingZone"
    assert "onboarding-pulse" in page.find("betting-zone").get_attribute("class")
    page.got_it()
    # A reload is a new visit: the replay is over.
    page.driver.refresh()
    page.find("betting-zone")
    no_tooltip_for(page, 2)


def test_reset_onboarding_starts_one_game_over_and_leaves_the_others(page):
    sit_at(page, "blackjack")
    page.open("#/lobby")
    page.click("lobby-baccarat")
    page.answer_welcome()
    page.click("table-settings")
    page.wait().until(lambda _: all("Start Playing" in text for text in page.row_texts("onboarding-status")[:2]))
    page.click("reset-onboarding-blackjack")
    page.find("dialog")
    page.click("dialog-confirm")
    page.wait().until(lambda _: "not answered" in page.find("onboarding-blackjack").text)
    assert "Start Playing" in page.find("onboarding-baccarat").text
    page.open("#/lobby")
    page.click("lobby-blackjack")
    assert page.text("welcome-title") == "Welcome to Blackjack"
    page.answer_welcome()
    page.open("#/lobby")
    page.click("lobby-baccarat")
    page.find("betting-zone")
    time.sleep(WELCOME_DELAY_S + 0.7)
    assert not page.present("welcome-sheet")


def test_escape_closes_a_tooltip_and_focus_returns(page):
    sit_at(page, "blackjack")
    assert page.hint_shown() == "bettingZone"
    page.got_it()
    page.click("chip-500")
    page.click("betting-zone")
    assert page.focused_testid() in ("betting-zone", "tooltip-got-it")
    tooltip = page.tooltip()
    assert tooltip.get_attribute("data-hint") == "dealButton"
    page.wait().until(lambda _: page.focused_testid() == "tooltip-got-it")
    # Named and described for screen readers, and said in the polite live region.
    labelled = page.driver.find_element(By.ID, tooltip.get_attribute("aria-labelledby")).text
    described = page.driver.find_element(By.ID, tooltip.get_attribute("aria-describedby")).text
    assert labelled.lower().endswith("tip") and described == "Tap Deal to start the round"
    announcer = page.driver.find_element(By.CSS_SELECTOR, '[data-testid="announcer"]')
    page.wait().until(lambda _: "Tap Deal to start the round" in announcer.get_attribute("textContent"))
    page.driver.switch_to.active_element.send_keys(Keys.ESCAPE)
    page.wait().until(lambda _: not page.present("onboarding-tooltip"))
    assert page.focused_testid() == "betting-zone"
    # Dismissed for good: the deal goes on without it.
    page.click("deal-button")
    page.wait(5).until(lambda _: page.present("action-stand") or page.present("next-round")
                       or page.present("action-decline-insurance"))
    assert not page.hint_visible("dealButton")


def test_xidach_welcome_and_its_hints(page):
    go_to_table(page, "xidach")
    page.welcome()
    assert page.text("welcome-title") == "Welcome to Xì Dách"
    assert page.find("welcome-icon").get_attribute("data-icon") == "envelope"
    assert page.find("welcome-icon").find_elements(By.CSS_SELECTOR, "svg path")
    assert len(page.row_texts("welcome-feature")) == 4
    page.answer_welcome("welcome-show-me-how")
    assert page.hint_shown() == "startRound"
    page.got_it()
    page.click("start-round")
    page.wait(5).until(lambda _: page.present("action-stand") or page.present("outcome"))
    hints = []
    if page.present("action-stand"):
        hints.append(page.hint_shown())
        page.got_it()
        page.click("action-stand")
    page.wait(5).until(lambda _: page.present("outcome"))
    hints.append(page.hint_shown())
    page.got_it()
    assert hints[-1] == "scoreLine" and hints[:-1] in ([], ["playerActions"])


# ---- The page in Vietnamese ----------------------------------------------------------------------------------

def catalog(server, language):
    """The served copy for a player who chose `language` in Settings."""
    opener = urllib.request.build_opener(urllib.request.HTTPCookieProcessor(http.cookiejar.CookieJar()))
    choose = urllib.request.Request(server + CASINO_API + "/settings", data=json.dumps({"language": language}).encode(),
                                    method="PUT", headers={"Content-Type": "application/json"})
    opener.open(choose).read()
    with opener.open(server + CASINO_API + "/copy") as response:
        return json.load(response)["copy"]


def english_fragments(server):
    """The pieces of English copy (between placeholders) that a Vietnamese page must never show."""
    english, vietnamese = catalog(server, "en"), catalog(server, "vi")
    fragments = set()
    for key, text in english.items():
        if text == vietnamese.get(key):
            continue  # proper names: Blackjack, Vegas, Perfect Pairs, …
        for piece in re.split(r"\{\w+\}", text):
            piece = piece.strip(" ,.:;!?()\"'")
            if len(piece) >= 3 and re.search(r"[A-Za-z]{3}", piece):
                fragments.add(piece)
    return fragments


VISIBLE_TEXT = """
const texts = [document.body.innerText, document.title];
for (const element of document.querySelectorAll('[aria-label], [title], [placeholder]')) {
  if (element.closest('[hidden]')) continue;
  texts.push(element.getAttribute('aria-label') ?? '', element.getAttribute('title') ?? '', element.getAttribute('placeholder') ?? '');
}
for (const element of document.querySelectorAll('svg title, svg desc, option')) texts.push(element.textContent);
return texts.join('\\n');
"""


def english_on_page(page, fragments):
    text = page.driver.execute_script(VISIBLE_TEXT)
    return sorted(piece for piece in fragments if re.search(r"(?<!\w)" + re.escape(piece) + r"(?!\w)", text))


def test_the_vietnamese_page_shows_no_english(vietnamese_browser, server):
    page = Page(vietnamese_browser, server)
    fragments = english_fragments(server)
    assert "Start Playing" in fragments and "Pick more" in fragments
    seen = {}

    def check(where):
        seen[where] = english_on_page(page, fragments)

    # The new player's name is theirs to choose, not the page's copy: a Vietnamese one first.
    page.open("#/lobby")
    page.find("name-input").clear()
    page.find("name-input").send_keys("Dương")
    page.click("save-name")
    page.wait().until(lambda _: page.text("display-name") == "Dương")
    assert page.driver.find_element(By.TAG_NAME, "html").get_attribute("lang") == "vi"
    check("lobby")
    page.click("back-link")
    assert page.text("menu-play") == "Chơi"
    check("menu")
    page.click("menu-play")

    page.click("lobby-blackjack")
    page.welcome()
    assert page.text("welcome-show-me-how") == "Hướng dẫn tôi"
    check("blackjack welcome")
    page.answer_welcome("welcome-show-me-how")
    page.tooltip()
    check("blackjack hint")
    page.got_it()
    page.click("chip-2500")
    page.click("betting-zone")
    page.click("side-bet-perfect-pairs")
    page.click("deal-button")
    page.wait(5).until(lambda _: page.present("action-stand") or page.present("next-round")
                       or page.present("action-decline-insurance"))
    check("blackjack round")
    finish_blackjack_round(page)
    check("blackjack result")

    page.open("#/lobby")
    page.click("lobby-baccarat")
    page.answer_welcome()
    page.click("chip-500")
    page.click("zone-tie")
    page.click("deal-button")
    page.wait().until(lambda _: page.text("coup-outcome"))
    check("baccarat")

    page.open("#/lobby")
    page.click("lobby-xidach")
    page.answer_welcome()
    page.click("start-round")
    page.wait(5).until(lambda _: page.present("action-stand") or page.present("outcome"))
    check("xidach round")
    if page.present("action-stand"):
        page.click("action-stand")
    page.wait(5).until(lambda _: page.present("outcome"))
    assert page.text("score-line").startswith("máy thắng:")
    check("xidach result")

    page.open("#/settings")
    page.find("theme-select")
    page.wait().until(lambda _: "Đã xem" in page.find("onboarding-blackjack").text)
    check("settings")
    page.open("#/how-to-play")
    page.find("rules-xidach")
    check("how to play")
    page.open("#/leaderboard")
    page.find("leaderboard")
    check("leaderboard")
    page.open("#/onboarding-stats")
    page.find("operator-token").send_keys("not the token")
    page.find("operator-token").submit()
    page.find("operator-refused")
    check("statistics, refused")
    page.find("operator-token").clear()
    page.find("operator-token").send_keys(OPERATOR_TOKEN)
    page.find("operator-token").submit()
    page.find("funnel-blackjack")
    check("statistics")
    assert not any(seen.values()), {where: found for where, found in seen.items() if found}


def test_the_language_select_switches_at_once_and_persists(page):
    page.open("#/settings")
    select = page.find("language-select")
    assert [option.text for option in select.find_elements(By.TAG_NAME, "option")] == ["Same as the browser", "English", "Tiếng Việt"]
    select.find_element(By.CSS_SELECTOR, 'option[value="vi"]').click()
    html = page.driver.find_element(By.TAG_NAME, "html")
    page.wait().until(lambda _: html.get_attribute("lang") == "vi")
    page.wait().until(lambda _: page.text("back-link").endswith("Trang chính"))
    # The page re-rendered without a reload, and the select kept the focus.
    assert page.focused_testid() == "language-select"
    assert page.find("language-select").get_attribute("value") == "vi"
    page.driver.refresh()
    page.wait().until(lambda driver: driver.find_element(By.TAG_NAME, "html").get_attribute("lang") == "vi")
    assert page.find("theme-select").find_element(By.CSS_SELECTOR, 'option[value="dark"]').text == "Tối"
    page.find("language-select").find_element(By.CSS_SELECTOR, 'option[value="en"]').click()
    page.wait().until(lambda driver: driver.find_element(By.TAG_NAME, "html").get_attribute("lang") == "en")
    assert page.text("back-link").endswith("Menu")
