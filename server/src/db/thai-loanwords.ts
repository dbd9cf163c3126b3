/**
 * Thai words borrowed from English that job texts use often and that ICU's dictionary does not
 * hold, as `normalise` writes them (docs/decisions.md #48). The segmenter cuts such a word into
 * pieces that are not words: โล|จิ|สติ|กส์, บา|ริ|สต้า, แอ|ดมิน. Each piece was then a word of
 * its own, to be found anywhere in a document, so "บาริสต้า" found profiles that held บา, ริ and
 * สต้า apart and none that held the word, and it read every profile of a province to find them
 * (3.3 s). Next to a Thai word the cut can even take a letter of it: งาน + อนาลิสต์ became
 * งา|นอ|นา|ลิ|สต์. These words are therefore taken out of a text whole before the rest is
 * segmented. Common spellings are listed side by side; a spelling not listed is segmented as
 * before unless it starts with a listed one and goes on with a plain letter (`apartFromLoanwords`).
 */
export const THAI_LOANWORDS: readonly string[] = [
  // Jobs and roles
  'แอดมิน',
  'บาริสต้า',
  'บาริสตา',
  'ดีไซน์เนอร์',
  'แมสเซนเจอร์',
  'เมสเซนเจอร์',
  'เมอร์ชันไดเซอร์',
  'ฟรีแลนซ์',
  'อินฟลูเอนเซอร์',
  'อนาลิสต์',
  'แมเนเจอร์',
  'เมเนเจอร์',
  'ซูเปอร์ไวเซอร์',
  'เอ็นจิเนียร์',
  'โอเปอเรเตอร์',
  'ไรเดอร์',
  'คอนซัลแทนต์',
  'ดีเวลอปเปอร์',
  'ก๊อปปี้ไรเตอร์',
  'คอปี้ไรเตอร์',
  'ออร์แกไนเซอร์',
  'พรีเซนเตอร์',
  'แอนิเมเตอร์',
  'สไตลิสต์',
  'รีครูตเตอร์',
  'รีครูทเตอร์',
  'ทรานสเลเตอร์',
  'เทคนิเชียน',
  'เซลส์แมน',
  'คอนเซียร์จ',
  'อินเทิร์น',
  // Fields and departments
  'โลจิสติกส์',
  'โลจิสติก',
  'มาร์เก็ตติ้ง',
  'มาร์เกตติ้ง',
  'ซัพพลายเชน',
  'คอนเทนต์',
  'คอนเทนท์',
  'เทเลเซลส์',
  'คอลเซ็นเตอร์',
  'รีเซปชั่น',
  'รีเซปชัน',
  'รีเซฟชั่น',
  'ฟรอนต์ออฟฟิศ',
  'ฟร้อนท์ออฟฟิศ',
  'เฮาส์คีปปิ้ง',
  'ดิลิเวอรี่',
  'เดลิเวอรี่',
  'เดลิเวอรี',
  'แพ็กกิ้ง',
  'ฟอร์คลิฟท์',
  'ฟอร์คลิฟต์',
  'โฟล์คลิฟท์',
  'ออดิต',
  'ออดิท',
  'แอคเคานต์',
  'อีเว้นท์',
  'แบรนด์ดิ้ง',
  // Work and technology
  'โปรเจกต์',
  'โปรเจ็กต์',
  'โค้ดดิ้ง',
  'โปรแกรมมิ่ง',
  'เดฟออปส์',
  'แบ็กเอนด์',
  'ฟรอนต์เอนด์',
  'ดาต้าเบส',
  'คลาวด์',
  'ซีเคียวริตี้',
  'ฟูลไทม์',
  'พาร์ตไทม์',
  'เอชอาร์',
];

/** Thai vowels written before their consonant: a word cannot start right after one. */
const LEADING_VOWEL = '\u0E40-\u0E44';
/** Marks and vowels that belong to the consonant before them: a word cannot end right before one. */
const ATTACHED_TO_PREVIOUS = '\u0E30-\u0E3A\u0E45\u0E47-\u0E4E';
/** A consonant silenced by THANTHAKHAT (ท์ in โปรเจคท์): it ends the syllable before it. */
const SILENCED_CONSONANT = '[\u0E01-\u0E2E]\u0E4C';

/** The listed words, longest first so that a word is never taken for a shorter one it starts with. */
const LOANWORD = new RegExp(
  `(?<![${LEADING_VOWEL}])(?:${[...THAI_LOANWORDS].sort((a, b) => b.length - a.length).join('|')})(?![${ATTACHED_TO_PREVIOUS}]|${SILENCED_CONSONANT})`,
  'g',
);

/**
 * A normalised text cut into the listed words and the texts between them, in order: `loanword`
 * says which. A word followed by a mark of its last letter or by a silenced consonant, or preceded
 * by a vowel of its first (แอดมิน in แอดมินิสเตรชัน, โลจิสติก in โลจิสติกซ์), is part of another
 * word, and is left to the segmenter. A word another common word starts with plainly (โปรเจค in
 * โปรเจคเตอร์, คิวเอ in คิวเอกสาร) cannot be told from it here, so it is not listed.
 */
export function apartFromLoanwords(text: string): Array<{ text: string; loanword: boolean }> {
  const parts: Array<{ text: string; loanword: boolean }> = [];
  let from = 0;
  for (const match of text.matchAll(LOANWORD)) {
    if (match.index > from) parts.push({ text: text.slice(from, match.index), loanword: false });
    parts.push({ text: match[0], loanword: true });
    from = match.index + match[0].length;
  }
  if (from < text.length) parts.push({ text: text.slice(from), loanword: false });
  return parts;
}
