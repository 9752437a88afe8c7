// The board grid the server computed for a calibration (segments in image pixels, each with its kind: a board's
// line with its number, the foul line, the arrows' line, the pin deck's), drawn as SVG over the frozen frame: the
// visitor sees whether the lane's boards line up with the picture. Board lines are labelled with their number
// (the same in every language); the cross lines are drawn dashed, unlabelled.

import { svg } from './stage.js';

/** Draws `grid` ([{start, end, kind, board}]) into `overlay` (an SVG in image coordinates); returns its group. */
export function drawGrid(overlay, grid, { imageWidth }) {
  const stroke = Math.max(2, imageWidth / 240);
  const group = svg('g', { class: 'grid', 'data-testid': 'grid-overlay' });
  for (const line of grid) {
    const kind = line.kind ?? 'board';
    group.append(svg('line', {
      class: `grid__line grid__line--${kind}`, 'data-kind': kind, x1: line.start.x, y1: line.start.y, x2: line.end.x, y2: line.end.y,
      'stroke-width': stroke, 'data-testid': 'grid-line',
    }));
    const label = kind === 'board' && line.board != null ? String(line.board) : null;
    if (label) {
      // The label at the end nearer the camera (lower in the picture), where the boards are widest.
      const near = line.start.y >= line.end.y ? line.start : line.end;
      group.append(svg('text', { class: 'grid__label', x: near.x, y: near.y - stroke * 4, 'font-size': stroke * 7, 'text-anchor': 'middle' }, document.createTextNode(label)));
    }
  }
  overlay.append(group);
  return group;
}
