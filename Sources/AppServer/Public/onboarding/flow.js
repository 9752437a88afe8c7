// The flow renderer: any onboarding flow the server's FlowRunner drives (BowlerTrax's first launch, a paywall,
// a tour), one step at a time, for any step kind OnboardingKit defines. The page decides nothing: it shows the
// FlowView the server returns and sends the visitor's answer as an intent naming the step it answers (`at`), so
// an answer to a step that is no longer current is refused instead of applied twice.
//
//   const flow = mountFlow(outlet, {
//     apiBase: '/bowlertrax/api/onboarding', flow: 'first-launch',
//     requestPermission: async (permission) => (await askTheBrowser(permission)) ? 'granted' : 'denied',
//     onFinished: (result) => { location.hash = '#/'; },
//   });
//   // later, when the view is left: flow.dispose();
//
// API: GET {apiBase}/flows/{flow} -> FlowView; POST {apiBase}/flows/{flow} with an intent -> FlowView:
//   {"intent": "start"}
//   {"intent": "advance", "outcome": "next" | "granted" | "denied" | "choice:<optionId>" | "named:<name>", "at": "<stepId>"}
//   {"intent": "submit", "values": {"<fieldId>": "<text>"}, "at": "<stepId>"}
//   {"intent": "skip", "at": "<stepId>"}   {"intent": "back", "at": "<stepId>"}
// FlowView = {flow, started, completed, result, step: {id, kind, required, content} | null, canGoBack,
// skip: {label} | null}. Every text comes in the content, already in the visitor's language.
//
// Step kinds and what they show (content):
//   info           {title, body?, button}: the button advances ("next").
//   carousel       {cards: [{title, body}], nextButton, doneButton, backButton?}: one card at a time with dots;
//                  Next / Back move between cards here (also the arrow keys and a swipe), Done on the last card
//                  advances ("next").
//   permission     {permission, action: "request" | "open-settings", title, body, note?, button, declineButton?,
//                  helpLink?, helpDetails: [text], systemMessage?}: the button calls requestPermission(permission)
//                  (or openSettings(permission) for "open-settings", when given) and advances with its answer
//                  ("granted" | "denied"); the decline button advances "denied"; helpLink opens helpDetails.
//                  systemMessage (the purpose a phone's own dialog would state) shows while the browser asks.
//   single-choice  {title, body?, options: [{id, label, detail?}]}: one button per option (aria-pressed on the
//                  one chosen), advancing "choice:<id>".
//   form           {title, fields: [{id, label, placeholder?, required, options?: [{id, label, detail?}]}],
//                  submitButton}: labelled text fields (or a radio group when a field has options), checked by
//                  the browser (required), submitted as {"<fieldId>": "<text or option id>"}.
//   terminal       {result, title?, body?, button?, note?}: the button calls onFinished(result); without a button
//                  onFinished is called at once.
// A flow already completed calls onFinished(result) at once (or shows its terminal step, when the server sends
// one). While a request is on its way every control is disabled (no double submits) and the flow is aria-busy;
// focus moves to the new step's heading whenever the step (or the carousel's card) changes.
//
// Stable hooks for tests (data-testid): flow (data-flow, data-completed, aria-busy while a request is on its
// way), flow-step (data-step, data-kind, data-required), flow-title (the heading; on a carousel the card's),
// flow-body, flow-note, flow-primary (the step's main button: info's button, carousel Next/Done, permission's
// button, form's submit, terminal's button), flow-secondary (carousel Back, permission's decline), flow-back
// (the flow's Back, when canGoBack), flow-skip (when the server offers skip), flow-option-<id> (single choice,
// aria-pressed), flow-field-<id> (a form's input, or its radio group's fieldset when it has options; each radio
// flow-field-<id>-<optionId>), flow-card (data-index), flow-dots, flow-dot (data-index, aria-current="step" on
// the card shown), flow-help (the details element), flow-help-toggle (its summary, the helpLink text),
// flow-help-detail (each of helpDetails), flow-system-message.
//
// An app may dress a step up without the renderer knowing it (optional, all backward compatible):
// `decorateStep(element, step, view)` is called each time a step is drawn, with the step's element (data-step =
// its id): add a picture, an animation, a behaviour. `choiceDelayMs` (0 by default) keeps a single choice's
// highlighted option on screen that long before advancing. A permission asker (`requestPermission` /
// `openSettings`) that resolves "stay" leaves the step as it is (the visitor closed a settings explanation).

