import { candidateJobSearchQuery, EmploymentType, JOB_KEYWORD_MAX_LENGTH, MAX_ANNUAL_SALARY } from '@jobmatch/contract';
import { describe, expect, it } from 'vitest';
import {
  EMPLOYMENT_TYPES,
  jobSearchParams,
  JOB_KEYWORD_MAX_LENGTH as URL_KEYWORD_MAX,
  MAX_ANNUAL_SALARY as URL_SALARY_MAX,
} from '../src/jobs/search-params.ts';

const PROVINCE = '5c2a4c1e-1f0a-4a8e-9d4b-1b6f1c0d2e3f';

describe('the job search URL mirrors the API query', () => {
  it('has the API query’s fields, but the page size', () => {
    const apiFields = Object.keys(candidateJobSearchQuery.shape).filter((field) => field !== 'pageSize');
    expect(Object.keys(jobSearchParams.shape).sort()).toEqual(apiFields.sort());
  });

  it('uses the contract’s values and limits', () => {
    expect(EMPLOYMENT_TYPES).toEqual(EmploymentType.options);
    expect(URL_KEYWORD_MAX).toBe(JOB_KEYWORD_MAX_LENGTH);
    expect(URL_SALARY_MAX).toBe(MAX_ANNUAL_SALARY);
  });

  it('passes on what the API accepts, unchanged', () => {
    const search = {
      keyword: 'วิศวกร',
      provinceId: PROVINCE,
      employmentType: 'FULL_TIME',
      salaryMin: 300_000,
      page: 2,
    } as const;
    const url = jobSearchParams.parse(search);
    expect(url).toEqual(search);
    expect(candidateJobSearchQuery.parse({ ...url, pageSize: 10 })).toEqual({ ...search, pageSize: 10 });
  });

  it('drops what the API would refuse, so a hand-edited link still opens', () => {
    const url = jobSearchParams.parse({
      keyword: 'x'.repeat(JOB_KEYWORD_MAX_LENGTH + 1),
      industryId: 'not-a-uuid',
      employmentType: 'SOMETIMES',
      salaryMin: -1,
      page: 0,
    });
    expect(url).toEqual({ page: 1 });
    for (const [field, value] of Object.entries({ industryId: 'not-a-uuid', salaryMin: -1, page: 0 })) {
      expect(candidateJobSearchQuery.safeParse({ [field]: value }).success, field).toBe(false);
    }
  });
});
