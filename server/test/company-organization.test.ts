import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { NOT_FOUND, validationMessages } from './support/errors.ts';
import {
  inviteRecruiter,
  publishRecruitment,
  registerEmployer,
  STRONG_PASSWORD,
  uniqueEmail,
} from './support/factories.ts';
import { useTestApp } from './support/test-app.ts';

const app = await useTestApp();

const MESSAGES = {
  en: {
    required: 'This field is required.',
    max: (n: number) => `Must be ${n} characters or fewer.`,
    url: 'Must be a valid URL',
    email: 'Invalid email address',
    forbidden: 'You do not have permission to do this',
  },
  th: {
    required: 'จำเป็นต้องกรอกข้อมูลนี้',
    max: (n: number) => `ต้องมีความยาวไม่เกิน ${n} ตัวอักษร`,
    url: 'ต้องเป็น URL ที่ถูกต้อง',
    email: 'รูปแบบอีเมลไม่ถูกต้อง',
    forbidden: 'คุณไม่มีสิทธิ์ดำเนินการนี้',
  },
} as const;
const LOCALES = ['en', 'th'] as const;
const x = (n: number) => 'x'.repeat(n);

describe('organization: company profile', () => {
  it('reads and changes the profile; null or "" clears a field', async () => {
    const admin = await registerEmployer(app);
    const api = app.as(admin.token).company.organization;
    const read = await api.getCompany();
    expect(read.status).toBe(200);
    if (read.status !== 200) return;
    expect(read.body.result.company).toMatchObject({
      id: admin.user.companyId,
      taxId: admin.companyTaxId,
      name: admin.companyName,
      capital: null,
      ceo: null,
      description: null,
      establishment: null,
      location: null,
      logo: null,
      website: null,
    });

    const profile = {
      name: 'Siam Robotics Co., Ltd.',
      capital: '10,000,000 THB',
      ceo: 'Niran Wongsa',
      description: 'Warehouse robots made in Thailand',
      establishment: '2012',
      location: '1 Rama IV Road, Bangkok',
      logo: 'https://cdn.example.test/logo.png',
      website: 'https://robotics.example.test',
    };
    const updated = await api.updateCompany({ body: profile });
    expect(updated.status).toBe(200);
    if (updated.status !== 200) return;
    expect(updated.body.result.company).toMatchObject({ ...profile, taxId: admin.companyTaxId });
    const again = await api.getCompany();
    expect(again.status === 200 && again.body.result.company).toEqual(updated.body.result.company);

    const cleared = await api.updateCompany({ body: { capital: null, ceo: '', logo: null } });
    expect(cleared).toMatchObject({
      status: 200,
      body: {
        result: { company: { capital: null, ceo: null, logo: null, name: profile.name, website: profile.website } },
      },
    });
  });

  it('answers docs/domain.md’s limits with "This field is required." and "Must be N characters or fewer."', async () => {
    const admin = await registerEmployer(app);
    for (const locale of LOCALES) {
      const m = MESSAGES[locale];
      const api = app.as(admin.token, locale).company.organization;
      expect(
        validationMessages(
          await api.updateCompany({
            body: {
              name: x(201),
              capital: x(31),
              ceo: x(31),
              description: x(301),
              establishment: x(31),
              location: x(301),
              logo: `https://cdn.example.test/${x(300)}`,
              website: x(201),
            },
          }),
        ),
      ).toEqual({
        'body.name': m.max(200),
        'body.capital': m.max(30),
        'body.ceo': m.max(30),
        'body.description': m.max(300),
        'body.establishment': m.max(30),
        'body.location': m.max(300),
        'body.logo': m.max(300),
        'body.website': m.max(200),
      });
      expect(validationMessages(await api.updateCompany({ body: { name: '  ' } }))).toEqual({
        'body.name': m.required,
      });
      expect(validationMessages(await api.updateCompany({ body: { name: null } as never }))).toEqual({
        'body.name': m.required,
      });
      expect(validationMessages(await api.updateCompany({ body: { logo: 'logo.png' } }))).toEqual({
        'body.logo': m.url,
      });
      expect((await api.updateCompany({ body: {} })).status).toBe(200);
    }
    // What the database cannot take is a 400 too, never a 500.
    const nul = await app.as(admin.token).company.organization.updateCompany({ body: { ceo: 'a\u0000' } });
    expect(validationMessages(nul)).toEqual({ 'body.ceo': 'Contains a character that is not allowed' });
    const nulSettings = await app.as(admin.token, 'th').company.organization.updateSettings({
      body: { autoReplyTemplateName: '\u0000' },
    });
    expect(validationMessages(nulSettings)).toEqual({ 'body.autoReplyTemplateName': 'มีอักขระที่ไม่อนุญาต' });
    // Exactly at the limits is fine.
    const atLimits = await app.as(admin.token).company.organization.updateCompany({
      body: { name: x(200), capital: x(30), description: x(300), website: x(200) },
    });
    expect(atLimits.status).toBe(200);
  });

  it('lets a RECRUITER read but not change the company (403)', async () => {
    const admin = await registerEmployer(app);
    const recruiter = await inviteRecruiter(app, admin.token);
    for (const locale of LOCALES) {
      const api = app.as(recruiter.token, locale).company.organization;
      expect((await api.getCompany()).status).toBe(200);
      expect((await api.getSettings()).status).toBe(200);
      expect(await api.updateCompany({ body: { name: 'Taken over' } })).toMatchObject({
        status: 403,
        body: { message: MESSAGES[locale].forbidden, error: { errorCode: 'FORBIDDEN' } },
      });
      expect(await api.updateSettings({ body: { notificationFrequency: 'DAILY' } })).toMatchObject({
        status: 403,
        body: { error: { errorCode: 'FORBIDDEN' } },
      });
    }
    const company = await app.as(admin.token).company.organization.getCompany();
    expect(company.status === 200 && company.body.result.company.name).toBe(admin.companyName);
  });

  it('makes the company’s postings findable by its new name', async () => {
    const admin = await registerEmployer(app);
    await publishRecruitment(app, admin.token, { title: 'Warehouse Lead', description: 'Run the night shift' });
    const name = `Renamed${randomUUID().slice(0, 8)}`;
    await app.as(admin.token).company.organization.updateCompany({ body: { name } });
    const jobs = await app.api.candidate.jobs.list({ query: { keyword: name } });
    expect(jobs.status === 200 && jobs.body.result.jobs.map((job) => job.title)).toEqual(['Warehouse Lead']);
  });

  it('keeps each company’s profile to itself', async () => {
    const a = await registerEmployer(app);
    const b = await registerEmployer(app);
    await app.as(a.token).company.organization.updateCompany({ body: { ceo: 'CEO of A' } });
    const readB = await app.as(b.token).company.organization.getCompany();
    expect(readB).toMatchObject({ status: 200, body: { result: { company: { id: b.user.companyId, ceo: null } } } });
  });
});

