import { createRecruitmentBody, type Recruitment } from '@jobmatch/contract';
import { describe, expect, it } from 'vitest';
import {
  bangkokDate,
  emptyRecruitment,
  endOfBangkokDay,
  recruitmentValues,
} from '../src/employer/recruitments/recruitment-values.ts';

const ID = '5c2a4c1e-1f0a-4a8e-9d4b-1b6f1c0d2e3f';
const text = (value: string) => ({ en: value, th: value });

const saved: Recruitment = {
  id: ID,
  companyId: ID,
  postedById: ID,
  isActive: true,
  isDraft: false,
  status: 'ACTIVE',
  title: 'นักพัฒนาเว็บ',
  summary: null,
  description: 'พัฒนาเว็บ',
  highlight: null,
  memo: 'internal',
  employmentType: 'PART_TIME',
  educationLevel: 'BACHELOR',
  salaryExpectation: null,
  estimatedSalaryMin: 600_000,
  estimatedSalaryMax: 900_000,
  districtId: ID,
  industryId: ID,
  occupationId: ID,
  industry: { id: ID, localized: text('IT') },
  occupation: { id: ID, localized: text('Dev') },
  location: null,
  postedAt: '2026-11-25T03:00:00.000Z',
  expiredAt: '2026-12-31T16:59:59.000Z',
  closedAt: null,
  accessInfo: null,
  applicationInstructions: null,
  bonusPolicy: null,
  contactInfo: null,
  coverImage: 'https://example.test/cover.png',
  employeeBenefits: null,
  leavePolicy: null,
  locationDetail: 'ถนนสีลม',
  probationPeriod: null,
  qualification: null,
  salaryIncreasePolicy: null,
  specialDescription: null,
  specialImage: null,
  specialTopic: null,
  workHours: null,
  companySearchKeyword: ['TypeScript'],
  images: [],
  salaryExamples: [{ title: '3 ปี', annualSalary: 720_000 }],
  testimonials: [{ quote: 'ดีมาก', role: '', tenure: '', title: '' }],
  applicationSteps: [{ title: 'สัมภาษณ์', description: '' }],
  createdAt: '2026-11-25T03:00:00.000Z',
  updatedAt: '2026-11-25T03:00:00.000Z',
};

describe('the recruitment editor’s values', () => {
  it('of a new posting are refused by the contract only for what must be written and chosen', () => {
    const result = createRecruitmentBody.safeParse(emptyRecruitment());
    expect(result.success).toBe(false);
    const fields = new Set(result.error?.issues.map((issue) => issue.path.join('.')));
    expect([...fields].sort()).toEqual(['description', 'industryId', 'occupationId', 'title']);
  });

  it('of a saved posting pass the contract as they are, with the server’s nulls as empty texts', () => {
    const values = recruitmentValues(saved);
    expect(createRecruitmentBody.safeParse(values).success).toBe(true);
    expect(values).toMatchObject({ employmentStatus: 'PART_TIME', summary: '', memo: 'internal', districtId: ID });
  });

  it('name a date as Bangkok reads it, and end it at midnight there', () => {
    // 17:30 UTC on the 31st is already the 1st in Bangkok (UTC+7).
    expect(bangkokDate('2026-12-31T17:30:00Z')).toBe('2027-01-01');
    expect(endOfBangkokDay('2026-12-31')).toBe('2026-12-31T23:59:59+07:00');
    expect(bangkokDate(endOfBangkokDay('2026-12-31'))).toBe('2026-12-31');
  });
});
