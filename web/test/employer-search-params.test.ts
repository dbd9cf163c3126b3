import {
  ApplicationStatus,
  applicationsContract,
  candidateSearchQuery,
  EducationLevel,
  MAX_ANNUAL_SALARY,
  OfferStatus,
  offerListQuery,
  Proficiency,
  ReScoutStatus,
  scheduledMessagesQuery,
} from '@jobmatch/contract';
import { describe, expect, it } from 'vitest';
import { APPLICATION_STATUSES } from '../src/applications/search-params.ts';
import { companyApplicationsParams } from '../src/employer/applications/search-params.ts';
import {
  CANDIDATE_SEARCH_LIMITS,
  candidateSearchFields,
  candidateSearchParams,
  EDUCATION_LEVELS,
  PROFICIENCIES,
} from '../src/employer/candidates/search-params.ts';
import {
  OFFER_STATUSES,
  offersSearchParams,
  RESCOUT_STATUSES,
  scheduledMessagesFields,
  scheduledMessagesParams,
} from '../src/employer/offers/search-params.ts';

const ID = '5c2a4c1e-1f0a-4a8e-9d4b-1b6f1c0d2e3f';
const OTHER = '0f8fad5b-d9cb-469f-a165-70867728950e';

const apiFields = (query: { shape: object }) =>
  Object.keys(query.shape)
    .filter((field) => field !== 'pageSize')
    .sort();

describe('the candidate search URL mirrors the API query', () => {
  it('has every field of the API query, but the page size', () => {
    expect(Object.keys(candidateSearchFields.shape).sort()).toEqual(apiFields(candidateSearchQuery));
  });

  it('uses the contract’s values and limits', () => {
    expect(EDUCATION_LEVELS).toEqual(EducationLevel.options);
    expect(PROFICIENCIES).toEqual(Proficiency.options);
    expect(CANDIDATE_SEARCH_LIMITS.salary).toBe(MAX_ANNUAL_SALARY);
    for (const [field, max] of [
      ['ageMax', CANDIDATE_SEARCH_LIMITS.age],
      ['experienceYearsMax', CANDIDATE_SEARCH_LIMITS.experienceYears],
      ['salaryMax', CANDIDATE_SEARCH_LIMITS.salary],
    ] as const) {
      expect(candidateSearchQuery.safeParse({ [field]: max }).success, field).toBe(true);
      expect(candidateSearchQuery.safeParse({ [field]: max + 1 }).success, field).toBe(false);
      expect(candidateSearchParams.parse({ [field]: max + 1 })[field], field).toBeUndefined();
    }
    const ids = Array.from({ length: CANDIDATE_SEARCH_LIMITS.ids + 1 }, () => ID);
    expect(candidateSearchQuery.safeParse({ industryIds: ids }).success).toBe(false);
    expect(candidateSearchQuery.safeParse({ industryIds: ids.slice(1) }).success).toBe(true);
    const languages = Array.from({ length: CANDIDATE_SEARCH_LIMITS.languages + 1 }, () => ID);
    expect(candidateSearchQuery.safeParse({ languageSkills: languages }).success).toBe(false);
    expect(candidateSearchQuery.safeParse({ languageSkills: languages.slice(1) }).success).toBe(true);
  });

  it('passes on every filter the API accepts, unchanged', () => {
    const search = {
      keyword: 'บัญชี TypeScript',
      ageMin: 25,
      ageMax: 40,
      educationLevel: 'BACHELOR',
      experienceYearsMin: 3,
      experienceYearsMax: 10,
      industryIds: [ID, OTHER],
      occupationIds: [OTHER],
      languageSkills: [`${ID}:ADVANCED`, OTHER],
      locationIds: [ID],
      salaryMin: 300_000,
      salaryMax: 900_000,
      page: 2,
    } as const;
    const url = candidateSearchParams.parse(search);
    expect(url).toEqual(search);
    expect(candidateSearchQuery.parse({ ...url, pageSize: 10 })).toEqual({ ...search, pageSize: 10 });
  });

  it('drops what the API would refuse, so a hand-edited link still opens', () => {
    const refused = {
      keyword: 'x'.repeat(CANDIDATE_SEARCH_LIMITS.keyword + 1),
      ageMin: -1,
      educationLevel: 'KINDERGARTEN',
      experienceYearsMin: 2.5,
      industryIds: ['not-a-uuid'],
      languageSkills: [`${ID}:FLUENT`],
      locationIds: 'Bangkok',
      page: 0,
    };
    expect(candidateSearchParams.parse(refused)).toEqual({ page: 1 });
    for (const [field, value] of Object.entries(refused)) {
      expect(candidateSearchQuery.safeParse({ [field]: value }).success, field).toBe(false);
    }
  });

  it('keeps only the minimum of a range the API would refuse as upside down', () => {
    expect(candidateSearchQuery.safeParse({ ageMin: 40, ageMax: 30 }).success).toBe(false);
    const url = candidateSearchParams.parse({ ageMin: 40, ageMax: 30, salaryMin: 1, salaryMax: 2 });
    expect(url).toEqual({ ageMin: 40, salaryMin: 1, salaryMax: 2, page: 1 });
    expect(candidateSearchQuery.safeParse(url).success).toBe(true);
  });
});

