// A hint's tooltip (ContextualTooltip in the onboarding document): a short message beside what it explains, with
// an arrow at the element it is about (data-onboarding-anchor). What it explains is that element and any the page
// marks data-onboarding-context="<anchor>" (the strategy hint the actions' tip speaks of, the chips the betting
// tip asks for): the tooltip goes below all of them, never over them, and the page scrolls to show them with it
// (in an app that scrolls a container of its own, it goes above them when only that fits on the screen). While the
// element is missing or hidden it is docked at the bottom of the screen. It is a non-modal dialog, also announced
// in the polite live region; focus moves to "Got it" and back afterwards, and Escape is "Got it". It fades in and
// out, and during the tutorial its element pulses gently (class onboarding-pulse; both off under
// prefers-reduced-motion).

import { afterTransition, focusFirstUsable, h, isShown, isUsable } from '/shell/dom.js';
import { t } from '/shell/i18n.js';
import { icon } from '/shell/icons.js';
import { announceOffScreen } from '/shell/status.js';

const GAP_PX = 12;
const EDGE_PX = 8;
const ARROW_INSET_PX = 18;
const FOCUSABLE = 'a[href], button, input, select, textarea, [tabindex]';
let tooltipCount = 0;

const clamp = (value, low, high) => Math.min(Math.max(value, low), Math.max(low, high));

/** The top and bottom (in viewport coordinates) of the smallest box holding every element of `elements`. */
function extent(elements) {
  const rects = elements.map((element) => element.getBoundingClientRect());
  return { top: Math.min(...rects.map((rect) => rect.top)), bottom: Math.max(...rects.map((rect) => rect.bottom)) };
}

/** The part of the screen the page scrolls things into: the viewport less the root's scroll-padding (fixed bars). */
function visibleBand() {
  const style = getComputedStyle(document.documentElement);
  return {
    top: parseFloat(style.scrollPaddingTop) || 0,
    bottom: window.innerHeight - (parseFloat(style.scrollPaddingBottom) || 0),
  };
}

/** Whether the page itself scrolls (an app may scroll a container of its own instead, as BowlerTrax does). */
function pageScrolls() {
  const hidden = (element) => ['hidden', 'clip'].includes(getComputedStyle(element).overflowY);
  return !hidden(document.documentElement) && !hidden(document.body);
}

/**
 * Shows `hint` ({id, anchor, message, button, pulse}) for the element marked with its anchor inside `view`, and
 * calls `onDismiss()` once, after "Got it" or Escape has closed it. Returns `close()`, which closes it without
 * a dismissal (the view was left, or the server no longer shows it).
 */