describe('organization: company settings', () => {
  it('reads defaults, changes settings and stamps the auto-reply template time', async () => {
    const admin = await registerEmployer(app);
    const api = app.as(admin.token).company.organization;
    expect(await api.getSettings()).toMatchObject({
      status: 200,
      body: {
        result: {
          settings: {
            autoReplyEnabled: false,
            autoReplyTemplateName: null,
            autoReplyTemplateMessage: null,
            autoReplyTemplateUpdatedAt: null,
            notificationFrequency: 'ANY_TIME',
          },
        },
      },
    });

    const before = Date.now();
    const changed = await api.updateSettings({
      body: {
        autoReplyEnabled: true,
        autoReplyTemplateName: 'Thanks',
        autoReplyTemplateMessage: 'Thank you for applying. We will reply within a week.',
        notificationEmail: '  HR@Example.TEST ',
        notificationFrequency: 'DAILY',
      },
    });
    expect(changed.status).toBe(200);
    if (changed.status !== 200) return;
    const settings = changed.body.result.settings;
    expect(settings).toMatchObject({
      autoReplyEnabled: true,
      autoReplyTemplateName: 'Thanks',
      autoReplyTemplateMessage: 'Thank you for applying. We will reply within a week.',
      notificationEmail: 'hr@example.test',
      notificationFrequency: 'DAILY',
    });
    expect(Date.parse(settings.autoReplyTemplateUpdatedAt ?? '')).toBeGreaterThanOrEqual(before - 1000);

    // Changing something else leaves the template time alone.
    const frequency = await api.updateSettings({ body: { notificationFrequency: 'ANY_TIME' } });
    expect(frequency).toMatchObject({
      status: 200,
      body: {
        result: {
          settings: {
            notificationFrequency: 'ANY_TIME',
            autoReplyTemplateUpdatedAt: settings.autoReplyTemplateUpdatedAt,
          },
        },
      },
    });
    const off = await api.updateSettings({ body: { autoReplyEnabled: false, autoReplyTemplateMessage: null } });
    expect(off).toMatchObject({
      status: 200,
      body: { result: { settings: { autoReplyEnabled: false, autoReplyTemplateMessage: null } } },
    });
  });

  it('validates the settings in English and Thai', async () => {
    const admin = await registerEmployer(app);
    for (const locale of LOCALES) {
      const m = MESSAGES[locale];
      const api = app.as(admin.token, locale).company.organization;
      expect(
        validationMessages(
          await api.updateSettings({
            body: {
              autoReplyTemplateName: 'n'.repeat(101),
              autoReplyTemplateMessage: 'm'.repeat(1501),
              notificationEmail: 'not-an-email',
            },
          }),
        ),
      ).toEqual({
        'body.autoReplyTemplateName': m.max(100),
        'body.autoReplyTemplateMessage': m.max(1500),
        'body.notificationEmail': m.email,
      });
      // Auto-reply on needs a message to send.
      expect(validationMessages(await api.updateSettings({ body: { autoReplyEnabled: true } }))).toEqual({
        'body.autoReplyTemplateMessage': m.required,
      });
      expect(
        validationMessages(
          await api.updateSettings({ body: { autoReplyEnabled: true, autoReplyTemplateMessage: ' ' } }),
        ),
      ).toEqual({ 'body.autoReplyTemplateMessage': m.required });
      expect(
        Object.keys(
          validationMessages(await api.updateSettings({ body: { notificationFrequency: 'WEEKLY' } as never })),
        ),
      ).toEqual(['body.notificationFrequency']);
      expect((await api.updateSettings({ body: {} })).status).toBe(200);
    }
    const atLimits = await app.as(admin.token).company.organization.updateSettings({
      body: { autoReplyTemplateName: 'n'.repeat(100), autoReplyTemplateMessage: 'm'.repeat(1500) },
    });
    expect(atLimits.status).toBe(200);
  });
});

