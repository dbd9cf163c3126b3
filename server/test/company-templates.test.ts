import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { NOT_FOUND, validationMessages } from './support/errors.ts';
import { inviteRecruiter, registerEmployer } from './support/factories.ts';
import { useTestApp } from './support/test-app.ts';

const app = await useTestApp();

const x = (n: number) => 'x'.repeat(n);

/** docs/domain.md's texts, in English and Thai. */
const TEXTS = {
  en: {
    nameRequired: 'Template name is required',
    nameMax: (n: number) => `Template name must be ${n} characters or less`,
    subjectRequired: 'Subject is required',
    subjectMax: 'Subject must be 100 characters or less',
    introductionRequired: 'Introduction is required',
    introductionMax: 'Introduction must be 150 characters or less',
    messageRequired: 'Message is required',
    messageMax: (n: number) => `Message must be ${n} characters or less`,
  },
  th: {
    nameRequired: 'กรุณากรอกชื่อเทมเพลต',
    nameMax: (n: number) => `ชื่อเทมเพลตต้องมีความยาวไม่เกิน ${n} ตัวอักษร`,
    subjectRequired: 'กรุณากรอกหัวเรื่อง',
    subjectMax: 'หัวเรื่องต้องมีความยาวไม่เกิน 100 ตัวอักษร',
    introductionRequired: 'กรุณากรอกคำแนะนำตัว',
    introductionMax: 'คำแนะนำตัวต้องมีความยาวไม่เกิน 150 ตัวอักษร',
    messageRequired: 'กรุณากรอกข้อความ',
    messageMax: (n: number) => `ข้อความต้องมีความยาวไม่เกิน ${n} ตัวอักษร`,
  },
} as const;

/**
 * The three kinds share their routes; each case says how to build a valid body, a change, the
 * over-long body and the messages it must get.
 */
const KINDS = [
  {
    kind: 'messages' as const,
    valid: () => ({ name: 'Thanks for applying', message: 'We received your application.' }),
    change: { message: 'We will reply within a week.' },
    tooLong: { name: x(101), message: x(1501) },
    tooLongMessages: (t: (typeof TEXTS)['en' | 'th']) => ({
      'body.name': t.nameMax(100),
      'body.message': t.messageMax(1500),
    }),
    atLimits: { name: x(100), message: x(1500) },
    empty: { name: ' ', message: '' },
    emptyMessages: (t: (typeof TEXTS)['en' | 'th']) => ({
      'body.name': t.nameRequired,
      'body.message': t.messageRequired,
    }),
  },
  {
    kind: 'offerLetters' as const,
    valid: () => ({
      name: 'Engineer scout',
      subject: 'An offer from our team',
      introduction: 'We read your profile',
      message: 'We would like to meet you for a casual talk.',
      policies: ['Remote Fridays', 'Flexible hours'],
      exemptions: ['Resume screening'],
    }),
    change: { policies: [], subject: 'A new subject' },
    tooLong: { name: x(41), subject: x(101), introduction: x(151), message: x(1501) },
    tooLongMessages: (t: (typeof TEXTS)['en' | 'th']) => ({
      'body.name': t.nameMax(40),
      'body.subject': t.subjectMax,
      'body.introduction': t.introductionMax,
      'body.message': t.messageMax(1500),
    }),
    atLimits: { name: x(40), subject: x(100), introduction: x(150), message: x(1500) },
    empty: { name: '', subject: '', introduction: '', message: '' },
    emptyMessages: (t: (typeof TEXTS)['en' | 'th']) => ({
      'body.name': t.nameRequired,
      'body.subject': t.subjectRequired,
      'body.introduction': t.introductionRequired,
      'body.message': t.messageRequired,
    }),
  },
  {
    kind: 'offerReminders' as const,
    valid: () => ({
      name: 'Gentle nudge',
      subject: 'Still interested?',
      message: 'Our offer is open for two more weeks.',
    }),
    change: { name: 'Second nudge' },
    tooLong: { name: x(41), subject: x(101), message: x(501) },
    tooLongMessages: (t: (typeof TEXTS)['en' | 'th']) => ({
      'body.name': t.nameMax(40),
      'body.subject': t.subjectMax,
      'body.message': t.messageMax(500),
    }),
    atLimits: { name: x(40), subject: x(100), message: x(500) },
    empty: { name: '', subject: ' ', message: '' },
    emptyMessages: (t: (typeof TEXTS)['en' | 'th']) => ({
      'body.name': t.nameRequired,
      'body.subject': t.subjectRequired,
      'body.message': t.messageRequired,
    }),
  },
];

