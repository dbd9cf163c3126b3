import { randomUUID } from 'node:crypto';
import { message } from '@jobmatch/contract';
import type { TFunction } from 'i18next';
import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TemplateKind } from '../../src/employer/templates/search-params.ts';
import { apiClient, PASSWORD, referenceIds, uniqueEmail } from '../support/api.ts';
import { expectAccessible } from '../support/axe.ts';
import { journeySteps, type Language, openPage, type TestPage } from '../support/browser.ts';
import { registeredCompany, type SignedInEmployer, signInAsEmployer } from '../support/employer.ts';
import { screenshot } from '../support/screenshots.ts';
import { textsIn } from '../support/texts.ts';

/**
 * A candidate (open to offers, as every new one is) with what the pool shows of them: born in
 * 1994, in Bang Rak (Bangkok), a software developer now. Returns their id for the pool.
 */
async function pooledCandidate(language: Language): Promise<string> {
  const api = apiClient(language);
  const registered = await api.candidate.auth.register({
    body: { email: uniqueEmail('pooled'), firstName: 'Somchai', lastName: 'Jaidee', password: PASSWORD },
  });
  if (registered.status !== 201) throw new Error(`candidate register: HTTP ${registered.status}`);
  const { accessToken, user } = registered.body.result;
  if (!user.candidateId) throw new Error('the new candidate has no candidate id');
  const { industryId, occupationId, districtId } = await referenceIds();

  const candidate = apiClient(language, accessToken).candidate.profile;
  const details = await candidate.updatePersonalDetails({
    body: { dateOfBirth: '1994-06-15', districtId },
  });
  if (details.status !== 200) throw new Error(`personal details: HTTP ${details.status}`);
  const history = await candidate.updateWorkHistory({
    body: {
      workHistories: [
        {
          industryId,
          occupationId,
          companyName: 'Siam Data Co., Ltd.',
          isCurrent: true,
          startDate: '2021-03-01',
          employmentType: 'FULL_TIME',
        },
      ],
    },
  });
  if (history.status !== 200) throw new Error(`work history: HTTP ${history.status} ${JSON.stringify(history.body)}`);
  const career = await candidate.update({ body: { employmentStatus: 'EMPLOYED', jobChangeCount: 'ONE' } });
  if (career.status !== 200) throw new Error(`career: HTTP ${career.status}`);
  return user.candidateId;
}

/**
 * An employer keeps talent pools and templates, in English or in Thai: creates, renames and
 * deletes pools, removes the member of a pool filled through the API, and writes one template of
 * each kind (after the contract's validation message), edits one and deletes one; the templates
 * tab is in the URL and survives a reload.
 */
