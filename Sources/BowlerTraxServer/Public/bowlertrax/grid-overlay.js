// The board grid the server computed for a calibration (segments in image pixels, each with its kind: a board's
// line with its number, the foul line, the arrows' line, the pin deck's), drawn as SVG over the frozen frame: the
// visitor sees whether the lane's boards line up with the picture. Board lines are labelled with their number
// (the same in every language); the cross lines are drawn dashed, unlabelled.

import { svg } from './stage.js';

/** Draws `grid` ([{start, end, kind, board}]) into `overlay` (an SVG in image coordinates); returns its group. */
export function drawGrid(overlay, grid, { imageWidth }) {
  const stroke = Math.max(2, imageWidth / 240);
  const fontSize = stroke * 7;
  const group = svg('g', { class: 'grid', 'data-testid': 'grid-overlay' });
  const labels = [];
  for (const line of grid) {
    const kind = line.kind ?? 'board';
    group.append(svg('line', {
      class: `grid__line grid__line--${kind}`, 'data-kind': kind, x1: line.start.x, y1: line.start.y, x2: line.end.x, y2: line.end.y,
      'stroke-width': stroke, 'data-testid': 'grid-line',
    }));
    if (kind === 'board' && line.board != null) {
      // The label at the end nearer the camera (lower in the picture), where the boards are widest.
      const near = line.start.y >= line.end.y ? line.start : line.end;
      labels.push({ board: line.board, x: near.x, y: near.y - stroke * 4, text: String(line.board) });
    }
  }
  for (const label of legibleLabels(labels, fontSize)) {
    group.append(svg('text', { class: 'grid__label', x: label.x, y: label.y, 'font-size': fontSize, 'text-anchor': 'middle' }, document.createTextNode(label.text)));
  }
  overlay.append(group);
  return group;
}

/**
 * The labels that can be read side by side: from the centre board (20) outwards, each kept only when its text does
 * not run into one already kept (a camera far back sees narrow boards: "10 20 30" rather than "353025201510 5").
 */
function legibleLabels(labels, fontSize) {
  const halfWidth = (label) => (label.text.length * 0.62 * fontSize) / 2 + fontSize * 0.3;
  const kept = [];
  for (const label of [...labels].sort((a, b) => Math.abs(a.board - 20) - Math.abs(b.board - 20))) {
    const clear = kept.every((other) => Math.abs(other.x - label.x) >= halfWidth(other) + halfWidth(label)
      || Math.abs(other.y - label.y) >= fontSize);
    if (clear) kept.push(label);
  }
  return kept;
}
