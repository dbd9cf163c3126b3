import type { CreateRecruitmentBody } from '@jobmatch/contract';
import type { Language } from './browser.ts';

type Employer = { companyName: string; recruiterName: string; position: string };
type Job = Pick<CreateRecruitmentBody, 'title' | 'description' | 'employmentStatus'>;
type Letter = { subject: string; introduction: string; message: string; policies: string[] };
type JourneyEmployers = {
  company: Employer;
  onlooker: Employer;
  job: Job;
  otherJob: Job;
  offer: Letter;
  otherOffer: Letter;
};

/**
 * What the employers of the candidate journey write, in the journey's language: the company
 * whose recruiter sends offers for two jobs (software, ISIC 62; health, ISIC 86), and a company
 * that only opens the profile. Titles and company names get a tag that is unique to the run.
 */
export const OFFER_LETTERS: Record<Language, JourneyEmployers> = {
  en: {
    company: { companyName: 'Chao Phraya Digital', recruiterName: 'Malee Srisuk', position: 'Head of talent' },
    onlooker: { companyName: 'Lanna Logistics', recruiterName: 'Anan Wongsa', position: 'Recruiter' },
    job: {
      title: 'Frontend developer',
      description: 'Build the screens of our booking app in React and TypeScript.',
      employmentStatus: 'FULL_TIME',
    },
    otherJob: {
      title: 'Clinic systems analyst',
      description: 'Keep the patient records of our clinics running.',
      employmentStatus: 'FULL_TIME',
    },
    offer: {
      subject: 'Join our product team in Bang Rak',
      introduction: 'We read your profile and would love to meet you.',
      message: 'Our team of twelve builds the booking app used by 300 hotels across Thailand.',
      policies: ['Hybrid work: three days at the office'],
    },
    otherOffer: {
      subject: 'An analyst role in our clinic network',
      introduction: 'Your experience caught our eye.',
      message: 'We are opening two new clinics in Chiang Mai next year.',
      policies: [],
    },
  },
  th: {
    company: { companyName: 'เจ้าพระยา ดิจิทัล', recruiterName: 'มาลี ศรีสุข', position: 'หัวหน้าฝ่ายสรรหาบุคลากร' },
    onlooker: { companyName: 'ล้านนา โลจิสติกส์', recruiterName: 'อนันต์ วงศ์ษา', position: 'เจ้าหน้าที่สรรหา' },
    job: {
      title: 'นักพัฒนาฟรอนต์เอนด์',
      description: 'พัฒนาหน้าจอแอปจองห้องพักด้วย React และ TypeScript',
      employmentStatus: 'FULL_TIME',
    },
    otherJob: {
      title: 'นักวิเคราะห์ระบบคลินิก',
      description: 'ดูแลระบบเวชระเบียนของเครือคลินิก',
      employmentStatus: 'FULL_TIME',
    },
    offer: {
      subject: 'ร่วมทีมพัฒนาผลิตภัณฑ์ของเราที่บางรัก',
      introduction: 'เราได้อ่านโปรไฟล์ของคุณแล้ว และอยากพูดคุยกับคุณ',
      message: 'ทีมของเรามีสิบสองคน พัฒนาแอปจองห้องพักที่โรงแรมกว่า 300 แห่งทั่วประเทศไทยใช้งาน',
      policies: ['ทำงานแบบไฮบริด เข้าออฟฟิศสัปดาห์ละสามวัน'],
    },
    otherOffer: {
      subject: 'ตำแหน่งนักวิเคราะห์ในเครือคลินิกของเรา',
      introduction: 'ประสบการณ์ของคุณน่าสนใจมาก',
      message: 'ปีหน้าเราจะเปิดคลินิกใหม่สองแห่งในเชียงใหม่',
      policies: [],
    },
  },
};
