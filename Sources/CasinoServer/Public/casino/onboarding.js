// The casino's onboarding: the shared onboarding UI (/onboarding/) over the casino's onboarding API, where a
// surface is a game (blackjack, baccarat, xidach), and the copy keys naming the welcome sheet's answers.

import { createOnboardingApi } from '/onboarding/api.js';
import { ONBOARDING_API } from './paths.js';

export const casinoOnboarding = createOnboardingApi(ONBOARDING_API);

export const WELCOME_CHOICES = { showMeHow: 'casino.welcome.showMeHow', startPlaying: 'casino.welcome.startPlaying' };
