// The choices the server accepts in settings, with the words shown for them.

export const THEMES = [
  { id: 'system', name: 'Same as the device' },
  { id: 'light', name: 'Light' },
  { id: 'dark', name: 'Dark' },
];

export const BLACKJACK_RULES = [
  { id: 'vegas', name: 'Vegas', summary: '6 decks, dealer stands on soft 17, double any two cards, double after split, no surrender, blackjack pays 3:2.' },
  { id: 'vegas-surrender', name: 'Vegas with surrender', summary: 'Vegas rules plus late surrender.' },
  { id: 'downtown', name: 'Downtown', summary: '2 decks, dealer hits soft 17, double after split, blackjack pays 3:2.' },
  { id: 'atlantic-city', name: 'Atlantic City', summary: '8 decks, dealer stands on soft 17, double after split, late surrender.' },
  { id: 'european', name: 'European', summary: '6 decks, no hole card, double on 9 to 11 only, split to 2 hands, no surrender.' },
  { id: 'single-deck-6-5', name: 'Single deck 6:5', summary: '1 deck, dealer hits soft 17, no double after split, blackjack pays only 6:5.' },
];

export const TABLE_LIMITS = [
  { id: 'casual', name: 'Casual, $5 to $500' },
  { id: 'low-stakes', name: 'Low Stakes, $10 to $1,000' },
  { id: 'medium-stakes', name: 'Medium Stakes, $25 to $2,500' },
  { id: 'high-roller', name: 'High Roller, $100 to $10,000' },
];

export const XIDACH_RULES = [
  { id: 'document', name: "Document (the report's rules)" },
  { id: 'folk', name: 'Folk (as played at home)' },
];
