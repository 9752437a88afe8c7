// Where the casino's API lives: every request of the casino's page goes under /casino/api (the shared
// /api/... paths are the host's: the player's name, the list of apps).

export const CASINO_API = '/casino/api';
export const ONBOARDING_API = `${CASINO_API}/onboarding`;
