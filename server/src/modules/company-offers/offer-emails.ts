import type { Locale } from '@jobmatch/contract';
import { compose, type EmailContent } from '../mail/templates.ts';

type OfferEmailInput = { locale: Locale; companyName: string; jobTitle: string; subject: string; link: string };

/** To a candidate when an offer letter reaches them. Names the company, never pastes the letter. */
export function offerReceivedEmail(input: OfferEmailInput): EmailContent {
  return input.locale === 'th'
    ? compose(
        `${input.companyName} ส่งข้อเสนองานถึงคุณ: ${input.subject}`,
        [
          `${input.companyName} สนใจโปรไฟล์ของคุณและส่งข้อเสนองานตำแหน่ง "${input.jobTitle}" ถึงคุณบน jobmatch`,
          'อ่านข้อเสนอและตอบรับหรือปฏิเสธได้ที่ jobmatch',
        ],
        { label: 'อ่านข้อเสนอ', url: input.link },
        'คุณได้รับอีเมลนี้เพราะคุณเปิดรับข้อเสนอจากบริษัท ปิดได้ในการตั้งค่าบัญชี',
      )
    : compose(
        `${input.companyName} sent you an offer: ${input.subject}`,
        [
          `${input.companyName} is interested in your profile and sent you an offer for "${input.jobTitle}" on jobmatch.`,
          'Read it, then accept or decline it on jobmatch.',
        ],
        { label: 'Read the offer', url: input.link },
        'You receive this because you are open to offers from companies; you can turn that off in your settings.',
      );
}

/** To a candidate when a reminder about an offer they have not answered reaches them. */
export function offerReminderEmail(input: OfferEmailInput): EmailContent {
  return input.locale === 'th'
    ? compose(
        `ข้อความติดตามจาก ${input.companyName}: ${input.subject}`,
        [`${input.companyName} ส่งข้อความติดตามเกี่ยวกับข้อเสนองานตำแหน่ง "${input.jobTitle}" ที่ยังรอคำตอบจากคุณ`],
        { label: 'อ่านข้อความ', url: input.link },
        'คุณได้รับอีเมลนี้เพราะคุณเปิดรับข้อเสนอจากบริษัท ปิดได้ในการตั้งค่าบัญชี',
      )
    : compose(
        `A follow-up from ${input.companyName}: ${input.subject}`,
        [
          `${input.companyName} sent a follow-up about their offer for "${input.jobTitle}", which is waiting for your answer.`,
        ],
        { label: 'Read the message', url: input.link },
        'You receive this because you are open to offers from companies; you can turn that off in your settings.',
      );
}