export function employerPoolsJourney(language: Language): void {
  describe(`an employer’s talent pools and templates (${language})`, () => {
    const step = journeySteps();
    let t: TFunction;
    let tab: TestPage;
    let employer: SignedInEmployer;
    let memberNumber: number;
    const suffix = randomUUID().slice(0, 4);
    const filledPool = language === 'th' ? `วิศวกรที่น่าสนใจ ${suffix}` : `Promising engineers ${suffix}`;
    const newPool = language === 'th' ? `นักบัญชี ${suffix}` : `Accountants ${suffix}`;
    const renamedPool = language === 'th' ? `นักบัญชีอาวุโส ${suffix}` : `Senior accountants ${suffix}`;

    beforeAll(async () => {
      t = await textsIn(language);
      employer = await registeredCompany(language);
      const created = await employer.api.company.talentPools.create({ body: { name: filledPool } });
      if (created.status !== 201) throw new Error(`talent pool: HTTP ${created.status}`);
      const poolId = created.body.result.talentPool.id;
      const added = await employer.api.company.talentPools.addCandidate({
        params: { poolId, candidateId: await pooledCandidate(language) },
        body: {},
      });
      if (added.status !== 200) throw new Error(`add to pool: HTTP ${added.status}`);
      const pool = await employer.api.company.talentPools.get({ params: { poolId }, query: {} });
      if (pool.status !== 200) throw new Error(`pool: HTTP ${pool.status}`);
      memberNumber = pool.body.result.members[0]?.candidate.userNo ?? 0;
      tab = await openPage(language);
      await signInAsEmployer(tab, employer);
    });

    afterAll(() => tab?.close());

    const dialog = (page: Page, name: string) => page.getByRole('dialog', { name });
    const poolLink = (page: Page, name: string) => page.getByRole('link', { name, exact: true });

    step('lists the pools and creates one, after the contract’s message for a missing name', async () => {
      const { page } = tab;
      await page.goto(tab.url('/employer/talent-pools'));
      await page.getByRole('heading', { level: 1, name: t('talentPools.title') }).waitFor();
      await poolLink(page, filledPool).waitFor();
      await page
        .getByText(t('talentPools.memberCount', { count: 1 }))
        .first()
        .waitFor();

      await page.getByRole('button', { name: t('talentPools.create.button') }).click();
      const form = dialog(page, t('talentPools.create.title'));
      await form.getByRole('button', { name: t('talentPools.create.submit') }).click();
      await form.getByText(message('poolNameRequired', {}, language)).waitFor();
      await expectAccessible(page, 'new talent pool with an error');
      await screenshot(page, 'employer-pool-create', language);

      await form.getByLabel(t('talentPools.name')).fill(newPool);
      await form.getByRole('button', { name: t('talentPools.create.submit') }).click();
      await poolLink(page, newPool).waitFor();
      await form.waitFor({ state: 'detached' });
      await expectAccessible(page, 'talent pools');
      await screenshot(page, 'employer-pools', language);
    });

    step('renames the new pool', async () => {
      const { page } = tab;
      await page.getByRole('button', { name: t('talentPools.rename.label', { name: newPool }) }).click();
      const form = dialog(page, t('talentPools.rename.title'));
      const name = form.getByLabel(t('talentPools.name'));
      expect(await name.inputValue()).toBe(newPool);
      await name.fill(renamedPool);
      await expectAccessible(page, 'rename a talent pool');
      await screenshot(page, 'employer-pool-rename', language);
      await form.getByRole('button', { name: t('talentPools.rename.submit') }).click();
      await poolLink(page, renamedPool).waitFor();
      expect(await poolLink(page, newPool).count()).toBe(0);
    });

    step('opens the pool filled through the API and sees its anonymous member', async () => {
      const { page } = tab;
      await poolLink(page, filledPool).click();
      await page.getByRole('heading', { level: 1, name: filledPool }).waitFor();
      const member = page.getByRole('link', { name: t('talentPools.member.name', { number: memberNumber }) });
      await member.waitFor();
      expect(await member.getAttribute('href')).toMatch(/^\/employer\/candidates\/[0-9a-f-]{36}$/);
      // Anonymous until an offer is accepted: the name given at sign-up is nowhere.
      expect(await page.getByText('Somchai').count()).toBe(0);
      await expectAccessible(page, 'talent pool');
      await screenshot(page, 'employer-pool', language);

      // No offer was sent to them: filtering on sent offers leaves nobody, and says so.
      await page.getByRole('combobox', { name: t('talentPools.filters.offerStatus'), exact: true }).click();
      await page.getByRole('option', { name: t('talentPools.member.offerStatus.SENT'), exact: true }).click();
      await page.waitForURL((url) => url.searchParams.get('offerStatus') === 'SENT');
      await page.getByText(t('talentPools.emptyFilteredTitle')).waitFor();
      await expectAccessible(page, 'talent pool, filtered');
      await screenshot(page, 'employer-pool-filtered', language);
      await page.getByRole('button', { name: t('talentPools.showAll') }).click();
      await member.waitFor();
      expect(new URL(page.url()).searchParams.has('offerStatus')).toBe(false);
    });

    step('removes the member after confirming', async () => {
      const { page } = tab;
      const name = t('talentPools.member.name', { number: memberNumber });
      await page.getByRole('button', { name: t('talentPools.member.removeLabel', { name }) }).click();
      const confirm = dialog(page, t('talentPools.member.removeTitle'));
      await confirm.getByText(t('talentPools.member.removeMessage', { name, pool: filledPool })).waitFor();
      await expectAccessible(page, 'remove a member');
      await screenshot(page, 'employer-pool-remove-member', language);
      await confirm.getByRole('button', { name: t('talentPools.member.removeConfirm') }).click();
      await confirm.waitFor({ state: 'detached' });
      await page.getByText(t('talentPools.emptyPoolTitle')).waitFor();
      await page.getByText(t('talentPools.memberCount', { count: 0 })).waitFor();
      await page.getByRole('link', { name: t('talentPools.findCandidates') }).waitFor();
      await expectAccessible(page, 'empty talent pool');
      await screenshot(page, 'employer-pool-empty', language);
    });

    step('deletes the renamed pool after confirming', async () => {
      const { page } = tab;
      await page.getByRole('link', { name: t('talentPools.back') }).click();
      await page.getByRole('heading', { level: 1, name: t('talentPools.title') }).waitFor();
      const deletedPath = await poolLink(page, renamedPool).getAttribute('href');
      await page.getByRole('button', { name: t('talentPools.delete.label', { name: renamedPool }) }).click();
      const confirm = dialog(page, t('talentPools.delete.title'));
      await confirm.getByRole('button', { name: t('talentPools.delete.confirm') }).waitFor();
      await expectAccessible(page, 'delete a talent pool');
      await screenshot(page, 'employer-pool-delete', language);
      await confirm.getByRole('button', { name: t('talentPools.delete.confirm') }).click();
      await confirm.waitFor({ state: 'detached' });
      expect(await poolLink(page, renamedPool).count()).toBe(0);
      await poolLink(page, filledPool).waitFor();

      // A link to the deleted pool (a bookmark, another tab) says what happened to it.
      if (!deletedPath) throw new Error('the pool had no link');
      tab.allowFailure(new RegExp(`/api/company${deletedPath.replace('/employer', '')}`));
      await page.goto(tab.url(deletedPath));
      await page.getByText(t('talentPools.gone.title')).waitFor();
      await expectAccessible(page, 'a deleted talent pool');
      await screenshot(page, 'employer-pool-gone', language);
      await page.getByRole('link', { name: t('talentPools.back') }).click();
      await poolLink(page, filledPool).waitFor();

      // The search asks the API for pools by part of their name, and says when none has it.
      const search = page.getByRole('textbox', { name: t('talentPools.search.label') });
      await search.fill('no such pool');
      await search.press('Enter');
      await page.waitForURL((url) => url.searchParams.get('keyword') === 'no such pool');
      await page.getByText(t('state.emptyTitle', { query: 'no such pool' })).waitFor();
      expect(await poolLink(page, filledPool).count()).toBe(0);
      await expectAccessible(page, 'talent pools, none found');
      await screenshot(page, 'employer-pools-none-found', language);
      await page.getByRole('button', { name: t('reference.search.clear') }).click();
      await poolLink(page, filledPool).waitFor();
    });

    /** Opens the kind's "new" form, submits it empty, and checks the contract's message. */
    async function newTemplateForm(page: Page, kind: TemplateKind): Promise<Locator> {
      await page
        .getByRole('button', { name: t(`templates.${kind}.new`) })
        .first()
        .click();
      const form = dialog(page, t(`templates.${kind}.new`));
      await form.getByRole('button', { name: t('templates.save') }).click();
      await form.getByText(message('templateNameRequired', {}, language)).waitFor();
      return form;
    }

    async function openTab(page: Page, kind: TemplateKind): Promise<void> {
      await page.getByRole('tab', { name: t(`templates.${kind}.tab`), exact: true }).click();
      await page.waitForURL((url) => url.searchParams.get('kind') === kind);
      await page.getByRole('tab', { name: t(`templates.${kind}.tab`), exact: true, selected: true }).waitFor();
    }

    const messageName = language === 'th' ? 'ขอบคุณที่สนใจ' : 'Thanks for your interest';
    const letterName = language === 'th' ? 'ข้อเสนองานวิศวกร' : 'Engineer offer';
    const reminderName = language === 'th' ? 'ติดตามข้อเสนอ' : 'Friendly reminder';
    const reminderRenamed = language === 'th' ? 'ติดตามข้อเสนอครั้งที่สอง' : 'Second reminder';

    step('writes a message template, after the contract’s message for a missing name', async () => {
      const { page } = tab;
      await page.getByRole('link', { name: t('employerNav.templates') }).click();
      await page.getByRole('heading', { level: 1, name: t('templates.title') }).waitFor();
      await page.getByRole('tab', { name: t('templates.messages.tab'), exact: true, selected: true }).waitFor();
      await page.getByText(t('templates.messages.emptyTitle')).waitFor();
      await expectAccessible(page, 'templates, none yet');
      await screenshot(page, 'employer-templates-empty', language);

      const form = await newTemplateForm(page, 'messages');
      const text = language === 'th' ? 'ขอบคุณที่สนใจตำแหน่งนี้' : 'Thank you for your interest.';
      await form.getByLabel(t('templates.fields.message')).fill(text);
      await form.getByText(t('templates.characterCount', { length: text.length, max: '1,500' })).waitFor();
      await expectAccessible(page, 'new message template with an error');
      await screenshot(page, 'employer-template-message-form', language);
      await form.getByLabel(t('templates.fields.name')).fill(messageName);
      await form.getByRole('button', { name: t('templates.save') }).click();
      await form.waitFor({ state: 'detached' });
      await page.getByText(messageName, { exact: true }).waitFor();
    });

    step('writes an offer letter template with a policy and an exemption', async () => {
      const { page } = tab;
      await openTab(page, 'offerLetters');
      const form = await newTemplateForm(page, 'offerLetters');
      await form.getByText(message('subjectRequired', {}, language)).waitFor();
      await form.getByLabel(t('templates.fields.name')).fill(letterName);
      await form
        .getByLabel(t('templates.fields.subject'))
        .fill(language === 'th' ? 'ขอเชิญร่วมงานกับเรา' : 'Join our team');
      await form
        .getByLabel(t('templates.fields.introduction'))
        .fill(language === 'th' ? 'เราประทับใจโปรไฟล์ของคุณ' : 'We were impressed by your profile.');
      await form
        .getByLabel(t('templates.fields.message'))
        .fill(language === 'th' ? 'เราอยากชวนคุณมาพูดคุยเรื่องงาน' : 'We would like to talk with you about the role.');
      await form.getByRole('button', { name: t('templates.fields.policiesAdd') }).click();
      await form
        .getByLabel(t('templates.fields.policiesItem', { number: 1 }), { exact: true })
        .fill(language === 'th' ? 'ทำงานจากที่บ้านได้สัปดาห์ละ 2 วัน' : 'Two days a week from home');
      await form.getByRole('button', { name: t('templates.fields.exemptionsAdd') }).click();
      await form
        .getByLabel(t('templates.fields.exemptionsItem', { number: 1 }), { exact: true })
        .fill(language === 'th' ? 'ไม่ต้องคัดกรองเรซูเม่' : 'Resume screening');
      await expectAccessible(page, 'new offer letter template');
      await screenshot(page, 'employer-template-letter-form', language);
      await form.getByRole('button', { name: t('templates.save') }).click();
      await form.waitFor({ state: 'detached' });
      await page.getByText(letterName, { exact: true }).waitFor();
      await expectAccessible(page, 'offer letter templates');
      await screenshot(page, 'employer-templates-letters', language);
    });

    step('writes an offer reminder template and renames it', async () => {
      const { page } = tab;
      await openTab(page, 'offerReminders');
      const form = await newTemplateForm(page, 'offerReminders');
      await form.getByLabel(t('templates.fields.name')).fill(reminderName);
      await form
        .getByLabel(t('templates.fields.subject'))
        .fill(language === 'th' ? 'ยังสนใจอยู่ไหม' : 'Still interested?');
      await form
        .getByLabel(t('templates.fields.message'))
        .fill(language === 'th' ? 'ข้อเสนอของเรายังรอคำตอบจากคุณ' : 'Our offer is still waiting for your answer.');
      await form.getByRole('button', { name: t('templates.save') }).click();
      await form.waitFor({ state: 'detached' });
      await page.getByText(reminderName, { exact: true }).waitFor();

      await page.getByRole('button', { name: t('templates.editLabel', { name: reminderName }) }).click();
      const edit = dialog(page, t('templates.editTitle', { name: reminderName }));
      const name = edit.getByLabel(t('templates.fields.name'));
      expect(await name.inputValue()).toBe(reminderName);
      await name.fill(reminderRenamed);
      await expectAccessible(page, 'edit a reminder template');
      await screenshot(page, 'employer-template-reminder-edit', language);
      await edit.getByRole('button', { name: t('templates.save') }).click();
      await edit.waitFor({ state: 'detached' });
      await page.getByText(reminderRenamed, { exact: true }).waitFor();
      expect(await page.getByText(reminderName, { exact: true }).count()).toBe(0);
    });

    step('keeps the tab in the URL across a reload', async () => {
      const { page } = tab;
      await page.reload();
      await page.getByRole('tab', { name: t('templates.offerReminders.tab'), selected: true }).waitFor();
      await page.getByText(reminderRenamed, { exact: true }).waitFor();
      await expectAccessible(page, 'reminder templates');
      await screenshot(page, 'employer-templates-reminders', language);
    });

    step('deletes the message template after confirming', async () => {
      const { page } = tab;
      await openTab(page, 'messages');
      await page.getByRole('button', { name: t('templates.delete.label', { name: messageName }) }).click();
      const confirm = dialog(page, t('templates.delete.title'));
      await confirm.getByText(t('templates.delete.message', { name: messageName })).waitFor();
      await expectAccessible(page, 'delete a template');
      await screenshot(page, 'employer-template-delete', language);
      await confirm.getByRole('button', { name: t('templates.delete.confirm') }).click();
      await confirm.waitFor({ state: 'detached' });
      await page.getByText(t('templates.messages.emptyTitle')).waitFor();
    });

    it('had no console error and no failed request', async () => {
      await tab.expectNoProblems();
    });
  });
}
