// Small DOM helpers: element creation, visibility, the end of a transition, and keeping keyboard focus on
// something usable after a re-render.

/**
 * Creates an element. Props: `class`, `text`, `dataset`, `on<event>` listeners, boolean attributes
 * (true sets, false or null omits) and any other attribute by name, e.g. `"data-testid"`.
 */
export function h(tag, props = {}, ...children) {
  const element = document.createElement(tag);
  for (const [key, value] of Object.entries(props)) {
    if (value === null || value === undefined || value === false) continue;
    if (key === 'class') element.className = value;
    else if (key === 'text') element.textContent = value;
    else if (key === 'dataset') Object.assign(element.dataset, value);
    else if (key.startsWith('on')) element.addEventListener(key.slice(2), value);
    else element.setAttribute(key, value === true ? '' : String(value));
  }
  element.append(...children.flat().filter((child) => child !== null && child !== undefined && child !== false));
  return element;
}

/** Whether `element` can still take focus: attached, enabled and not inside a hidden container. */
export function isUsable(element) {
  return Boolean(element) && element.isConnected && !element.disabled && !element.closest('[hidden]');
}

/** Moves focus to the first usable button in `container` (else any usable control), for when the focused control went away. */
export function focusFirstUsable(container) {
  const candidate = [...container.querySelectorAll('button')].find(isUsable)
    ?? [...container.querySelectorAll('a[href], select, input')].find(isUsable);
  candidate?.focus();
}

/** Shows or hides `element`. */
export function show(element, visible) {
  element.hidden = !visible;
}

/** Whether `element` is laid out on the page: attached, not hidden, with a box. */
export function isShown(element) {
  return Boolean(element) && element.isConnected && !element.closest('[hidden]') && element.getClientRects().length > 0;
}

/**
 * Calls `done` once the transitions `element` just started are over: at once when it has none (as under
 * prefers-reduced-motion), else after the longest one.
 */
export function afterTransition(element, done) {
  const style = getComputedStyle(element);
  const seconds = (list) => list.split(',').map((value) => parseFloat(value) || 0);
  const durations = seconds(style.transitionDuration);
  const delays = seconds(style.transitionDelay);
  const longest = Math.max(0, ...durations.map((duration, index) => duration + (delays[index] ?? 0)));
  if (longest === 0) done();
  else setTimeout(done, longest * 1000);
}
