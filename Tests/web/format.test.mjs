// The page's formatters in both languages: money in the casino (Sources/AppServer/Public/shell/format.js) and
// BowlerTrax's numbers, lanes and shot counts (Sources/BowlerTraxServer/Public/bowlertrax/format.js).
import assert from 'node:assert/strict';
import test from 'node:test';

import { formatMoney, formatNet } from '/shell/format.js';
import { setCopy } from '/shell/i18n.js';
import { formatLane, formatNumber, formatPercent, formatShotCount } from '/bowlertrax/format.js';

const english = {
  'ui.common.none': '--', 'ui.unit.percent': '{value}%', 'ui.history.lane': 'Lane {lane}',
  'ui.history.shotCount': '{count} shots', 'ui.history.shotCount.one': '1 shot',
};
const vietnamese = {
  'ui.common.none': '--', 'ui.unit.percent': '{value}%', 'ui.history.lane': 'Làn {lane}',
  'ui.history.shotCount': '{count} cú ném', 'ui.history.shotCount.one': '1 cú ném',
};

test('money is whole cents written as dollars, English and Vietnamese', () => {
  setCopy({ language: 'en', copy: english });
  assert.equal(formatMoney(100_000), '$1,000');
  assert.equal(formatMoney(1_250), '$12.50');
  assert.equal(formatMoney(-1_005), '-$10.05');
  assert.equal(formatNet(2_500), '+$25');
  assert.equal(formatNet(0), '$0');
  setCopy({ language: 'vi', copy: vietnamese });
  assert.equal(formatMoney(100_000), '1.000 $');
  assert.equal(formatMoney(1_250), '12,50 $');
  assert.equal(formatNet(-1_000), '-10 $');
});

test('a measurement has its decimals in the language, and "--" when there is none', () => {
  setCopy({ language: 'en', copy: english });
  assert.equal(formatNumber(17.25), '17.3');
  assert.equal(formatNumber(1234.5, 2), '1,234.50');
  assert.equal(formatNumber(null), '--');
  assert.equal(formatNumber(Number.NaN), '--');
  assert.equal(formatPercent(87.4), '87%');
  assert.equal(formatPercent(undefined), '--');
  setCopy({ language: 'vi', copy: vietnamese });
  assert.equal(formatNumber(17.25), '17,3');
  assert.equal(formatNumber(1234.5, 2), '1.234,50');
});

test('lanes and shot counts read as the copy writes them', () => {
  setCopy({ language: 'en', copy: english });
  assert.equal(formatLane('15-16'), 'Lane 15-16');
  assert.equal(formatLane('Lanes 15-16'), 'Lanes 15-16');
  assert.equal(formatLane(''), null);
  assert.equal(formatShotCount(1), '1 shot');
  assert.equal(formatShotCount(3), '3 shots');
  setCopy({ language: 'vi', copy: vietnamese });
  assert.equal(formatLane('7'), 'Làn 7');
  assert.equal(formatShotCount(1), '1 cú ném');
});
