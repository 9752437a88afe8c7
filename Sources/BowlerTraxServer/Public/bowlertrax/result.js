// A shot's result as the server measured it: speed, entry angle, rev rate (or "unavailable"), strike
// probability, each with its (i) tooltip (the spec's four texts) and the server's band; board at the arrows,
// breakpoint (board @ feet), entry board; the path on the lane diagram; the improvement tips and the
// encouragement line the server chose. Used right after a shot (Record) and when a shot is opened again (History).

import { h } from '/shell/dom.js';
import { t } from '/shell/i18n.js';
import { showTooltip } from '/onboarding/tooltip.js';
import { formatNumber, formatPercent } from './format.js';
import { laneDiagram } from './lane-diagram.js';
import { icon } from '/shell/icons.js';

/** One of the four headline metrics, with its (i) button opening the tooltip. */
function headline(id, labelKey, value, band, view) {
  const anchor = `metric-${id}`;
  const info = h('button', {
    type: 'button', class: 'info-button', 'data-testid': `metric-info-${id}`, 'aria-label': t('ui.metric.info', { metric: t(labelKey) }),
    'aria-haspopup': 'dialog',
  }, h('span', { 'aria-hidden': 'true', text: 'i' }));
  let close = null;
  info.addEventListener('click', () => {
    if (close) {
      close();
      close = null;
      return;
    }
    const message = `${t(`ui.tooltip.${id}.title`)}\n\n${t(`ui.tooltip.${id}.body`)}`;
    close = showTooltip({ id: anchor, anchor, message, button: t('ui.common.close'), pulse: false }, { view: view(), onDismiss: () => { close = null; } });
  });
  return h('div', { class: 'metric', 'data-onboarding-anchor': anchor },
    h('dt', { class: 'metric__label' }, t(labelKey), ' ', info),
    h('dd', { class: 'metric__value', 'data-testid': `metric-${id}`, dataset: { value: value.raw ?? '' }, text: value.text }),
    band ? h('dd', { class: 'metric__band', text: band }) : null);
}

function detail(id, labelKey, text, raw) {
  return h('div', { class: 'metric metric--small' },
    h('dt', { class: 'metric__label', text: t(labelKey) }),
    h('dd', { class: 'metric__value', 'data-testid': `metric-${id}`, dataset: { value: raw ?? '' }, text }));
}

/** The shot's metrics, diagram, tips and encouragement; `actions` (buttons) go at the end. */
export function shotResult(shot, { hand, actions = [], heading = 'h2' } = {}) {
  const m = shot.metrics;
  let root = null;
  const view = () => root;
  const strike = m.strikeProbability * 100;
  const metrics = h('dl', { class: 'metrics' },
    headline('speed', 'ui.metric.speed', { text: t('ui.unit.mph', { value: formatNumber(m.averageSpeedMph) }), raw: m.averageSpeedMph }, shot.bands?.speed, view),
    headline('entry-angle', 'ui.metric.entryAngle', { text: t('ui.unit.degrees', { value: formatNumber(m.entryAngleDegrees) }), raw: m.entryAngleDegrees }, shot.bands?.entryAngle, view),
    headline('rev-rate', 'ui.metric.revRate', {
      text: m.revRateRpm == null ? t('ui.metric.unavailable') : t('ui.unit.rpm', { value: formatNumber(m.revRateRpm, 0) }), raw: m.revRateRpm,
    }, shot.bands?.revRate, view),
    headline('strike', 'ui.metric.strike', { text: formatPercent(strike), raw: m.strikeProbability }, shot.bands?.strikeProbability, view));
  const boards = h('dl', { class: 'metrics metrics--small' },
    detail('arrows', 'ui.metric.arrows', t('ui.unit.board', { board: formatNumber(m.arrowsBoard, 0) }), m.arrowsBoard),
    detail('breakpoint', 'ui.metric.breakpoint', t('ui.unit.boardAt', { board: formatNumber(m.breakpointBoard, 0), feet: formatNumber(m.breakpointDistanceFeet, 0) }), m.breakpointBoard),
    detail('entry-board', 'ui.metric.entryBoard', t('ui.unit.board', { board: formatNumber(m.entryBoard, 1) }), m.entryBoard),
    detail('speeds', 'ui.metric.releaseEntrySpeed', t('ui.unit.speeds', { release: formatNumber(m.releaseSpeedMph), entry: formatNumber(m.entrySpeedMph) }), null));
  const tips = (shot.tips ?? []).map((tip) => h('aside', { class: 'card tip', 'data-testid': 'tip', dataset: { tip: tip.id } },
    h('h3', {}, icon('lightbulb'), tip.title),
    h('p', { class: 'tip__body', text: tip.body })));
  root = h('section', { class: 'shot-result', 'data-testid': 'shot-result', dataset: { shotId: shot.id } },
    h(heading, { class: 'shot-result__title', tabindex: '-1' }, t('ui.result.title', { number: shot.number })),
    shot.encouragement ? h('p', { class: 'encouragement', 'data-testid': 'encouragement', text: shot.encouragement }) : null,
    metrics, boards,
    m.path ? laneDiagram(m, hand) : null,
    tips,
    actions.length > 0 ? h('div', { class: 'button-row' }, actions) : null);
  return root;
}

/** What a screen reader hears when a result appears. */
export function resultAnnouncement(shot) {
  const m = shot.metrics;
  return t('ui.result.announce', {
    encouragement: shot.encouragement ?? '', speed: formatNumber(m.averageSpeedMph), angle: formatNumber(m.entryAngleDegrees),
    strike: formatPercent(m.strikeProbability * 100),
  });
}
