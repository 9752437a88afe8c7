// The menu, as in the report: Play, Leaderboard, Settings, How to play.

import { h } from './dom.js';

const ENTRIES = [
  { href: '#/lobby', label: 'Play', testid: 'menu-play', primary: true },
  { href: '#/leaderboard', label: 'Leaderboard', testid: 'menu-leaderboard' },
  { href: '#/settings', label: 'Settings', testid: 'menu-settings' },
  { href: '#/how-to-play', label: 'How to play', testid: 'menu-how-to-play' },
];

function mount(root) {
  root.append(h('section', { class: 'view view--menu' },
    h('h1', { tabindex: '-1', text: 'FirstRun Casino' }),
    h('p', { class: 'tagline', text: 'Blackjack, Baccarat and Vietnamese Blackjack (Xì Dách). Practise free with a $1,000 bankroll.' }),
    h('nav', { 'aria-label': 'Menu' },
      h('ul', { class: 'menu' }, ENTRIES.map(({ href, label, testid, primary }) => h('li', {},
        h('a', { href, class: `button button--large${primary ? ' button--primary' : ''}`, 'data-testid': testid, text: label })))))));
}

export const menuView = { title: 'FirstRun Casino', mount };
