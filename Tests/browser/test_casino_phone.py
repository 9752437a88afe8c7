"""The casino on a phone: headless Chromium emulating a 390x844 phone (device scale 2, touch; 360x740 and 430x932 where
the size matters), tapped with touch events.

A hint's tooltip sits beside what it explains (never over it) and is scrolled into view with it; How to play names the
player's own table and rules; Xi Dach's save field starts empty with the player's name as its placeholder and counts
up to the server's limit on names; no icon is an emoji (nor drawn empty), the home page's and the welcome sheets'
included; no word breaks in the middle; "1 mark", not "1 marks"; a toast goes at the next touch; the page scrolls, and
keeps out of the screen's safe-area insets."""
import json
import os
import urllib.request

import pytest
from selenium import webdriver
from selenium.common.exceptions import TimeoutException
from selenium.webdriver.chrome.service import Service
from selenium.webdriver.common.by import By
from selenium.webdriver.support import expected_conditions as EC

from conftest import CASINO_API, Page, _quit

PHONE_USER_AGENT = ("Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) "
                    "Chrome/120.0 Mobile Safari/537.36")


def _phone_browser(width, height):
    options = webdriver.ChromeOptions()
    options.binary_location = os.environ.get("CHROMIUM", "/usr/bin/chromium")
    for argument in ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage", "--lang=en-US"]:
        options.add_argument(argument)
    options.add_experimental_option("prefs", {"intl.accept_languages": "en-US"})
    options.add_experimental_option("mobileEmulation", {
        "deviceMetrics": {"width": width, "height": height, "pixelRatio": 2, "touch": True},
        "userAgent": PHONE_USER_AGENT})
    options.set_capability("goog:loggingPrefs", {"browser": "ALL"})
    driver = webdriver.Chrome(service=Service(os.environ.get("CHROMEDRIVER", "/usr/bin/chromedriver")), options=options)
    driver.implicitly_wait(0)
    return driver


@pytest.fixture
def phone_page(request, server):
    """The casino in a new phone's browser: 390x844 unless the test parametrizes another (width, height)."""
    width, height = getattr(request, "param", (390, 844))
    driver = _phone_browser(width, height)
    yield Page(driver, server)
    _quit(driver)


OTHER_PHONES = [(360, 740), (430, 932)]

RECT = "const r = arguments[0].getBoundingClientRect(); return {left: r.left, top: r.top, right: r.right, bottom: r.bottom};"


def rect(page, element):
    return page.driver.execute_script(RECT, element)


def intersects(a, b):
    return a["left"] < b["right"] and b["left"] < a["right"] and a["top"] < b["bottom"] and b["top"] < a["bottom"]


def on_screen(page, box):
    width, height = page.driver.execute_script("return [window.innerWidth, window.innerHeight]")
    return box["left"] >= 0 and box["top"] >= 0 and box["right"] <= width and box["bottom"] <= height


# What a finger at (x, y) would touch: the element itself, or what covers it.
TOUCHED = """
const touched = document.elementFromPoint(arguments[0], arguments[1]);
if (touched && arguments[2].contains(touched)) return 'itself';
return touched && (touched.closest('[data-testid="onboarding-tooltip"]') ? 'tooltip' : touched.outerHTML.slice(0, 120));
"""


def tap(page, testid, within=""):
    """Taps `testid` (inside `within`, a CSS selector, if given) with a finger (touch events at its centre) once it can
    be used; a hint's tooltip over it is answered "Got it" first, as a person would."""
    for _ in range(3):
        element = page.wait().until(EC.element_to_be_clickable(
            (By.CSS_SELECTOR, f'{within} [data-testid="{testid}"]'.strip())))
        page.driver.execute_script("arguments[0].scrollIntoView({block: 'center', behavior: 'instant'})", element)
        box = rect(page, element)
        x, y = (box["left"] + box["right"]) / 2, (box["top"] + box["bottom"]) / 2
        touched = page.driver.execute_script(TOUCHED, x, y, element)
        if touched == "itself":
            page.driver.execute_cdp_cmd("Input.dispatchTouchEvent", {"type": "touchStart", "touchPoints": [{"x": x, "y": y}]})
            page.driver.execute_cdp_cmd("Input.dispatchTouchEvent", {"type": "touchEnd", "touchPoints": []})
            return
        assert touched == "tooltip", f"{testid} is covered by {touched}"
        got_it(page)
    raise AssertionError(f"{testid} stayed covered")


