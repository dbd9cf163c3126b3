import { message } from '@jobmatch/contract';
import type { TFunction } from 'i18next';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uniqueEmail } from '../support/api.ts';
import { expectAccessible } from '../support/axe.ts';
import { journeySteps, type Language, openPage, type TestPage } from '../support/browser.ts';
import { registeredCompany, type SignedInEmployer, signInAsEmployer } from '../support/employer.ts';
import { linkIn, waitForMail } from '../support/mail.ts';
import { screenshot as photograph } from '../support/screenshots.ts';
import { textsIn } from '../support/texts.ts';

/**
 * The screenshot of a screen from its top: a form submitted further down leaves the page scrolled,
 * and a full-page picture would then show the sticky header in the middle of it.
 */
async function screenshot(page: Page, name: string, language: Language): Promise<void> {
  await page.evaluate(() => window.scrollTo(0, 0));
  await photograph(page, name, language);
}

/**
 * A company's team, in English or in Thai: the ADMIN fills in the company profile and the e-mail
 * settings, invites a recruiter; the recruiter joins through the e-mailed link in a browser of
 * their own, sees the company but none of what only an ADMIN may do, fills in their profile, and
 * finds the link spent; the ADMIN then deactivates them.
 */
export function employerTeamJourney(language: Language): void {
  describe(`an employer's team (${language})`, () => {
    const step = journeySteps();
    let t: TFunction;
    let admin: SignedInEmployer;
    let adminTab: TestPage;
    let recruiterTab: TestPage;
    let invitationLink: URL;
    const recruiterEmail = uniqueEmail(`recruiter-${language}`);
    const recruiterName = language === 'th' ? 'สมชาย ใจดี' : 'Somchai Jaidee';
    const description =
      language === 'th'
        ? 'บริษัทซอฟต์แวร์ในกรุงเทพฯ ที่ช่วยธุรกิจไทยจัดการข้อมูล'
        : 'A Bangkok software house that helps Thai businesses run on their data.';
    const location =
      language === 'th' ? '99 ถนนสีลม แขวงสีลม เขตบางรัก กรุงเทพฯ 10500' : '99 Silom Road, Bang Rak, Bangkok 10500';
    const notificationEmail = uniqueEmail(`hr-${language}`);
    const autoReply =
      language === 'th'
        ? 'ขอบคุณที่สมัครงานกับเรา ทีมงานจะติดต่อกลับภายใน 5 วันทำการ'
        : 'Thank you for applying. Our team will get back to you within 5 working days.';
    const position = language === 'th' ? 'เจ้าหน้าที่สรรหาบุคลากร' : 'Talent acquisition officer';

    beforeAll(async () => {
      t = await textsIn(language);
      admin = await registeredCompany(language);
      adminTab = await openPage(language);
      await signInAsEmployer(adminTab, admin);
    });

    afterAll(async () => {
      await adminTab?.close();
      await recruiterTab?.close();
    });

    step('the ADMIN edits the company profile, which stays after a reload', async () => {
      const { page } = adminTab;
      await page.goto(adminTab.url('/employer/company'));
      await page.getByRole('heading', { level: 1, name: t('organization.title') }).waitFor();
      await page.getByText(admin.companyName).waitFor();
      await expectAccessible(page, 'company (ADMIN)');
      await screenshot(page, 'employer-company', language);

      await page.getByRole('button', { name: t('organization.profile.edit') }).click();
      await page.getByLabel(t('organization.profile.description')).fill(description);
      await page.getByLabel(t('organization.profile.location')).fill(location);
      await page.getByLabel(t('organization.profile.website')).fill('https://siam-scouting.example');
      await page.getByLabel(t('organization.profile.logo')).fill('not a web address');
      await page.getByRole('button', { name: t('organization.save') }).click();
      await page.getByText(message('invalidUrl', {}, language)).waitFor();
      await expectAccessible(page, 'company profile form');
      await screenshot(page, 'employer-company-edit', language);

      await page.getByLabel(t('organization.profile.logo')).fill('');
      await page.getByRole('button', { name: t('organization.save') }).click();
      await page.getByText(t('organization.profile.saved')).waitFor();
      await page.reload();
      await page.getByText(description).waitFor();
      await page.getByText(location).waitFor();
      await page.getByRole('link', { name: 'https://siam-scouting.example' }).waitFor();
    });

    step('the ADMIN sets the e-mail settings; auto-reply without a message is refused', async () => {
      const { page } = adminTab;
      adminTab.allowFailure(/\/api\/company\/organization\/company\/settings$/);
      await page.getByRole('button', { name: t('organization.settings.edit') }).click();
      await page.getByLabel(t('organization.settings.notificationEmail')).fill(notificationEmail);
      await page.getByLabel(t('organization.settings.frequencyValue.DAILY')).check();
      await page.getByLabel(t('organization.settings.autoReplySwitch')).check();
      await page.getByRole('button', { name: t('organization.save') }).click();
      await page.getByText(message('fieldRequired', {}, language)).waitFor();
      await expectAccessible(page, 'company settings form');
      await screenshot(page, 'employer-company-settings', language);

      await page.getByLabel(t('organization.settings.autoReplyMessage'), { exact: true }).fill(autoReply);
      await page.getByRole('button', { name: t('organization.save') }).click();
      await page.getByText(t('organization.settings.saved')).waitFor();
      await page.reload();
      await page.getByText(notificationEmail).waitFor();
      await page.getByText(t('organization.settings.frequencyValue.DAILY')).waitFor();
      await page.getByText(autoReply).waitFor();
      await page.getByText(t('organization.settings.autoReplyOn'), { exact: true }).waitFor();
    });

    step('the ADMIN invites a recruiter and is told the e-mail was sent', async () => {
      const { page } = adminTab;
      await page.goto(adminTab.url('/employer/recruiters'));
      await page.getByRole('heading', { level: 1, name: t('recruiters.title') }).waitFor();
      await page.getByRole('link', { name: 'Malee Srisuk' }).waitFor();
      await page.getByText(t('recruiters.role.ADMIN')).first().waitFor();
      await expectAccessible(page, 'recruiters (ADMIN)');
      await screenshot(page, 'employer-recruiters', language);

      await page.getByRole('link', { name: t('recruiters.invite.button') }).click();
      await page.getByRole('heading', { level: 1, name: t('recruiters.invite.title') }).waitFor();
      await page.getByLabel(t('recruiters.invite.email')).fill(recruiterEmail);
      await page.getByRole('button', { name: t('recruiters.invite.submit') }).click();
      await page.getByText(t('recruiters.invite.sentTitle')).waitFor();
      await page.getByText(recruiterEmail, { exact: false }).waitFor();
      expect(await page.getByLabel(t('recruiters.invite.email')).inputValue()).toBe('');
      await expectAccessible(page, 'invite a recruiter');
      await screenshot(page, 'employer-invite-recruiter', language);
    });

    step('the invitation e-mail arrives with a link to the invitation page', async () => {
      invitationLink = linkIn(await waitForMail(recruiterEmail), '/invitations/accept');
      expect(invitationLink.searchParams.get('token')).toBeTruthy();
      expect(invitationLink.origin).toBe(new URL(adminTab.url('/')).origin);
    });

    step('the recruiter, signed out in a browser of their own, joins through the link', async () => {
      recruiterTab = await openPage(language);
      const { page } = recruiterTab;
      await page.goto(invitationLink.href);
      await page.getByRole('heading', { level: 1, name: t('invitation.title') }).waitFor();
      await page.getByText(admin.companyName).waitFor();
      await page.getByText(recruiterEmail).waitFor();
      await page.getByRole('button', { name: t('invitation.submit') }).click();
      await page.getByText(message('nameRequired', {}, language)).waitFor();
      await expectAccessible(page, 'invitation');
      await screenshot(page, 'invitation', language);

      await page.getByLabel(t('invitation.name')).fill(recruiterName);
      await page.getByLabel(t('invitation.phone')).fill('089 765 4321');
      await page.getByLabel(t('invitation.password'), { exact: false }).first().fill('Recruit-Siam-2569');
      await page.getByRole('button', { name: t('invitation.submit') }).click();
      await page.waitForURL((url) => url.pathname === '/employer');
      await page.getByRole('navigation', { name: t('employerNav.label') }).waitFor();
    });

    step('the recruiter sees the team and the company, but nothing only an ADMIN may do', async () => {
      const { page } = recruiterTab;
      await page.goto(recruiterTab.url('/employer/recruiters'));
      await page.getByRole('heading', { level: 1, name: t('recruiters.title') }).waitFor();
      await page.getByRole('link', { name: recruiterName }).waitFor();
      await page.getByText(t('recruiters.count', { count: 2 })).waitFor();
      expect(await page.getByRole('link', { name: t('recruiters.invite.button') }).count()).toBe(0);
      await expectAccessible(page, 'recruiters (RECRUITER)');
      await screenshot(page, 'employer-recruiters-recruiter', language);

      await page.getByRole('link', { name: 'Malee Srisuk' }).click();
      await page.getByRole('heading', { level: 1, name: 'Malee Srisuk' }).waitFor();
      await page.getByText(admin.email).waitFor();
      expect(await page.getByRole('button', { name: t('recruiters.statusChange.button.INACTIVE') }).count()).toBe(0);
      await expectAccessible(page, 'recruiter detail (RECRUITER)');
      await screenshot(page, 'employer-recruiter-recruiter', language);

      await page.goto(recruiterTab.url('/employer/company'));
      await page.getByText(description).waitFor();
      await page.getByText(t('organization.introReadOnly')).waitFor();
      expect(await page.getByRole('button', { name: t('organization.profile.edit') }).count()).toBe(0);
      expect(await page.getByRole('button', { name: t('organization.settings.edit') }).count()).toBe(0);
      await expectAccessible(page, 'company (RECRUITER)');
      await screenshot(page, 'employer-company-recruiter', language);

      await page.goto(recruiterTab.url('/employer/recruiters/invite'));
      await page.waitForURL((url) => url.pathname === '/employer');
      expect(await page.getByLabel(t('recruiters.invite.email')).count()).toBe(0);
    });

    step('the recruiter fills in their own profile', async () => {
      const { page } = recruiterTab;
      await page.goto(recruiterTab.url('/employer/my-profile'));
      await page.getByRole('heading', { level: 1, name: t('myProfile.title') }).waitFor();
      const [first, last] = recruiterName.split(' ');
      expect(await page.getByLabel(t('myProfile.firstName')).inputValue()).toBe(first);
      expect(await page.getByLabel(t('myProfile.lastName')).inputValue()).toBe(last);
      await page.getByLabel(t('myProfile.position')).fill(position);
      await page.getByLabel(t('myProfile.email')).fill(uniqueEmail('moved'));
      await page.getByLabel(t('myProfile.currentPassword'), { exact: false }).first().waitFor();
      await page.getByLabel(t('myProfile.email')).fill(recruiterEmail);
      expect(await page.getByLabel(t('myProfile.currentPassword'), { exact: false }).count()).toBe(0);
      await page.getByRole('button', { name: t('myProfile.submit') }).click();
      await page.getByText(t('myProfile.saved')).waitFor();
      await expectAccessible(page, 'my profile');
      await screenshot(page, 'employer-my-profile', language);
      await page.reload();
      await page.getByLabel(t('myProfile.position')).waitFor();
      expect(await page.getByLabel(t('myProfile.position')).inputValue()).toBe(position);
    });

    step('opening the invitation link again says it was already used; an unknown or cut link says so too', async () => {
      const { page } = recruiterTab;
      recruiterTab.allowFailure(/\/api\/company\/organization\/invitations\/verify\?/);
      await page.goto(invitationLink.href);
      await page.getByRole('heading', { level: 1, name: t('invitation.unusable.used.title') }).waitFor();
      await page.getByText(t('invitation.unusable.used.body')).waitFor();
      await page.getByRole('link', { name: t('invitation.toEmployerArea') }).waitFor();
      await expectAccessible(page, 'invitation already used');
      await screenshot(page, 'invitation-used', language);

      await page.goto(recruiterTab.url('/invitations/accept?token=no-such-invitation'));
      await page.getByRole('heading', { level: 1, name: t('invitation.unusable.unknown.title') }).waitFor();
      await page.getByText(t('invitation.unusable.unknown.body')).waitFor();
      await expectAccessible(page, 'unknown invitation');
      await screenshot(page, 'invitation-unknown', language);

      await page.goto(recruiterTab.url('/invitations/accept'));
      await page.getByRole('heading', { level: 1, name: t('invitation.unusable.missing.title') }).waitFor();
    });

    step('the ADMIN deactivates the recruiter after confirming', async () => {
      const { page } = adminTab;
      await page.goto(adminTab.url('/employer/recruiters'));
      await page.getByRole('link', { name: recruiterName }).click();
      await page.getByRole('heading', { level: 1, name: recruiterName }).waitFor();
      await page.getByText(position).first().waitFor();
      await page.getByRole('button', { name: t('recruiters.statusChange.button.INACTIVE') }).click();
      const dialog = page.getByRole('dialog', { name: t('recruiters.statusChange.confirmTitle.INACTIVE') });
      await dialog.getByText(t('recruiters.statusChange.confirmBody.INACTIVE', { name: recruiterName })).waitFor();
      await expectAccessible(page, 'deactivate a recruiter');
      await screenshot(page, 'employer-recruiter-deactivate', language);
      await dialog.getByRole('button', { name: t('recruiters.statusChange.button.INACTIVE') }).click();
      await page.getByRole('dialog').waitFor({ state: 'detached' });
      await page.getByText(t('recruiters.statusChange.done.INACTIVE', { name: recruiterName })).waitFor();
      await page.getByRole('button', { name: t('recruiters.statusChange.button.ACTIVE') }).waitFor();
      await expectAccessible(page, 'recruiter detail (ADMIN)');
      await screenshot(page, 'employer-recruiter', language);
    });

    it('had no console error and no failed request, but those provoked', async () => {
      await adminTab.expectNoProblems();
      // Undefined when an earlier step failed before the recruiter's browser opened.
      await recruiterTab?.expectNoProblems();
    });
  });
}