describe('the offers list URL mirrors the API query', () => {
  it('has the API query’s fields, but the page size, and the contract’s statuses', () => {
    expect(Object.keys(offersSearchParams.shape).sort()).toEqual(apiFields(offerListQuery));
    expect([...OFFER_STATUSES].sort()).toEqual([...OfferStatus.options].sort());
    expect(RESCOUT_STATUSES).toEqual(ReScoutStatus.options);
  });

  it('passes on what the API accepts, unchanged', () => {
    const search = {
      recruitmentId: ID,
      status: 'SENT',
      reScoutStatus: 'ONE_TIME',
      subject: 'ตำแหน่ง',
      userNo: 42,
      page: 3,
    } as const;
    expect(offersSearchParams.parse(search)).toEqual(search);
    expect(offerListQuery.parse({ ...search, pageSize: 10 })).toEqual({ ...search, pageSize: 10 });
  });

  it('drops what the API would refuse', () => {
    const refused = { recruitmentId: 'x', status: 'OPEN', reScoutStatus: 'THREE_TIMES', userNo: 0, page: -1 };
    expect(offersSearchParams.parse(refused)).toEqual({ page: 1 });
    for (const [field, value] of Object.entries(refused)) {
      expect(offerListQuery.safeParse({ [field]: value }).success, field).toBe(false);
    }
  });
});

describe('the scheduled messages URL mirrors the API query', () => {
  it('has the API query’s fields, but the page size', () => {
    expect(Object.keys(scheduledMessagesFields.shape).sort()).toEqual(apiFields(scheduledMessagesQuery));
  });

  it('passes on what the API accepts, and drops an end before the start', () => {
    const search = { scheduledStartDate: '2026-11-01', scheduledEndDate: '2026-11-30', userNo: 7, page: 1 };
    expect(scheduledMessagesParams.parse(search)).toEqual(search);
    expect(scheduledMessagesQuery.parse(search)).toEqual({ ...search, pageSize: 12 });
    const upsideDown = { scheduledStartDate: '2026-11-30', scheduledEndDate: '2026-11-01' };
    expect(scheduledMessagesQuery.safeParse(upsideDown).success).toBe(false);
    expect(scheduledMessagesParams.parse(upsideDown)).toEqual({ scheduledStartDate: '2026-11-30', page: 1 });
    expect(scheduledMessagesParams.parse({ scheduledStartDate: '30/11/2026' })).toEqual({ page: 1 });
  });
});

describe('the company’s applications URL mirrors the API query', () => {
  const apiQuery = applicationsContract.list.query;

  it('has the API query’s fields, but the page size, and the contract’s statuses', () => {
    expect(Object.keys(companyApplicationsParams.shape).sort()).toEqual(apiFields(apiQuery));
    expect([...APPLICATION_STATUSES].sort()).toEqual([...ApplicationStatus.options].sort());
  });

  it('passes on what the API accepts and drops what it refuses', () => {
    const search = { recruitmentId: ID, status: 'PENDING', page: 2 } as const;
    expect(companyApplicationsParams.parse(search)).toEqual(search);
    expect(apiQuery.parse({ ...search, pageSize: 10 })).toEqual({ ...search, pageSize: 10 });
    expect(companyApplicationsParams.parse({ recruitmentId: 'x', status: 'OPEN' })).toEqual({ page: 1 });
  });
});
