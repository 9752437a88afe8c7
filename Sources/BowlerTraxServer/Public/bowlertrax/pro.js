// BowlerTrax Pro (issue 14, the paywall guide's shell): the server is the authority (GET /bowlertrax/api/pro: who
// has Pro, which screen comes next, the products in the player's language, the music policy, the clips to preload);
// this module draws what it says and sends the visitor's intents.
//
// - The paywall, full screen in #paywall over a looping clip (media-cache.js; its still when the clip is missing), with
//   the background music (background-music.js): after the first launch ("Not Now" skips it for good: the
//   dashboard), and from More or a Pro feature (X closes it). Plans as radio cards, "Subscribe" / "Start Free Trial",
//   "Restore Purchases" (the player's own, or another browser's by its restore code).
// - More > BowlerTrax Pro (#/pro): the subscription's state (renews on, ends on, grace period, billing retry,
//   expired, refunded), cancel or resume auto-renew, the restore code to keep, and Pro's features.
//
// Stable hooks (data-testid): paywall (data-origin: first-launch | more | feature), paywall-video (data-media-state),
// paywall-feature, plan (data-product; radio plan-<id>), purchase, restore, restore-code, restore-submit,
// paywall-skip, paywall-close, paywall-message (data-result); pro-view, pro-status (data-state), pro-plan,
// get-pro, cancel-renewal, resume-renewal, pro-restore-code, pro-feature-compare, pro-feature-export.

import { h } from '/shell/dom.js';
import { t } from '/shell/i18n.js';
import { announce } from '/shell/status.js';
import { isTransient } from '/shell/api.js';
import { bowlerTrax } from './api.js';
import { backingUp } from './backup.js';
import { backgroundMusic } from './background-music.js';
import { formatDate } from './format.js';
import { icon } from '/shell/icons.js';
import { mediaCache } from './media-cache.js';
import { phoneShotsCSV } from './phone-records.js';
import { store, updateStore } from './store.js';

/**
 * How long the page waits for the server's answer (the authority on who has Pro) before going on as a free player:
 * nobody sees the paywall while the answer is unknown, and a slow answer blocks no one (5 s, as Superwall waits).
 */
const ENTITLEMENT_TIMEOUT_MS = 5000;

/** Where this browser keeps the last ProView, for a Pro player with no network (see `cachedEntitlement`). */
const CACHED_PRO_KEY = 'bowlertrax-pro';

/**
 * The ProView as last read (rejects after ENTITLEMENT_TIMEOUT_MS); applies its music policy, preloads its clips. When
 * the server cannot be reached (no network, no answer in time), a Pro player's last view still unlocks Pro until the
 * server's `entitledUntil` (the period's end): a bowler in a basement keeps what they paid for.
 */
export async function loadPro({ signal, ...options } = {}) {
  const timeout = AbortSignal.timeout(ENTITLEMENT_TIMEOUT_MS);
  let pro;
  try {
    pro = await bowlerTrax.pro({ ...options, signal: signal ? AbortSignal.any([signal, timeout]) : timeout });
    remember(pro);
  } catch (error) {
    pro = signal?.aborted || !isTransient(error) ? null : cachedEntitlement();
    if (!pro) throw error;
  }
  adopt(pro);
  return pro;
}

function remember(pro) {
  try {
    // Without the restore code: a secret the page shows when asked, not one to leave in storage.
    const { restoreCode: _secret, ...kept } = pro;
    localStorage.setItem(CACHED_PRO_KEY, JSON.stringify(kept));
  } catch {
    // Storage refused (a private window's quota): nothing is cached.
  }
}

/** Forgets the last ProView (this browser became another bowler: their Pro is read again). */
export function forgetCachedPro() {
  try {
    localStorage.removeItem(CACHED_PRO_KEY);
  } catch {
    // Storage refused: nothing was cached.
  }
}

/** The last ProView, if it was a Pro player's and its `entitledUntil` has not passed on this device's clock. */
function cachedEntitlement() {
  let pro = null;
  try {
    pro = JSON.parse(localStorage.getItem(CACHED_PRO_KEY) ?? 'null');
  } catch {
    return null;
  }
  const until = Date.parse(pro?.entitledUntil ?? '');
  return pro?.access === 'entitled' && until > Date.now() ? pro : null;
}

function adopt(pro) {
  updateStore({ pro });
  backgroundMusic.configure({ policy: pro.music, enabled: store.settings.music !== false });
  mediaCache.preload(pro.videos ?? []);
}

const FEATURES = [
  { id: 'session-comparison', iconName: 'chart', titleKey: 'ui.pro.feature.compare.title', bodyKey: 'ui.pro.feature.compare.body' },
  { id: 'csv-export', iconName: 'film', titleKey: 'ui.pro.feature.export.title', bodyKey: 'ui.pro.feature.export.body' },
];

