// "Track Your Progress" in History: GET progress drawn as inline SVG line charts, one per figure, the oldest session
// on the left: average speed, entry angle, board at the arrows and strike probability, then consistency (each
// session's standard deviation of the board at the arrows and of the entry board, two lines; a session of one shot
// has no spread and leaves a gap). Each chart is an image (role img) whose label sums it up, with its exact figures in
// a table under <details>. The figures are the server's (computed in Swift); this module only draws them.
//
// Stable hooks (data-testid): progress, progress-empty, trend-chart (data-metric: speed|entryAngle|arrowsBoard|
// strike|consistency; data-points, the points drawn), trend-svg, trend-point (data-series, data-session-id,
// data-value), trend-figures (the <details>), trend-table (data-metric), trend-row (data-session-id; each value
// cell's data-field and data-value are the served figure's).

import { h } from '/shell/dom.js';
import { t } from '/shell/i18n.js';
import { formatLane, formatNumber, formatPercent, formatShortDate, formatShotCount } from './format.js';
import { svg } from './stage.js';

// The drawing in viewBox units; at a 390 px wide phone the chart is drawn about 1:1, so 12 units read as 12 px.
const WIDTH = 320;
const HEIGHT = 164;
const MARGIN = { left: 46, right: 14, top: 12, bottom: 30 };

const boards = (value) => t('ui.progress.boards', { value: formatNumber(value) });

/**
 * The charts: each one's metric, title, series (a served session's field; a label when there are two), how a value
 * reads, and its axis: where it starts (`from`) or ends (`to`) if fixed, and the least it spans, so that a tenth of a
 * degree between sessions is drawn as the small change it is, not as a swing across the chart.
 */
const CHARTS = [
  { metric: 'speed', titleKey: 'ui.metric.speed', series: [{ field: 'averageSpeedMph' }],
    format: (value) => t('ui.unit.mph', { value: formatNumber(value) }), minimumSpan: 2 },
  { metric: 'entryAngle', titleKey: 'ui.metric.entryAngle', series: [{ field: 'averageEntryAngleDegrees' }],
    format: (value) => t('ui.unit.degrees', { value: formatNumber(value) }), minimumSpan: 2 },
  { metric: 'arrowsBoard', titleKey: 'ui.metric.arrows', series: [{ field: 'averageArrowsBoard' }],
    format: (value) => t('ui.unit.board', { board: formatNumber(value) }), minimumSpan: 4 },
  { metric: 'strike', titleKey: 'ui.metric.strike', series: [{ field: 'strikePercent' }],
    format: (value) => formatPercent(value), from: 0, to: 100 },
  { metric: 'consistency', titleKey: 'ui.progress.consistency', helpKey: 'ui.progress.consistencyHelp',
    series: [{ field: 'arrowsBoardStandardDeviation', labelKey: 'ui.progress.arrowsSpread' },
      { field: 'entryBoardStandardDeviation', labelKey: 'ui.progress.entrySpread' }],
    format: boards, from: 0, minimumSpan: 2 },
];

const isNumber = (value) => typeof value === 'number' && Number.isFinite(value);

/**
 * The axis for the values: at least the chart's span (widened around them, or upward from a fixed start), in about
 * three round steps (1, 2, 2.5 or 5 times a power of ten), each tick label with the decimals its step needs.
 */
function axis(values, chart) {
  let low = chart.from ?? Math.min(...values);
  let high = chart.to ?? Math.max(...values);
  const missing = (chart.minimumSpan ?? 0) - (high - low);
  if (missing > 0) {
    if (chart.from === undefined) low -= missing / 2;
    high += chart.from === undefined ? missing / 2 : missing;
  }
  const raw = (high - low) / 3;
  const power = 10 ** Math.floor(Math.log10(raw));
  const step = [1, 2, 2.5, 5, 10].map((factor) => factor * power).find((candidate) => candidate >= raw - 1e-12);
  const start = Math.floor(low / step + 1e-9) * step;
  const end = Math.ceil(high / step - 1e-9) * step;
  let digits = 0;
  while (digits < 6 && Math.abs(step * 10 ** digits - Math.round(step * 10 ** digits)) > 1e-6) digits += 1;
  const ticks = [];
  // Each tick rounded to its decimals (no 0.30000000000000004, no -0).
  for (let index = 0; start + index * step <= end + step / 2; index += 1) {
    ticks.push(Number((start + index * step).toFixed(digits)) || 0);
  }
  return { start, end, ticks, digits };
}

