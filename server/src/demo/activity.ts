import type {
  createOfferBody,
  createReminderBody,
  messageTemplateBody,
  offerLetterTemplateBody,
  offerReminderTemplateBody,
  updateCompanySettingsBody,
} from '@jobmatch/contract';
import type { z } from 'zod';
import { DEMO_EMAILS, type DemoCandidateKey, type DemoCompanyKey } from './demo-accounts.ts';
import type { PostingKey } from './postings.ts';

/**
 * What the demo people have done: saved, viewed and applied to jobs, and sent and answered offers.
 * Employers never see a candidate's name, so no offer text uses one.
 */

type OfferInput = Omit<z.input<typeof createOfferBody>, 'candidateId' | 'recruitmentId' | 'templateId'>;
type ReminderInput = Omit<z.input<typeof createReminderBody>, 'templateId' | 'isScheduled' | 'scheduledAt'>;

export type DemoOffer = {
  /** The sending recruiter's sign-in e-mail. */
  from: string;
  candidate: DemoCandidateKey;
  posting: PostingKey;
  /** Start from the company's offer-letter template (the body's texts still win). */
  fromTemplate?: boolean;
  letter: OfferInput;
  /** Days from now; without it the letter goes out at once. */
  scheduledInDays?: number;
  /** Days from now until the offer expires; default: 30 days after it is sent. */
  expiresInDays?: number;
  /** Each reminder now, or in that many days; `fromTemplate` starts from the reminder template. */
  reminders?: { inDays?: number; fromTemplate?: boolean; text: ReminderInput }[];
  /** What the candidate did with it; nothing: it is still unread. */
  candidateAction?: 'OPEN' | 'ACCEPT' | 'REJECT';
};

export type DemoApplication = {
  candidate: DemoCandidateKey;
  posting: PostingKey;
  /** The company's decision; nothing: still pending. */
  decision?: 'ACCEPTED' | 'REJECTED';
};

export const DEMO_TEMPLATES: {
  company: DemoCompanyKey;
  author: string;
  offerLetter: z.input<typeof offerLetterTemplateBody>;
  offerReminder: z.input<typeof offerReminderTemplateBody>;
  message: z.input<typeof messageTemplateBody>;
}[] = [
  {
    company: 'siamData',
    author: DEMO_EMAILS.recruiters.siamData[0],
    offerLetter: {
      name: 'Engineering offer',
      subject: 'Your experience fits one of our engineering teams',
      introduction: 'We read your profile and would love to talk about a role in one of our engineering teams.',
      message:
        'Hello,\n\nThank you for keeping your profile up to date on jobmatch. Our engineering teams build software for banks, retailers and hospitals across Thailand, and your experience stood out.\n\nIf you are curious, accept this offer and we will arrange a relaxed 30-minute call with the team lead. No preparation needed.\n\nBest regards,\nSiam Data Solutions',
      policies: [
        'Hybrid work: up to 3 days a week from home',
        'Your first conversation is casual: no coding test',
        '20,000 THB learning budget every year',
      ],
      exemptions: ['Resume screening'],
    },
    offerReminder: {
      name: 'Friendly reminder',
      subject: 'A quick follow-up on our offer',
      message:
        'Hello again! Just checking whether you had a chance to read our offer. The team is happy to answer any question in a short call: accept the offer and we will find a time that suits you.',
    },
    message: {
      name: 'Interview invitation',
      message:
        'Thank you for your interest in Siam Data Solutions. We would like to invite you to an interview. Please let us know two or three time slots that suit you next week. ขอบคุณที่สนใจร่วมงานกับเรา ทีมงานขอเชิญคุณเข้าสัมภาษณ์ กรุณาแจ้งวันและเวลาที่สะดวก 2–3 ช่วงในสัปดาห์หน้า',
    },
  },
];

export const DEMO_COMPANY_SETTINGS: Partial<Record<DemoCompanyKey, z.input<typeof updateCompanySettingsBody>>> = {
  siamData: {
    autoReplyEnabled: true,
    autoReplyTemplateName: 'Thank you for applying',
    autoReplyTemplateMessage:
      'Thank you for applying to Siam Data Solutions! We read every application and answer within 5 working days. ขอบคุณที่สมัครงานกับสยามดาต้า โซลูชั่นส์ เราอ่านทุกใบสมัครและจะตอบกลับภายใน 5 วันทำการ',
    notificationEmail: DEMO_EMAILS.admins.siamData,
    notificationFrequency: 'ANY_TIME',
  },
  eastern: { notificationFrequency: 'DAILY' },
};

