import { randomInt, randomUUID } from 'node:crypto';
import { type CreateRecruitmentBody, contract } from '@jobmatch/contract';
import { initClient } from '@ts-rest/core';
import { inject } from 'vitest';
import type { Language } from './browser.ts';

/**
 * Test data made through the API, with the same typed client as the app (no demo data is
 * assumed): every test file makes its own companies, postings and users, so files can run in
 * parallel on one server.
 */
export function apiClient(language: Language = 'en', token?: string) {
  return initClient(contract, {
    baseUrl: inject('baseUrl'),
    baseHeaders: { 'accept-language': language, ...(token ? { authorization: `Bearer ${token}` } : {}) },
  });
}

export const PASSWORD = 'Kh0-Sam-Ruay!';
export const uniqueEmail = (label: string) => `${label}.${randomUUID().slice(0, 8)}@example.test`;

/** A random 13-digit Thai tax id with a correct check digit. */
export function uniqueTaxId(): string {
  const digits = Array.from({ length: 12 }, () => randomInt(10));
  const sum = digits.reduce((total, digit, index) => total + digit * (13 - index), 0);
  return [...digits, (11 - (sum % 11)) % 10].join('');
}

/** The response, narrowed to the expected status; any other throws with what was being done. */
export function expectStatus<T extends { status: number; body: unknown }, S extends T['status']>(
  response: T,
  status: S,
  what: string,
): Extract<T, { status: S }> {
  if (response.status !== status) {
    throw new Error(`${what}: HTTP ${response.status} ${JSON.stringify(response.body)}`);
  }
  return response as Extract<T, { status: S }>;
}

/**
 * The reference rows the journeys use, found by their official codes: ISIC division 62 (software),
 * ISCO sub-major group 25 and its minor group 251, Bangkok and its district Bang Rak.
 */
export async function referenceRows(language: Language = 'en') {
  const api = apiClient(language);
  const [industries, occupations, provinces] = await Promise.all([
    api.shared.industries.list(),
    api.shared.occupations.list(),
    api.shared.locations.provinces({ query: {} }),
  ]);
  if (industries.status !== 200 || occupations.status !== 200 || provinces.status !== 200) {
    throw new Error('reference data is not available');
  }
  const industry = industries.body.result.industries
    .flatMap((section) => section.children)
    .find((d) => d.code === '62');
  const occupationGroup = occupations.body.result.occupations
    .flatMap((major) => major.children)
    .find((subMajor) => subMajor.code === '25');
  const occupation = occupationGroup?.children.find((minor) => minor.code === '251');
  const province = provinces.body.result.provinces.find((item) => item.code === '10');
  if (!industry || !occupationGroup || !occupation || !province) {
    throw new Error('ISIC 62, ISCO 25 or 251, or Bangkok is missing');
  }
  const districts = expectStatus(
    await api.shared.locations.districts({ query: { provinceId: province.id } }),
    200,
    'districts of Bangkok',
  );
  const district = districts.body.result.districts.find((d) => d.code === '1004');
  if (!district) throw new Error('Bang Rak is missing');
  return { industry, occupationGroup, occupation, province, district };
}

/** The ids of the reference rows a posting or a profile uses (see referenceRows). */
export async function referenceIds() {
  const { industry, occupation, province, district } = await referenceRows();
  return { industryId: industry.id, occupationId: occupation.id, provinceId: province.id, districtId: district.id };
}

export type Posting = { id: string; title: string };

/**
 * A company (registered through the employer API) that publishes the given postings at once
 * (status ACTIVE), in Bang Rak, Bangkok, software development.
 */
export async function companyWithPostings(postings: Partial<CreateRecruitmentBody>[]) {
  const companyName = `Siam Software ${randomUUID().slice(0, 6)}`;
  const registered = await apiClient().company.auth.register({
    body: {
      companyName,
      companyTaxId: uniqueTaxId(),
      email: uniqueEmail('employer'),
      name: 'Malee Srisuk',
      password: PASSWORD,
      phoneNumber: '081 234 5678',
    },
  });
  if (registered.status !== 201) throw new Error(`employer register: HTTP ${registered.status}`);
  const employer = apiClient('en', registered.body.result.accessToken);
  const reference = await referenceIds();
  const published: Posting[] = [];
  for (const posting of postings) {
    const created = await employer.company.recruitments.create({
      body: {
        title: 'Engineer',
        description: 'Build and run our services.',
        employmentStatus: 'FULL_TIME',
        industryId: reference.industryId,
        occupationId: reference.occupationId,
        districtId: reference.districtId,
        status: 'ACTIVE',
        ...posting,
      },
    });
    if (created.status !== 201) throw new Error(`recruitment: HTTP ${created.status} ${JSON.stringify(created.body)}`);
    published.push({ id: created.body.result.recruitment.id, title: created.body.result.recruitment.title });
  }
  return { companyName, postings: published, reference, employer };
}

/** A candidate account made through the API (its e-mails are in `language`). */
export async function candidate(language: Language) {
  const email = uniqueEmail('candidate');
  const registered = await apiClient(language).candidate.auth.register({
    body: { email, firstName: 'Somchai', lastName: 'Jaidee', password: PASSWORD },
  });
  if (registered.status !== 201) throw new Error(`candidate register: HTTP ${registered.status}`);
  return { email, password: PASSWORD, token: registered.body.result.accessToken };
}
