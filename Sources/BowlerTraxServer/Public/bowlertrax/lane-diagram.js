// The shot on a lane seen from the bowler (foul line at the bottom, pins at the top, 39 boards across, 60 feet
// long): the path, the release point, the breakpoint and the entry point, and "Understanding Your Shot Path"
// (the spec's help) in a dialog. Boards are in the bowler's numbering: board 1 is the outside edge on the
// bowler's hand side (the right for a right-hander).

import { modal, modalTitleID } from '/shell/dialog.js';
import { h } from '/shell/dom.js';
import { t } from '/shell/i18n.js';
import { svg } from './stage.js';
import { icon } from '/shell/icons.js';

const BOARDS = 39;
const LANE_FEET = 60;
const WIDTH = 117; // 3 units a board
const HEIGHT = 360; // 6 units a foot
const ARROWS_FEET = 15;

/** The lane's x for `board` (its centre) for `hand`: board 1 at the right for a right-hander, at the left otherwise. */
function xOf(board, hand) {
  const fromLeft = hand === 'left' ? board - 0.5 : BOARDS - board + 0.5;
  return (fromLeft / BOARDS) * WIDTH;
}

const yOf = (feet) => HEIGHT - (feet / LANE_FEET) * HEIGHT;

function point(x, y, kind, label) {
  return svg('g', { class: `lane__point lane__point--${kind}`, 'data-testid': `${kind}-point` },
    svg('circle', { cx: x, cy: y, r: 4.5 }),
    svg('title', {}, document.createTextNode(label)));
}

/** The lane diagram of `metrics` (path, breakpoint, entry) for `hand`, with its legend and the help link. */
export function laneDiagram(metrics, hand) {
  const path = metrics.path ?? [];
  const lane = svg('svg', {
    class: 'lane', viewBox: `-6 -6 ${WIDTH + 12} ${HEIGHT + 12}`, role: 'img', 'aria-labelledby': 'lane-title lane-desc',
    'data-testid': 'lane-diagram',
  });
  lane.append(
    svg('title', { id: 'lane-title' }, document.createTextNode(t('ui.lane.title'))),
    svg('desc', { id: 'lane-desc' }, document.createTextNode(t('ui.lane.description', {
      release: path.length > 0 ? Math.round(path[0].board) : '--', breakpoint: Math.round(metrics.breakpointBoard),
      distance: Math.round(metrics.breakpointDistanceFeet), entry: Math.round(metrics.entryBoard),
    }))),
    svg('rect', { class: 'lane__surface', x: 0, y: 0, width: WIDTH, height: HEIGHT }));
  for (let board = 5; board < BOARDS; board += 5) {
    lane.append(svg('line', { class: 'lane__board', x1: xOf(board, 'left') + 1.5, y1: 0, x2: xOf(board, 'left') + 1.5, y2: HEIGHT }));
  }
  // The arrows at 15 feet (boards 5, 10, ... 35) and the foul line.
  for (let board = 5; board <= 35; board += 5) {
    const x = xOf(board, hand);
    const y = yOf(ARROWS_FEET + (20 - Math.abs(20 - board)) / 5 * 0.5);
    lane.append(svg('path', { class: 'lane__arrow', d: `M ${x} ${y - 6} L ${x - 2.5} ${y} L ${x + 2.5} ${y} Z` }));
  }
  lane.append(svg('line', { class: 'lane__foul', x1: 0, y1: HEIGHT, x2: WIDTH, y2: HEIGHT }));
  // The head pin.
  lane.append(svg('circle', { class: 'lane__pin', cx: WIDTH / 2, cy: yOf(LANE_FEET) + 4, r: 3 }));
  if (path.length > 1) {
    const d = path.map((p, index) => `${index === 0 ? 'M' : 'L'} ${xOf(p.board, hand).toFixed(1)} ${yOf(p.distanceFeet).toFixed(1)}`).join(' ');
    lane.append(svg('path', { class: 'lane__path', d, 'data-testid': 'path-line' }));
    lane.append(point(xOf(path[0].board, hand), yOf(path[0].distanceFeet), 'release', t('ui.lane.release')));
  }
  lane.append(point(xOf(metrics.breakpointBoard, hand), yOf(metrics.breakpointDistanceFeet), 'breakpoint', t('ui.lane.breakpoint')));
  lane.append(point(xOf(metrics.entryBoard, hand), yOf(LANE_FEET), 'entry', t('ui.lane.entry')));

  const legend = h('ul', { class: 'legend' },
    [['release', 'ui.lane.release'], ['breakpoint', 'ui.lane.breakpoint'], ['entry', 'ui.lane.entry']].map(([kind, key]) => h('li', {},
      h('span', { class: `legend__mark legend__mark--${kind}`, 'aria-hidden': 'true' }), t(key))));
  return h('figure', { class: 'lane-figure' }, lane,
    h('figcaption', {}, legend,
      h('button', { type: 'button', class: 'button button--small link-button', 'data-testid': 'path-help', onclick: () => showPathHelp(metrics, hand) },
        icon('info'), t('ui.pathHelp.title'))));
}

/** "Understanding Your Shot Path": the diagram and what its three points mean, in a modal dialog. */
export function showPathHelp(metrics, hand) {
  const section = (titleKey, bodyKey) => h('div', {}, h('h3', { text: t(titleKey) }), h('p', { text: t(bodyKey) }));
  const titleId = modalTitleID('path-help-title');
  const form = h('form', { method: 'dialog', class: 'dialog__form' },
    h('h2', { id: titleId, class: 'dialog__title', text: t('ui.pathHelp.title') }),
    metrics ? h('div', { class: 'lane-figure--small' }, laneOnly(metrics, hand)) : null,
    section('ui.pathHelp.release.title', 'ui.pathHelp.release.body'),
    section('ui.pathHelp.breakpoint.title', 'ui.pathHelp.breakpoint.body'),
    section('ui.pathHelp.entry.title', 'ui.pathHelp.entry.body'),
    h('div', { class: 'dialog__buttons' }, h('button', { type: 'submit', class: 'button button--primary', 'data-testid': 'dialog-confirm', text: t('ui.common.close') })));
  modal({ testid: 'path-help-dialog', labelledBy: titleId, content: form, escapeValue: 'close' });
}

function laneOnly(metrics, hand) {
  const figure = laneDiagram(metrics, hand);
  const lane = figure.querySelector('svg');
  lane.removeAttribute('data-testid');
  for (const element of lane.querySelectorAll('[data-testid]')) element.removeAttribute('data-testid');
  for (const element of lane.querySelectorAll('[id]')) element.removeAttribute('id');
  lane.setAttribute('aria-hidden', 'true');
  lane.removeAttribute('aria-labelledby');
  return lane;
}