def got_it(page):
    """Taps "Got it" on the tooltip showing now and waits for it to go."""
    hint = page.tooltip().get_attribute("data-hint")
    # That tooltip's own button: the tooltip of the hint before may still be fading out.
    tap(page, "tooltip-got-it", within=f'[data-testid="onboarding-tooltip"][data-hint="{hint}"]')
    page.wait().until(lambda _: not page.hint_visible(hint))
    return hint


def open_welcome(page, game):
    """Goes to the table of `game` (a first visit) and waits for its welcome sheet."""
    page.open()
    tap(page, "menu-play")
    tap(page, f"lobby-{game}")
    return page.welcome()


def answer_welcome(page, answer="welcome-start-playing"):
    tap(page, answer)
    page.wait().until(lambda _: not page.present("welcome-sheet"))


def sit_at(page, game, answer="welcome-start-playing"):
    open_welcome(page, game)
    answer_welcome(page, answer)


def explained_elements(page, testids):
    return [element for testid in testids for element in page.all(testid) if element.is_displayed()]


def assert_beside(page, hint, explained):
    """The tooltip of `hint` covers none of the elements `explained` (test ids), and it and they are on screen."""
    page.wait().until(lambda _: page.hint_visible(hint))
    tooltip = page.driver.find_element(By.CSS_SELECTOR, f'[data-testid="onboarding-tooltip"][data-hint="{hint}"]')

    def placed(_):
        tip = rect(page, tooltip)
        boxes = [rect(page, element) for element in explained_elements(page, explained)]
        return boxes and on_screen(page, tip) and all(on_screen(page, box) and not intersects(tip, box) for box in boxes)

    try:
        page.wait(3).until(placed)
    except TimeoutException:
        boxes = {testid: [rect(page, element) for element in page.all(testid)] for testid in explained}
        raise AssertionError(f"{hint}: tooltip {rect(page, tooltip)} over or off screen with {boxes}")
    assert tooltip.get_attribute("data-placement") in ("above", "below")


def play_blackjack_to_a_turn(page):
    """Deals until the player has a turn (a natural settles a round at once)."""
    for _ in range(10):
        # A round may start without the last bet (it is not repeated when the bankroll or the shoe changed): bet again.
        if not page.find("deal-button").is_enabled():
            tap(page, "chip-500")
            tap(page, "betting-zone")
        tap(page, "deal-button")
        page.wait(5).until(lambda _: page.present("action-stand") or page.present("next-round")
                           or page.present("action-decline-insurance"))
        if page.present("action-decline-insurance"):
            tap(page, "action-decline-insurance")
            page.wait(5).until(lambda _: page.present("action-stand") or page.present("next-round"))
        if page.present("action-stand"):
            return
        tap(page, "next-round")
    raise AssertionError("no player turn in ten rounds")


def test_blackjack_tips_sit_beside_the_chips_the_hint_and_the_actions(phone_page):
    page = phone_page
    sit_at(page, "blackjack", "welcome-show-me-how")
    chips = ["chip-500", "chip-2500", "chip-10000", "chip-50000"]
    assert_beside(page, "bettingZone", ["betting-zone", *chips])
    got_it(page)
    tap(page, "chip-500")
    tap(page, "betting-zone")
    assert_beside(page, "dealButton", ["deal-button"])
    got_it(page)
    play_blackjack_to_a_turn(page)
    # "Choose your action based on the hint above": neither the strategy hint nor the actions are covered.
    assert_beside(page, "playerActions", ["hint", "player-actions"])
    assert page.text("tooltip-message") == "Choose your action based on the hint above"


