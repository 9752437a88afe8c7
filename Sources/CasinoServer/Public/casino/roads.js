// The five baccarat road maps drawn as inline SVG from the server's grids ({rows, columns, cells}).
// Bead Plate: filled discs lettered B, P or T. Big Road: rings lettered B or P, a green slash (with a
// number past one) for ties. Big Eye Boy: rings; Small Road: discs; Cockroach Pig: slashes, red or blue.
// Pairs are small dots: Banker pair top left, Player pair bottom right. Each map has a text summary.

import { h } from '/shell/dom.js';
import { t } from '/shell/i18n.js';

const SVG_NS = 'http://www.w3.org/2000/svg';

export const ROADS = [
  { key: 'beadPlate', id: 'bead-plate', titleKey: 'ui.roads.beadPlate', style: 'bead', cell: 26, minColumns: 12 },
  { key: 'bigRoad', id: 'big-road', titleKey: 'ui.roads.bigRoad', style: 'big', cell: 22, minColumns: 20 },
  { key: 'bigEyeBoy', id: 'big-eye-boy', titleKey: 'ui.roads.bigEyeBoy', style: 'ring', cell: 14, minColumns: 30 },
  { key: 'smallRoad', id: 'small-road', titleKey: 'ui.roads.smallRoad', style: 'disc', cell: 14, minColumns: 30 },
  { key: 'cockroachPig', id: 'cockroach-pig', titleKey: 'ui.roads.cockroachPig', style: 'slash', cell: 14, minColumns: 30 },
];

// The letters are the roads' own (B, P, T in every language); the names are spoken in the summaries.
const MARKS = {
  B: { colour: 'red', letter: 'B', nameKey: 'ui.roads.mark.banker' },
  P: { colour: 'blue', letter: 'P', nameKey: 'ui.roads.mark.player' },
  T: { colour: 'green', letter: 'T', nameKey: 'ui.roads.mark.tie' },
  RED: { colour: 'red', letter: '', nameKey: 'ui.roads.mark.red' },
  BLUE: { colour: 'blue', letter: '', nameKey: 'ui.roads.mark.blue' },
};

function svg(tag, attributes = {}, ...children) {
  const element = document.createElementNS(SVG_NS, tag);
  for (const [key, value] of Object.entries(attributes)) element.setAttribute(key, String(value));
  element.append(...children);
  return element;
}

function markOf(cell) {
  return MARKS[String(cell.mark).toUpperCase()] ?? MARKS.T;
}

function slash(x, y, size, className) {
  return svg('line', { x1: x + size * 0.2, y1: y + size * 0.8, x2: x + size * 0.8, y2: y + size * 0.2, class: className });
}

function pairDots(cell, x, y, size) {
  const dots = [];
  if (cell.bankerPair) dots.push(svg('circle', { cx: x + size * 0.2, cy: y + size * 0.2, r: size * 0.12, class: 'road__dot mark--red' }));
  if (cell.playerPair) dots.push(svg('circle', { cx: x + size * 0.8, cy: y + size * 0.8, r: size * 0.12, class: 'road__dot mark--blue' }));
  return dots;
}

function cellShapes(cell, style, size) {
  const mark = markOf(cell);
  const x = cell.column * size;
  const y = cell.row * size;
  const centre = { cx: x + size / 2, cy: y + size / 2 };
  const colour = `mark--${mark.colour}`;
  const label = (className) => svg('text', { x: centre.cx, y: centre.cy, class: className, 'dominant-baseline': 'central', 'text-anchor': 'middle' }, mark.letter);
  switch (style) {
    case 'bead':
      return [svg('circle', { ...centre, r: size * 0.42, class: `road__disc ${colour}` }), label('road__letter road__letter--on-disc'), ...pairDots(cell, x, y, size)];
    case 'big': {
      const shapes = [svg('circle', { ...centre, r: size * 0.36, class: `road__ring ${colour}` }), label(`road__letter ${colour}`)];
      if (cell.ties > 0) shapes.push(slash(x, y, size, 'road__slash mark--green'));
      if (cell.ties > 1) shapes.push(svg('text', { x: x + size * 0.85, y: y + size * 0.3, class: 'road__ties', 'text-anchor': 'middle' }, String(cell.ties)));
      return [...shapes, ...pairDots(cell, x, y, size)];
    }
    case 'ring':
      return [svg('circle', { ...centre, r: size * 0.34, class: `road__ring ${colour}` })];
    case 'disc':
      return [svg('circle', { ...centre, r: size * 0.36, class: `road__disc ${colour}` })];
    default:
      return [slash(x, y, size, `road__slash ${colour}`)];
  }
}

