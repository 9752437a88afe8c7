// A hint's tooltip (ContextualTooltip in the onboarding document): a short message beside the element it is
// about (data-onboarding-anchor), above or below it with an arrow and always inside the screen, or docked at
// the bottom of the view while that element is missing or hidden. It is a non-modal dialog, also announced in
// the polite live region; focus moves to "Got it" and back afterwards, and Escape is "Got it". It fades in and
// out, and during the tutorial its element pulses gently (class onboarding-pulse; both off under
// prefers-reduced-motion).

import { afterTransition, focusFirstUsable, h, isShown, isUsable } from '/shell/dom.js';
import { t } from '/shell/i18n.js';
import { announceOffScreen } from '/shell/status.js';

const GAP_PX = 12;
const EDGE_PX = 8;
const ARROW_INSET_PX = 18;
const FOCUSABLE = 'a[href], button, input, select, textarea, [tabindex]';
let tooltipCount = 0;

const clamp = (value, low, high) => Math.min(Math.max(value, low), Math.max(low, high));

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

  const gotIt = h('button', { type: 'button', class: 'button button--primary', 'data-testid': 'tooltip-got-it', onclick: dismiss }, hint.button);
  const tooltip = h('div', {
    class: 'tooltip', role: 'dialog', 'aria-labelledby': titleId, 'aria-describedby': messageId,
    'data-testid': 'onboarding-tooltip', dataset: { hint: hint.id },
  },
  h('span', { class: 'tooltip__arrow', 'aria-hidden': 'true' }),
  h('p', { id: titleId, class: 'tooltip__title' }, h('span', { 'aria-hidden': 'true', text: '💡' }), ' ', t('ui.onboarding.tip')),
  h('p', { id: messageId, class: 'tooltip__message', 'data-testid': 'tooltip-message', text: hint.message }),
  gotIt);

  function anchorElement() {
    const element = view.querySelector(`[data-onboarding-anchor="${CSS.escape(hint.anchor)}"]`);
    return isShown(element) ? element : null;
  }

  function pulse(element) {
    if (element === pulsing) return;
    pulsing?.classList.remove('onboarding-pulse');
    pulsing = element;
    pulsing?.classList.add('onboarding-pulse');
  }

  /** Below the element when it fits on screen (or fits nowhere), else above; centred on it, inside the screen. */
  function place() {
    frame = 0;
    const anchor = anchorElement();
    pulse(hint.pulse ? anchor : null);
    if (!anchor) {
      tooltip.dataset.placement = 'docked';
      tooltip.style.removeProperty('left');
      tooltip.style.removeProperty('top');
      return;
    }
    tooltip.dataset.placement = 'below';
    const rect = anchor.getBoundingClientRect();
    const width = tooltip.offsetWidth;
    const height = tooltip.offsetHeight;
    const below = rect.bottom + GAP_PX + height <= window.innerHeight || rect.top - GAP_PX - height < 0;
    const left = clamp(rect.left + rect.width / 2 - width / 2, EDGE_PX, document.documentElement.clientWidth - width - EDGE_PX);
    const top = below ? rect.bottom + GAP_PX : rect.top - GAP_PX - height;
    tooltip.dataset.placement = below ? 'below' : 'above';
    tooltip.style.left = `${left + window.scrollX}px`;
    tooltip.style.top = `${top + window.scrollY}px`;
    tooltip.style.setProperty('--arrow-x', `${clamp(rect.left + rect.width / 2 - left, ARROW_INSET_PX, width - ARROW_INSET_PX)}px`);
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
  tooltip.scrollIntoView({ block: 'nearest' });
  announceOffScreen(`${t('ui.onboarding.tip')}: ${hint.message}`);
  return close;
}
