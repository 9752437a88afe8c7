// The casino's icons: small inline SVGs drawn with the text's colour (currentColor), always beside a text that
// says the same (so they are hidden from screen readers), and independent of the device's emoji font.

const SVG_NS = 'http://www.w3.org/2000/svg';

/** Path data on a 24 x 24 grid, stroked. */
const PATHS = {
  help: 'M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18M9.5 9.5a2.5 2.5 0 1 1 3.5 2.3c-.6.3-1 .9-1 1.6v.6M12 17h.01',
  gear: 'M12 15a3 3 0 1 0 0-6 3 3 0 0 0 0 6M12 2v3M12 19v3M4.9 4.9 7 7M17 17l2.1 2.1M2 12h3M19 12h3M4.9 19.1 7 17M17 7l2.1-2.1',
};

/** The icon `name`, hidden from assistive technology. */
export function icon(name) {
  const element = document.createElementNS(SVG_NS, 'svg');
  const attributes = {
    class: 'icon', viewBox: '0 0 24 24', width: 20, height: 20, 'aria-hidden': 'true', focusable: 'false', fill: 'none',
    stroke: 'currentColor', 'stroke-width': 2, 'stroke-linecap': 'round', 'stroke-linejoin': 'round',
  };
  for (const [key, value] of Object.entries(attributes)) element.setAttribute(key, String(value));
  const path = document.createElementNS(SVG_NS, 'path');
  path.setAttribute('d', PATHS[name]);
  element.append(path);
  return element;
}
