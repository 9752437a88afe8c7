// The onboarding of one surface (the casino's game table), exactly as the server decides it. The page asks
// "what now?" (POST {apiBase}/{surface}/next, e.g. /casino/api/onboarding/blackjack/next) once the table is up, after every action, after every answer or "Got it",
// and again when the server says so (retryAfterMs: the welcome's delay, a hint's delay, the pause between
// hints). It shows what the answer holds, the welcome sheet or a hint's tooltip, and hides what it no longer
// holds. Nothing here decides what to show or when.

import { showTooltip } from './tooltip.js';
import { showWelcomeSheet } from './welcome-sheet.js';

/**
 * The onboarding of surface `game` for the view mounted in `view`, through `api` (createOnboardingApi of the
 * app); `dispose()` when the view is left.
 */
export function createOnboarding(game, { view, api: onboardingApi }) {
  const abort = new AbortController();
  let timer = 0;
  let asking = false;
  let askAgain = false;
  // What is on screen: {key: "welcome:welcome" | "hint:<id>", close()}.
  let shown = null;
  // Raised by every answer: decisions asked for before it describe a moment that is over.
  let epoch = 0;

  function present(presentation) {
    const key = presentation ? `${presentation.kind}:${presentation.id}` : null;
    if (key === shown?.key) return;
    shown?.close();
    shown = null;
    if (presentation?.kind === 'welcome') {
      shown = { key, close: showWelcomeSheet(presentation, (choice) => reply(() => onboardingApi.answer(game, choice, abort.signal))) };
    } else if (presentation?.kind === 'hint') {
      shown = { key, close: showTooltip(presentation, { view, onDismiss: () => reply(() => onboardingApi.dismiss(game, presentation.id, abort.signal)) }) };
    }
  }

  function apply(decision) {
    clearTimeout(timer);
    timer = typeof decision.retryAfterMs === 'number' ? setTimeout(refresh, decision.retryAfterMs) : 0;
    present(decision.presentation);
  }

  /** Sends a request that returns a Decision and applies it, unless the view was left or a later answer made it stale. */
  async function decide(request) {
    const asked = epoch;
    try {
      const decision = await request();
      if (!abort.signal.aborted && asked === epoch) apply(decision);
    } catch {
      // Onboarding never stands in the way of play: without an answer nothing is shown.
    }
  }

  /** The player answered what is shown (the sheet or tooltip has closed itself): tell the server, show what follows. */
  function reply(request) {
    shown = null;
    epoch += 1;
    clearTimeout(timer);
    decide(request);
  }

  /** Asks the server what to show now; asks made while one is on its way become one more ask after it. */
  async function refresh() {
    if (abort.signal.aborted) return;
    if (asking) {
      askAgain = true;
      return;
    }
    asking = true;
    await decide(() => onboardingApi.next(game, abort.signal));
    asking = false;
    if (askAgain) {
      askAgain = false;
      refresh();
    }
  }

  function dispose() {
    abort.abort();
    clearTimeout(timer);
    shown?.close();
    shown = null;
  }

  return { refresh, dispose };
}
