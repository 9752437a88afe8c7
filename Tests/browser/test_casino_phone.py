"""The casino on a phone: headless Chromium emulating a 390x844 phone (device scale 2, touch; 360x740 and 430x932 where
the size matters), tapped with touch events.

A hint's tooltip sits beside what it explains (never over it) and is scrolled into view with it; How to play names the
player's own table and rules; Xi Dach's save field starts empty with the player's name as its placeholder and counts
up to the server's limit on names; no icon is an emoji (nor drawn empty), the home page's and the welcome sheets'
included; no word breaks in the middle; "1 mark", not "1 marks"; a toast goes at the next touch; the page scrolls, and
keeps out of the screen's safe-area insets."""
import json
import urllib.request

import pytest
from selenium.common.exceptions import TimeoutException
from selenium.webdriver.common.by import By

from conftest import CASINO_API, Page, _new_browser, _quit


@pytest.fixture
def phone_page(request, server):
    """The casino in a new phone's browser: 390x844 unless the test parametrizes another (width, height)."""
    width, height = getattr(request, "param", (390, 844))
    driver = _new_browser(phone=(width, height))
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
def open_welcome(page, game):
    """Goes to the table of `game` (a first visit) and waits for its welcome sheet."""
    page.open()
    page.click("menu-play")
    page.click(f"lobby-{game}")
    return page.welcome()


def answer_welcome(page, answer="welcome-start-playing"):
    page.click(answer)
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
            page.click("chip-500")
            page.click("betting-zone")
        page.click("deal-button")
        page.wait(5).until(lambda _: page.present("action-stand") or page.present("next-round")
                           or page.present("action-decline-insurance"))
        if page.present("action-decline-insurance"):
            page.click("action-decline-insurance")
            page.wait(5).until(lambda _: page.present("action-stand") or page.present("next-round"))
        if page.present("action-stand"):
            return
        page.click("next-round")
    raise AssertionError("no player turn in ten rounds")


def test_blackjack_tips_sit_beside_the_chips_the_hint_and_the_actions(phone_page):
    page = phone_page
    sit_at(page, "blackjack", "welcome-show-me-how")
    chips = ["chip-500", "chip-2500", "chip-10000", "chip-50000"]
    assert_beside(page, "bettingZone", ["betting-zone", *chips])
    page.got_it()
    page.click("chip-500")
    page.click("betting-zone")
    assert_beside(page, "dealButton", ["deal-button"])
    page.got_it()
    play_blackjack_to_a_turn(page)
    # "Choose your action based on the hint above": neither the strategy hint nor the actions are covered.
    assert_beside(page, "playerActions", ["hint", "player-actions"])
    assert page.text("tooltip-message") == "Choose your action based on the hint above"


@pytest.mark.parametrize("phone_page", [(390, 844), *OTHER_PHONES], indirect=True)
def test_baccarat_result_tip_is_scrolled_into_view_with_the_result(phone_page):
    page = phone_page
    sit_at(page, "baccarat")
    assert_beside(page, "bettingZone", ["betting-zone", "chip-500"])
    page.got_it()
    page.click("chip-500")
    page.click("zone-banker")
    page.got_it()
    page.click("deal-button")
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
    page.click("start-round")
    page.wait(5).until(lambda _: page.present("outcome") or page.present("action-stand"))
    if not page.present("outcome"):
        page.click("action-stand")
        page.wait(5).until(lambda _: page.present("outcome"))
    if page.hint_shown() == "scoreLine":
        page.got_it()


def test_xidach_save_field_is_empty_with_the_name_as_placeholder_and_counts_to_the_limit(phone_page, server):
    page = phone_page
    limit = options(server)["nameMaxLength"]
    # A name of the player's own (the page's default "Player" is copy, which other tests look for).
    page.open("#/lobby")
    page.find("name-input").clear()
    page.find("name-input").send_keys("Dương Phone")
    page.click("save-name")
    page.wait().until(lambda _: page.text("display-name") == "Dương Phone")
    sit_at(page, "xidach")
    page.got_it()
    play_xidach_round(page)
    page.click("save-match")
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
    page.click("dialog-confirm")
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
        page.got_it()
    play_xidach_round(page)
    page.click("save-match")
    page.find("dialog-input").send_keys(name)
    found += look_over(page, script)
    page.click("dialog-confirm")
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
    page.got_it()
    page.click("chip-500")
    page.click("zone-banker")
    page.got_it()
    page.click("deal-button")
    # The roads are drawn again on every change: look them up anew.
    page.wait().until(lambda _: page.find("road-bead-plate").find_elements(By.CSS_SELECTOR, "svg .road__disc"))
    summary = page.find("road-bead-plate").find_element(By.CSS_SELECTOR, ".road-figure__summary").text
    assert summary in ("1 mark: 1 Banker.", "1 mark: 1 Player.", "1 mark: 1 Tie."), summary


def test_a_toast_goes_at_the_next_touch(phone_page):
    page = phone_page
    sit_at(page, "blackjack")
    page.got_it()
    page.click("chip-500")
    page.click("betting-zone")
    page.got_it()
    page.click("deal-button")
    page.wait(5).until(lambda _: page.present("next-round") or page.present("action-stand")
                       or page.present("action-decline-insurance"))
    if page.present("action-decline-insurance"):
        page.click("action-decline-insurance")
        page.wait(5).until(lambda _: page.present("next-round") or page.present("action-stand"))
    if page.present("action-stand"):
        # Standing on the one hand ends the round.
        page.click("action-stand")
        page.wait(5).until(lambda _: page.present("next-round"))
    page.wait().until(lambda _: page.text("status"))
    height = "return document.documentElement.scrollHeight"
    with_toast = page.driver.execute_script(height)
    # A touch on the felt (nothing to press there): the toast goes at once, not seconds later.
    page.click("dealer-hand")
    page.wait(0.5).until(lambda _: page.driver.find_element(By.ID, "status").get_attribute("textContent") == "")
    # And the page keeps its height: on a page scrolled to its end, a shorter page would move every button under the
    # finger between the touch that took the toast away and the tap's click (Next round's tap landed on Clear bet).
    assert page.driver.execute_script(height) == with_toast


SAFE_AREA = {"top": 47, "topMax": 47, "left": 0, "leftMax": 0, "bottom": 34, "bottomMax": 34, "right": 0, "rightMax": 0}


def test_the_page_scrolls_and_keeps_out_of_the_safe_area(phone_page):
    page = phone_page
    page.driver.execute_cdp_cmd("Emulation.setSafeAreaInsetsOverride", {"insets": SAFE_AREA})
    sit_at(page, "baccarat")
    page.got_it()
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
