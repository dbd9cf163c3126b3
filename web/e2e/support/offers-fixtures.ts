import { type CreateRecruitmentBody, contract } from '@jobmatch/contract';
import { initClient } from '@ts-rest/core';
import { expectStatus, PASSWORD, uniqueEmail, uniqueTaxId } from './api.ts';

/**
 * The employer side of the candidate's journeys, through the typed API client (the same contract
 * the app uses): a company with a named recruiter publishes jobs, sends offers and opens
 * candidates' profiles. Each call checks its status, so a broken step fails where it happens.
 */

export type Api = ReturnType<typeof apiAs>;

export function apiAs(baseUrl: string, token?: string, locale: 'en' | 'th' = 'en') {
  return initClient(contract, {
    baseUrl,
    baseHeaders: { 'accept-language': locale, ...(token ? { authorization: `Bearer ${token}` } : {}) },
    validateResponse: true,
  });
}

/** Reference ids by official code (ISIC division, ISCO group, Thai district code). */
export async function referenceIds(baseUrl: string) {
  const api = apiAs(baseUrl);
  const industries = expectStatus(await api.shared.industries.list(), 200, 'industries').body.result.industries;
  const occupations = expectStatus(await api.shared.occupations.list(), 200, 'occupations').body.result.occupations;
  const industry = (code: string) => {
    const found = industries.flatMap((section) => [section, ...section.children]).find((item) => item.code === code);
    if (!found) throw new Error(`no industry ${code}`);
    return found;
  };
  const occupation = (code: string) => {
    const all = occupations.flatMap((major) => major.children.flatMap((subMajor) => [subMajor, ...subMajor.children]));
    const found = all.find((item) => item.code === code);
    if (!found) throw new Error(`no occupation ${code}`);
    return found;
  };
  return { industry, occupation };
}

export type Company = Awaited<ReturnType<typeof registerCompany>>;

/** The offer body as a client sends it: the contract's defaults may be left out. */
type CreateOfferInput = Parameters<Company['api']['company']['offers']['create']>[0]['body'];

/** A company whose first administrator (the recruiter who writes the letters) has a name and position. */
export async function registerCompany(
  baseUrl: string,
  input: { companyName: string; recruiterName: string; position: string; locale?: 'en' | 'th' },
) {
  const [firstName = input.recruiterName, ...rest] = input.recruiterName.split(' ');
  const registered = expectStatus(
    await apiAs(baseUrl).company.auth.register({
      body: {
        companyName: input.companyName,
        companyTaxId: uniqueTaxId(),
        email: uniqueEmail('recruiter'),
        name: input.recruiterName,
        password: PASSWORD,
        phoneNumber: '081 234 5678',
      },
    }),
    201,
    'employer register',
  ).body.result;
  const api = apiAs(baseUrl, registered.accessToken, input.locale);
  expectStatus(
    await api.company.profile.update({
      body: { firstName, lastName: rest.join(' ') || firstName, position: input.position },
    }),
    200,
    'recruiter profile',
  );
  return { api, name: input.companyName, user: registered.user };
}

/** An ACTIVE recruitment (a public job posting). */
export async function publishJob(company: Company, body: Omit<CreateRecruitmentBody, 'status'>) {
  return expectStatus(
    await company.api.company.recruitments.create({ body: { ...body, status: 'ACTIVE' } }),
    201,
    'recruitment',
  ).body.result.recruitment;
}

/** An offer letter sent now (the flags the body leaves out are off). */
export async function sendOffer(company: Company, body: CreateOfferInput) {
  return expectStatus(await company.api.company.offers.create({ body }), 201, 'offer').body.result.offer;
}

/** The company opens the candidate's detail, as its search results lead it to (a profile view). */
export async function openCandidate(company: Company, candidateId: string) {
  return expectStatus(await company.api.company.candidates.get({ params: { candidateId } }), 200, 'candidate detail')
    .body.result.candidate;
}

/** A candidate registered through the API (the journeys then sign in through the UI). */
export async function registerCandidate(baseUrl: string, input: { firstName: string; lastName: string }) {
  const email = uniqueEmail('candidate');
  const registered = expectStatus(
    await apiAs(baseUrl).candidate.auth.register({ body: { email, password: PASSWORD, ...input } }),
    201,
    'candidate register',
  ).body.result;
  return { email, password: PASSWORD, token: registered.accessToken, candidateId: registered.user.candidateId };
}

/** The candidate id of an account the journey signed up in the browser (the employer routes take it). */
export async function candidateIdOf(baseUrl: string, email: string, password = PASSWORD) {
  const signedIn = expectStatus(
    await apiAs(baseUrl).candidate.auth.login({ body: { email, password } }),
    200,
    'candidate sign-in',
  );
  const { candidateId } = signedIn.body.result.user;
  return candidateId;
}
