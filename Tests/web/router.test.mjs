// The shell's router (Sources/AppServer/Public/shell/router.js): which view a hash path shows.
import assert from 'node:assert/strict';
import test from 'node:test';

import { matchRoute } from '/shell/router.js';

const home = { titleKey: 'home' };
const history = { titleKey: 'history' };
const routes = new Map(Object.entries({
  '/': home,
  '/history': history,
  '/history/:session': ({ session }) => (/^\d+$/.test(session) ? { titleKey: 'session', session } : null),
  '/history/:session/:shot': (params) => ({ titleKey: 'shot', ...params }),
  '/games/:game': ({ game }) => ({ titleKey: 'game', game }),
}));

test('a path without parameters is its view', () => {
  assert.equal(matchRoute('/', routes), home);
  assert.equal(matchRoute('/history', routes), history);
});

test('a path with parameters makes its view from them, each one whole segment', () => {
  assert.deepEqual(matchRoute('/history/12', routes), { titleKey: 'session', session: '12' });
  assert.deepEqual(matchRoute('/history/12/7', routes), { titleKey: 'shot', session: '12', shot: '7' });
  assert.deepEqual(matchRoute('/games/3', routes), { titleKey: 'game', game: '3' });
  assert.deepEqual(matchRoute('/games/a%20b', routes), { titleKey: 'game', game: 'a b' });
});

test('a maker that refuses its parameters, a missing segment or an unknown path match nothing', () => {
  assert.equal(matchRoute('/history/abc', routes), null);
  assert.equal(matchRoute('/history/', routes), null);
  assert.equal(matchRoute('/games', routes), null);
  assert.equal(matchRoute('/games/3/4', routes), null);
  assert.equal(matchRoute('/nowhere', routes), null);
});