function featureList(features, testid) {
  return h('ul', { class: 'pro-features' }, FEATURES.filter((feature) => features.includes(feature.id)).map((feature) =>
    h('li', { class: 'pro-features__item', 'data-testid': testid, dataset: { feature: feature.id } },
      icon(feature.iconName, 'pro-features__icon'),
      h('span', {}, h('strong', { text: t(feature.titleKey) }), h('span', { class: 'help', text: t(feature.bodyKey) })))));
}

/**
 * Shows the paywall and resolves once it is left: "subscribed", "skipped" (the first launch's "Not Now") or
 * "closed". `origin`: "first-launch" (no X, "Not Now") or "more" / "feature" (an X).
 */
export async function runPaywall({ origin = 'more' } = {}) {
  const mountPoint = document.getElementById('paywall');
  const main = document.getElementById('main');
  const tabs = document.getElementById('tabs');
  let pro = store.pro ?? await loadPro();
  pro = await bowlerTrax.paywallEvent('shown', { quiet: true }).catch(() => pro);
  adopt(pro);
  backgroundMusic.setScreen('paywall');
  main.hidden = true;
  tabs.hidden = true;
  mountPoint.hidden = false;
  document.body.classList.add('bt-paywall-open');

  const outcome = await new Promise((resolve) => {
    const message = h('p', { class: 'paywall__message', role: 'status', 'aria-live': 'polite', 'data-testid': 'paywall-message' });
    const show = (text, result) => {
      message.textContent = text;
      message.dataset.result = result;
      announce(text);
    };
    const products = pro.products ?? [];
    const preferred = products.find((product) => product.freeTrial) ?? products[0];
    const plans = h('fieldset', { class: 'paywall__plans' },
      h('legend', { text: t('ui.pro.plans') }),
      products.map((product) => h('label', { class: 'plan', 'data-testid': 'plan', dataset: { product: product.id } },
        h('input', { type: 'radio', name: 'pro-plan', value: product.id, checked: product === preferred, 'data-testid': `plan-${product.id}` }),
        h('span', { class: 'plan__price', text: product.displayPrice }),
        product.freeTrial ? h('span', { class: 'badge badge--pro', text: product.freeTrial }) : null)));
    const chosen = () => products.find((product) => product.id === plans.querySelector('input:checked')?.value);
    const purchaseButton = h('button', { type: 'button', class: 'button button--primary button--large', 'data-testid': 'purchase', onclick: purchase });
    const label = () => { purchaseButton.textContent = t(chosen()?.freeTrial ? 'ui.pro.startTrial' : 'ui.pro.subscribe'); };
    plans.addEventListener('change', label);
    label();
    const buttons = () => mountPoint.querySelectorAll('button, input');
    const busy = (on) => { for (const element of buttons()) element.disabled = on; };

    async function purchase() {
      const product = chosen();
      if (!product) return;
      busy(true);
      show(t('ui.pro.purchasing'), 'busy');
      try {
        const answer = await bowlerTrax.purchase(product.id);
        adopt(answer.pro);
        if (answer.result === 'success') {
          show(t('ui.pro.welcome'), 'success');
          resolve('subscribed');
          return;
        }
        // The server's own sentence (cancelled, waiting for approval, refused), in the player's language.
        show(answer.message ?? t('ui.pro.failedNoReason'), answer.result);
      } catch {
        show(t('ui.pro.failedNoReason'), 'failed');
      }
      busy(false);
    }

    const codeInput = h('input', { id: 'restore-code', type: 'text', autocomplete: 'off', spellcheck: 'false', maxlength: 40, 'data-testid': 'restore-code' });
    const codeForm = h('form', { class: 'paywall__restore', hidden: true },
      h('p', { class: 'help', text: t('ui.pro.restoreCodeHelp') }),
      h('p', { class: 'field' }, h('label', { for: 'restore-code', text: t('ui.pro.restoreCode') }), codeInput),
      h('button', { type: 'submit', class: 'button', 'data-testid': 'restore-submit', text: t('ui.pro.restore') }));
    codeForm.addEventListener('submit', (event) => {
      event.preventDefault();
      restore(codeInput.value.trim());
    });

    async function restore(code = null) {
      busy(true);
      try {
        const answer = await bowlerTrax.restore(code || null);
        adopt(answer.pro);
        if (answer.restored) {
          show(t('ui.pro.restored'), 'restored');
          resolve('subscribed');
          return;
        }
        // Nothing of this player's own: another browser's purchase comes back with its restore code.
        show(t('ui.pro.nothingToRestore'), 'nothing');
        codeForm.hidden = false;
        busy(false);
        codeInput.focus();
      } catch {
        busy(false);
        codeForm.hidden = false;
      }
    }

    const leave = (event) => async () => {
      busy(true);
      const answer = await bowlerTrax.paywallEvent(event, { quiet: true }).catch(() => null);
      if (answer) adopt(answer);
      resolve(event);
    };
    const video = mediaCache.video('paywall', { loop: true, alt: t('ui.pro.videoAlt') });
    video.classList.add('paywall__video');
    video.setAttribute('data-testid', 'paywall-video');
    mountPoint.replaceChildren(h('section', { class: 'paywall', role: 'dialog', 'aria-modal': 'true', 'aria-labelledby': 'paywall-title', 'data-testid': 'paywall', dataset: { origin } },
      video,
      h('div', { class: 'paywall__panel' },
        origin === 'first-launch' ? null : h('button', { type: 'button', class: 'sheet__close paywall__close', 'aria-label': t('ui.pro.close'), 'data-testid': 'paywall-close', onclick: leave('closed') },
          h('span', { 'aria-hidden': 'true', text: '×' })),
        h('h1', { id: 'paywall-title', tabindex: '-1', text: t('ui.pro.name') }),
        h('p', { class: 'paywall__tagline', text: t('ui.pro.tagline') }),
        featureList(pro.features ?? [], 'paywall-feature'),
        h('p', { class: 'help', text: t('ui.pro.freeNote') }),
        plans,
        codeForm,
        h('p', { class: 'help paywall__terms', text: t('ui.pro.terms') }),
        h('div', { class: 'paywall__actions' },
          message,
          purchaseButton,
          h('button', { type: 'button', class: 'button', 'data-testid': 'restore', onclick: () => restore(), text: t('ui.pro.restore') }),
          origin === 'first-launch' ? h('button', { type: 'button', class: 'button button--link', 'data-testid': 'paywall-skip', onclick: leave('skipped'), text: t('ui.pro.notNow') }) : null))));
    mountPoint.querySelector('h1').focus();
    mountPoint.addEventListener('keydown', (event) => {
      if (event.key === 'Escape' && origin !== 'first-launch') leave('closed')();
    });
  });

  mountPoint.replaceChildren();
  mountPoint.hidden = true;
  document.body.classList.remove('bt-paywall-open');
  main.hidden = false;
  tabs.hidden = false;
  backgroundMusic.setScreen('main');
  if (outcome === 'subscribed') announce(t('ui.pro.welcome'));
  return outcome;
}