import { h } from '/shell/dom.js';
import { hasText, t } from '/shell/i18n.js';
import { paragraphs } from '/shell/text.js';
import { onHorizontalSwipe } from '/shell/swipe.js';
import { createOnboardingApi } from './api.js';

let flowCount = 0;

const graphemes = new Intl.Segmenter(undefined, { granularity: 'grapheme' });

/** A step's body: its paragraphs (a blank line separates them). */
function body(text, testid = 'flow-body', className = 'flow-step__body') {
  if (!text) return null;
  return h('div', { class: className, 'data-testid': testid }, paragraphs(text));
}

/**
 * Mounts the flow `flow` of the app whose onboarding API is at `apiBase` into `outlet` (its children are
 * replaced). Options: `requestPermission(permission)` and optionally `openSettings(permission)`, async,
 * resolving "granted" or "denied"; `onFinished(result)`; `headingLevel` (2 by default: the flow sits under the
 * view's own h1; 1 when it is the page); `api` (an app's createOnboardingApi, to share its session); `start`
 * (true: a flow not started yet is started at once); `backLabel`, the text of the flow's Back button (the
 * FlowView carries none: by default the app copy's ui.flow.back, else ui.common.back, else "Back").
 * Returns {dispose(), reload()}.
 */
export function mountFlow(outlet, {
  apiBase, flow, requestPermission = async () => 'denied', openSettings = null, onFinished = () => {},
  headingLevel = 2, api = null, start = true, backLabel = null, decorateStep = null, choiceDelayMs = 0,
}) {
  const onboarding = api ?? createOnboardingApi(apiBase);
  const abort = new AbortController();
  flowCount += 1;
  const idPrefix = `flow-${flowCount}`;
  const headingTag = `h${Math.min(Math.max(headingLevel, 1), 6)}`;
  const root = h('section', { class: 'flow', 'data-testid': 'flow', 'data-flow': flow, 'aria-labelledby': `${idPrefix}-title` });
  outlet.replaceChildren(root);

  let view = null;
  let busy = false;
  let finished = false;
  let cardIndex = 0;
  let shownKey = null;
  let stopSwipe = null;

  function finish(result) {
    if (finished) return;
    finished = true;
    onFinished(result ?? null);
  }

  function setBusy(on) {
    busy = on;
    if (on) root.setAttribute('aria-busy', 'true');
    else root.removeAttribute('aria-busy');
    for (const control of root.querySelectorAll('button, input, select, textarea, fieldset')) {
      if (on) {
        control.dataset.wasDisabled = String(control.disabled);
        control.disabled = true;
      } else if (control.dataset.wasDisabled !== undefined) {
        control.disabled = control.dataset.wasDisabled === 'true';
        delete control.dataset.wasDisabled;
      }
    }
  }

  /** Sends one request that returns a FlowView and shows it; nothing while another is on its way. */
  async function exchange(request) {
    if (busy || abort.signal.aborted) return;
    setBusy(true);
    try {
      const next = await request();
      if (abort.signal.aborted) return;
      // The new step's controls replace the old ones: nothing to re-enable, only the busy state to end.
      busy = false;
      root.removeAttribute('aria-busy');
      show(next);
    } catch (error) {
      if (abort.signal.aborted) return;
      setBusy(false);
      // The step moved on elsewhere (another tab, a stale answer): show where the flow is now.
      if (error?.status === 409) reload();
    } finally {
      if (!abort.signal.aborted && busy) setBusy(false);
    }
  }

  const send = (intent) => exchange(() => onboarding.flowIntent(flow, intent, abort.signal));
  const at = () => view?.step?.id;
  const advance = (outcome) => send({ intent: 'advance', outcome, at: at() });

  function heading(text) {
    return h(headingTag, { id: `${idPrefix}-title`, class: 'flow-step__title', tabindex: '-1', 'data-testid': 'flow-title', text: text ?? '' });
  }

  function button(label, testid, onclick, { primary = false, type = 'button' } = {}) {
    return h('button', {
      type, class: `button button--large${primary ? ' button--primary' : ''}`, 'data-testid': testid, onclick,
    }, label ?? '');
  }

  function backText() {
    if (backLabel) return backLabel;
    const key = ['ui.flow.back', 'ui.common.back'].find(hasText);
    return key ? t(key) : 'Back';
  }

  /** The flow's own bar: Back (when the server allows it) and Skip (when it offers it). */
  function flowBar() {
    const back = view.canGoBack
      ? h('button', { type: 'button', class: 'button button--small flow__back', 'data-testid': 'flow-back', onclick: () => send({ intent: 'back', at: at() }) },
        h('span', { 'aria-hidden': 'true', text: '‹ ' }), backText())
      : null;
    const skip = view.skip
      ? h('button', { type: 'button', class: 'button button--small flow__skip', 'data-testid': 'flow-skip', onclick: () => send({ intent: 'skip', at: at() }) }, view.skip.label)
      : null;
    if (!back && !skip) return null;
    return h('div', { class: 'flow__bar' }, back, skip);
  }

  // ---- The step kinds ----

  function info(content) {
    return [heading(content.title), body(content.body),
      h('div', { class: 'flow-step__buttons' }, button(content.button, 'flow-primary', () => advance('next'), { primary: true }))];
  }

  function carousel(content) {
    const cards = content.cards ?? [];
    cardIndex = Math.min(cardIndex, Math.max(cards.length - 1, 0));
    const card = cards[cardIndex] ?? {};
    const last = cardIndex >= cards.length - 1;
    const go = (index) => {
      if (busy || index < 0 || index >= cards.length || index === cardIndex) return;
      cardIndex = index;
      render();
    };
    const dots = h('div', { class: 'flow-dots', role: 'group', 'data-testid': 'flow-dots', 'aria-label': `${cardIndex + 1} / ${cards.length}` },
      cards.map((entry, index) => h('button', {
        type: 'button', class: 'flow-dot', 'data-testid': 'flow-dot', 'data-index': index,
        'aria-label': `${index + 1} / ${cards.length}: ${entry.title ?? ''}`, 'aria-current': index === cardIndex ? 'step' : null,
        onclick: () => go(index),
      })));
    const slide = h('div', {
      class: 'flow-card', role: 'group', 'aria-roledescription': 'slide', 'data-testid': 'flow-card', 'data-index': cardIndex,
      'aria-label': `${cardIndex + 1} / ${cards.length}`,
    }, heading(card.title), body(card.body));
    const back = cardIndex > 0 && content.backButton
      ? button(content.backButton, 'flow-secondary', () => go(cardIndex - 1))
      : null;
    const primary = last
      ? button(content.doneButton, 'flow-primary', () => advance('next'), { primary: true })
      : button(content.nextButton, 'flow-primary', () => go(cardIndex + 1), { primary: true });
    const region = h('div', {
      class: 'flow-carousel', role: 'region', 'aria-roledescription': 'carousel', 'aria-labelledby': `${idPrefix}-title`,
      onkeydown: (event) => {
        if (event.target.closest('input, select, textarea')) return;
        if (event.key === 'ArrowRight') go(cardIndex + 1);
        else if (event.key === 'ArrowLeft') go(cardIndex - 1);
        else return;
        event.preventDefault();
      },
    }, slide, dots, h('div', { class: 'flow-step__buttons' }, back, primary));
    stopSwipe = onHorizontalSwipe(region, { onLeft: () => go(cardIndex + 1), onRight: () => go(cardIndex - 1) });
    return [region];
  }

  function permission(content) {
    const ask = async () => {
      if (busy) return;
      setBusy(true);
      if (systemMessage) systemMessage.hidden = false;
      let answer = 'denied';
      try {
        const asker = content.action === 'open-settings' && openSettings ? openSettings : requestPermission;
        const given = await asker(content.permission, { action: content.action });
        answer = given === 'granted' || given === 'stay' ? given : 'denied';
      } catch {
        answer = 'denied';
      }
      if (abort.signal.aborted) return;
      setBusy(false);
      if (systemMessage) systemMessage.hidden = true;
      if (answer === 'stay') return;
      advance(answer);
    };
    const details = content.helpDetails ?? [];
    const help = content.helpLink || details.length > 0
      ? h('details', { class: 'flow-help', 'data-testid': 'flow-help' },
        h('summary', { class: 'flow-help__toggle', 'data-testid': 'flow-help-toggle', text: content.helpLink ?? '' }),
        h('ul', { class: 'flow-help__details' }, details.map((detail) => h('li', { 'data-testid': 'flow-help-detail', text: detail }))))
      : null;
    const systemMessage = content.systemMessage
      ? h('blockquote', { class: 'flow-permission__system', role: 'status', hidden: true, 'data-testid': 'flow-system-message' }, h('p', { text: content.systemMessage }))
      : null;
    return [heading(content.title), body(content.body), systemMessage, help,
      content.note ? h('p', { class: 'flow-step__note help', 'data-testid': 'flow-note', text: content.note }) : null,
      h('div', { class: 'flow-step__buttons' },
        button(content.button, 'flow-primary', ask, { primary: true }),
        content.declineButton ? button(content.declineButton, 'flow-secondary', () => advance('denied')) : null)];
  }

  function singleChoice(content) {
    const options = h('div', { class: 'flow-options', role: 'group', 'aria-labelledby': `${idPrefix}-title` },
      (content.options ?? []).map((option) => {
        const element = h('button', {
          type: 'button', class: 'flow-option', 'aria-pressed': 'false', 'data-testid': `flow-option-${option.id}`,
          onclick: () => {
            if (busy) return;
            for (const other of options.querySelectorAll('.flow-option')) other.setAttribute('aria-pressed', String(other === element));
            if (choiceDelayMs > 0) {
              // The highlight stays on screen a moment; the options are disabled meanwhile (no second answer).
              setBusy(true);
              setTimeout(() => {
                if (abort.signal.aborted) return;
                setBusy(false);
                advance(`choice:${option.id}`);
              }, choiceDelayMs);
            } else {
              advance(`choice:${option.id}`);
            }
          },
        },
        h('span', { class: 'flow-option__label', text: option.label }),
        option.detail ? h('span', { class: 'flow-option__detail', text: option.detail }) : null);
        return element;
      }));
    return [heading(content.title), body(content.body), options];
  }

  function form(content) {
    const fields = content.fields ?? [];
    const controls = new Map();
    const fieldElement = (field) => {
      const id = `${idPrefix}-field-${field.id}`;
      if (Array.isArray(field.options) && field.options.length > 0) {
        const radios = field.options.map((option) => {
          const radioId = `${id}-${option.id}`;
          const radio = h('input', {
            id: radioId, type: 'radio', name: id, value: option.id, required: field.required === true,
            'data-testid': `flow-field-${field.id}-${option.id}`, 'aria-describedby': option.detail ? `${radioId}-detail` : null,
          });
          return h('p', { class: 'flow-radio' }, radio, h('label', { for: radioId, text: option.label }),
            option.detail ? h('span', { class: 'help', id: `${radioId}-detail`, text: option.detail }) : null);
        });
        controls.set(field.id, () => radiosValue(id));
        return h('fieldset', { class: 'flow-field flow-field--choice', 'data-testid': `flow-field-${field.id}` },
          h('legend', { text: field.label }), radios);
      }
      const input = h('input', {
        id, type: 'text', name: field.id, required: field.required === true, placeholder: field.placeholder ?? null,
        pattern: field.required === true ? '.*\\S.*' : null, autocomplete: 'off', 'data-testid': `flow-field-${field.id}`,
      });
      controls.set(field.id, () => input.value.trim());
      const limit = field.maximumLength;
      if (!(limit > 0)) return h('p', { class: 'field flow-field' }, h('label', { for: id, text: field.label }), input);
      // A limit is shown while typing (the count) and refused where it is typed (never cut without a word).
      input.dataset.maximumLength = String(limit);
      const count = h('span', { id: `${id}-count`, class: 'flow-field__count', 'aria-live': 'polite', 'data-testid': `flow-field-${field.id}-count` });
      const error = h('span', { id: `${id}-error`, class: 'flow-field__error', hidden: true, 'data-testid': `flow-field-${field.id}-error` });
      input.setAttribute('aria-describedby', `${id}-count ${id}-error`);
      const check = () => {
        // Characters as the server counts them (Swift's Characters: grapheme clusters).
        const length = [...graphemes.segment(input.value.trim())].length;
        count.textContent = `${length}/${limit}`;
        const message = length > limit ? t('ui.flow.tooLong', { count: length, limit }) : '';
        input.setCustomValidity(message);
        input.setAttribute('aria-invalid', String(message !== ''));
        error.textContent = message;
        error.hidden = message === '';
      };
      input.addEventListener('input', check);
      check();
      return h('p', { class: 'field flow-field' }, h('label', { for: id, text: field.label }), input, count, error);
    };
    const radiosValue = (name) => root.querySelector(`input[name="${CSS.escape(name)}"]:checked`)?.value ?? '';
    const element = h('form', {
      class: 'flow-form', 'aria-labelledby': `${idPrefix}-title`,
      onsubmit: (event) => {
        event.preventDefault();
        if (busy || !element.reportValidity()) return;
        const values = {};
        for (const [fieldId, read] of controls) values[fieldId] = read();
        send({ intent: 'submit', values, at: at() });
      },
    },
    fields.map(fieldElement),
    h('div', { class: 'flow-step__buttons' }, button(content.submitButton, 'flow-primary', null, { primary: true, type: 'submit' })));
    return [heading(content.title), element];
  }

  function terminal(content) {
    const parts = [
      content.title ? heading(content.title) : null,
      body(content.body),
      content.note ? h('p', { class: 'flow-step__note help', 'data-testid': 'flow-note', text: content.note }) : null,
    ];
    if (content.button) {
      parts.push(h('div', { class: 'flow-step__buttons' },
        button(content.button, 'flow-primary', () => finish(content.result ?? view.result), { primary: true })));
    }
    return parts;
  }

  const KINDS = { info, carousel, permission, 'single-choice': singleChoice, form, terminal };

  // ---- Showing a FlowView ----

  function render() {
    stopSwipe?.();
    stopSwipe = null;
    const step = view.step;
    const focusedTestid = root.contains(document.activeElement) ? document.activeElement.closest('[data-testid]')?.dataset.testid : null;
    const element = h('div', {
      class: `flow-step flow-step--${step.kind}`, 'data-testid': 'flow-step', 'data-step': step.id, 'data-kind': step.kind,
      'data-required': String(step.required === true),
    }, (KINDS[step.kind] ?? info)(step.content ?? {}));
    root.dataset.completed = String(view.completed === true);
    root.replaceChildren(...[flowBar(), element].filter(Boolean));
    if (decorateStep) {
      try {
        decorateStep(element, step, view);
      } catch {
        // A decoration never stops the flow.
      }
    }
    const key = `${step.id}#${step.kind === 'carousel' ? cardIndex : 0}`;
    if (key !== shownKey) {
      shownKey = key;
      const title = root.querySelector('[data-testid="flow-title"]');
      (title ?? root.querySelector('button, input'))?.focus();
    } else if (focusedTestid) {
      root.querySelector(`[data-testid="${CSS.escape(focusedTestid)}"]`)?.focus();
    }
    if (step.kind === 'terminal' && !step.content?.button) finish(step.content?.result ?? view.result);
  }

  function show(next) {
    if (view?.step?.id !== next?.step?.id) cardIndex = 0;
    view = next;
    if (!view.started && !view.completed && start) {
      send({ intent: 'start' });
      return;
    }
    if (!view.step) {
      root.replaceChildren();
      if (view.completed) finish(view.result);
      return;
    }
    render();
  }

  async function reload() {
    try {
      const next = await onboarding.flow(flow, abort.signal);
      if (!abort.signal.aborted) show(next);
    } catch {
      // Shown in the alert region by the API client (or the view was left).
    }
  }

  reload();

  return {
    reload,
    dispose() {
      abort.abort();
      stopSwipe?.();
    },
  };
}
