import 'i18next';
import type accountEn from '../profile/texts/en.json';
import type en from './en.json';

// Makes t('…') keys type-checked against the English resources.
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    // The profile and account screens load their texts with them (see profile/texts.ts).
    resources: { translation: typeof en & typeof accountEn };
  }
}
