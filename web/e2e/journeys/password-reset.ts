import { message } from '@jobmatch/contract';
import type { TFunction } from 'i18next';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { candidate } from '../support/api.ts';
import { expectAccessible } from '../support/axe.ts';
import { journeySteps, type Language, openPage, type TestPage } from '../support/browser.ts';
import { linkIn, waitForMail } from '../support/mail.ts';
import { screenshot } from '../support/screenshots.ts';
import { textsIn } from '../support/texts.ts';

/**
 * A candidate who forgot their password, in English or in Thai: asks for a link, opens the link
 * of the e-mail the server wrote, sets a new password, signs in with it and signs out.
 */
export function passwordResetJourney(language: Language): void {
  describe(`a forgotten password (${language})`, () => {
    const step = journeySteps();
    let t: TFunction;
    let tab: TestPage;
    let account: Awaited<ReturnType<typeof candidate>>;
    const newPassword = 'Chang-Mai-2569!';

    beforeAll(async () => {
      t = await textsIn(language);
      account = await candidate(language);
      tab = await openPage(language);
    });

    afterAll(() => tab?.close());

    step('asks for a reset link from the sign-in page', async () => {
      const { page } = tab;
      await page.goto(tab.url('/sign-in'));
      await page.getByRole('heading', { level: 1, name: t('auth.signIn.title') }).waitFor();
      await expectAccessible(page, 'sign-in');
      await screenshot(page, 'sign-in', language);

      await page.getByRole('link', { name: t('auth.signIn.forgot') }).click();
      await page.getByRole('heading', { level: 1, name: t('auth.forgot.title') }).waitFor();
      await expectAccessible(page, 'forgot password');
      await screenshot(page, 'forgot-password', language);
      await page.getByLabel(t('auth.email')).fill(account.email);
      await page.getByRole('button', { name: t('auth.forgot.submit') }).click();
      await page.getByText(t('auth.forgot.sent', { email: account.email })).waitFor();
    });

    step('opens the link in the e-mail and sets a new password', async () => {
      const { page } = tab;
      const link = linkIn(await waitForMail(account.email), '/reset-password');
      expect(link.searchParams.get('audience')).toBe('candidate');
      expect(link.searchParams.get('token')).toBeTruthy();
      expect(link.origin).toBe(new URL(tab.url('/')).origin);

      await page.goto(link.href);
      await page.getByRole('heading', { level: 1, name: t('auth.reset.title') }).waitFor();
      const password = page.getByLabel(t('auth.newPassword'), { exact: false }).first();
      await password.fill('123');
      await page.getByRole('button', { name: t('auth.reset.submit') }).click();
      await page.getByText(message('passwordMinLength', { min: 6 }, language)).waitFor();
      await expectAccessible(page, 'reset password');
      await screenshot(page, 'reset-password', language);

      await password.fill(newPassword);
      await page.getByRole('button', { name: t('auth.reset.submit') }).click();
      await page.waitForURL((url) => url.pathname === '/sign-in');
      await page.getByText(t('auth.signIn.passwordReset')).waitFor();
    });

    step('signs in with the new password and signs out', async () => {
      const { page } = tab;
      await page.getByLabel(t('auth.email')).fill(account.email);
      await page.getByLabel(t('auth.password'), { exact: false }).first().fill(newPassword);
      await page.getByRole('button', { name: t('auth.signIn.submit') }).click();
      await page.waitForURL((url) => url.pathname === '/');
      const menu = page.getByRole('button', { name: t('nav.accountMenu', { email: account.email }) });
      await menu.click();
      await page.getByRole('menuitem', { name: t('nav.signOut') }).click();
      await page
        .getByRole('banner')
        .getByRole('link', { name: t('nav.signIn') })
        .waitFor();
      expect(await menu.count()).toBe(0);
      // The session is gone from storage too: a reload stays signed out.
      await page.reload();
      await page
        .getByRole('banner')
        .getByRole('link', { name: t('nav.signIn') })
        .waitFor();
    });

    it('had no console error and no failed request', async () => {
      await tab.expectNoProblems();
    });
  });
}
