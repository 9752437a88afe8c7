// Numbers and dates as the page's language writes them ("17.2" / "17,2", "Nov 24, 2026" / "24 thg 11, 2026"),
// and "--" for a measurement that does not exist yet.

import { currentLanguage, t } from '/shell/i18n.js';

const locale = () => (currentLanguage() === 'vi' ? 'vi-VN' : 'en-US');

/** `value` with `digits` decimals, or "--" when it is null. */
export function formatNumber(value, digits = 1) {
  if (value === null || value === undefined || !Number.isFinite(value)) return t('ui.common.none');
  return value.toLocaleString(locale(), { minimumFractionDigits: digits, maximumFractionDigits: digits });
}

/** A percentage from a 0...100 number: "87%". */
export function formatPercent(value, digits = 0) {
  if (value === null || value === undefined) return t('ui.common.none');
  return t('ui.unit.percent', { value: formatNumber(value, digits) });
}

/** An ISO 8601 date as a short date and time in the page's language. */
export function formatDate(iso) {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return date.toLocaleString(locale(), { dateStyle: 'medium', timeStyle: 'short' });
}

/** An ISO 8601 date as a short day and month in the page's language ("Nov 24" / "24 thg 11"): a chart's axis. */
export function formatShortDate(iso) {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return date.toLocaleDateString(locale(), { month: 'short', day: 'numeric' });
}

/** Lanes as the player wrote them: "15-16" becomes "Lane 15-16"; "Lanes 15-16" stays as written. */
export function formatLane(lane) {
  if (!lane) return null;
  return /^\d/.test(lane) ? t('ui.history.lane', { lane }) : lane;
}

/** "1 shot", "3 shots" (Vietnamese has one form; its catalog says "1 cú ném" for one too). */
export function formatShotCount(count) {
  return count === 1 ? t('ui.history.shotCount.one') : t('ui.history.shotCount', { count });
}