/**
 * For a Pro feature worked out on the phone (without backup): resolves when the server (or its cached answer, until
 * it expires) says the player is entitled, else throws as the server's 402 would, for withPro's paywall.
 */
export async function requireProHere(options) {
  if ((await loadPro(options)).access !== 'entitled') throw Object.assign(new Error('pro-required'), { status: 402 });
}

/** Runs `action`; a 402 (Pro required) answers with the paywall, and `action` runs again once subscribed. */
export async function withPro(action) {
  try {
    return await action();
  } catch (error) {
    if (error?.status !== 402) throw error;
    if ((await runPaywall({ origin: 'feature' })) !== 'subscribed') return null;
    return action();
  }
}

/** The subscription's state as a sentence. */
function statusLine(status) {
  const date = (iso) => formatDate(iso);
  switch (status.state) {
    case 'subscribed':
      return status.willAutoRenew && status.renewalDate
        ? t('ui.pro.status.renews', { date: date(status.renewalDate) })
        : t('ui.pro.status.ends', { date: date(status.expiresAt) });
    case 'inGracePeriod': return t('ui.pro.status.grace', { date: date(status.expiresAt) });
    case 'inBillingRetry': return t('ui.pro.status.retry');
    case 'expired': return t('ui.pro.status.expired');
    case 'revoked': return t('ui.pro.status.revoked');
    default: return status.pendingPurchase ? t('ui.pro.status.pending') : t('ui.pro.status.free');
  }
}

