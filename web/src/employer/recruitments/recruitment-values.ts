import type { CreateRecruitmentBody, Recruitment } from '@jobmatch/contract';

/** What the editor holds: the create body without its status (the buttons choose it). */
export type RecruitmentValues = Omit<CreateRecruitmentBody, 'status'>;

const EMPTY_TEXTS = {
  summary: '',
  highlight: '',
  memo: '',
  accessInfo: '',
  applicationInstructions: '',
  bonusPolicy: '',
  contactInfo: '',
  employeeBenefits: '',
  leavePolicy: '',
  locationDetail: '',
  probationPeriod: '',
  qualification: '',
  salaryIncreasePolicy: '',
  specialDescription: '',
  specialTopic: '',
  workHours: '',
};

type TextField = keyof typeof EMPTY_TEXTS;
const TEXT_FIELDS = Object.keys(EMPTY_TEXTS) as TextField[];

/** A new posting: nothing chosen yet ('' for the required ids, which the schema then reports). */
export function emptyRecruitment(): RecruitmentValues {
  return {
    title: '',
    description: '',
    employmentStatus: 'FULL_TIME',
    industryId: '',
    occupationId: '',
    ...EMPTY_TEXTS,
    districtId: null,
    educationLevel: null,
    salaryExpectation: null,
    estimatedSalaryMin: null,
    estimatedSalaryMax: null,
    expiredAt: null,
    coverImage: null,
    specialImage: null,
    companySearchKeyword: [],
    images: [],
    salaryExamples: [],
    testimonials: [],
    applicationSteps: [],
  };
}

/** A saved posting as the editor's values (the server's nulls become empty texts). */
export function recruitmentValues(recruitment: Recruitment): RecruitmentValues {
  const texts = Object.fromEntries(TEXT_FIELDS.map((field) => [field, recruitment[field] ?? ''])) as Record<
    TextField,
    string
  >;
  return {
    title: recruitment.title,
    description: recruitment.description,
    employmentStatus: recruitment.employmentType,
    industryId: recruitment.industryId,
    occupationId: recruitment.occupationId,
    ...texts,
    districtId: recruitment.districtId,
    educationLevel: recruitment.educationLevel,
    salaryExpectation: recruitment.salaryExpectation,
    estimatedSalaryMin: recruitment.estimatedSalaryMin,
    estimatedSalaryMax: recruitment.estimatedSalaryMax,
    expiredAt: recruitment.expiredAt,
    coverImage: recruitment.coverImage,
    specialImage: recruitment.specialImage,
    companySearchKeyword: recruitment.companySearchKeyword,
    images: recruitment.images,
    salaryExamples: recruitment.salaryExamples,
    testimonials: recruitment.testimonials,
    applicationSteps: recruitment.applicationSteps,
  };
}

const BANGKOK_DATE = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Bangkok' });

/** "2026-12-31" in Bangkok, for a date input. */
export function bangkokDate(value: string | Date): string {
  return BANGKOK_DATE.format(typeof value === 'string' ? new Date(value) : value);
}

/** The end of that day in Bangkok: a posting shown "until 31 Dec" is shown all of that day. */
export function endOfBangkokDay(date: string): string {
  return `${date}T23:59:59+07:00`;
}
