import { afterEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { DEFAULT_LOCALE, MESSAGES, message, requiredText, setLocaleResolver, uuid } from '../src/index.ts';

afterEach(() => setLocaleResolver(() => DEFAULT_LOCALE));

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1]).sort();

describe('the message catalogue', () => {
  it('has an English and a Thai text for every message, with the same placeholders', () => {
    for (const [key, texts] of Object.entries(MESSAGES)) {
      expect(texts.en.trim(), key).not.toBe('');
      expect(texts.th, key).toMatch(/[\u0E00-\u0E7F]/);
      expect(placeholders(texts.th), key).toEqual(placeholders(texts.en));
    }
  });

  it("carries the product's texts to the letter", () => {
    const english = Object.values(MESSAGES).map((texts) => texts.en);
    for (const text of [
      'This field is required.',
      'Must be {max} characters or fewer.',
      'First name is required',
      'Last name is required',
      'Password must be at least {min} characters long',
      'Authorization header is required',
      'Subject is required',
      'Subject must be {max} characters or less',
      'Template name is required',
      'Template name must be {max} characters or less',
      'Scheduled time is required',
      'Invalid date format',
      'Scheduled time must be in the future',
      'Remove scheduled time when not scheduling',
    ]) {
      expect(english).toContain(text);
    }
    expect(message('passwordMinLength', { min: 6 })).toBe('Password must be at least 6 characters long');
    expect(message('maxLength', { max: 30 }, 'th')).toBe('ต้องมีความยาวไม่เกิน 30 ตัวอักษร');
  });

  it("renders schema messages in the resolver's language at validation time", () => {
    const name = requiredText(30);
    expect(name.safeParse('').error?.issues[0]?.message).toBe('This field is required.');
    expect(name.safeParse('x'.repeat(31)).error?.issues[0]?.message).toBe('Must be 30 characters or fewer.');
    setLocaleResolver(() => 'th');
    expect(name.safeParse('   ').error?.issues[0]?.message).toBe('จำเป็นต้องกรอกข้อมูลนี้');
    expect(uuid.safeParse('nope').error?.issues[0]?.message).toBe('ต้องเป็นรหัสอ้างอิงที่ถูกต้อง (uuid)');
    // zod's own messages follow too.
    expect(z.object({ n: z.number() }).safeParse({ n: 'x' }).error?.issues[0]?.message).toMatch(/[\u0E00-\u0E7F]/);
  });
});
