// The settings' presets as the page names them: the server's options (GET /casino/api/options, in the player's
// language, from the copy catalog), found by the ids the tables carry. The tables carry no names of their own.

import { t } from '/shell/i18n.js';
import { session } from './session.js';

function option(setting, id) {
  return (session.options[setting] ?? []).find((entry) => entry.id === id) ?? null;
}

/** The table's limits: "Casual, $5 to $500". */
export function limitsText(limits) {
  return option('tableLimits', limits?.id)?.name ?? '';
}

/** The blackjack rules: "Vegas (6 decks, dealer stands on soft 17, …)." */
export function blackjackRulesText(rules) {
  const preset = option('blackjackRules', rules?.id);
  return preset ? t('ui.table.rules', { name: preset.name, summary: preset.summary }) : '';
}

/** A blackjack table as its head describes it: "Casual, $5 to $500. Vegas (6 decks, …)." */
export function blackjackTableText(limits, rules) {
  return [limitsText(limits), blackjackRulesText(rules)].filter(Boolean).join('. ');
}

/** The Xì Dách rules' name: "Document (the report's rules)". */
export function xiDachRulesText(rules) {
  return option('xiDachRules', rules?.id)?.name ?? '';
}
