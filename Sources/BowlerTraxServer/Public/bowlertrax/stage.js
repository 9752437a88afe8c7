// A picture of the lane (the live video or a frozen frame on a canvas) with an SVG layer over it in the picture's
// own pixels (viewBox = the image's size), so whatever the page draws in image coordinates (taps, the grid, the
// ball's path) lands on the right spot at any displayed size.

import { h } from '/shell/dom.js';

export const SVG_NS = 'http://www.w3.org/2000/svg';

/** An SVG element with attributes. */
export function svg(tag, attributes = {}, ...children) {
  const element = document.createElementNS(SVG_NS, tag);
  for (const [name, value] of Object.entries(attributes)) {
    if (value !== null && value !== undefined) element.setAttribute(name, String(value));
  }
  element.append(...children.filter(Boolean));
  return element;
}

/**
 * A stage showing `media` (a <video> or <canvas>) of `width` x `height` image pixels, with `overlay`: the SVG
 * layer to draw in. `label` is the picture's alternative text.
 */
export function stage(media, width, height, { label, testid = null } = {}) {
  media.classList.add('stage__media');
  const overlay = svg('svg', { class: 'stage__overlay', viewBox: `0 0 ${width} ${height}`, preserveAspectRatio: 'xMidYMid meet', 'aria-hidden': 'true' });
  const element = h('div', { class: 'stage', role: 'img', 'aria-label': label, 'data-testid': testid }, media, overlay);
  return { element, overlay };
}

/** A canvas holding `imageData` (a frozen frame). */
export function frameCanvas(imageData) {
  const canvas = h('canvas', { width: imageData.width, height: imageData.height });
  canvas.getContext('2d').putImageData(imageData, 0, 0);
  return canvas;
}
