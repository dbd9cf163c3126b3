import type { Locale } from '@jobmatch/contract';
import { BANGKOK_TIME_ZONE } from '../../lib/bangkok-time.ts';
import type { CompanyNotificationKind } from '../notifications/company-notifications.repository.ts';

export type EmailContent = { subject: string; text: string; html: string };

const escapeHtml = (value: string) =>
  value.replace(
    /[&<>"']/g,
    (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char] ?? char,
  );

/**
 * Dates in e-mails: Bangkok time. The Thai locale writes Buddhist-era years (พ.ศ.), and Thai
 * readers expect a time to end with "น." (นาฬิกา), which CLDR's format leaves out.
 */
export const formatDateTime = (date: Date, locale: Locale) => {
  const text = new Intl.DateTimeFormat(locale === 'th' ? 'th-TH' : 'en-GB', {
    dateStyle: 'long',
    timeStyle: 'short',
    timeZone: BANGKOK_TIME_ZONE,
  }).format(date);
  return locale === 'th' ? `${text} น.` : text;
};

/**
 * Paragraphs of plain text plus one call-to-action link (null for a notice that asks for nothing),
 * as text and as simple HTML: every e-mail is built with it.
 */
export function compose(
  subject: string,
  paragraphs: string[],
  action: { label: string; url: string } | null,
  footer: string,
): EmailContent {
  const text = [...paragraphs, ...(action ? [`${action.label}: ${action.url}`] : []), footer].join('\n\n');
  const html = [
    '<!doctype html><html><body style="font-family: \'Noto Sans Thai\', Arial, sans-serif; line-height: 1.6; color: #1a1b1e">',
    ...paragraphs.map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`),
    ...(action
      ? [
          `<p><a href="${escapeHtml(action.url)}" style="background:#1c7ed6;color:#fff;padding:10px 18px;border-radius:6px;text-decoration:none">${escapeHtml(action.label)}</a></p>`,
        ]
      : []),
    `<p style="color:#868e96;font-size:13px">${escapeHtml(footer)}</p>`,
    '</body></html>',
  ].join('\n');
  return { subject, text, html };
}

export function passwordResetEmail(input: { locale: Locale; link: string; expiresAt: Date }): EmailContent {
  const until = formatDateTime(input.expiresAt, input.locale);
  return input.locale === 'th'
    ? compose(
        'ตั้งรหัสผ่าน jobmatch ใหม่',
        ['เราได้รับคำขอให้ตั้งรหัสผ่านใหม่สำหรับบัญชี jobmatch ของคุณ', `ลิงก์นี้ใช้ได้ครั้งเดียวและหมดอายุ ${until}`],
        { label: 'ตั้งรหัสผ่านใหม่', url: input.link },
        'หากคุณไม่ได้ขอตั้งรหัสผ่านใหม่ ไม่ต้องดำเนินการใด ๆ รหัสผ่านเดิมของคุณยังใช้ได้ตามปกติ',
      )
    : compose(
        'Reset your jobmatch password',
        [
          'We received a request to reset the password of your jobmatch account.',
          `This link works once and expires on ${until}.`,
        ],
        { label: 'Set a new password', url: input.link },
        'If you did not ask for this, you can ignore this e-mail: your password stays as it is.',
      );
}

/**
 * To the old address after the sign-in e-mail changed: if the owner did not change it, they learn
 * of it at once. `newAddress` comes masked, since the old mailbox may no longer be the person's.
 */
export function signInEmailChangedEmail(input: { locale: Locale; newAddress: string; changedAt: Date }): EmailContent {
  const when = formatDateTime(input.changedAt, input.locale);
  return input.locale === 'th'
    ? compose(
        'อีเมลสำหรับเข้าสู่ระบบ jobmatch ของคุณถูกเปลี่ยนแล้ว',
        [
          `อีเมลที่ใช้เข้าสู่ระบบบัญชี jobmatch ของคุณถูกเปลี่ยนเป็น ${input.newAddress} เมื่อ ${when}`,
          'นับจากนี้ อีเมลจาก jobmatch รวมถึงลิงก์ตั้งรหัสผ่านใหม่ จะถูกส่งไปยังอีเมลใหม่นั้น',
        ],
        null,
        'หากคุณเป็นผู้เปลี่ยนเอง ไม่ต้องดำเนินการใด ๆ หากไม่ใช่ อาจมีผู้อื่นเข้าถึงบัญชีของคุณ กรุณาติดต่อ jobmatch ทันที',
      )
    : compose(
        'Your jobmatch sign-in e-mail was changed',
        [
          `The e-mail address of your jobmatch account was changed to ${input.newAddress} on ${when}.`,
          'From now on, e-mail from jobmatch, password reset links included, goes to that address.',
        ],
        null,
        'If you made this change, there is nothing to do. If you did not, someone else may have access to your account: contact jobmatch at once.',
      );
}

export function invitationEmail(input: {
  locale: Locale;
  companyName: string;
  inviterName: string;
  link: string;
  expiresAt: Date;
}): EmailContent {
  const until = formatDateTime(input.expiresAt, input.locale);
  return input.locale === 'th'
    ? compose(
        `${input.companyName} เชิญคุณร่วมสรรหาบุคลากรบน jobmatch`,
        [
          `${input.inviterName} เชิญคุณเข้าร่วมเป็นผู้สรรหาบุคลากรของ ${input.companyName} บน jobmatch`,
          `คำเชิญนี้ใช้ได้ครั้งเดียวและหมดอายุ ${until}`,
        ],
        { label: 'ตอบรับคำเชิญ', url: input.link },
        'หากคุณไม่รู้จักผู้ส่ง ไม่ต้องดำเนินการใด ๆ',
      )
    : compose(
        `${input.companyName} invites you to recruit on jobmatch`,
        [
          `${input.inviterName} invited you to join ${input.companyName} as a recruiter on jobmatch.`,
          `This invitation works once and expires on ${until}.`,
        ],
        { label: 'Accept the invitation', url: input.link },
        'If you do not know the sender, you can ignore this e-mail.',
      );
}

/** What a company is told of an application, per kind and language: subject, sentence and digest line. */
const NOTIFICATION_TEXTS: Record<
  CompanyNotificationKind,
  Record<
    Locale,
    {
      subject: (job: string) => string;
      sentence: (no: number, job: string, company: string) => string;
      line: (no: number, job: string) => string;
    }
  >
> = {
  NEW_APPLICATION: {
    en: {
      subject: (job) => `New application for ${job}`,
      sentence: (no, job, company) => `Candidate No. ${no} applied to ${job} at ${company}.`,
      line: (no, job) => `Candidate No. ${no} applied to ${job}`,
    },
    th: {
      subject: (job) => `มีผู้สมัครใหม่สำหรับตำแหน่ง ${job}`,
      sentence: (no, job, company) => `ผู้สมัครหมายเลข ${no} ได้สมัครตำแหน่ง ${job} ของ ${company}`,
      line: (no, job) => `ผู้สมัครหมายเลข ${no} สมัครตำแหน่ง ${job}`,
    },
  },
  OFFER_ACCEPTED: {
    en: {
      subject: (job) => `A candidate accepted your offer for ${job}`,
      sentence: (no, job, company) => `Candidate No. ${no} accepted your offer for ${job} at ${company}.`,
      line: (no, job) => `Candidate No. ${no} accepted your offer for ${job}`,
    },
    th: {
      subject: (job) => `ผู้สมัครตอบรับข้อเสนอตำแหน่ง ${job}`,
      sentence: (no, job, company) => `ผู้สมัครหมายเลข ${no} ได้ตอบรับข้อเสนอตำแหน่ง ${job} ของ ${company}`,
      line: (no, job) => `ผู้สมัครหมายเลข ${no} ตอบรับข้อเสนอตำแหน่ง ${job}`,
    },
  },
  APPLICATION_WITHDRAWN: {
    en: {
      subject: (job) => `A candidate withdrew their application for ${job}`,
      sentence: (no, job, company) => `Candidate No. ${no} withdrew their application for ${job} at ${company}.`,
      line: (no, job) => `Candidate No. ${no} withdrew their application for ${job}`,
    },
    th: {
      subject: (job) => `ผู้สมัครถอนใบสมัครตำแหน่ง ${job}`,
      sentence: (no, job, company) => `ผู้สมัครหมายเลข ${no} ได้ถอนใบสมัครตำแหน่ง ${job} ของ ${company}`,
      line: (no, job) => `ผู้สมัครหมายเลข ${no} ถอนใบสมัครตำแหน่ง ${job}`,
    },
  },
};

/**
 * A company's notification of what happened to an application (new, from an accepted offer,
 * withdrawn). It names the candidate by their candidate number only: contact details stay in
 * the app, behind the company's sign-in.
 */
export function companyNotificationEmail(input: {
  locale: Locale;
  kind: CompanyNotificationKind;
  companyName: string;
  jobTitle: string;
  candidateUserNo: number;
  link: string;
}): EmailContent {
  const texts = NOTIFICATION_TEXTS[input.kind][input.locale];
  return input.locale === 'th'
    ? compose(
        texts.subject(input.jobTitle),
        [texts.sentence(input.candidateUserNo, input.jobTitle, input.companyName)],
        { label: 'ดูใบสมัคร', url: input.link },
        'คุณได้รับอีเมลนี้เพราะบริษัทของคุณตั้งค่าให้แจ้งเตือนทันทีทุกครั้งที่มีความเคลื่อนไหวของใบสมัคร',
      )
    : compose(
        texts.subject(input.jobTitle),
        [texts.sentence(input.candidateUserNo, input.jobTitle, input.companyName)],
        { label: 'View the application', url: input.link },
        'You receive this e-mail because your company is notified at once of what happens to its applications.',
      );
}

/** The company's auto-reply to an applicant: the company's own message, in the applicant's language. */
export function applicationAutoReplyEmail(input: {
  locale: Locale;
  companyName: string;
  jobTitle: string;
  message: string;
  link: string;
}): EmailContent {
  return input.locale === 'th'
    ? compose(
        `${input.companyName} ได้รับใบสมัครตำแหน่ง ${input.jobTitle} ของคุณแล้ว`,
        [...input.message.split(/\n{2,}/), `— ${input.companyName}`],
        { label: 'ดูประกาศงาน', url: input.link },
        'อีเมลนี้เป็นการตอบกลับอัตโนมัติจากบริษัทผ่าน jobmatch',
      )
    : compose(
        `${input.companyName} received your application for ${input.jobTitle}`,
        [...input.message.split(/\n{2,}/), `— ${input.companyName}`],
        { label: 'View the job', url: input.link },
        'This is an automatic reply from the company, sent through jobmatch.',
      );
}

/** The DAILY digest: one line per application event (new, offer accepted, withdrawn) since the last one. */
export function companyDigestEmail(input: {
  locale: Locale;
  companyName: string;
  items: { kind: CompanyNotificationKind; jobTitle: string; candidateUserNo: number; at: Date }[];
  link: string;
}): EmailContent {
  const th = input.locale === 'th';
  const lines = input.items.map(
    ({ kind, jobTitle, candidateUserNo, at }) =>
      `${formatDateTime(at, input.locale)}: ${NOTIFICATION_TEXTS[kind][input.locale].line(candidateUserNo, jobTitle)}`,
  );
  const count = input.items.length;
  return th
    ? compose(
        `สรุปประจำวันของ ${input.companyName}: ${count} รายการใหม่`,
        [`รายการใหม่ตั้งแต่สรุปครั้งก่อนของ ${input.companyName}`, ...lines],
        { label: 'ดูใบสมัคร', url: input.link },
        'คุณได้รับอีเมลนี้เพราะบริษัทของคุณตั้งค่าให้ส่งสรุปการแจ้งเตือนวันละครั้ง เวลา 09:00 น.',
      )
    : compose(
        `${input.companyName} daily digest: ${count} new ${count === 1 ? 'item' : 'items'}`,
        [`What happened at ${input.companyName} since the last digest:`, ...lines],
        { label: 'View the applications', url: input.link },
        'You receive this because your company gets one digest of its notifications a day, at 09:00 Bangkok time.',
      );
}
