import { randomUUID } from 'node:crypto';
import type { EmployerUser } from '@jobmatch/contract';
import { apiClient, PASSWORD, uniqueEmail, uniqueTaxId } from './api.ts';
import type { Language, TestPage } from './browser.ts';

export type SignedInEmployer = {
  companyName: string;
  email: string;
  password: string;
  accessToken: string;
  expiresAt: string;
  user: EmployerUser;
  /** The typed API client, signed in as this employer, in the journey's language. */
  api: ReturnType<typeof apiClient>;
};

/** A company and its first ADMIN, registered through the employer API. */
export async function registeredCompany(language: Language): Promise<SignedInEmployer> {
  const companyName = `Siam Scouting ${randomUUID().slice(0, 6)}`;
  const email = uniqueEmail('admin');
  const registered = await apiClient(language).company.auth.register({
    body: {
      companyName,
      companyTaxId: uniqueTaxId(),
      email,
      name: 'Malee Srisuk',
      password: PASSWORD,
      phoneNumber: '081 234 5678',
    },
  });
  if (registered.status !== 201) throw new Error(`employer register: HTTP ${registered.status}`);
  const { accessToken, expiresAt, user } = registered.body.result;
  return {
    companyName,
    email,
    password: PASSWORD,
    accessToken,
    expiresAt,
    user,
    api: apiClient(language, accessToken),
  };
}

/**
 * Starts the page signed in as this employer, as the app's own sign-in would leave it (the
 * session in localStorage), for journeys whose subject is not signing in. The employer sign-in
 * screen has a journey of its own.
 */
export async function signInAsEmployer(testPage: TestPage, employer: SignedInEmployer): Promise<void> {
  const session = {
    audience: 'employer',
    accessToken: employer.accessToken,
    expiresAt: employer.expiresAt,
    user: employer.user,
  };
  await testPage.context.addInitScript((stored) => {
    if (!localStorage.getItem('jobmatch.session')) localStorage.setItem('jobmatch.session', stored);
  }, JSON.stringify(session));
}
