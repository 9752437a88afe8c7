// The shared icons: small inline SVGs on a 24 x 24 grid, stroked with the text's colour (currentColor), always
// beside a text that says the same (so they are hidden from screen readers), and independent of the device's emoji
// font. The server names some of them (a welcome sheet's icons, an app's card on the home page); a name this module
// does not know draws an empty icon of the same size rather than failing.

const SVG_NS = 'http://www.w3.org/2000/svg';

/** Path data on a 24 x 24 grid, stroked. */
const PATHS = {
  // The casino's table tools.
  help: 'M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18M9.5 9.5a2.5 2.5 0 1 1 3.5 2.3c-.6.3-1 .9-1 1.6v.6M12 17h.01',
  gear: 'M12 15a3 3 0 1 0 0-6 3 3 0 0 0 0 6M12 2v3M12 19v3M4.9 4.9 7 7M17 17l2.1 2.1M2 12h3M19 12h3M4.9 19.1 7 17M17 7l2.1-2.1',
  // The games of the welcome sheets: two playing cards, a chip, the lucky red envelope (lì xì).
  cards: 'M5 17V4.5A1.5 1.5 0 0 1 6.5 3H15M9.5 6h8A1.5 1.5 0 0 1 19 7.5v12a1.5 1.5 0 0 1-1.5 1.5h-8A1.5 1.5 0 0 1 8 19.5v-12A1.5 1.5 0 0 1 9.5 6M13.5 10.5l2 3-2 3-2-3z',
  chip: 'M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18M12 16a4 4 0 1 0 0-8 4 4 0 0 0 0 8M12 3v2.5M12 18.5V21M3 12h2.5M18.5 12H21M5.6 5.6l1.8 1.8M16.6 16.6l1.8 1.8M5.6 18.4l1.8-1.8M16.6 7.4l1.8-1.8',
  envelope: 'M6.5 2h11A1.5 1.5 0 0 1 19 3.5v17a1.5 1.5 0 0 1-1.5 1.5h-11A1.5 1.5 0 0 1 5 20.5v-17A1.5 1.5 0 0 1 6.5 2M5 6l7 4 7-4M12 14a2 2 0 1 0 0-4 2 2 0 0 0 0 4',
  // The welcome sheets' features.
  target: 'M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18M12 17a5 5 0 1 0 0-10 5 5 0 0 0 0 10M12 13a1 1 0 1 0 0-2 1 1 0 0 0 0 2',
  lightbulb: 'M9 18h6M10 21h4M12 3a6 6 0 0 0-3.5 10.9c.6.5 1 1.2 1 2.1h5c0-.9.4-1.6 1-2.1A6 6 0 0 0 12 3',
  cash: 'M3 6h18v12H3zM12 15a3 3 0 1 0 0-6 3 3 0 0 0 0 6M6.5 12h.01M17.5 12h.01',
  dice: 'M5 3h14a2 2 0 0 1 2 2v14a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2V5a2 2 0 0 1 2-2M8 8h.01M16 8h.01M12 12h.01M8 16h.01M16 16h.01',
  chart: 'M4 4v16h16M7 16l4-5 3 2 6-8',
  sparkles: 'M10 4l1.8 6.2L18 12l-6.2 1.8L10 20l-1.8-6.2L2 12l6.2-1.8zM19 2v4M17 4h4M19 17v4M17 19h4',
  trophy: 'M7 3h10v6a5 5 0 0 1-10 0zM7 5H4.5a2.5 2.5 0 0 0 0 5H7.5M17 5h2.5a2.5 2.5 0 0 1 0 5H16.5M12 14v3M8 21h8l-1-4H9z',
  // BowlerTrax's page: its tabs and actions.
  home: 'M3 11 12 3l9 8M5 9.5V21h5v-6h4v6h5V9.5',
  record: 'M3 7h4l2-3h6l2 3h4v13H3zM12 17a4 4 0 1 0 0-8 4 4 0 0 0 0 8',
  history: 'M4 20V10M10 20V4M16 20v-7M22 20H2',
  more: 'M4 6h16M4 12h16M4 18h16',
  ball: 'M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18M9 8.5h.01M12.5 7.5h.01M11 11h.01',
  calibrate: 'M4 20 9 4M20 20 15 4M6 14h12M7.5 9h9M12 4v16',
  edit: 'M4 20h4L19 9l-4-4L4 16zM13.5 6.5l4 4',
  trash: 'M4 7h16M9 7V4h6v3M6 7l1 13h10l1-13M10 11v6M14 11v6',
  plus: 'M12 5v14M5 12h14',
  undo: 'M9 14 4 9l5-5M4 9h11a5 5 0 0 1 0 10h-3',
  download: 'M12 4v11M7 10l5 5 5-5M5 20h14',
  lock: 'M6 11h12v10H6zM8.5 11V8a3.5 3.5 0 0 1 7 0v3',
  warning: 'M12 3 2 21h20zM12 10v5M12 18h.01',
  check: 'M5 12.5 10 17l9-10',
  info: 'M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18M12 11v6M12 7.5h.01',
  film: 'M4 4h16v16H4zM8 4v16M16 4v16M4 9h4M4 15h4M16 9h4M16 15h4',
  camera: 'M3 7h4l2-3h6l2 3h4v13H3zM12 17a4 4 0 1 0 0-8 4 4 0 0 0 0 8',
  pencil: 'M4 20h4L19 9l-4-4L4 16z',
  bell: 'M6 16v-5a6 6 0 0 1 12 0v5l2 2H4zM10 21h4',
  cloud: 'M7 19h10.5a4.5 4.5 0 0 0 .5-8.97A6 6 0 0 0 6.34 9.05 5 5 0 0 0 7 19z',
  star: 'M12 3l2.7 5.6 6.1.9-4.4 4.3 1 6.1L12 17l-5.4 2.9 1-6.1L3.2 9.5l6.1-.9z',
  gallery: 'M4 5h16v14H4zM4 15l5-5 4 4 3-3 4 4M15 9h.01',
  hand: 'M8 13V5a1.5 1.5 0 0 1 3 0v6M11 11V4a1.5 1.5 0 0 1 3 0v7M14 11V5.5a1.5 1.5 0 0 1 3 0V14a7 7 0 0 1-7 7 6 6 0 0 1-5-3l-2.5-4.5a1.5 1.5 0 0 1 2.6-1.5L8 14',
  // The apps' cards on the home page: a slot machine (the casino), a ball and a pin (BowlerTrax).
  'slot-machine': 'M4 7h11a2 2 0 0 1 2 2v12H2V9a2 2 0 0 1 2-2M6 7V4h7v3M5 11h9v5H5zM8 11v5M11 11v5M7 19h5M17 16h3V8M20 8a1.5 1.5 0 1 0 0-3 1.5 1.5 0 0 0 0 3',
  bowling: 'M8 21a6 6 0 1 0 0-12 6 6 0 0 0 0 12M6.5 13.5h.01M9.5 13h.01M8 16h.01M18 2c-1.4 0-2 1.1-2 2.4 0 1 .7 1.8.7 2.8 0 1-2.2 3-2.2 6.8 0 2.5.5 5.5 1 7h5c.5-1.5 1-4.5 1-7 0-3.8-2.2-5.8-2.2-6.8 0-1 .7-1.8.7-2.8C20 3.1 19.4 2 18 2',
};

/**
 * The icon `name` (hidden from assistive technology), with an optional class besides `icon`; an unknown name gives an
 * empty icon of the same size.
 */
export function icon(name, className = null) {
  const element = document.createElementNS(SVG_NS, 'svg');
  const attributes = {
    class: ['icon', className].filter(Boolean).join(' '), viewBox: '0 0 24 24', width: 20, height: 20, 'aria-hidden': 'true',
    focusable: 'false', fill: 'none', stroke: 'currentColor', 'stroke-width': 2, 'stroke-linecap': 'round', 'stroke-linejoin': 'round',
  };
  for (const [key, value] of Object.entries(attributes)) element.setAttribute(key, String(value));
  if (Object.hasOwn(PATHS, name)) {
    const path = document.createElementNS(SVG_NS, 'path');
    path.setAttribute('d', PATHS[name]);
    element.append(path);
  }
  return element;
}
