// One session as a link in a list (Home's recent sessions, History): date, centre, lane, ball, shot count and
// averages; and one shot of a session as a link: its number, when, and its headline figures.

import { h } from '/shell/dom.js';
import { t } from '/shell/i18n.js';
import { formatDate, formatLane, formatNumber, formatPercent, formatShotCount } from './format.js';

/** A list item linking to the session's shots. */
export function sessionRow(session, extra = null) {
  const place = [session.centerName, formatLane(session.lane)].filter(Boolean).join(' · ');
  return h('li', { class: 'list-row', 'data-testid': 'session-row', dataset: { sessionId: session.id } },
    h('a', { class: 'list-row__link', href: `#/history/${session.id}`, 'data-testid': 'history-session', dataset: { sessionId: session.id } },
      h('span', { class: 'list-row__title' }, formatDate(session.startedAt)),
      h('span', { class: 'list-row__detail' }, place || t('ui.history.noPlace')),
      h('span', { class: 'list-row__detail' },
        // A session without a ball still has one (the default purple, without a name).
        session.ball?.name ? [ballDot(session.ball.color?.hex), ' ', session.ball.name] : t('ui.ball.default')),
      h('span', { class: 'list-row__stats' },
        formatShotCount(session.shotCount), ' · ',
        t('ui.history.averages', {
          speed: formatNumber(session.averageSpeedMph), angle: formatNumber(session.averageEntryAngleDegrees),
          strike: formatPercent(session.strikePercent),
        }))),
    extra);
}

/** A small swatch of a ball's colour (decoration: the name says it). */
export function ballDot(hex, preset = null) {
  // A preset's colour without its hex (a ball kept on this phone): the preset's swatch.
  const dot = h('span', { class: hex || !preset ? 'ball-dot' : `ball-dot swatch--${preset}`, 'aria-hidden': 'true' });
  if (hex) dot.style.backgroundColor = hex;
  return dot;
}

/** A list item linking to `href`: shot `number`, when it was recorded and its speed, angle and strike figures. */
export function shotRow({ number, recordedAt, metrics }, href, dataset) {
  return h('li', { class: 'list-row', 'data-testid': 'shot-row', dataset },
    h('a', { class: 'list-row__link', href },
      h('span', { class: 'list-row__title', text: t('ui.result.title', { number }) }),
      h('span', { class: 'list-row__detail', text: formatDate(recordedAt) }),
      h('span', { class: 'list-row__stats', text: t('ui.history.shotLine', {
        speed: formatNumber(metrics.averageSpeedMph), angle: formatNumber(metrics.entryAngleDegrees),
        strike: formatPercent(metrics.strikeProbability * 100),
      }) })));
}
