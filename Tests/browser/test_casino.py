"""A new player plays each game, saves and deletes a leaderboard entry, switches dark mode and reloads mid-round.

The onboarding is met as anyone meets it: the welcome answered "Start Playing", a hint in the way answered "Got it"."""
import re
import time

from selenium.webdriver.common.by import By

from conftest import CASINO_API, Page


def sit_at(page, game):
    """Walks from the menu to the table of `game`; a new player's welcome sheet there is answered "Start Playing"."""
    page.open()
    page.click("menu-play")
    page.click(f"lobby-{game}")
    page.answer_welcome()


def cards(page, testid):
    """The card codes shown in `testid`, read again if the page re-renders meanwhile."""
    return page.wait().until(lambda _: [card.get_attribute("data-card") for card in
                                        page.find(testid).find_elements(By.CSS_SELECTOR, "[data-card]")] or None)


# The table as the server sends it to this browser's player (a read-only request with the page's cookie).
FETCH_TABLE = """
const done = arguments[arguments.length - 1];
fetch(arguments[0], { headers: { Accept: 'application/json' }, credentials: 'same-origin' })
  .then((response) => response.json()).then(done, (error) => done({ error: String(error) }));
"""


def table_view(page, game):
    return page.driver.execute_async_script(FETCH_TABLE, f"{CASINO_API}/games/{game}")


def play_blackjack_to_the_end(page):
    for _ in range(12):
        if page.present("next-round"):
            return
        for action in ("action-decline-insurance", "action-stand"):
            if page.present(action):
                page.click(action)
                break
        page.wait(5).until(lambda driver: page.present("next-round") or page.present("action-stand")
                           or page.present("action-decline-insurance"))
    raise AssertionError("the blackjack round did not end")


def test_blackjack_round_as_a_new_player(desktop_browser, server):
    """The casino's one walk in a desktop window with a mouse (every other walk is on a phone, by touch)."""
    page = Page(desktop_browser, server)
    sit_at(page, "blackjack")
    assert page.text("balance") == "$1,000"
    page.click("chip-2500")
    page.click("betting-zone")
    page.wait().until(lambda _: "$25" in page.text("pending-bet"))
    page.click("deal-button")
    play_blackjack_to_the_end(page)
    assert page.text("outcome")
    # The result is announced in the live region, and the balance moved by exactly that much.
    said = page.wait().until(lambda _: re.fullmatch(r"You (win|lose) \$([\d,]+(?:\.\d\d)?)|Push: your bet is returned",
                                                    page.text("status")))
    net = 0 if said.group(1) is None else float(said.group(2).replace(",", "")) * (1 if said.group(1) == "win" else -1)
    assert float(page.text("balance").strip("$").replace(",", "")) == 1000 + net
    page.click("next-round")
    page.find("deal-button")


def test_baccarat_each_zone_takes_its_own_maximum(page):
    """$400 on the Banker at the $5-$500 table leaves the $500 chip usable for the Tie, not for the Banker."""
    sit_at(page, "baccarat")
    assert page.text("table-info").startswith("Casual, $5 to $500")
    page.click("chip-10000")
    for placed in range(1, 5):
        page.click("zone-banker")
        page.wait().until(lambda _: f"${placed * 100}" in page.find("zone-banker").text)
    # The server's view: $400 on the Banker, and a maximum per zone (not the table's less every zone's stakes).
    view = table_view(page, "baccarat")
    assert view["bets"].get("banker") == 40000 and not view["bets"].get("tie")
    assert view["maximumBetCents"]["banker"] == 10000 and view["maximumBetCents"]["tie"] == 50000
    page.click("chip-50000")
    # A finger's tap becomes a click a moment after the touch ends: wait for it rather than read at once.
    page.wait().until(lambda _: page.find("chip-50000").get_attribute("aria-pressed") == "true")
    page.wait().until(lambda _: not page.find("zone-banker").is_enabled())
    assert page.find("zone-tie").is_enabled() and page.find("zone-player").is_enabled()
    page.click("zone-tie")
    page.wait().until(lambda _: "$500" in page.find("zone-tie").text)
    assert "$400" in page.find("zone-banker").text
    view = table_view(page, "baccarat")
    assert view["bets"].get("banker") == 40000 and view["bets"].get("tie") == 50000
    # $900 of the $1,000 balance is down: the balance now bounds every zone, and no $500 chip fits.
    page.wait().until(lambda _: not page.find("chip-50000").is_enabled())
    assert page.find("chip-10000").is_enabled()


def test_baccarat_round_fills_the_roads(page):
    sit_at(page, "baccarat")
    page.click("chip-500")
    page.click("zone-banker")
    page.click("deal-button")
    page.wait().until(lambda _: page.text("coup-outcome"))
    assert cards(page, "player-cards") and cards(page, "banker-cards")
    bead_plate = page.find("road-bead-plate")
    assert bead_plate.find_elements(By.CSS_SELECTOR, "svg")
    # One coup: one disc on the Bead Plate.
    assert len(bead_plate.find_elements(By.CSS_SELECTOR, "svg .road__disc")) == 1


