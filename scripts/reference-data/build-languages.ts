/**
 * Regenerates server/data/reference/languages.json: the ISO 639-1 languages with English and Thai
 * names from @cospired/i18n-iso-languages, less the withdrawn code "bh".
 * Run: node scripts/reference-data/build-languages.ts
 */
import { writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const languages = require('@cospired/i18n-iso-languages');
languages.registerLocale(require('@cospired/i18n-iso-languages/langs/en.json'));
languages.registerLocale(require('@cospired/i18n-iso-languages/langs/th.json'));

const WITHDRAWN = new Set(['bh']);
const english: Record<string, string> = languages.getNames('en');
const thai: Record<string, string> = languages.getNames('th');

const rows = Object.keys(english)
  .filter((code) => !WITHDRAWN.has(code))
  .sort()
  .map((code) => ({ code, nameEn: english[code], nameTh: thai[code] }));

const target = new URL('../../server/data/reference/languages.json', import.meta.url);
writeFileSync(target, `${JSON.stringify(rows, null, 2)}\n`);
console.log(`wrote ${rows.length} languages to ${target.pathname}`);