function mount(root) {
  const abort = new AbortController();
  const body = h('div', { 'aria-busy': 'true' }, h('p', { class: 'loading', text: t('ui.common.loading') }));
  root.append(h('section', { class: 'view bt-view', 'data-testid': 'pro-view' }, h('h1', { tabindex: '-1', text: t('ui.pro.name') }), body));

  // The buyer's other browsers (restored with the code), each removable; shown once there is one.
  const linkList = h('div', { 'data-testid': 'pro-links', hidden: true });

  async function showLinks() {
    try {
      const { links, limit } = await bowlerTrax.proLinks({ signal: abort.signal, quiet: true });
      linkList.hidden = links.length === 0;
      linkList.replaceChildren(
        h('h3', { text: t('ui.pro.links.title', { count: String(links.length), limit: String(limit) }) }),
        h('ul', {}, links.map((link) => h('li', { 'data-testid': 'pro-link' },
          h('span', { text: t('ui.pro.links.linked', { date: formatDate(link.linkedAt) }) }), ' ',
          h('button', { type: 'button', class: 'button', 'data-testid': 'pro-link-remove', text: t('ui.pro.links.remove'),
            onclick: async () => {
              try {
                await bowlerTrax.removeProLink(link.id, { signal: abort.signal });
                announce(t('ui.pro.links.removed'));
                showLinks();
              } catch { /* the alert region says why */ }
            } })))));
    } catch { linkList.hidden = true; }
  }

  function render(pro) {
    body.removeAttribute('aria-busy');
    const { status } = pro;
    const product = (pro.products ?? []).find((entry) => entry.id === status.productID);
    const entitled = pro.access === 'entitled';
    const renewing = status.state === 'subscribed' || status.state === 'inGracePeriod';
    // A browser that restored another's purchase uses Pro; the buyer's browser manages its renewal.
    const manages = pro.managesRenewal !== false;
    body.replaceChildren(
      h('div', { class: 'card' },
        h('p', { class: 'pro-status', 'data-testid': 'pro-status', dataset: { state: status.state, access: pro.access } },
          statusLine(status)),
        product ? h('p', { class: 'help', 'data-testid': 'pro-plan', text: t('ui.pro.plan', { plan: product.displayPrice }) }) : null,
        entitled ? null : h('button', { type: 'button', class: 'button button--primary button--large', 'data-testid': 'get-pro', text: t('ui.pro.getPro'),
          onclick: async () => { await runPaywall({ origin: 'more' }); render(store.pro); } }),
        renewing && manages && status.willAutoRenew ? h('button', { type: 'button', class: 'button', 'data-testid': 'cancel-renewal', text: t('ui.pro.cancelRenewal'), onclick: () => renew(false) }) : null,
        renewing && manages && !status.willAutoRenew ? h('button', { type: 'button', class: 'button', 'data-testid': 'resume-renewal', text: t('ui.pro.resumeRenewal'), onclick: () => renew(true) }) : null,
        renewing && !manages ? h('p', { class: 'help', 'data-testid': 'renewal-elsewhere', text: t('ui.pro.renewalElsewhere') }) : null,
        pro.restoreCode ? h('p', { class: 'help', 'data-testid': 'pro-restore-code', text: t('ui.pro.restoreCodeKeep', { code: pro.restoreCode }) }) : null,
        entitled && manages ? linkList : null),
      h('div', { class: 'card' },
        featureList(pro.features ?? [], 'pro-feature'),
        h('p', { class: 'button-row' },
          h('a', { href: '#/compare', class: 'button', 'data-testid': 'pro-feature-compare', text: t('ui.compare.title') }),
          h('button', { type: 'button', class: 'button', 'data-testid': 'pro-feature-export', text: t('ui.export.button'), onclick: exportCSV }))));
    body.querySelector('button, a')?.focus?.({ preventScroll: true });
  }

  async function renew(on) {
    try {
      const pro = await bowlerTrax.setAutoRenew(on, { signal: abort.signal });
      adopt(pro);
      announce(t(on ? 'ui.pro.renewalOn' : 'ui.pro.renewalOff'));
      render(pro);
    } catch { /* the alert region says why */ }
  }

  loadPro({ signal: abort.signal }).then((pro) => {
    render(pro);
    if (pro.access === 'entitled' && pro.managesRenewal !== false) showLinks();
  }).catch(() => body.replaceChildren());
  return () => abort.abort();
}

/**
 * Export to CSV: a download for a Pro player, the paywall for a free one. Without backup the file is written on the
 * phone from its own records (phone-records.js), the same bytes the server writes for its own.
 */
export async function exportCSV() {
  await withPro(async () => {
    let file;
    if (await backingUp()) {
      const response = await fetch(bowlerTrax.exportPath, { credentials: 'same-origin' });
      if (response.status === 402) throw Object.assign(new Error('pro-required'), { status: 402 });
      if (!response.ok) throw new Error(`export: ${response.status}`);
      file = await response.blob();
    } else {
      await requireProHere();
      file = new Blob([await phoneShotsCSV()], { type: 'text/csv;charset=utf-8' });
    }
    const url = URL.createObjectURL(file);
    const link = h('a', { href: url, download: 'bowlertrax-shots.csv', hidden: true });
    document.body.append(link);
    link.click();
    link.remove();
    setTimeout(() => URL.revokeObjectURL(url), 10_000);
  });
}

export const proView = { titleKey: 'ui.pro.name', mount };