/** The summary a screen reader reads for the chart. */
function summary(chart, sessions) {
  const title = t(chart.titleKey);
  if (chart.series.length === 1) {
    const values = sessions.map((session) => session[chart.series[0].field]);
    if (values.length === 1) return t('ui.progress.summaryOne', { metric: title, latest: chart.format(values[0]) });
    return t('ui.progress.summary', {
      metric: title, count: values.length, first: chart.format(values[0]), latest: chart.format(values.at(-1)),
      lowest: chart.format(Math.min(...values)), highest: chart.format(Math.max(...values)),
    });
  }
  const [arrows, entry] = chart.series.map(({ field }) => {
    const values = sessions.map((session) => session[field]).filter(isNumber);
    if (values.length === 0) return t('ui.progress.noSpread');
    if (values.length === 1) return chart.format(values[0]);
    return t('ui.progress.firstLatest', { first: chart.format(values[0]), latest: chart.format(values.at(-1)) });
  });
  return t('ui.progress.consistencySummary', { arrows, entry });
}

/** The SVG of `chart` over `sessions`: grid and tick labels, the first and last session's dates, a line a series. */
function drawing(chart, sessions) {
  const values = sessions.flatMap((session) => chart.series.map(({ field }) => session[field])).filter(isNumber);
  const { start, end, ticks, digits } = axis(values, chart);
  const plotWidth = WIDTH - MARGIN.left - MARGIN.right;
  const plotHeight = HEIGHT - MARGIN.top - MARGIN.bottom;
  const xOf = (index) => (sessions.length === 1 ? MARGIN.left + plotWidth / 2
    : MARGIN.left + (index / (sessions.length - 1)) * plotWidth);
  const yOf = (value) => MARGIN.top + (1 - (value - start) / (end - start)) * plotHeight;
  const picture = svg('svg', {
    class: 'trend__svg', viewBox: `0 0 ${WIDTH} ${HEIGHT}`, role: 'img', 'aria-label': summary(chart, sessions),
    'data-testid': 'trend-svg',
  });
  for (const tick of ticks) {
    const y = yOf(tick).toFixed(1);
    picture.append(
      svg('line', { class: 'trend__grid', x1: MARGIN.left, x2: WIDTH - MARGIN.right, y1: y, y2: y }),
      svg('text', { class: 'trend__tick', x: MARGIN.left - 6, y, 'text-anchor': 'end', 'dominant-baseline': 'middle' },
        document.createTextNode(formatNumber(tick, digits))));
  }
  // The first and the latest session's dates under the ends (one date, centred, when they are the same day).
  const first = formatShortDate(sessions[0].startedAt);
  const latest = formatShortDate(sessions.at(-1).startedAt);
  const dates = first === latest ? [[first, MARGIN.left + plotWidth / 2, 'middle']]
    : [[first, MARGIN.left, 'start'], [latest, WIDTH - MARGIN.right, 'end']];
  for (const [text, x, anchor] of dates) {
    picture.append(svg('text', { class: 'trend__tick', x, y: HEIGHT - 8, 'text-anchor': anchor },
      document.createTextNode(text)));
  }
  // A session with no figure in any series (consistency after one shot) says why it has no point.
  sessions.forEach((session, index) => {
    if (chart.series.some(({ field }) => isNumber(session[field]))) return;
    picture.append(svg('text', { class: 'trend__gap', x: xOf(index).toFixed(1), y: MARGIN.top + plotHeight / 2,
      'text-anchor': 'middle', 'dominant-baseline': 'middle' }, document.createTextNode(formatShotCount(session.shotCount))));
  });
  chart.series.forEach(({ field }, series) => {
    // A line through consecutive sessions with a figure; a session without one (no spread) breaks it.
    let d = '';
    let continuing = false;
    sessions.forEach((session, index) => {
      const value = session[field];
      if (!isNumber(value)) {
        continuing = false;
        return;
      }
      d += `${continuing ? 'L' : 'M'} ${xOf(index).toFixed(1)} ${yOf(value).toFixed(1)} `;
      continuing = true;
    });
    if (d) picture.append(svg('path', { class: `trend__line trend__line--${series}`, d: d.trim() }));
    sessions.forEach((session, index) => {
      const value = session[field];
      if (!isNumber(value)) return;
      picture.append(svg('circle', {
        class: `trend__point trend__point--${series}`, cx: xOf(index).toFixed(1), cy: yOf(value).toFixed(1), r: 4.5,
        'data-testid': 'trend-point', 'data-series': field, 'data-session-id': session.id, 'data-value': value,
      }, svg('title', {}, document.createTextNode(`${formatShortDate(session.startedAt)}: ${chart.format(value)}`))));
    });
  });
  return picture;
}

