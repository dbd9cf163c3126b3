import { isValidThaiTaxId } from '@jobmatch/contract';
import { describe, expect, it } from 'vitest';
import { validationMessages } from './support/errors.ts';
import { registerEmployer, STRONG_PASSWORD, uniqueEmail, uniqueTaxId } from './support/factories.ts';
import { useTestApp } from './support/test-app.ts';

const app = await useTestApp();

describe('employer sign-up and sign-in', () => {
  it('register creates the company, its ADMIN and recruiter; me → logout → me answers 401', async () => {
    const employer = await registerEmployer(app);
    expect(employer.user).toMatchObject({ email: employer.email, roles: ['ADMIN'] });

    const me = await app.as(employer.token).company.auth.me();
    expect(me.status).toBe(200);
    if (me.status === 200) expect(me.body.result.user).toEqual(employer.user);
    const company = await app.db
      .selectFrom('companies')
      .select(['name', 'tax_id'])
      .where('id', '=', employer.user.companyId)
      .executeTakeFirst();
    expect(company).toEqual({ name: employer.companyName, tax_id: employer.companyTaxId });

    expect((await app.as(employer.token).company.auth.logout()).status).toBe(200);
    expect((await app.as(employer.token).company.auth.me()).status).toBe(401);

    const login = await app.api.company.auth.login({ body: { email: employer.email, password: STRONG_PASSWORD } });
    expect(login.status).toBe(200);
    if (login.status === 200) expect(login.body.result.user).toEqual(employer.user);
  });

  it('answers 409 for a tax id or an e-mail already registered', async () => {
    const employer = await registerEmployer(app);
    const sameTaxId = await app.api.company.auth.register({
      body: { ...validBody(), companyTaxId: employer.companyTaxId },
    });
    expect(sameTaxId).toMatchObject({ status: 409, body: { error: { errorCode: 'COMPANY_ALREADY_REGISTERED' } } });
    const sameEmail = await app.api.company.auth.register({ body: { ...validBody(), email: employer.email } });
    expect(sameEmail).toMatchObject({ status: 409, body: { error: { errorCode: 'EMAIL_ALREADY_REGISTERED' } } });
  });

  it('validates the tax id check digit, the phone number and the password length, in English and Thai', async () => {
    const body = { ...validBody(), companyTaxId: '0107544000109', phoneNumber: '12', password: 'short7!' };
    expect(validationMessages(await register(body, 'en'))).toEqual({
      'body.companyTaxId': 'Tax ID must be a valid 13-digit Thai tax identification number',
      'body.phoneNumber': 'Enter a valid phone number',
      'body.password': 'Password must be at least 8 characters long',
    });
    expect(validationMessages(await register(body, 'th'))).toEqual({
      'body.companyTaxId': 'เลขประจำตัวผู้เสียภาษีต้องเป็นเลข 13 หลักที่ถูกต้อง',
      'body.phoneNumber': 'กรุณากรอกหมายเลขโทรศัพท์ที่ถูกต้อง',
      'body.password': 'รหัสผ่านต้องมีความยาวอย่างน้อย 8 ตัวอักษร',
    });
  });

  it('requires every field, with the docs/domain.md default message for the company name', async () => {
    expect(validationMessages(await register({}, 'en'))).toMatchObject({
      'body.companyName': 'This field is required.',
      'body.name': 'Name is required',
      'body.phoneNumber': 'Phone number is required',
    });
  });

  it('knows real Thai tax ids (PTT 0107544000108, SCB 0107536000102) and refuses a wrong check digit', () => {
    expect(isValidThaiTaxId('0107544000108')).toBe(true);
    expect(isValidThaiTaxId('0107536000102')).toBe(true);
    expect(isValidThaiTaxId('0107544000109')).toBe(false);
    expect(isValidThaiTaxId('010754400010')).toBe(false);
  });
});

function validBody() {
  return {
    companyName: 'Chao Phraya Logistics',
    companyTaxId: uniqueTaxId(),
    email: uniqueEmail('admin'),
    name: 'Niran',
    password: STRONG_PASSWORD,
    phoneNumber: '+66 2 123 4567',
  };
}

/** A sign-up sent as raw JSON, for bodies the typed client would refuse. */
async function register(body: unknown, locale: 'en' | 'th') {
  const response = await app.fetch('/api/company/auth/register', {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'accept-language': locale },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: await response.json() };
}