// The three routers have the same shape; the typed client's union of them is too wide to call.
type Template = { id: string; recruiterId: string; updatedAt: string } & Record<string, unknown>;
type Answer = {
  status: number;
  body: { result: { template: Template; templates: Template[]; pagination: Record<string, number> } };
};
type Routes = {
  create: (args: { body: unknown }) => Promise<Answer>;
  list: (args: { query: unknown }) => Promise<Answer>;
  get: (args: { params: { templateId: string } }) => Promise<Answer>;
  update: (args: { params: { templateId: string }; body: unknown }) => Promise<Answer>;
  remove: (args: { params: { templateId: string } }) => Promise<Answer>;
};
const routes = (token: string, kind: (typeof KINDS)[number]['kind'], locale: 'en' | 'th' = 'en') =>
  app.as(token, locale).company.templates[kind] as unknown as Routes;

describe.each(KINDS)('/templates/$kind', (spec) => {
  it('creates (201), reads, lists most recently changed first, changes and deletes', async () => {
    const admin = await registerEmployer(app);
    const recruiter = await inviteRecruiter(app, admin.token);
    const api = routes(admin.token, spec.kind);

    const created = await api.create({ body: spec.valid() });
    expect(created.status).toBe(201);
    const template = created.body.result.template;
    expect(template).toMatchObject({ ...spec.valid(), recruiterId: admin.user.recruiterId });
    const second = await routes(recruiter.token, spec.kind).create({
      body: { ...spec.valid(), name: 'By the recruiter' },
    });
    expect(second).toMatchObject({
      status: 201,
      body: { result: { template: { recruiterId: recruiter.user.recruiterId } } },
    });

    expect(await api.get({ params: { templateId: template.id } })).toMatchObject({
      status: 200,
      body: { result: { template } },
    });
    const listed = await api.list({ query: {} });
    expect(listed.status).toBe(200);
    expect(listed.body.result.templates.map((t) => t.id)).toEqual([second.body.result.template.id, template.id]);
    expect(listed.body.result.pagination).toEqual({ page: 1, pageSize: 12, total: 2, totalExact: true, totalPages: 1 });

    // Every recruiter of the company may change a template; the change moves it to the top.
    const updated = await routes(recruiter.token, spec.kind).update({
      params: { templateId: template.id },
      body: spec.change,
    });
    expect(updated.status).toBe(200);
    expect(updated.body.result.template).toMatchObject({
      ...spec.valid(),
      ...spec.change,
      id: template.id,
      recruiterId: admin.user.recruiterId,
    });
    expect(Date.parse(updated.body.result.template.updatedAt)).toBeGreaterThan(Date.parse(template.updatedAt));
    const reordered = await api.list({ query: { pageSize: 1 } });
    expect(reordered.body.result.templates.map((t) => t.id)).toEqual([template.id]);
    expect(reordered.body.result.pagination).toEqual({
      page: 1,
      pageSize: 1,
      total: 2,
      totalExact: true,
      totalPages: 2,
    });

    expect(await api.remove({ params: { templateId: template.id } })).toMatchObject({
      status: 200,
      body: { result: { deleted: true } },
    });
    expect(await api.get({ params: { templateId: template.id } })).toMatchObject(NOT_FOUND);
    expect(await api.remove({ params: { templateId: template.id } })).toMatchObject(NOT_FOUND);
    expect(await api.update({ params: { templateId: template.id }, body: spec.change })).toMatchObject(NOT_FOUND);
    const after = await api.list({ query: {} });
    expect(after.body.result.templates.map((t) => t.id)).toEqual([second.body.result.template.id]);
  });

  it('answers docs/domain.md’s messages in English and Thai', async () => {
    const admin = await registerEmployer(app);
    const { body } = await routes(admin.token, spec.kind).create({ body: spec.valid() });
    const templateId = body.result.template.id;
    for (const locale of ['en', 'th'] as const) {
      const t = TEXTS[locale];
      const api = routes(admin.token, spec.kind, locale);
      expect(validationMessages(await api.create({ body: spec.tooLong }))).toEqual(spec.tooLongMessages(t));
      expect(validationMessages(await api.create({ body: spec.empty }))).toEqual(spec.emptyMessages(t));
      expect(validationMessages(await api.create({ body: {} }))).toEqual(spec.emptyMessages(t));
      expect(validationMessages(await api.update({ params: { templateId }, body: spec.tooLong }))).toEqual(
        spec.tooLongMessages(t),
      );
      expect(validationMessages(await api.update({ params: { templateId }, body: spec.empty }))).toEqual(
        spec.emptyMessages(t),
      );
      expect((await api.update({ params: { templateId }, body: {} })).status).toBe(200);
    }
    expect((await routes(admin.token, spec.kind).create({ body: spec.atLimits })).status).toBe(201);
    const nul = await routes(admin.token, spec.kind).update({ params: { templateId }, body: { name: 'a\u0000' } });
    expect(validationMessages(nul)).toEqual({ 'body.name': 'Contains a character that is not allowed' });
  });

  it('answers 404 for another company’s template on every route', async () => {
    const owner = await registerEmployer(app);
    const stranger = await registerEmployer(app);
    const { body } = await routes(owner.token, spec.kind).create({ body: spec.valid() });
    const templateId = body.result.template.id;
    const api = routes(stranger.token, spec.kind);
    expect(await api.get({ params: { templateId } })).toMatchObject(NOT_FOUND);
    expect(await api.update({ params: { templateId }, body: spec.change })).toMatchObject(NOT_FOUND);
    expect(await api.remove({ params: { templateId } })).toMatchObject(NOT_FOUND);
    expect(await api.get({ params: { templateId: randomUUID() } })).toMatchObject(NOT_FOUND);
    expect((await api.list({ query: {} })).body.result.templates).toEqual([]);
    expect(await routes(owner.token, spec.kind).get({ params: { templateId } })).toMatchObject({
      status: 200,
      body: { result: { template: spec.valid() } },
    });
  });
});

describe('/templates/offer-letters lists', () => {
  it('limits policies and exemptions to 20 non-empty texts of at most 200 characters', async () => {
    const admin = await registerEmployer(app);
    const api = routes(admin.token, 'offerLetters', 'th');
    const letter = KINDS[1]?.valid() ?? {};
    const response = await api.create({
      body: { ...letter, policies: Array.from({ length: 21 }, () => 'p'), exemptions: ['', x(201)] },
    });
    expect(validationMessages(response)).toEqual({
      'body.policies': 'เพิ่มได้ไม่เกิน 20 รายการ',
      'body.exemptions.0': 'จำเป็นต้องกรอกข้อมูลนี้',
      'body.exemptions.1': 'ต้องมีความยาวไม่เกิน 200 ตัวอักษร',
    });
    const defaults = await routes(admin.token, 'offerLetters').create({
      body: { name: 'n', subject: 's', introduction: 'i', message: 'm' },
    });
    expect(defaults).toMatchObject({ status: 201, body: { result: { template: { policies: [], exemptions: [] } } } });
  });
});