describe('organization: recruiters', () => {
  it('lists the company’s recruiters in the order they joined, in pages, by status', async () => {
    const admin = await registerEmployer(app);
    const other = await registerEmployer(app);
    const first = await inviteRecruiter(app, admin.token);
    const second = await inviteRecruiter(app, admin.token);
    await inviteRecruiter(app, other.token);
    const api = app.as(first.token).company.organization;

    const all = await api.listRecruiters({ query: {} });
    expect(all.status).toBe(200);
    if (all.status !== 200) return;
    expect(all.body.result.recruiters.map((r) => r.id)).toEqual([
      admin.user.recruiterId,
      first.user.recruiterId,
      second.user.recruiterId,
    ]);
    expect(all.body.result.pagination).toEqual({ page: 1, pageSize: 12, total: 3, totalExact: true, totalPages: 1 });
    expect(all.body.result.recruiters[0]).toMatchObject({
      id: admin.user.recruiterId,
      email: admin.email,
      name: 'Malee Srisuk',
      role: 'ADMIN',
      status: 'ACTIVE',
      phoneNumber: '081 234 5678',
    });
    expect(all.body.result.recruiters[1]).toMatchObject({
      email: first.email,
      role: 'RECRUITER',
      name: 'Anan Recruiter',
    });

    const page = await api.listRecruiters({ query: { page: 2, pageSize: 2 } });
    expect(page).toMatchObject({
      status: 200,
      body: {
        result: {
          recruiters: [{ id: second.user.recruiterId }],
          pagination: { total: 3, totalExact: true, totalPages: 2 },
        },
      },
    });
    await app.as(admin.token).company.organization.updateRecruiterStatus({
      params: { recruiterId: second.user.recruiterId },
      body: { status: 'INACTIVE' },
    });
    const inactive = await app.as(admin.token).company.organization.listRecruiters({ query: { status: 'INACTIVE' } });
    expect(inactive.status === 200 && inactive.body.result.recruiters.map((r) => r.id)).toEqual([
      second.user.recruiterId,
    ]);

    const one = await api.getRecruiter({ params: { recruiterId: admin.user.recruiterId } });
    expect(one.status === 200 && one.body.result.recruiter).toEqual(all.body.result.recruiters[0]);
  });

  it('answers 404 for a recruiter of another company', async () => {
    const a = await registerEmployer(app);
    const b = await registerEmployer(app);
    const recruiterOfB = await inviteRecruiter(app, b.token);
    const api = app.as(a.token).company.organization;
    for (const recruiterId of [b.user.recruiterId, recruiterOfB.user.recruiterId, randomUUID()]) {
      expect(await api.getRecruiter({ params: { recruiterId } })).toMatchObject(NOT_FOUND);
      expect(await api.updateRecruiterStatus({ params: { recruiterId }, body: { status: 'INACTIVE' } })).toMatchObject(
        NOT_FOUND,
      );
    }
    expect((await app.as(recruiterOfB.token).company.auth.me()).status).toBe(200);
  });

  it('lets an ADMIN deactivate (signing them out) and reactivate a recruiter; a RECRUITER may not (403)', async () => {
    const admin = await registerEmployer(app);
    const recruiter = await inviteRecruiter(app, admin.token);
    const colleague = await inviteRecruiter(app, admin.token);
    const setStatus = (token: string, recruiterId: string, status: 'ACTIVE' | 'INACTIVE') =>
      app.as(token).company.organization.updateRecruiterStatus({ params: { recruiterId }, body: { status } });

    expect(await setStatus(colleague.token, recruiter.user.recruiterId, 'INACTIVE')).toMatchObject({
      status: 403,
      body: { error: { errorCode: 'FORBIDDEN' } },
    });
    const off = await setStatus(admin.token, recruiter.user.recruiterId, 'INACTIVE');
    expect(off).toMatchObject({
      status: 200,
      body: { result: { recruiter: { status: 'INACTIVE', role: 'RECRUITER' } } },
    });
    expect((await app.as(recruiter.token).company.auth.me()).status).toBe(401);
    const login = await app.api.company.auth.login({ body: { email: recruiter.email, password: STRONG_PASSWORD } });
    expect(login).toMatchObject({ status: 403, body: { error: { errorCode: 'ACCOUNT_INACTIVE' } } });
    // Deactivating twice changes nothing.
    expect((await setStatus(admin.token, recruiter.user.recruiterId, 'INACTIVE')).status).toBe(200);

    const on = await setStatus(admin.token, recruiter.user.recruiterId, 'ACTIVE');
    expect(on).toMatchObject({ status: 200, body: { result: { recruiter: { status: 'ACTIVE' } } } });
    const again = await app.api.company.auth.login({ body: { email: recruiter.email, password: STRONG_PASSWORD } });
    expect(again.status).toBe(200);

    const missing = await app.as(admin.token, 'th').company.organization.updateRecruiterStatus({
      params: { recruiterId: recruiter.user.recruiterId },
      body: {} as never,
    });
    expect(validationMessages(missing)).toEqual({ 'body.status': 'จำเป็นต้องกรอกข้อมูลนี้' });
  });

  it('never deactivates the last active ADMIN (409 LAST_ADMIN)', async () => {
    const admin = await registerEmployer(app);
    const recruiter = await inviteRecruiter(app, admin.token);
    for (const [locale, text] of [
      ['en', 'The company must keep at least one active administrator'],
      ['th', 'บริษัทต้องมีผู้ดูแลระบบที่ใช้งานอยู่อย่างน้อยหนึ่งคน'],
    ] as const) {
      const response = await app.as(admin.token, locale).company.organization.updateRecruiterStatus({
        params: { recruiterId: admin.user.recruiterId },
        body: { status: 'INACTIVE' },
      });
      expect(response).toMatchObject({ status: 409, body: { message: text, error: { errorCode: 'LAST_ADMIN' } } });
    }
    expect((await app.as(admin.token).company.auth.me()).status).toBe(200);

    // With a second ADMIN, either may be deactivated, but not both.
    await app.db.updateTable('users').set({ role: 'ADMIN' }).where('email', '=', recruiter.email).execute();
    const login = await app.api.company.auth.login({ body: { email: recruiter.email, password: STRONG_PASSWORD } });
    if (login.status !== 200) throw new Error(JSON.stringify(login.body));
    const secondAdmin = login.body.result.accessToken;
    const deactivateFirst = await app.as(secondAdmin).company.organization.updateRecruiterStatus({
      params: { recruiterId: admin.user.recruiterId },
      body: { status: 'INACTIVE' },
    });
    expect(deactivateFirst).toMatchObject({ status: 200, body: { result: { recruiter: { status: 'INACTIVE' } } } });
    const deactivateSelf = await app.as(secondAdmin).company.organization.updateRecruiterStatus({
      params: { recruiterId: recruiter.user.recruiterId },
      body: { status: 'INACTIVE' },
    });
    expect(deactivateSelf).toMatchObject({ status: 409, body: { error: { errorCode: 'LAST_ADMIN' } } });
  });
});

