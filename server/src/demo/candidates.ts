import type {
  candidateExperienceUpdateBody,
  candidateJobPreferencesUpdateBody,
  candidatePersonalDetailsUpdateBody,
  candidateProfileUpdateBody,
  candidateSettingsUpdateBody,
  candidateWorkHistoryUpdateBody,
  Locale,
} from '@jobmatch/contract';
import type { z } from 'zod';
import { DEMO_EMAILS, type DemoCandidateKey } from './demo-accounts.ts';
import { certificationId, districtId, industryId, languageId, occupationId, provinceId } from './reference-ids.ts';

/** A candidate as the profile editor would fill it in: each part is the body of one profile route. */
export type DemoCandidate = {
  email: string;
  firstName: string;
  lastName: string;
  locale: Locale;
  personalDetails: z.input<typeof candidatePersonalDetailsUpdateBody>;
  profile: z.input<typeof candidateProfileUpdateBody>;
  experiences: z.input<typeof candidateExperienceUpdateBody>;
  workHistories: z.input<typeof candidateWorkHistoryUpdateBody>;
  jobPreferences: z.input<typeof candidateJobPreferencesUpdateBody>;
  selfIntroduction: string;
  settings?: z.input<typeof candidateSettingsUpdateBody>;
};

const thai = { languageId: languageId('th'), communication: 'NATIVE', reading: 'NATIVE', writing: 'NATIVE' } as const;