/** The chart's legend (two series) or its latest figure (one). */
function caption(chart, sessions) {
  if (chart.series.length === 1) {
    return h('p', { class: 'trend__latest', text: t('ui.progress.latest', { value: chart.format(sessions.at(-1)[chart.series[0].field]) }) });
  }
  return h('ul', { class: 'trend__legend' }, chart.series.map((_, series) => h('li', {},
    svg('svg', { class: 'trend__swatch', viewBox: '0 0 24 12', 'aria-hidden': 'true' },
      svg('line', { class: `trend__line trend__line--${series}`, x1: 1, x2: 23, y1: 6, y2: 6 })),
    ' ', t(chart.series[series].labelKey))));
}

/** A table row's session: its date, its centre and lane when given, and its shot count. */
function sessionHeader(session) {
  const place = [session.centerName, formatLane(session.lane)].filter(Boolean).join(' · ');
  return h('th', { scope: 'row' }, formatShortDate(session.startedAt),
    place ? h('span', { class: 'trend-table__detail', text: place }) : null,
    h('span', { class: 'trend-table__detail', text: formatShotCount(session.shotCount) }));
}

/**
 * The figures of the chart as a table: a row a session (its date, place and shot count), the served values (a
 * session of one shot has no spread).
 */
function figuresTable(chart, sessions) {
  const headers = chart.series.length === 1 ? [t(chart.titleKey)] : chart.series.map(({ labelKey }) => t(labelKey));
  const cell = (field, value, text) => h('td', isNumber(value)
    ? { class: 'trend-table__value', dataset: { field, value: String(value) } } : { dataset: { field } }, text);
  return h('details', { class: 'trend-figures', 'data-testid': 'trend-figures' },
    h('summary', { text: t('ui.progress.figures') }),
    h('div', { class: 'trend-figures__scroll' },
      h('table', { class: 'trend-table', 'data-testid': 'trend-table', dataset: { metric: chart.metric } },
        h('thead', {}, h('tr', {}, h('th', { scope: 'col', text: t('ui.history.session') }),
          headers.map((text) => h('th', { scope: 'col', text })))),
        h('tbody', {}, sessions.map((session) => h('tr', { 'data-testid': 'trend-row', dataset: { sessionId: session.id } },
          sessionHeader(session),
          chart.series.map(({ field }) => {
            const value = session[field];
            return cell(field, value, isNumber(value) ? chart.format(value) : t('ui.progress.noSpread'));
          })))))));
}

function trendChart(chart, sessions) {
  const points = sessions.reduce((count, session) => count
    + chart.series.filter(({ field }) => isNumber(session[field])).length, 0);
  return h('figure', { class: 'trend', 'data-testid': 'trend-chart', dataset: { metric: chart.metric, points } },
    h('figcaption', {},
      h('h3', { class: 'trend__title', text: t(chart.titleKey) }),
      chart.helpKey ? h('p', { class: 'help trend__help', text: t(chart.helpKey) }) : null,
      caption(chart, sessions)),
    drawing(chart, sessions),
    figuresTable(chart, sessions));
}

/** History's "Your Progress" for `progress` (GET progress): the five charts, or a line saying shots are needed. */
export function progressSection(progress) {
  const section = h('section', { class: 'progress', 'data-testid': 'progress', 'aria-labelledby': 'progress-title' },
    h('h2', { id: 'progress-title', text: t('ui.progress.title') }));
  if (progress.sessions.length === 0) {
    section.append(h('p', { class: 'help', 'data-testid': 'progress-empty', text: t('ui.progress.empty') }));
    return section;
  }
  section.append(h('p', { class: 'help', text: t('ui.progress.intro', { limit: progress.sessionLimit }) }),
    ...CHARTS.map((chart) => trendChart(chart, progress.sessions)));
  return section;
}
