import { referenceId } from '../modules/reference/reference-data.seeder.ts';

/** Reference rows by their official codes: the ids are the same in every database. */
export const industryId = (isicDivision: string) => referenceId('INDUSTRY', isicDivision);
export const occupationId = (iscoGroup: string) => referenceId('OCCUPATION', iscoGroup);
export const provinceId = (code: string) => referenceId('PROVINCE', code);
export const districtId = (code: string) => referenceId('DISTRICT', code);
export const languageId = (iso639: string) => referenceId('LANGUAGE', iso639);
export const certificationId = (iso639: string, name: string) => referenceId('CERTIFICATION', `${iso639}:${name}`);