def test_xidach_round_then_save_and_delete_on_the_leaderboard(page):
    sit_at(page, "xidach")
    page.click("start-round")
    # A hand can end as it is dealt (Xì Bàn, Xì Dách): wait for the deal before choosing to stand, which ends the
    # round (stand once: the button stays on screen until the server's answer arrives).
    page.wait(5).until(lambda _: page.present("outcome") or page.present("action-stand"))
    if not page.present("outcome"):
        page.click("action-stand")
        page.wait(5).until(lambda _: page.present("outcome"))
    # One round played: one win on the score line, unless it was a push.
    score = re.fullmatch(r"computer win: (\d+) user win: (\d+)", page.text("score-line"))
    assert score and int(score.group(1)) + int(score.group(2)) == (0 if "Push" in page.text("outcome") else 1)
    page.click("save-match")
    page.find("dialog-input").send_keys("Selenium Duong")
    page.click("dialog-confirm")
    page.wait().until(lambda _: not page.present("dialog"))
    page.open("#/leaderboard")
    page.wait().until(lambda _: any("Selenium Duong" in text for text in page.row_texts("leaderboard-row")))
    # On a phone the row is swiped from right to left to reveal its Delete, as in the report's leaderboard.
    row = page.driver.find_element(
        By.XPATH, '//*[@data-testid="leaderboard-row"][contains(., "Selenium Duong")]')
    page.driver.execute_script("arguments[0].scrollIntoView({block: 'center', behavior: 'instant'})", row)
    box = page.driver.execute_script("return arguments[0].getBoundingClientRect().toJSON()", row)
    x, y = box["left"] + box["width"] * 0.7, box["top"] + box["height"] / 2
    touch = lambda kind, points: page.driver.execute_cdp_cmd("Input.dispatchTouchEvent",
                                                             {"type": kind, "touchPoints": points})
    touch("touchStart", [{"x": x, "y": y}])
    for step in range(1, 11):
        touch("touchMove", [{"x": x - 16 * step, "y": y}])
    touch("touchEnd", [])
    page.wait().until(lambda _: "row--revealed" in row.get_attribute("class"), message="Delete was not revealed")
    time.sleep(0.5)  # the row slides aside
    delete = row.find_element(By.CSS_SELECTOR, '[data-testid="delete-entry"]')
    page.wait().until(lambda _: page.tap(delete), message="the revealed Delete could not be tapped")
    page.click("dialog-confirm")
    page.wait().until(lambda _: not any("Selenium Duong" in text for text in page.row_texts("leaderboard-row")))


def test_dark_mode_survives_a_reload(page):
    page.open("#/settings")
    select = page.find("theme-select")
    select.find_element(By.CSS_SELECTOR, 'option[value="dark"]').click()
    html = page.driver.find_element(By.TAG_NAME, "html")
    page.wait().until(lambda _: html.get_attribute("data-theme") == "dark")
    page.driver.refresh()
    page.wait().until(lambda driver: driver.find_element(By.TAG_NAME, "html").get_attribute("data-theme") == "dark")
    assert page.find("theme-select").get_attribute("value") == "dark"


def test_a_reload_in_the_middle_of_a_round_resumes_it(page):
    sit_at(page, "blackjack")
    for _ in range(10):
        page.click("chip-500")
        page.click("betting-zone")
        page.click("deal-button")
        page.wait().until(lambda _: page.present("action-stand") or page.present("next-round")
                          or page.present("action-decline-insurance"))
        if not page.present("next-round"):
            break
        page.click("next-round")
    player = cards(page, "player-hands")
    dealer = cards(page, "dealer-hand")
    assert "??" in dealer
    page.driver.refresh()
    page.wait().until(lambda _: cards(page, "player-hands") == player)
    assert cards(page, "dealer-hand") == dealer
    play_blackjack_to_the_end(page)


def test_the_table_fits_a_phone_and_works_by_keyboard(phone, server):
    page = Page(phone, server)
    sit_at(page, "blackjack")
    assert phone.execute_script("return window.innerWidth") == 360
    width = phone.execute_script("return document.documentElement.scrollWidth")
    assert width <= 360
    chip = page.find("chip-500")
    assert chip.size["height"] >= 44 and chip.size["width"] >= 44
    # Keyboard: focus a chip, press Enter, then the zone, then Deal.
    chip.send_keys("\n")
    page.find("betting-zone").send_keys("\n")
    page.wait().until(lambda _: "$5" in page.text("pending-bet"))
    page.find("deal-button").send_keys("\n")
    page.wait().until(lambda _: page.present("action-stand") or page.present("next-round")
                      or page.present("action-decline-insurance"))
