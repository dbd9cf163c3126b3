import { describe, expect, it } from 'vitest';
import { initialsOf } from '../src/employer/organization/initials.ts';

describe('a recruiter’s initials', () => {
  it('are the first letters of the first two words', () => {
    expect(initialsOf('Malee Srisuk')).toBe('MS');
    expect(initialsOf('  somchai   jaidee  kaew ')).toBe('SJ');
    expect(initialsOf('Narin')).toBe('N');
  });

  it('take the consonant, not a vowel written before it, in Thai', () => {
    expect(initialsOf('สมชาย ใจดี')).toBe('สจ');
    expect(initialsOf('เกศินี แก้วมณี')).toBe('กก');
  });
});