export const DEMO_TALENT_POOLS: { owner: string; name: string; members: DemoCandidateKey[] }[] = [
  { owner: DEMO_EMAILS.admins.siamData, name: 'Backend shortlist', members: ['narin', 'arisa'] },
  { owner: DEMO_EMAILS.recruiters.siamData[1], name: 'นักบัญชี เชียงใหม่', members: ['supaporn'] },
];

export const DEMO_VIEWS: Record<DemoCandidateKey, PostingKey[]> = {
  narin: ['seniorBackend', 'techLead', 'dataEngineer', 'devops', 'javaEngineerTh', 'wmsDeveloper', 'mesDeveloper'],
  supaporn: ['seniorAccountantTh', 'accountantLanna', 'accountantLogisticsTh', 'costAccountantTh'],
  pimchanok: ['frontOfficeManager', 'guestRelations'],
  kittisak: ['warehouseSupervisorTh', 'dcManagerTh', 'inventoryControlTh'],
  arisa: ['processEngineerTh', 'dataAnalystTh', 'interpreter'],
};

/**
 * The companies that opened a candidate's profile from their search ("who viewed my profile"),
 * each one that also sent them an offer; opened after the offers were answered, so a company
 * whose offer was accepted is shown as having seen the contact details.
 */
export const DEMO_PROFILE_VIEWS: Record<DemoCandidateKey, DemoCompanyKey[]> = {
  narin: ['siamData', 'eastern', 'chaoPhraya'],
  supaporn: ['siamData', 'lanna'],
  pimchanok: ['lanna'],
  kittisak: ['chaoPhraya'],
  arisa: ['eastern'],
};

export const DEMO_SAVED_JOBS: Record<DemoCandidateKey, PostingKey[]> = {
  narin: ['seniorBackend', 'dataEngineer', 'javaEngineerTh', 'scrumMaster', 'mobileDeveloper', 'mesDeveloper'],
  supaporn: ['seniorAccountantTh', 'accountantLanna', 'costAccountantTh'],
  pimchanok: ['frontOfficeManager', 'guestRelations'],
  kittisak: ['dcManagerTh', 'warehouseSupervisorTh'],
  arisa: ['interpreter'],
};

export const DEMO_APPLICATIONS: DemoApplication[] = [
  { candidate: 'narin', posting: 'devops', decision: 'ACCEPTED' },
  { candidate: 'narin', posting: 'dataAnalystTh' },
  { candidate: 'narin', posting: 'iotEngineer', decision: 'REJECTED' },
  { candidate: 'narin', posting: 'supplyChainAnalyst' },
  { candidate: 'supaporn', posting: 'accountantLogisticsTh' },
  { candidate: 'supaporn', posting: 'costAccountantTh' },
  { candidate: 'pimchanok', posting: 'frontOfficeManager' },
  { candidate: 'kittisak', posting: 'warehouseSupervisorTh', decision: 'ACCEPTED' },
  { candidate: 'kittisak', posting: 'inventoryControlTh', decision: 'REJECTED' },
  { candidate: 'arisa', posting: 'dataAnalystTh' },
];

