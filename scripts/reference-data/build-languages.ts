/**
 * Regenerates server/data/reference/languages.json: the ISO 639-1 languages (less the withdrawn
 * code "bh") with English names from @cospired/i18n-iso-languages and Thai names from Unicode CLDR
 * (Intl.DisplayNames), which Thai readers know from their phones and browsers. THAI_EXCEPTIONS
 * lists the codes whose CLDR name is not the language ISO 639-1 means, each with the reason.
 * Run: node scripts/reference-data/build-languages.ts
 */
import { writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const languages = require('@cospired/i18n-iso-languages');
languages.registerLocale(require('@cospired/i18n-iso-languages/langs/en.json'));

const WITHDRAWN = new Set(['bh']);
const THAI_EXCEPTIONS: Record<string, string> = {
  // CLDR folds Tagalog into Filipino ("ฟิลิปปินส์"); ISO 639-1 "tl" is Tagalog itself.
  tl: 'ตากาล็อก',
  // CLDR folds Twi into Akan ("อาคาน"), which is "ak" of its own.
  tw: 'ทวิ',
};

const english: Record<string, string> = languages.getNames('en');
const cldrThai = new Intl.DisplayNames('th', { type: 'language', fallback: 'none' });

function thaiName(code: string): string {
  const name = THAI_EXCEPTIONS[code] ?? cldrThai.of(code);
  if (!name) throw new Error(`CLDR has no Thai name for "${code}": add it to THAI_EXCEPTIONS`);
  return name;
}

const rows = Object.keys(english)
  .filter((code) => !WITHDRAWN.has(code))
  .sort()
  .map((code) => ({ code, nameEn: english[code], nameTh: thaiName(code) }));

const target = new URL('../../server/data/reference/languages.json', import.meta.url);
writeFileSync(target, `${JSON.stringify(rows, null, 2)}\n`);
console.log(`wrote ${rows.length} languages to ${target.pathname}`);
