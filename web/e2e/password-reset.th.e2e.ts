import { passwordResetJourney } from './journeys/password-reset.ts';

passwordResetJourney('th');
