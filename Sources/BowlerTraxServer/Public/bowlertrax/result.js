// A shot's result as the server measured it: speed, entry angle, rev rate (or "unavailable"), strike
// probability, each with its (i) tooltip (the spec's four texts) and the server's band; board at the arrows,
// breakpoint (board @ feet), entry board; each measured figure with its ± (one standard uncertainty; none on a shot
// stored before the server measured it); the path on the lane diagram; the improvement tips and the encouragement
// line the server chose. Used right after a shot (Record) and when a shot is opened again (History).

import { h } from '/shell/dom.js';
import { t } from '/shell/i18n.js';
import { showTooltip } from '/onboarding/tooltip.js';
import { formatNumber, formatPercent } from './format.js';
import { laneDiagram } from './lane-diagram.js';
import { icon } from '/shell/icons.js';

/**
 * "± 0.8" after a value, with the value's decimals but never "± 0" (at least one unit of the last digit shown);
 * read as "plus or minus 0.8". Nothing when the shot has no uncertainty.
 */
function plusOrMinus(id, uncertainty, digits) {
  if (uncertainty === null || uncertainty === undefined || !Number.isFinite(uncertainty)) return null;
  const value = formatNumber(Math.max(uncertainty, 10 ** -digits), digits);
  return h('span', { class: 'metric__uncertainty', 'data-testid': `metric-${id}-uncertainty`, dataset: { value: uncertainty } },
    h('span', { 'aria-hidden': 'true', text: t('ui.unit.plusMinus', { value }) }),
    h('span', { class: 'visually-hidden', text: t('ui.metric.plusMinus', { value }) }));
}

/** A value's text followed by its ± (when there is one). */
function withUncertainty(text, uncertainty) {
  return uncertainty ? [text, ' ', uncertainty] : [text];
}

/** One of the four headline metrics, with its (i) button opening the tooltip and the value's ± when it has one. */
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
    h('dd', { class: 'metric__value', 'data-testid': `metric-${id}`, dataset: { value: value.raw ?? '' } },
      withUncertainty(value.text, value.uncertainty)),
    band ? h('dd', { class: 'metric__band', text: band }) : null);
}

/** A smaller metric: its label and its value, `content` (text, and ± elements). */
function detail(id, labelKey, content, raw) {
  return h('div', { class: 'metric metric--small' },
    h('dt', { class: 'metric__label', text: t(labelKey) }),
    h('dd', { class: 'metric__value', 'data-testid': `metric-${id}`, dataset: { value: raw ?? '' } }, content));
}

/** The shot's metrics, diagram, tips and encouragement; `actions` (buttons) go at the end. */
export function shotResult(shot, { hand, actions = [], heading = 'h2' } = {}) {
  const m = shot.metrics;
  const u = m.uncertainty ?? {};
  let root = null;
  const view = () => root;
  const strike = m.strikeProbability * 100;
  const metrics = h('dl', { class: 'metrics' },
    headline('speed', 'ui.metric.speed', {
      text: t('ui.unit.mph', { value: formatNumber(m.averageSpeedMph) }), raw: m.averageSpeedMph,
      uncertainty: plusOrMinus('speed', u.averageSpeedMph, 1),
    }, shot.bands?.speed, view),
    headline('entry-angle', 'ui.metric.entryAngle', {
      text: t('ui.unit.degrees', { value: formatNumber(m.entryAngleDegrees) }), raw: m.entryAngleDegrees,
      uncertainty: plusOrMinus('entry-angle', u.entryAngleDegrees, 1),
    }, shot.bands?.entryAngle, view),
    headline('rev-rate', 'ui.metric.revRate', {
      text: m.revRateRpm == null ? t('ui.metric.unavailable') : t('ui.unit.rpm', { value: formatNumber(m.revRateRpm, 0) }), raw: m.revRateRpm,
    }, m.revRateRpm == null && m.revRateUnavailable ? t(`ui.metric.revRateUnavailable.${m.revRateUnavailable}`) : shot.bands?.revRate, view),
    headline('strike', 'ui.metric.strike', { text: formatPercent(strike), raw: m.strikeProbability }, shot.bands?.strikeProbability, view));
  const boards = h('dl', { class: 'metrics metrics--small' },
    detail('arrows', 'ui.metric.arrows', withUncertainty(
      t('ui.unit.board', { board: formatNumber(m.arrowsBoard, 0) }), plusOrMinus('arrows', u.arrowsBoard, 0)), m.arrowsBoard),
    detail('breakpoint', 'ui.metric.breakpoint', [
      ...withUncertainty(t('ui.unit.board', { board: formatNumber(m.breakpointBoard, 0) }), plusOrMinus('breakpoint', u.breakpointBoard, 0)),
      ' ',
      ...withUncertainty(t('ui.unit.atFeet', { feet: formatNumber(m.breakpointDistanceFeet, 0) }),
        plusOrMinus('breakpoint-distance', u.breakpointDistanceFeet, 0)),
    ], m.breakpointBoard),
    detail('entry-board', 'ui.metric.entryBoard', withUncertainty(
      t('ui.unit.board', { board: formatNumber(m.entryBoard, 1) }), plusOrMinus('entry-board', u.entryBoard, 1)), m.entryBoard),
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