@pytest.mark.parametrize("phone_page", [(390, 844), *OTHER_PHONES], indirect=True)
def test_baccarat_result_tip_is_scrolled_into_view_with_the_result(phone_page):
    page = phone_page
    sit_at(page, "baccarat")
    assert_beside(page, "bettingZone", ["betting-zone", "chip-500"])
    got_it(page)
    tap(page, "chip-500")
    tap(page, "zone-banker")
    got_it(page)
    tap(page, "deal-button")
    # The player is at the Deal button, below the result: the page scrolls up to show it with its tip.
    assert_beside(page, "resultDisplay", ["result-display"])


def test_xidach_start_tip_covers_neither_the_button_nor_the_stake(phone_page):
    page = phone_page
    sit_at(page, "xidach")
    assert_beside(page, "startRound", ["start-round", "stake-select"])


def options(server):
    with urllib.request.urlopen(server + CASINO_API + "/options") as response:
        return json.load(response)


def choose(page, testid, value):
    select = page.find(testid)
    page.driver.execute_script("arguments[0].scrollIntoView({block: 'center', behavior: 'instant'})", select)
    select.find_element(By.CSS_SELECTOR, f'option[value="{value}"]').click()


# A read-only request with the page's cookie, as the page makes it.
FETCH_JSON = """
const done = arguments[arguments.length - 1];
fetch(arguments[0], { headers: { Accept: 'application/json' }, credentials: 'same-origin' })
  .then((response) => response.json()).then(done, (error) => done({ error: String(error) }));
"""


def fetch_json(page, path):
    return page.driver.execute_async_script(FETCH_JSON, path)


def table_info(page, game):
    """What the head of the table of `game` says of its limits and rules."""
    page.open(f"#/{game}")
    return page.wait().until(lambda _: page.text("table-info").replace("Change rules", "").strip() or None)


def test_how_to_play_names_the_players_table_and_rules(phone_page, server):
    page = phone_page
    page.open("#/how-to-play")
    blackjack = page.find("rules-blackjack").find_element(By.CSS_SELECTOR, ".help").text
    xidach = page.find("rules-xidach").find_element(By.CSS_SELECTOR, ".help").text
    assert blackjack.startswith("At your table: Casual, $5 to $500. Vegas (6 decks,"), blackjack
    assert xidach.startswith("Your rules: Document"), xidach

    # Other limits, rules and Xi Dach rules in Settings: How to play follows, and says what the tables say.
    page.open("#/settings")
    choose(page, "limits-select", "high-roller")
    choose(page, "rules-select", "european")
    choose(page, "xidach-rules-select", "folk")
    chosen = {"tableLimits": "high-roller", "blackjackRules": "european", "xiDachRules": "folk"}
    page.wait().until(lambda _: chosen.items() <= fetch_json(page, f"{CASINO_API}/settings").items())
    page.open("#/how-to-play")
    blackjack = page.find("rules-blackjack").find_element(By.CSS_SELECTOR, ".help").text
    xidach = page.find("rules-xidach").find_element(By.CSS_SELECTOR, ".help").text
    assert page.find("rules-xidach").get_attribute("data-preset") == "folk"
    assert blackjack == f"At your table: {table_info(page, 'blackjack')} Change them in Settings."
    assert xidach == f"Your rules: {table_info(page, 'xidach')}. Change them in Settings."
    assert "High Roller" in blackjack and "European" in blackjack


def play_xidach_round(page):
    """Plays a round standing on the cards dealt (a hand can also end as it is dealt); the score line's tip that
    follows the first round is answered."""
    tap(page, "start-round")
    page.wait(5).until(lambda _: page.present("outcome") or page.present("action-stand"))
    if not page.present("outcome"):
        tap(page, "action-stand")
        page.wait(5).until(lambda _: page.present("outcome"))
    if page.hint_shown() == "scoreLine":
        got_it(page)


