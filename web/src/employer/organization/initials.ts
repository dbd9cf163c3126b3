// Thai vowels written before the consonant they follow in speech (เ แ โ ใ ไ).
const LEADING_THAI_VOWEL = /^[\u0E40-\u0E44]/;

/**
 * A person's initials: the first letter of the first two words, in Thai the consonant rather
 * than a vowel written before it ("สมชาย ใจดี" → "สจ", not "สใ").
 */
export function initialsOf(name: string): string {
  return name
    .trim()
    .split(/\s+/)
    .slice(0, 2)
    .map((word) => Array.from(word.replace(LEADING_THAI_VOWEL, ''))[0] ?? '')
    .join('')
    .toUpperCase();
}
