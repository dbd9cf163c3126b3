import { areaTexts } from '../i18n/area-texts.ts';

/**
 * The texts of the employer screens (i18n/area-texts.ts): the employer area's route and the
 * invitation page load them before their screens render. The employers' landing, sign-in and
 * sign-up texts stay with the main texts: candidates' pages link to them.
 */
export const loadEmployerTexts = areaTexts(() => Promise.all([import('./texts/en.json'), import('./texts/th.json')]));
