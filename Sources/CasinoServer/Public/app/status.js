// The two live regions of the page: a polite status line for results and an alert line for errors.
// The regions themselves are never hidden, so screen readers announce every change; only their
// decoration (padding, the Dismiss button) follows whether they hold text.

const STATUS_TIMEOUT_MS = 4000;
const ANNOUNCE_DELAY_MS = 50;
let statusTimer = 0;

/**
 * Announces `message` politely ("You win $25") and clears it after a few seconds. The region is emptied
 * first, so the same sentence twice in a row is announced twice.
 */
export function announce(message) {
  const status = document.getElementById('status');
  clearTimeout(statusTimer);
  status.textContent = '';
  statusTimer = setTimeout(() => {
    status.textContent = message;
    statusTimer = setTimeout(() => { status.textContent = ''; }, STATUS_TIMEOUT_MS);
  }, ANNOUNCE_DELAY_MS);
}

/** Shows an error the player can act on, until the next request or until dismissed. */
export function showError(message) {
  document.getElementById('error-text').textContent = message;
  document.getElementById('error').classList.add('notice--active');
  document.getElementById('error-dismiss').hidden = false;
}

export function clearError() {
  document.getElementById('error-text').textContent = '';
  document.getElementById('error').classList.remove('notice--active');
  document.getElementById('error-dismiss').hidden = true;
}