function summary(cells) {
  if (cells.length === 0) return t('ui.roads.empty');
  const counts = new Map();
  for (const cell of cells) {
    const name = t(markOf(cell).nameKey);
    counts.set(name, (counts.get(name) ?? 0) + 1);
  }
  const ties = cells.reduce((sum, cell) => sum + (cell.ties ?? 0), 0);
  const parts = [...counts].map(([name, count]) => `${count} ${name}`);
  if (ties > 0) parts.push(ties === 1 ? t('ui.roads.tiesMarked.one') : t('ui.roads.tiesMarked', { count: ties }));
  const listed = parts.join(', ');
  return cells.length === 1 ? t('ui.roads.summary.one', { parts: listed }) : t('ui.roads.summary', { count: cells.length, parts: listed });
}

/**
 * The figure for one road: a caption with the text summary and the SVG grid, at least wide enough to
 * fill `availableWidth` pixels and scrolling sideways when longer.
 */
export function roadFigure(definition, road = {}, availableWidth = 0) {
  const cells = road.cells ?? [];
  const rows = road.rows ?? 6;
  const size = definition.cell;
  const fillColumns = Math.floor(availableWidth / size);
  const columns = Math.max(road.columns ?? 0, definition.minColumns, fillColumns, ...cells.map((cell) => cell.column + 1));
  const titleId = `road-${definition.id}-title`;
  const descId = `road-${definition.id}-desc`;
  const description = summary(cells);
  const title = t(definition.titleKey);
  const grid = [];
  for (let column = 0; column <= columns; column += 1) grid.push(svg('line', { x1: column * size, y1: 0, x2: column * size, y2: rows * size, class: 'road__grid' }));
  for (let row = 0; row <= rows; row += 1) grid.push(svg('line', { x1: 0, y1: row * size, x2: columns * size, y2: row * size, class: 'road__grid' }));
  const drawing = svg('svg', {
    class: `road road--${definition.style}`, role: 'img', 'aria-labelledby': `${titleId} ${descId}`,
    width: columns * size, height: rows * size, viewBox: `0 0 ${columns * size} ${rows * size}`,
  }, svg('title', { id: titleId }, title), svg('desc', { id: descId }, description),
  ...grid, ...cells.flatMap((cell) => cellShapes(cell, definition.style, size)));
  const lastColumn = Math.max(-1, ...cells.map((cell) => cell.column));
  const scroller = h('div', {
    class: 'road__scroller', tabindex: '0', role: 'region', 'aria-label': t('ui.roads.scrollable', { title }),
    dataset: { contentWidth: (lastColumn + 2) * size },
  }, drawing);
  return h('figure', { class: 'road-figure', 'data-testid': `road-${definition.id}` },
    h('figcaption', { class: 'road-figure__caption' }, h('strong', { text: title }), ' ', h('span', { class: 'road-figure__summary', text: description })),
    scroller);
}

/** Scrolls every road so its newest column is in view, once the figures are in the page. */
export function scrollRoadsToLatest(container) {
  for (const scroller of container.querySelectorAll('.road__scroller')) {
    scroller.scrollLeft = Math.max(0, Number(scroller.dataset.contentWidth) - scroller.clientWidth);
  }
}