describe('recruiter profile', () => {
  it('reads and changes the signed-in recruiter’s own profile', async () => {
    const admin = await registerEmployer(app);
    const recruiter = await inviteRecruiter(app, admin.token);
    const api = app.as(recruiter.token).company.profile;
    const read = await api.get();
    expect(read).toMatchObject({
      status: 200,
      body: {
        result: {
          profile: {
            id: recruiter.user.recruiterId,
            email: recruiter.email,
            name: 'Anan Recruiter',
            firstName: null,
            lastName: null,
            role: 'RECRUITER',
            status: 'ACTIVE',
          },
        },
      },
    });

    const newEmail = uniqueEmail('renamed');
    const updated = await api.update({
      body: {
        firstName: ' Anan ',
        lastName: 'Chaiyo',
        position: 'Talent Partner',
        profile: 'Hiring engineers since 2015',
        image: 'https://cdn.example.test/anan.png',
        email: newEmail.toUpperCase(),
        currentPassword: STRONG_PASSWORD,
      },
    });
    expect(updated).toMatchObject({
      status: 200,
      body: {
        result: {
          profile: {
            name: 'Anan Chaiyo',
            firstName: 'Anan',
            lastName: 'Chaiyo',
            position: 'Talent Partner',
            profile: 'Hiring engineers since 2015',
            image: 'https://cdn.example.test/anan.png',
            email: newEmail,
          },
        },
      },
    });
    const login = await app.api.company.auth.login({ body: { email: newEmail, password: STRONG_PASSWORD } });
    expect(login.status).toBe(200);
    // Colleagues see the new profile.
    const seen = await app.as(admin.token).company.organization.getRecruiter({
      params: { recruiterId: recruiter.user.recruiterId },
    });
    expect(seen).toMatchObject({
      status: 200,
      body: { result: { recruiter: { name: 'Anan Chaiyo', email: newEmail } } },
    });

    const cleared = await api.update({ body: { position: null, image: null, profile: '' } });
    expect(cleared).toMatchObject({
      status: 200,
      body: { result: { profile: { position: null, image: null, profile: null, name: 'Anan Chaiyo' } } },
    });
    const firstOnly = await api.update({ body: { firstName: 'Ananda' } });
    expect(firstOnly).toMatchObject({ status: 200, body: { result: { profile: { name: 'Ananda Chaiyo' } } } });
  });

  it('validates docs/domain.md’s limits in English and Thai', async () => {
    const admin = await registerEmployer(app);
    for (const locale of LOCALES) {
      const m = MESSAGES[locale];
      const api = app.as(admin.token, locale).company.profile;
      expect(
        validationMessages(
          await api.update({
            body: {
              firstName: x(51),
              lastName: x(51),
              position: x(101),
              profile: x(501),
              image: 'me.png',
              email: 'me@',
            },
          }),
        ),
      ).toEqual({
        'body.firstName': m.max(50),
        'body.lastName': m.max(50),
        'body.position': m.max(100),
        'body.profile': m.max(500),
        'body.image': m.url,
        'body.email': m.email,
      });
      expect(validationMessages(await api.update({ body: { firstName: '', lastName: ' ' } }))).toEqual({
        'body.firstName': m.required,
        'body.lastName': m.required,
      });
      expect((await api.update({ body: {} })).status).toBe(200);
    }
    const nul = await app.as(admin.token).company.profile.update({ body: { profile: 'a\u0000' } });
    expect(validationMessages(nul)).toEqual({ 'body.profile': 'Contains a character that is not allowed' });
    const atLimits = await app.as(admin.token).company.profile.update({
      body: { firstName: x(50), lastName: x(50), position: x(100), profile: x(500) },
    });
    expect(atLimits.status).toBe(200);
  });

  it('refuses an e-mail address another account has (409)', async () => {
    const admin = await registerEmployer(app);
    const other = await registerEmployer(app);
    const response = await app.as(admin.token).company.profile.update({
      body: { email: other.email, currentPassword: STRONG_PASSWORD },
    });
    expect(response).toMatchObject({ status: 409, body: { error: { errorCode: 'EMAIL_ALREADY_REGISTERED' } } });
    const same = await app.as(admin.token).company.profile.update({ body: { email: admin.email } });
    expect(same.status).toBe(200);
  });
});