def test_xidach_save_field_is_empty_with_the_name_as_placeholder_and_counts_to_the_limit(phone_page, server):
    page = phone_page
    limit = options(server)["nameMaxLength"]
    # A name of the player's own (the page's default "Player" is copy, which other tests look for).
    page.open("#/lobby")
    page.find("name-input").clear()
    page.find("name-input").send_keys("Dương Phone")
    tap(page, "save-name")
    page.wait().until(lambda _: page.text("display-name") == "Dương Phone")
    sit_at(page, "xidach")
    got_it(page)
    play_xidach_round(page)
    tap(page, "save-match")
    field = page.find("dialog-input")
    name = page.text("display-name")
    assert field.get_attribute("value") == ""
    assert field.get_attribute("placeholder") == name == "Dương Phone"
    assert page.text("dialog-count") == f"0/{limit}"
    field.send_keys("Duong")
    assert page.text("dialog-count") == f"5/{limit}"
    field.send_keys("x" * 40)
    assert len(field.get_attribute("value")) == limit
    assert page.text("dialog-count") == f"{limit}/{limit}"
    # Cleared, the field saves the match under the player's name.
    field.clear()
    field.send_keys(" ")
    field.send_keys("\b")
    assert page.text("dialog-count") == f"0/{limit}"
    tap(page, "dialog-confirm")
    page.wait().until(lambda _: not page.present("dialog"))
    page.wait().until(lambda _: page.text("status") == f"Match saved to the leaderboard as {name}.")
    page.open("#/leaderboard")
    page.wait().until(lambda _: any(text.startswith(f"{name} Yours") for text in page.row_texts("leaderboard-row")))


# Characters drawn as emoji (a colour-emoji font, else an empty box): emoji presentation, or text turned emoji by VS16;
# and icons drawn empty (a name the server sends that the page does not draw).
FIND_EMOJI = """
const emoji = /\\p{Emoji_Presentation}|\\uFE0F/u;
const found = [];
const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
for (let node = walker.nextNode(); node; node = walker.nextNode()) if (emoji.test(node.data)) found.push(node.data);
for (const element of document.querySelectorAll('body *')) {
  for (const pseudo of ['::before', '::after']) {
    const content = getComputedStyle(element, pseudo).content;
    if (content && content !== 'none' && emoji.test(content)) found.push(content);
  }
}
for (const icon of document.querySelectorAll('svg.icon:not(:has(path))')) {
  found.push(`an empty icon (${icon.parentElement.dataset.icon ?? icon.parentElement.className})`);
}
return found;
"""

# Words drawn on more than one line: broken in the middle ("Custo/m").
FIND_BROKEN_WORDS = """
const broken = [];
const range = document.createRange();
const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
for (let node = walker.nextNode(); node; node = walker.nextNode()) {
  const parent = node.parentElement;
  if (!parent || parent.closest('svg, script, style, [hidden], .visually-hidden')) continue;
  for (const match of node.data.matchAll(/[^\\s\\-\\u2013\\u2014\\/]+/g)) {
    range.setStart(node, match.index);
    range.setEnd(node, match.index + match[0].length);
    const lines = new Set([...range.getClientRects()].filter((box) => box.width > 0).map((box) => Math.round(box.bottom)));
    if (lines.size > 1) broken.push(`${match[0]} (${parent.closest('[data-testid]')?.dataset.testid ?? parent.className})`);
  }
}
return broken;
"""


def look_over(page, found):
    """Runs `found` (a script returning a list) on the page as it is now; the view's route in every complaint."""
    route = page.driver.execute_script("return location.pathname + location.hash")
    return [f"{route}: {item}" for item in page.driver.execute_script(found)]


def walk_the_casino(page, script, name):
    """Everything `script` finds on the home page and every view of the casino, each table's welcome sheet, a tooltip
    on each table and the save dialog included (the match saved as `name`: the leaderboard keeps one entry per name)."""
    page.open_home()
    page.find("home-apps")
    found = look_over(page, script)
    for route in ["", "#/lobby", "#/settings", "#/how-to-play", "#/leaderboard"]:
        page.open(route)
        page.find("back-link" if route else "menu-play")
        found += look_over(page, script)
    for game in ["blackjack", "baccarat", "xidach"]:
        open_welcome(page, game)
        found += look_over(page, script)
        answer_welcome(page)
        page.tooltip()
        found += look_over(page, script)
        got_it(page)
    play_xidach_round(page)
    tap(page, "save-match")
    page.find("dialog-input").send_keys(name)
    found += look_over(page, script)
    tap(page, "dialog-confirm")
    page.wait().until(lambda _: not page.present("dialog"))
    page.open("#/leaderboard")
    page.wait().until(lambda _: page.row_texts("leaderboard-row"))
    found += look_over(page, script)
    return found


