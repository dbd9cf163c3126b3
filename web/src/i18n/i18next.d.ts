import 'i18next';
import type employerEn from '../employer/texts/en.json';
import type accountEn from '../profile/texts/en.json';
import type en from './en.json';

// Makes t('…') keys type-checked against the English resources.
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    // The profile, account and employer screens load their texts with them (i18n/area-texts.ts).
    resources: { translation: typeof en & typeof accountEn & typeof employerEn };
  }
}
