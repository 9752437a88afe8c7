// The page's icons: small inline SVGs drawn with the text's colour (currentColor), always beside a text that says
// the same (so they are hidden from screen readers), and independent of the device's emoji font.

import { svg } from './stage.js';

/** Path data on a 24 x 24 grid, stroked. */
const PATHS = {
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
  tip: 'M9 18h6M10 21h4M12 3a6 6 0 0 0-3.5 10.9c.6.5 1 1.2 1 2.1h5c0-.9.4-1.6 1-2.1A6 6 0 0 0 12 3',
  pencil: 'M4 20h4L19 9l-4-4L4 16z',
  bell: 'M6 16v-5a6 6 0 0 1 12 0v5l2 2H4zM10 21h4',
  star: 'M12 3l2.7 5.6 6.1.9-4.4 4.3 1 6.1L12 17l-5.4 2.9 1-6.1L3.2 9.5l6.1-.9z',
  chart: 'M4 4v16h16M7 16l4-5 3 2 6-8',
  gallery: 'M4 5h16v14H4zM4 15l5-5 4 4 3-3 4 4M15 9h.01',
  hand: 'M8 13V5a1.5 1.5 0 0 1 3 0v6M11 11V4a1.5 1.5 0 0 1 3 0v7M14 11V5.5a1.5 1.5 0 0 1 3 0V14a7 7 0 0 1-7 7 6 6 0 0 1-5-3l-2.5-4.5a1.5 1.5 0 0 1 2.6-1.5L8 14',
  gear: 'M12 15a3 3 0 1 0 0-6 3 3 0 0 0 0 6M12 2v3M12 19v3M4.9 4.9 7 7M17 17l2.1 2.1M2 12h3M19 12h3M4.9 19.1 7 17M17 7l2.1-2.1',
};

/** The icon `name` (hidden from assistive technology), with an optional class. */
export function icon(name, className = null) {
  return svg('svg', {
    class: ['icon', className].filter(Boolean).join(' '), viewBox: '0 0 24 24', width: 20, height: 20, 'aria-hidden': 'true',
    focusable: 'false', fill: 'none', stroke: 'currentColor', 'stroke-width': 2, 'stroke-linecap': 'round', 'stroke-linejoin': 'round',
  }, svg('path', { d: PATHS[name] }));
}