export const DEMO_CANDIDATES: Record<DemoCandidateKey, DemoCandidate> = {
  narin: {
    email: DEMO_EMAILS.candidates.narin,
    firstName: 'Narin',
    lastName: 'Chaiyaporn',
    locale: 'en',
    personalDetails: {
      dateOfBirth: '1994-03-17',
      gender: 'MALE',
      phoneNumber: '081 234 7781',
      address: '59/112 Ratchadaphisek Road, Din Daeng',
      postalCode: '10400',
      districtId: districtId('1026'),
    },
    profile: {
      educations: [
        {
          status: 'GRADUATED',
          level: 'BACHELOR',
          institution: 'King Mongkut’s University of Technology Thonburi',
          fieldOfStudy: 'Computer Engineering',
          startDate: '2012-06-01',
          endDate: '2016-05-31',
        },
        {
          status: 'GRADUATED',
          level: 'HIGH_SCHOOL',
          institution: 'Triam Udom Suksa School',
          fieldOfStudy: 'Science and Mathematics',
          startDate: '2009-05-16',
          endDate: '2012-03-31',
        },
      ],
      languageSkills: [
        thai,
        {
          languageId: languageId('en'),
          communication: 'ADVANCED',
          reading: 'ADVANCED',
          writing: 'ADVANCED',
          certifications: [
            { certificationId: certificationId('en', 'TOEIC'), score: '850' },
            { certificationId: certificationId('en', 'IELTS'), score: '7.0' },
          ],
        },
        {
          languageId: languageId('ja'),
          communication: 'INTERMEDIATE',
          reading: 'BASIC',
          writing: 'BASIC',
          certifications: [{ certificationId: certificationId('ja', 'JLPT N3'), score: 'Passed' }],
        },
      ],
      skills: [
        { name: 'TypeScript', type: 'IT', yearOfExperience: 5 },
        { name: 'Node.js', type: 'IT', yearOfExperience: 6 },
        { name: 'PostgreSQL', type: 'IT', yearOfExperience: 6 },
        { name: 'Go', type: 'IT', yearOfExperience: 2 },
        { name: 'Docker', type: 'IT', yearOfExperience: 4 },
        { name: 'Kubernetes', type: 'IT', yearOfExperience: 2 },
        { name: 'AWS', type: 'IT', yearOfExperience: 3 },
        { name: 'System design', type: 'SKILL', yearOfExperience: 3 },
        { name: 'Mentoring junior developers', type: 'SKILL', yearOfExperience: 2 },
      ],
      qualifications: [
        { name: 'AWS Certified Solutions Architect – Associate', acquiredOn: '2022-08-15' },
        { name: 'Certified Kubernetes Application Developer (CKAD)', acquiredOn: '2023-11-02' },
      ],
      employmentStatus: 'EMPLOYED',
      jobChangeCount: 'TWO',
      hasManagementExperience: false,
      hideCompanyName: true,
    },
    experiences: {
      experiences: [
        { experienceType: 'INDUSTRY', entityId: industryId('62'), yearOfExperience: 6 },
        { experienceType: 'INDUSTRY', entityId: industryId('64'), yearOfExperience: 3 },
        { experienceType: 'OCCUPATION', entityId: occupationId('251'), yearOfExperience: 8 },
      ],
    },
    workHistories: {
      workHistories: [
        {
          companyName: 'PayThai Technologies',
          industryId: industryId('64'),
          occupationId: occupationId('251'),
          employmentType: 'FULL_TIME',
          isCurrent: true,
          startDate: '2021-03-01',
          annualSalary: 1_140_000,
          jobDetail:
            'Backend engineer on the merchant payments platform: payment APIs in Node.js and TypeScript for 800 merchants, led the move from a monolith to 14 services, on-call rotation.',
        },
        {
          companyName: 'Bangkok Commerce Cloud',
          industryId: industryId('62'),
          occupationId: occupationId('251'),
          employmentType: 'FULL_TIME',
          startDate: '2018-07-01',
          endDate: '2021-02-28',
          annualSalary: 600_000,
          jobDetail:
            'Built order management and stock APIs for e-commerce shops; PostgreSQL tuning; introduced Docker.',
        },
        {
          companyName: 'Siam Web Studio',
          industryId: industryId('62'),
          occupationId: occupationId('251'),
          employmentType: 'FULL_TIME',
          startDate: '2016-06-01',
          endDate: '2018-06-30',
          annualSalary: 336_000,
          jobDetail: 'Junior web developer: company websites and small web apps in PHP and JavaScript.',
        },
      ],
    },
    jobPreferences: {
      desiredAnnualSalary: 1_440_000,
      isOpenToAnyIndustry: false,
      isOpenToAnyLocation: false,
      jobSearchStatus: 'OPEN_TO_OFFERS',
      relocationPreference: 'NEUTRAL',
      industryIds: [industryId('62'), industryId('63'), industryId('64')],
      locationIds: [provinceId('10'), provinceId('12'), provinceId('50')],
      occupationIds: [occupationId('251'), occupationId('252'), occupationId('133')],
    },
    selfIntroduction:
      'Backend engineer with eight years of experience, the last five in payments. I like turning messy systems into simple, well-tested services and helping junior developers grow. I am looking for a team that owns its product end to end, ideally with hybrid work in Bangkok or Chiang Mai.',
    settings: { subscribedToNewsletter: true },
  },

  supaporn: {
    email: DEMO_EMAILS.candidates.supaporn,
    firstName: 'สุภาพร',
    lastName: 'แก้วมณี',
    locale: 'th',
    personalDetails: {
      dateOfBirth: '1991-09-02',
      gender: 'FEMALE',
      phoneNumber: '089 551 2046',
      address: '88/5 หมู่ 3 ถนนโชตนา ตำบลช้างเผือก',
      postalCode: '50300',
      districtId: districtId('5001'),
    },
    profile: {
      educations: [
        {
          status: 'GRADUATED',
          level: 'BACHELOR',
          institution: 'มหาวิทยาลัยเชียงใหม่',
          fieldOfStudy: 'บัญชีบัณฑิต',
          startDate: '2009-06-01',
          endDate: '2013-03-31',
        },
      ],
      languageSkills: [
        thai,
        {
          languageId: languageId('en'),
          communication: 'INTERMEDIATE',
          reading: 'INTERMEDIATE',
          writing: 'BASIC',
          certifications: [{ certificationId: certificationId('en', 'TOEIC'), score: '650' }],
        },
      ],
      skills: [
        { name: 'ปิดงบการเงินรายเดือนและรายปี', type: 'SKILL', yearOfExperience: 6 },
        { name: 'ภาษีอากร (ภ.ง.ด., ภ.พ.30)', type: 'SKILL', yearOfExperience: 8 },
        { name: 'Express', type: 'IT', yearOfExperience: 8 },
        { name: 'SAP Business One', type: 'IT', yearOfExperience: 3 },
        { name: 'Microsoft Excel', type: 'IT', yearOfExperience: 10 },
      ],
      qualifications: [{ name: 'ผู้สอบบัญชีภาษีอากร (TA)', acquiredOn: '2019-10-01' }],
      employmentStatus: 'EMPLOYED',
      jobChangeCount: 'ONE',
      hasManagementExperience: false,
      hideCompanyName: false,
    },
    experiences: {
      experiences: [
        { experienceType: 'INDUSTRY', entityId: industryId('55'), yearOfExperience: 5 },
        { experienceType: 'INDUSTRY', entityId: industryId('46'), yearOfExperience: 6 },
        { experienceType: 'OCCUPATION', entityId: occupationId('241'), yearOfExperience: 5 },
        { experienceType: 'OCCUPATION', entityId: occupationId('431'), yearOfExperience: 6 },
      ],
    },
    workHistories: {
      workHistories: [
        {
          companyName: 'บริษัท เชียงใหม่ ฮิลล์ รีสอร์ท จำกัด',
          industryId: industryId('55'),
          occupationId: occupationId('241'),
          employmentType: 'FULL_TIME',
          isCurrent: true,
          startDate: '2019-05-01',
          annualSalary: 336_000,
          jobDetail: 'ดูแลบัญชีรายได้และเจ้าหนี้ของรีสอร์ท 90 ห้อง ปิดงบรายเดือน และยื่นภาษีทุกประเภท',
        },
        {
          companyName: 'ห้างหุ้นส่วนจำกัด ล้านนาเทรดดิ้ง',
          industryId: industryId('46'),
          occupationId: occupationId('431'),
          employmentType: 'FULL_TIME',
          startDate: '2013-06-01',
          endDate: '2019-04-30',
          annualSalary: 216_000,
          jobDetail: 'บันทึกบัญชีซื้อขาย ลูกหนี้ และเจ้าหนี้ ของบริษัทค้าส่งวัสดุก่อสร้าง',
        },
      ],
    },
    jobPreferences: {
      desiredAnnualSalary: 420_000,
      isOpenToAnyIndustry: true,
      isOpenToAnyLocation: false,
      jobSearchStatus: 'APPLYING_TO_COMPANY',
      relocationPreference: 'NEGATIVE',
      industryIds: [industryId('55'), industryId('62'), industryId('52')],
      locationIds: [provinceId('50'), provinceId('51'), provinceId('10')],
      occupationIds: [occupationId('241'), occupationId('431')],
    },
    selfIntroduction:
      'นักบัญชีประสบการณ์ 11 ปี ทั้งธุรกิจโรงแรมและธุรกิจค้าส่ง ปิดงบการเงินได้ด้วยตนเอง มีใบอนุญาตผู้สอบบัญชีภาษีอากร (TA) ละเอียดรอบคอบ ทำงานเป็นทีมได้ดี สนใจงานบัญชีในเชียงใหม่หรือลำพูน และพร้อมเรียนรู้ระบบ ERP ใหม่ ๆ',
  },

  pimchanok: {
    email: DEMO_EMAILS.candidates.pimchanok,
    firstName: 'พิมพ์ชนก',
    lastName: 'วงศ์สุวรรณ',
    locale: 'th',
    personalDetails: {
      dateOfBirth: '1997-12-08',
      gender: 'FEMALE',
      phoneNumber: '062 884 1937',
      address: '17/3 ถนนราษฎร์อุทิศ 200 ปี ตำบลป่าตอง',
      postalCode: '83150',
      districtId: districtId('8302'),
    },
    profile: {
      educations: [
        {
          status: 'GRADUATED',
          level: 'BACHELOR',
          institution: 'มหาวิทยาลัยสงขลานครินทร์ วิทยาเขตภูเก็ต',
          fieldOfStudy: 'การจัดการการโรงแรม (หลักสูตรนานาชาติ)',
          startDate: '2015-06-01',
          endDate: '2019-03-31',
        },
      ],
      languageSkills: [
        thai,
        {
          languageId: languageId('en'),
          communication: 'ADVANCED',
          reading: 'ADVANCED',
          writing: 'INTERMEDIATE',
          certifications: [{ certificationId: certificationId('en', 'IELTS'), score: '6.5' }],
        },
        {
          languageId: languageId('zh'),
          communication: 'INTERMEDIATE',
          reading: 'BASIC',
          writing: 'BASIC',
          certifications: [{ certificationId: certificationId('zh', 'HSK 4'), score: '221' }],
        },
      ],
      skills: [
        { name: 'งานต้อนรับส่วนหน้า', type: 'SKILL', yearOfExperience: 6 },
        { name: 'การจัดการข้อร้องเรียนของแขก', type: 'SKILL', yearOfExperience: 4 },
        { name: 'Opera PMS', type: 'IT', yearOfExperience: 5 },
      ],
      qualifications: [{ name: 'Certificate in Hotel Front Office Operations', acquiredOn: '2020-02-20' }],
      employmentStatus: 'EMPLOYED',
      jobChangeCount: 'ONE',
      hasManagementExperience: true,
      hideCompanyName: false,
    },
    experiences: {
      experiences: [
        { experienceType: 'INDUSTRY', entityId: industryId('55'), yearOfExperience: 6 },
        { experienceType: 'OCCUPATION', entityId: occupationId('422'), yearOfExperience: 6 },
      ],
    },
    workHistories: {
      workHistories: [
        {
          companyName: 'Andaman Pearl Resort Patong',
          industryId: industryId('55'),
          occupationId: occupationId('422'),
          employmentType: 'FULL_TIME',
          isCurrent: true,
          startDate: '2021-01-04',
          annualSalary: 312_000,
          jobDetail: 'หัวหน้างานต้อนรับส่วนหน้า ดูแลพนักงาน 8 คน ดูแลแขก VIP และกลุ่มทัวร์จีน',
        },
        {
          companyName: 'Kata Sands Hotel',
          industryId: industryId('55'),
          occupationId: occupationId('422'),
          employmentType: 'FULL_TIME',
          startDate: '2019-06-01',
          endDate: '2020-12-31',
          annualSalary: 192_000,
          jobDetail: 'พนักงานต้อนรับส่วนหน้า เช็กอิน–เช็กเอาต์ และรับจองห้องพัก',
        },
      ],
    },
    jobPreferences: {
      desiredAnnualSalary: 360_000,
      isOpenToAnyIndustry: false,
      isOpenToAnyLocation: false,
      jobSearchStatus: 'OPEN_TO_OFFERS',
      relocationPreference: 'POSITIVE',
      industryIds: [industryId('55'), industryId('79'), industryId('56')],
      locationIds: [provinceId('83'), provinceId('81'), provinceId('84')],
      occupationIds: [occupationId('422'), occupationId('141')],
    },
    selfIntroduction:
      'ทำงานโรงแรมในภูเก็ตมา 6 ปี ปัจจุบันเป็นหัวหน้างานต้อนรับส่วนหน้า สื่อสารภาษาอังกฤษได้ดีและภาษาจีนในระดับสนทนา ชอบดูแลแขกให้ประทับใจ กำลังมองหาตำแหน่ง Guest Relations หรือ Front Office ในฝั่งอันดามันหรือเกาะสมุย',
  },

  kittisak: {
    email: DEMO_EMAILS.candidates.kittisak,
    firstName: 'กิตติศักดิ์',
    lastName: 'พรมมา',
    locale: 'th',
    personalDetails: {
      dateOfBirth: '1988-05-21',
      gender: 'MALE',
      phoneNumber: '087 419 6620',
      address: '45/8 หมู่ 10 ถนนกิ่งแก้ว ตำบลราชาเทวะ',
      postalCode: '10540',
      districtId: districtId('1103'),
    },
    profile: {
      educations: [
        {
          status: 'GRADUATED',
          level: 'BACHELOR',
          institution: 'มหาวิทยาลัยรามคำแหง',
          fieldOfStudy: 'บริหารธุรกิจ สาขาการจัดการ',
          startDate: '2012-06-01',
          endDate: '2016-03-31',
        },
        {
          status: 'GRADUATED',
          level: 'TECHNICAL_COLLEGE',
          institution: 'วิทยาลัยเทคนิคสมุทรปราการ',
          fieldOfStudy: 'การจัดการโลจิสติกส์',
          startDate: '2006-05-16',
          endDate: '2008-03-31',
        },
      ],
      languageSkills: [
        thai,
        { languageId: languageId('en'), communication: 'BASIC', reading: 'INTERMEDIATE', writing: 'BASIC' },
      ],
      skills: [
        { name: 'การบริหารสต็อกและการตรวจนับ', type: 'SKILL', yearOfExperience: 8 },
        { name: 'ขับรถโฟล์คลิฟท์และรีชทรัค', type: 'SKILL', yearOfExperience: 12 },
        { name: 'SAP WM', type: 'IT', yearOfExperience: 4 },
        { name: 'Microsoft Excel', type: 'IT', yearOfExperience: 6 },
      ],
      qualifications: [
        { name: 'ใบรับรองการขับรถยก (โฟล์คลิฟท์)', acquiredOn: '2010-03-01' },
        { name: 'เจ้าหน้าที่ความปลอดภัยในการทำงานระดับหัวหน้างาน', acquiredOn: '2018-07-15' },
      ],
      employmentStatus: 'EMPLOYED',
      jobChangeCount: 'ONE',
      hasManagementExperience: true,
      hideCompanyName: false,
    },
    experiences: {
      experiences: [
        { experienceType: 'INDUSTRY', entityId: industryId('52'), yearOfExperience: 15 },
        { experienceType: 'OCCUPATION', entityId: occupationId('432'), yearOfExperience: 8 },
        { experienceType: 'OCCUPATION', entityId: occupationId('834'), yearOfExperience: 7 },
      ],
    },
    workHistories: {
      workHistories: [
        {
          companyName: 'บริษัท สยามรีเทล ดิสทริบิวชั่น จำกัด',
          industryId: industryId('52'),
          occupationId: occupationId('432'),
          employmentType: 'FULL_TIME',
          isCurrent: true,
          startDate: '2016-02-01',
          annualSalary: 384_000,
          jobDetail: 'หัวหน้างานคลังสินค้า ดูแลพนักงาน 20 คน ความถูกต้องของสต็อก 99.7% นำระบบ SAP WM มาใช้',
        },
        {
          companyName: 'บริษัท บางนา คอนเทนเนอร์ ยาร์ด จำกัด',
          industryId: industryId('52'),
          occupationId: occupationId('834'),
          employmentType: 'FULL_TIME',
          startDate: '2008-06-01',
          endDate: '2016-01-31',
          annualSalary: 216_000,
          jobDetail: 'พนักงานขับรถโฟล์คลิฟท์และรีชทรัค ขนถ่ายตู้สินค้าและจัดเก็บสินค้าในคลัง',
        },
      ],
    },
    jobPreferences: {
      desiredAnnualSalary: 456_000,
      isOpenToAnyIndustry: false,
      isOpenToAnyLocation: false,
      jobSearchStatus: 'OPEN_TO_OFFERS',
      relocationPreference: 'POSITIVE',
      industryIds: [industryId('52'), industryId('49'), industryId('46')],
      locationIds: [provinceId('11'), provinceId('10'), provinceId('20')],
      occupationIds: [occupationId('432'), occupationId('132')],
    },
    selfIntroduction:
      'มีประสบการณ์งานคลังสินค้า 15 ปี เริ่มจากพนักงานขับรถโฟล์คลิฟท์จนเป็นหัวหน้างาน ดูแลทีมและควบคุมสต็อกได้แม่นยำ ใช้ระบบ SAP WM ได้ดี กำลังมองหาโอกาสเติบโตเป็นผู้ช่วยผู้จัดการคลังสินค้าในสมุทรปราการหรือชลบุรี',
  },

  arisa: {
    email: DEMO_EMAILS.candidates.arisa,
    firstName: 'Arisa',
    lastName: 'Thongdee',
    locale: 'en',
    personalDetails: {
      dateOfBirth: '1995-07-30',
      gender: 'FEMALE',
      phoneNumber: '095 362 8104',
      address: '212/7 Sukhumvit Road, Noen Phra',
      postalCode: '21000',
      districtId: districtId('2101'),
    },
    profile: {
      educations: [
        {
          status: 'GRADUATED',
          level: 'MASTER',
          institution: 'Burapha University',
          fieldOfStudy: 'Engineering Management',
          startDate: '2019-06-01',
          endDate: '2021-05-31',
        },
        {
          status: 'GRADUATED',
          level: 'BACHELOR',
          institution: 'Chulalongkorn University',
          fieldOfStudy: 'Industrial Engineering',
          startDate: '2013-08-01',
          endDate: '2017-05-31',
        },
      ],
      languageSkills: [
        thai,
        {
          languageId: languageId('en'),
          communication: 'ADVANCED',
          reading: 'ADVANCED',
          writing: 'ADVANCED',
          certifications: [{ certificationId: certificationId('en', 'TOEIC'), score: '820' }],
        },
        {
          languageId: languageId('ja'),
          communication: 'INTERMEDIATE',
          reading: 'INTERMEDIATE',
          writing: 'BASIC',
          certifications: [{ certificationId: certificationId('ja', 'JLPT N2'), score: 'Passed' }],
        },
      ],
      skills: [
        { name: 'Lean manufacturing', type: 'SKILL', yearOfExperience: 6 },
        { name: 'PFMEA and control plans', type: 'SKILL', yearOfExperience: 5 },
        { name: 'Plastic injection molding', type: 'SKILL', yearOfExperience: 6 },
        { name: 'Minitab', type: 'IT', yearOfExperience: 4 },
        { name: 'AutoCAD', type: 'IT', yearOfExperience: 6 },
        { name: 'Python', type: 'IT', yearOfExperience: 1 },
      ],
      qualifications: [
        { name: 'Six Sigma Green Belt', acquiredOn: '2020-09-10' },
        { name: 'Associate Engineer licence, industrial engineering', acquiredOn: '2018-02-01' },
      ],
      employmentStatus: 'EMPLOYED',
      jobChangeCount: 'ZERO',
      hasManagementExperience: false,
      hideCompanyName: false,
    },
    experiences: {
      experiences: [
        { experienceType: 'INDUSTRY', entityId: industryId('29'), yearOfExperience: 7 },
        { experienceType: 'INDUSTRY', entityId: industryId('22'), yearOfExperience: 3 },
        { experienceType: 'OCCUPATION', entityId: occupationId('214'), yearOfExperience: 7 },
      ],
    },
    workHistories: {
      workHistories: [
        {
          companyName: 'Rayong Auto Components Co., Ltd.',
          industryId: industryId('29'),
          occupationId: occupationId('214'),
          employmentType: 'FULL_TIME',
          isCurrent: true,
          startDate: '2017-06-01',
          annualSalary: 552_000,
          jobDetail:
            'Process engineer for injection-molded interior parts: cut scrap from 3.1% to 1.2%, launched 6 new parts for Japanese customers, trained 30 operators.',
        },
      ],
    },
    jobPreferences: {
      desiredAnnualSalary: 660_000,
      isOpenToAnyIndustry: false,
      isOpenToAnyLocation: false,
      jobSearchStatus: 'NOT_ACTIVELY_LOOKING',
      relocationPreference: 'NEUTRAL',
      industryIds: [industryId('29'), industryId('22'), industryId('27')],
      locationIds: [provinceId('21'), provinceId('20'), provinceId('14')],
      occupationIds: [occupationId('214'), occupationId('132'), occupationId('251')],
    },
    selfIntroduction:
      'Process engineer with seven years in automotive plastics, comfortable in English and Japanese meetings. I enjoy data-driven improvement on the shop floor and I am learning Python to automate our analysis. Open to senior engineer or team lead roles on the Eastern Seaboard.',
    settings: { openToDirectMessage: false },
  },
};
