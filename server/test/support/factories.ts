import { randomInt, randomUUID } from 'node:crypto';
import type { CreateRecruitmentBody } from '@jobmatch/contract';
import { INDUSTRY, OCCUPATION } from './reference.ts';
import type { TestApp } from './test-app.ts';

export const uniqueEmail = (label = 'user') => `${label}.${randomUUID().slice(0, 8)}@example.test`;

/** A random 13-digit Thai tax id with a correct check digit. */
export function uniqueTaxId(): string {
  const digits = Array.from({ length: 12 }, () => randomInt(10));
  const sum = digits.reduce((total, digit, index) => total + digit * (13 - index), 0);
  return [...digits, (11 - (sum % 11)) % 10].join('');
}

export const STRONG_PASSWORD = 'Kh0-Sam-Ruay!';

export async function registerCandidate(app: TestApp, overrides: Partial<{ email: string; password: string }> = {}) {
  const input = {
    email: uniqueEmail('candidate'),
    firstName: 'Somchai',
    lastName: 'Jaidee',
    password: STRONG_PASSWORD,
    ...overrides,
  };
  const response = await app.api.candidate.auth.register({ body: input });
  if (response.status !== 201)
    throw new Error(`candidate register: ${response.status} ${JSON.stringify(response.body)}`);
  return { ...input, token: response.body.result.accessToken, user: response.body.result.user };
}

export async function registerEmployer(app: TestApp, overrides: Partial<{ email: string; password: string }> = {}) {
  const input = {
    companyName: `Siam Widgets ${randomUUID().slice(0, 6)}`,
    companyTaxId: uniqueTaxId(),
    email: uniqueEmail('admin'),
    name: 'Malee Srisuk',
    password: STRONG_PASSWORD,
    phoneNumber: '081 234 5678',
    ...overrides,
  };
  const response = await app.api.company.auth.register({ body: input });
  if (response.status !== 201)
    throw new Error(`employer register: ${response.status} ${JSON.stringify(response.body)}`);
  return { ...input, token: response.body.result.accessToken, user: response.body.result.user };
}

export type Candidate = Awaited<ReturnType<typeof registerCandidate>>;
export type Employer = Awaited<ReturnType<typeof registerEmployer>>;

/** An ADMIN invites a new address and the invitee accepts: a signed-in RECRUITER of that company. */
export async function inviteRecruiter(app: TestApp, adminToken: string) {
  const email = uniqueEmail('recruiter');
  const invited = await app.as(adminToken).company.invitations.create({ body: { email } });
  if (invited.status !== 201) throw new Error(`invite: ${invited.status} ${JSON.stringify(invited.body)}`);
  await app.deliverMail();
  const token = new URL(
    app.mailbox
      .to(email)
      .at(-1)
      ?.text.match(/https?:\/\/\S+/)?.[0] ?? '',
  ).searchParams.get('token');
  const accepted = await app.api.company.invitations.accept({
    body: { email, name: 'Anan Recruiter', password: STRONG_PASSWORD, phoneNumber: '0891234567', token: token ?? '' },
  });
  if (accepted.status !== 201) throw new Error(`accept: ${accepted.status} ${JSON.stringify(accepted.body)}`);
  return { email, token: accepted.body.result.accessToken, user: accepted.body.result.user };
}

/** An ACTIVE recruitment of the caller's company, through the employer API; `body` changes the defaults. */
export async function publishRecruitment(app: TestApp, token: string, body: Partial<CreateRecruitmentBody> = {}) {
  const response = await app.as(token).company.recruitments.create({
    body: {
      title: `Engineer ${randomUUID().slice(0, 8)}`,
      description: 'Details',
      employmentStatus: 'FULL_TIME',
      industryId: INDUSTRY.computerProgramming,
      occupationId: OCCUPATION.softwareDevelopers,
      status: 'ACTIVE',
      ...body,
    },
  });
  if (response.status !== 201) throw new Error(`recruitment: ${response.status} ${JSON.stringify(response.body)}`);
  return response.body.result.recruitment;
}
