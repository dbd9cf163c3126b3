import { referenceId } from '../../src/modules/reference/reference-data.seeder.ts';

/** Seeded reference rows the tests name. Ids derive from the official codes, so no query is needed. */

export const INDUSTRY = {
  /** Section J "Information and communication" and two of its divisions. */
  informationSection: referenceId('INDUSTRY', 'J'),
  computerProgramming: referenceId('INDUSTRY', '62'),
  publishing: referenceId('INDUSTRY', '58'),
  /** Section K, division 64 "Financial service activities". */
  financialServices: referenceId('INDUSTRY', '64'),
};
export const OCCUPATION = {
  /** ISCO-08 major group 2 "Professionals" → 25 → 251 "Software and applications developers". */
  professionals: referenceId('OCCUPATION', '2'),
  softwareDevelopers: referenceId('OCCUPATION', '251'),
  /** 241 "Finance professionals". */
  financeProfessionals: referenceId('OCCUPATION', '241'),
};
export const PROVINCE = { bangkok: referenceId('PROVINCE', '10'), chiangMai: referenceId('PROVINCE', '50') };
export const DISTRICT = {
  phraNakhon: referenceId('DISTRICT', '1001'),
  muangChiangMai: referenceId('DISTRICT', '5001'),
};
export const LANGUAGE = {
  th: referenceId('LANGUAGE', 'th'),
  en: referenceId('LANGUAGE', 'en'),
  ja: referenceId('LANGUAGE', 'ja'),
};