def test_no_icon_or_text_is_an_emoji(phone_page):
    assert walk_the_casino(phone_page, FIND_EMOJI, "No Emoji Here") == []


@pytest.mark.parametrize("phone_page", [(360, 740)], indirect=True)
def test_no_word_breaks_in_the_middle_at_360_px(phone_page):
    page = phone_page
    # The longest name a match can have, in one word, on the leaderboard too.
    assert walk_the_casino(page, FIND_BROKEN_WORDS, "Supercalifragilisticexpi") == []
    # The "Yours" badge beside a long name stays on one line.
    badge = page.driver.find_element(By.CSS_SELECTOR, ".entry__mine")
    line = page.driver.execute_script("return parseFloat(getComputedStyle(arguments[0]).lineHeight)", badge)
    assert badge.size["height"] < 1.5 * line, badge.size


def test_one_coup_is_one_mark_on_the_roads(phone_page):
    page = phone_page
    sit_at(page, "baccarat")
    got_it(page)
    tap(page, "chip-500")
    tap(page, "zone-banker")
    got_it(page)
    tap(page, "deal-button")
    # The roads are drawn again on every change: look them up anew.
    page.wait().until(lambda _: page.find("road-bead-plate").find_elements(By.CSS_SELECTOR, "svg .road__disc"))
    summary = page.find("road-bead-plate").find_element(By.CSS_SELECTOR, ".road-figure__summary").text
    assert summary in ("1 mark: 1 Banker.", "1 mark: 1 Player.", "1 mark: 1 Tie."), summary


def test_a_toast_goes_at_the_next_touch(phone_page):
    page = phone_page
    sit_at(page, "blackjack")
    got_it(page)
    tap(page, "chip-500")
    tap(page, "betting-zone")
    got_it(page)
    tap(page, "deal-button")
    page.wait(5).until(lambda _: page.present("next-round") or page.present("action-stand")
                       or page.present("action-decline-insurance"))
    if page.present("action-decline-insurance"):
        tap(page, "action-decline-insurance")
        page.wait(5).until(lambda _: page.present("next-round") or page.present("action-stand"))
    if page.present("action-stand"):
        # Standing on the one hand ends the round.
        tap(page, "action-stand")
        page.wait(5).until(lambda _: page.present("next-round"))
    page.wait().until(lambda _: page.text("status"))
    # A touch on the felt (nothing to press there): the toast goes at once, not seconds later.
    tap(page, "dealer-hand")
    page.wait(0.5).until(lambda _: page.driver.find_element(By.ID, "status").get_attribute("textContent") == "")


SAFE_AREA = {"top": 47, "topMax": 47, "left": 0, "leftMax": 0, "bottom": 34, "bottomMax": 34, "right": 0, "rightMax": 0}


def test_the_page_scrolls_and_keeps_out_of_the_safe_area(phone_page):
    page = phone_page
    page.driver.execute_cdp_cmd("Emulation.setSafeAreaInsetsOverride", {"insets": SAFE_AREA})
    sit_at(page, "baccarat")
    got_it(page)
    header = page.driver.find_element(By.CSS_SELECTOR, ".app-header")
    brand = page.find("nav-menu")
    assert rect(page, brand)["top"] - rect(page, header)["top"] >= SAFE_AREA["top"]
    # The table is longer than the screen, and the page scrolls (by touch too): down to the last road map, which ends
    # above the bottom inset.
    height = page.driver.execute_script("return window.innerHeight")
    assert page.driver.execute_script("return document.scrollingElement.scrollHeight") > height
    page.driver.execute_cdp_cmd("Input.synthesizeScrollGesture", {"x": 200, "y": 600, "yDistance": -4000, "speed": 4000})
    page.wait().until(lambda _: page.driver.execute_script(
        "return Math.ceil(scrollY + innerHeight) >= document.scrollingElement.scrollHeight"))
    last = rect(page, page.find("road-cockroach-pig"))
    assert last["bottom"] <= height - SAFE_AREA["bottom"]