export function showTooltip(hint, { view, onDismiss }) {
  tooltipCount += 1;
  const titleId = `tooltip-title-${tooltipCount}`;
  const messageId = `tooltip-message-${tooltipCount}`;
  const returnFocus = document.activeElement;
  let pulsing = null;
  let frame = 0;
  let closed = false;
  // Where on the page what the hint explains was when it was last scrolled into view (null: not since it appeared).
  let revealedAt = null;

  const gotIt = h('button', { type: 'button', class: 'button button--primary', 'data-testid': 'tooltip-got-it', onclick: dismiss }, hint.button);
  const tooltip = h('div', {
    class: 'tooltip', role: 'dialog', 'aria-labelledby': titleId, 'aria-describedby': messageId,
    'data-testid': 'onboarding-tooltip', dataset: { hint: hint.id },
  },
  h('span', { class: 'tooltip__arrow', 'aria-hidden': 'true' }),
  h('p', { id: titleId, class: 'tooltip__title' }, icon('lightbulb', 'tooltip__icon'), t('ui.onboarding.tip')),
  h('p', { id: messageId, class: 'tooltip__message', 'data-testid': 'tooltip-message', text: hint.message }),
  gotIt);

  function anchorElement() {
    const element = view.querySelector(`[data-onboarding-anchor="${CSS.escape(hint.anchor)}"]`);
    return isShown(element) ? element : null;
  }

  /** The shown elements the hint explains: its anchor first, then those marked as its context. */
  function explained(anchor) {
    const context = view.querySelectorAll(`[data-onboarding-context~="${CSS.escape(hint.anchor)}"]`);
    return [anchor, ...[...context].filter(isShown)];
  }

  function pulse(element) {
    if (element === pulsing) return;
    pulsing?.classList.remove('onboarding-pulse');
    pulsing = element;
    pulsing?.classList.add('onboarding-pulse');
  }

  /**
   * Scrolls what the hint explains into view with the tooltip (`height` tall) below it: all of it when it fits on
   * the screen, else the tooltip and the end of what it explains.
   */
  function reveal(elements, height) {
    const topOf = (element) => element.getBoundingClientRect().top;
    const topmost = elements.reduce((first, element) => (topOf(element) < topOf(first) ? element : first));
    // Scrolling containers of the app's own first (this scrolls the page too when it must).
    topmost.scrollIntoView({ block: 'nearest', behavior: 'instant' });
    if (!pageScrolls()) return;
    const region = extent(elements);
    const box = { top: region.top - EDGE_PX, bottom: region.bottom + GAP_PX + height + EDGE_PX };
    const band = visibleBand();
    const delta = box.bottom - box.top > band.bottom - band.top || box.bottom > band.bottom
      ? box.bottom - band.bottom
      : Math.min(0, box.top - band.top);
    if (delta !== 0) window.scrollBy({ top: delta, behavior: 'instant' });
  }

  /** Puts the tooltip below (or above) what the hint explains, centred on the element, inside the screen. */
  function put(anchor, elements, below) {
    const rect = anchor.getBoundingClientRect();
    const region = extent(elements);
    const width = tooltip.offsetWidth;
    const left = clamp(rect.left + rect.width / 2 - width / 2, EDGE_PX, document.documentElement.clientWidth - width - EDGE_PX);
    const top = below ? region.bottom + GAP_PX : region.top - GAP_PX - tooltip.offsetHeight;
    tooltip.dataset.placement = below ? 'below' : 'above';
    tooltip.style.left = `${left + window.scrollX}px`;
    tooltip.style.top = `${top + window.scrollY}px`;
    tooltip.style.setProperty('--arrow-x', `${clamp(rect.left + rect.width / 2 - left, ARROW_INSET_PX, width - ARROW_INSET_PX)}px`);
  }

  /**
   * Below what the hint explains; the page is scrolled to show both when the element appears and whenever the
   * layout moves it (not when the player scrolls). An app that scrolls a container of its own instead gets the
   * tooltip above what it explains when only that fits on the screen.
   */
  function place() {
    frame = 0;
    const anchor = anchorElement();
    pulse(hint.pulse ? anchor : null);
    if (!anchor) {
      revealedAt = null;
      tooltip.dataset.placement = 'docked';
      tooltip.style.removeProperty('left');
      tooltip.style.removeProperty('top');
      return;
    }
    tooltip.dataset.placement = 'below';
    const elements = explained(anchor);
    const height = tooltip.offsetHeight;
    const scrolls = pageScrolls();
    const at = extent(elements).top + window.scrollY;
    if (revealedAt === null || (scrolls && Math.abs(at - revealedAt) > GAP_PX)) {
      put(anchor, elements, true);
      reveal(elements, height);
      revealedAt = extent(elements).top + window.scrollY;
    }
    const region = extent(elements);
    const band = visibleBand();
    put(anchor, elements, scrolls || region.bottom + GAP_PX + height <= band.bottom || region.top - GAP_PX - height < band.top);
  }

  function schedulePlace() {
    if (!frame) frame = requestAnimationFrame(place);
  }

  // The table re-renders, scrolls and reflows under the tooltip: follow the element.
  const mutations = new MutationObserver(schedulePlace);
  mutations.observe(view, { subtree: true, childList: true, attributes: true, attributeFilter: ['hidden', 'class', 'disabled'] });
  const resizes = new ResizeObserver(schedulePlace);
  resizes.observe(view);
  window.addEventListener('resize', schedulePlace);
  window.addEventListener('scroll', schedulePlace, { capture: true, passive: true });

  function onKeydown(event) {
    // Escape belongs to a modal dialog (a confirmation) when one is open.
    if (event.key !== 'Escape' || event.defaultPrevented || document.querySelector('dialog:modal')) return;
    event.preventDefault();
    dismiss();
  }
  document.addEventListener('keydown', onKeydown);

  function restoreFocus() {
    const target = [returnFocus, anchorElement()].find((element) => isUsable(element) && element.matches(FOCUSABLE));
    if (target) target.focus();
    else focusFirstUsable(anchorElement() ?? view);
  }

  function close() {
    if (closed) return;
    closed = true;
    const hadFocus = tooltip.contains(document.activeElement);
    mutations.disconnect();
    resizes.disconnect();
    window.removeEventListener('resize', schedulePlace);
    window.removeEventListener('scroll', schedulePlace, { capture: true });
    document.removeEventListener('keydown', onKeydown);
    cancelAnimationFrame(frame);
    pulse(null);
    tooltip.classList.remove('tooltip--shown');
    afterTransition(tooltip, () => tooltip.remove());
    if (hadFocus) restoreFocus();
  }

  function dismiss() {
    if (closed) return;
    close();
    onDismiss();
  }

  document.body.append(tooltip);
  place();
  requestAnimationFrame(() => tooltip.classList.add('tooltip--shown'));
  gotIt.focus({ preventScroll: true });
  announceOffScreen(`${t('ui.onboarding.tip')}: ${hint.message}`);
  return close;
}
