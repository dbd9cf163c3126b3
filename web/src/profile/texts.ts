import { areaTexts } from '../i18n/area-texts.ts';

/** The texts of the profile, settings and account screens (i18n/area-texts.ts). */
const loadAccountTexts = areaTexts(() => Promise.all([import('./texts/en.json'), import('./texts/th.json')]));

/** A screen's module, once these texts are there too (for `lazyRouteComponent`). */
export function withAccountTexts<T>(screen: Promise<T>): Promise<T> {
  return Promise.all([screen, loadAccountTexts()]).then(([module]) => module);
}