// Sent in this order, so that the inbox (newest first) opens on the unread premium offer.
export const DEMO_OFFERS: DemoOffer[] = [
  {
    from: DEMO_EMAILS.recruiters.lanna[0],
    candidate: 'narin',
    posting: 'itSupportLanna',
    candidateAction: 'REJECT',
    letter: {
      subject: 'IT support for our Chiang Mai hotels',
      introduction: 'You prefer Chiang Mai: we have an IT role by the Ping river.',
      message:
        'Hello,\n\nYour profile says you would like to work in Chiang Mai. Our riverside hotel is looking for someone to look after our systems, Wi-Fi and guest technology. Staff meals, hotel discounts and a friendly team come with it.\n\nLanna Hospitality Group',
      policies: ['Staff meals on duty', 'Room discounts across the group'],
    },
  },
  {
    from: DEMO_EMAILS.recruiters.chaoPhraya[0],
    candidate: 'narin',
    posting: 'wmsDeveloper',
    candidateAction: 'ACCEPT',
    letter: {
      subject: 'Build the system that runs 9 warehouses',
      introduction: 'Our in-house WMS team is growing and your API experience stood out.',
      message:
        'Hello,\n\nEvery pallet in our nine distribution centres moves through software we write ourselves. We are looking for a developer who enjoys real-world problems: scanners, conveyors, trucks that arrive late.\n\nNo need to explain why you are interested: accept this offer and we will invite you to visit our Bang Na site and meet the team.\n\nNattaya Khamsuk, Recruitment',
      policies: ['Work from home on Fridays', 'Free staff shuttle from BTS Bearing'],
      isNoReasonToEntryOK: true,
    },
  },
  {
    from: DEMO_EMAILS.recruiters.eastern[0],
    candidate: 'narin',
    posting: 'mesDeveloper',
    expiresInDays: 10,
    candidateAction: 'OPEN',
    letter: {
      subject: 'Software for real machines: our MES project',
      introduction: 'Your backend skills could connect 400 machines in our Rayong plant.',
      message:
        'Hello,\n\nEastern Seaboard Industries is building its own manufacturing execution system, and we need engineers who know how to build reliable services. You will work with production engineers and our partners in Japan, and see your code run on real machines.\n\nWe are happy to start with an informal chat over coffee, in Bangkok or at the plant.\n\nWarunee Saetang\nTalent Acquisition',
      policies: ['Training trip to our partner plant in Japan', 'Staff bus from Rayong, Ban Chang and Si Racha'],
      isCasualInterviewOK: true,
    },
  },
  {
    from: DEMO_EMAILS.admins.siamData,
    candidate: 'narin',
    posting: 'techLead',
    scheduledInDays: 2,
    letter: {
      subject: 'Lead our new payments platform?',
      introduction: 'A tech lead role where payments experience makes the difference.',
      message:
        'Hello,\n\nWe are starting a greenfield payments platform for Thai retailers: PromptPay, cards and instalments. We are looking for a tech lead who has run payment systems in production and wants to shape a team of six engineers.\n\nWe guarantee at least your current salary and are happy to talk about hybrid arrangements. Accept this offer and our CTO will call you this week.\n\nKanokwan Srisawat\nHead of People, Siam Data Solutions',
      policies: ['Team of 6 engineers on a greenfield platform', 'At least your current salary, guaranteed'],
      isPreviousJobSalaryGuaranteed: true,
      isCasualInterviewOK: true,
    },
  },
  {
    from: DEMO_EMAILS.recruiters.siamData[0],
    candidate: 'narin',
    posting: 'seniorBackend',
    fromTemplate: true,
    letter: {
      subject: 'Senior Backend Engineer: your payments experience fits',
      message:
        'Hello,\n\nI am Thanawat, a technical recruiter at Siam Data Solutions. Your years of building payment APIs in Node.js and TypeScript are exactly what our platform team needs: we run the backend of two banks’ mobile apps with 4 million users.\n\nThe role is hybrid, three days a week from home, with a MacBook Pro and a 20,000 THB learning budget. Accept this offer and I will set up a relaxed 30-minute call with the team lead. Because this is a premium offer, you skip the first interview round.\n\nBest regards,\nThanawat Boonmee',
      isPremiumOffer: true,
      isFirstInterviewExempt: true,
      isResumeScreeningExempt: true,
    },
    reminders: [
      { fromTemplate: true, text: {} },
      {
        inDays: 3,
        text: {
          subject: 'Last call: Senior Backend Engineer',
          message:
            'Hello! The team lead has two interview slots left this month and we would love one of them to be yours. Accept the offer and we will be in touch the same day.',
        },
      },
    ],
  },
  {
    from: DEMO_EMAILS.recruiters.siamData[1],
    candidate: 'supaporn',
    posting: 'seniorAccountantTh',
    letter: {
      subject: 'ขอเชิญพิจารณาตำแหน่งนักบัญชีอาวุโส',
      introduction: 'ประสบการณ์ปิดงบและใบอนุญาต TA ของคุณตรงกับทีมบัญชีของเรา',
      message:
        'สวัสดีค่ะ\n\nดิฉันปิยะนุช เจ้าหน้าที่สรรหาบุคลากรของบริษัท สยามดาต้า โซลูชั่นส์ ทีมบัญชีของเรากำลังมองหานักบัญชีอาวุโสที่ปิดงบได้ด้วยตนเองและดูแลงานภาษีได้ครบถ้วน ซึ่งตรงกับประสบการณ์ของคุณ\n\nตำแหน่งนี้ทำงานแบบไฮบริด และคุณไม่ต้องผ่านขั้นตอนคัดกรองใบสมัคร หากสนใจ กดตอบรับข้อเสนอนี้ แล้วเราจะติดต่อกลับเพื่อนัดสัมภาษณ์ค่ะ\n\nขอบคุณค่ะ\nปิยะนุช อินทรประเสริฐ',
      policies: ['ทำงานแบบไฮบริด เข้าสำนักงาน 2 วันต่อสัปดาห์', 'ไม่ต้องผ่านการคัดกรองใบสมัคร สัมภาษณ์ได้ทันที'],
      isResumeScreeningExempt: true,
    },
  },
  {
    from: DEMO_EMAILS.admins.lanna,
    candidate: 'supaporn',
    posting: 'accountantLanna',
    candidateAction: 'ACCEPT',
    letter: {
      subject: 'ร่วมงานกับโรงแรมล้านนาริเวอร์ไซด์ เชียงใหม่',
      introduction: 'เรากำลังหานักบัญชีที่มีประสบการณ์ธุรกิจโรงแรมในเชียงใหม่',
      message:
        'สวัสดีครับ\n\nโรงแรมล้านนาริเวอร์ไซด์กำลังมองหาพนักงานบัญชีที่เข้าใจงานบัญชีรายได้ของโรงแรม ประสบการณ์ของคุณในธุรกิจโรงแรมที่เชียงใหม่ตรงกับที่เราต้องการ\n\nหากสนใจ กดตอบรับข้อเสนอ แล้วฝ่ายบุคคลจะติดต่อกลับภายใน 2 วันทำการครับ\n\nกลุ่มโรงแรมล้านนา ฮอสพิทาลิตี้',
      policies: ['ทำงานจันทร์–ศุกร์ ไม่ต้องเข้ากะ', 'ส่วนลดห้องพักและห้องอาหารในเครือ'],
      isFirstInterviewExempt: true,
    },
  },
  {
    from: DEMO_EMAILS.recruiters.lanna[0],
    candidate: 'pimchanok',
    posting: 'guestRelations',
    candidateAction: 'OPEN',
    letter: {
      subject: 'ขอเชิญร่วมงานตำแหน่ง Guest Relations Supervisor ที่กระบี่',
      introduction: 'ประสบการณ์ดูแลแขก VIP และภาษาจีนของคุณเหมาะกับรีสอร์ทของเราที่อ่าวนาง',
      message:
        'สวัสดีค่ะ\n\nรีสอร์ทล้านนาอ่าวนางคลิฟกำลังมองหาหัวหน้างาน Guest Relations ที่ดูแลแขกได้อย่างอบอุ่นและสื่อสารได้หลายภาษา เรามีที่พักพนักงานและรถรับส่งจากตัวเมืองกระบี่\n\nหากสนใจ สามารถมาพูดคุยแบบไม่เป็นทางการได้เลยค่ะ\n\nอรอุมา คำแสน',
      policies: ['มีที่พักพนักงาน', 'ค่าเซอร์วิสชาร์จทุกเดือน'],
      isCasualInterviewOK: true,
    },
  },
  {
    from: DEMO_EMAILS.admins.chaoPhraya,
    candidate: 'kittisak',
    posting: 'dcManagerTh',
    letter: {
      subject: 'ขอเชิญพิจารณาตำแหน่งผู้จัดการศูนย์กระจายสินค้า',
      introduction: 'ประสบการณ์หัวหน้างานคลังสินค้า 8 ปีของคุณพร้อมสำหรับก้าวต่อไปแล้ว',
      message:
        'สวัสดีครับ\n\nบริษัท เจ้าพระยา โลจิสติกส์ กำลังมองหาผู้จัดการศูนย์กระจายสินค้าภาคเหนือที่สันทราย เชียงใหม่ เราเห็นว่าประสบการณ์บริหารทีมและระบบ SAP WM ของคุณเหมาะกับตำแหน่งนี้ และเรารับประกันเงินเดือนไม่ต่ำกว่าเงินเดือนปัจจุบันของคุณ\n\nหากสนใจ กดตอบรับข้อเสนอ แล้วเราจะนัดพูดคุยกันครับ\n\nวีระพงษ์ ศรีสุข\nผู้จัดการฝ่ายทรัพยากรบุคคล',
      policies: ['รถประจำตำแหน่ง', 'ค่าที่พักช่วงย้ายไปเชียงใหม่ 3 เดือน'],
      isPreviousJobSalaryGuaranteed: true,
    },
    reminders: [
      {
        text: {
          message: 'สวัสดีครับ ขอติดตามข้อเสนอตำแหน่งผู้จัดการศูนย์กระจายสินค้าอีกครั้ง หากมีคำถามเรื่องการย้ายไปเชียงใหม่ ยินดีพูดคุยครับ',
        },
      },
    ],
  },
  {
    from: DEMO_EMAILS.recruiters.eastern[0],
    candidate: 'arisa',
    posting: 'processEngineerTh',
    candidateAction: 'ACCEPT',
    letter: {
      subject: 'Process Engineer, plastic injection: join our Chon Buri plant',
      introduction: 'Your scrap-reduction results and Japanese skills are what our Chon Buri team needs.',
      message:
        'Hello,\n\nOur Chon Buri plant makes plastic parts for Japanese car makers, and we are looking for a process engineer who can work with our Japanese advisors and lead improvements on the line.\n\nBonuses are paid twice a year, and new engineers spend two weeks at our partner plant in Japan.\n\nWarunee Saetang\nTalent Acquisition',
      policies: ['Bonus twice a year', 'Two weeks of training in Japan'],
      isFirstSecondInterviewExempt: true,
    },
  },
];
