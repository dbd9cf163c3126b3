import type { Locale } from '@jobmatch/contract';
import { DEMO_EMAILS, type DemoCompanyKey } from './demo-accounts.ts';

/** Text in the two languages a posting can be written in. */
export type Bilingual = Record<Locale, string>;

export type DemoRecruiter = {
  email: string;
  firstName: string;
  lastName: string;
  phoneNumber: string;
  position: string;
  profile: string;
  locale: Locale;
};

/** Where a company's jobs are: a district of the reference data and the address there. */
export type DemoSite = { districtCode: string; address: Bilingual; access: Bilingual };

export type DemoCompany = {
  name: string;
  /** 13 digits with a valid check digit (the registration route checks it). */
  taxId: string;
  admin: DemoRecruiter;
  recruiters: DemoRecruiter[];
  profile: {
    capital: string;
    ceo: string;
    description: string;
    establishment: string;
    location: string;
    website: string;
  };
  sites: Record<string, DemoSite>;
  /** What every posting of the company says, unless the posting says otherwise. */
  standard: {
    workHours: Bilingual;
    employeeBenefits: Bilingual;
    leavePolicy: Bilingual;
    probationPeriod: Bilingual;
    bonusPolicy: Bilingual;
    salaryIncreasePolicy: Bilingual;
    contactInfo: Bilingual;
    applicationSteps: Record<Locale, { title: string; description: string }[]>;
  };
};

export const DEMO_COMPANIES: Record<DemoCompanyKey, DemoCompany> = {
  siamData: {
    name: 'Siam Data Solutions (สยามดาต้า โซลูชั่นส์)',
    taxId: '0105558012349',
    admin: {
      email: DEMO_EMAILS.admins.siamData,
      firstName: 'Kanokwan',
      lastName: 'Srisawat',
      phoneNumber: '02 118 4500',
      position: 'Head of People',
      profile: 'I look after hiring and people programmes at Siam Data Solutions. ดูแลการสรรหาและพัฒนาบุคลากรทั้งหมดของบริษัท',
      locale: 'en',
    },
    recruiters: [
      {
        email: DEMO_EMAILS.recruiters.siamData[0],
        firstName: 'Thanawat',
        lastName: 'Boonmee',
        phoneNumber: '081 552 3190',
        position: 'Senior Technical Recruiter',
        profile:
          'Former backend developer, now helping engineers find the team that fits them. อดีตนักพัฒนาซอฟต์แวร์ ยินดีพูดคุยเรื่องสายงานเทคโนโลยี',
        locale: 'en',
      },
      {
        email: DEMO_EMAILS.recruiters.siamData[1],
        firstName: 'ปิยะนุช',
        lastName: 'อินทรประเสริฐ',
        phoneNumber: '089 731 6642',
        position: 'เจ้าหน้าที่สรรหาบุคลากร',
        profile: 'ดูแลการสรรหาตำแหน่งงานฝ่ายขาย การตลาด และงานสนับสนุนลูกค้า',
        locale: 'th',
      },
    ],
    profile: {
      capital: '120,000,000 THB',
      ceo: 'Dr. Pongsakorn Rattanakul',
      description:
        'Thai software house building data platforms, mobile apps and cloud services for banks, retailers and hospitals. บริษัทซอฟต์แวร์ไทย พัฒนาระบบข้อมูล แอปพลิเคชัน และบริการคลาวด์ให้ธนาคาร ค้าปลีก และโรงพยาบาล',
      establishment: '2015',
      location: '88 Sukhumvit 21 Road, Khlong Toei Nuea, Watthana, Bangkok 10110',
      website: 'https://www.siamdata.example',
    },
    sites: {
      bangkok: {
        districtCode: '1039',
        address: {
          en: '27th floor, Asok Square Tower, 88 Sukhumvit 21 Road, Khlong Toei Nuea, Watthana, Bangkok 10110',
          th: 'ชั้น 27 อาคารอโศกสแควร์ทาวเวอร์ เลขที่ 88 ถนนสุขุมวิท 21 แขวงคลองเตยเหนือ เขตวัฒนา กรุงเทพฯ 10110',
        },
        access: {
          en: "5 minutes' walk from BTS Asok and MRT Sukhumvit",
          th: 'เดิน 5 นาทีจากสถานี BTS อโศก และ MRT สุขุมวิท',
        },
      },
      chiangMai: {
        districtCode: '5001',
        address: {
          en: '3rd floor, Nimman Creative Hub, 14 Nimmanhaemin Soi 9, Suthep, Mueang Chiang Mai 50200',
          th: 'ชั้น 3 อาคารนิมมานครีเอทีฟฮับ เลขที่ 14 ถนนนิมมานเหมินท์ ซอย 9 ตำบลสุเทพ อำเภอเมืองเชียงใหม่ 50200',
        },
        access: { en: 'Free parking in the building', th: 'มีที่จอดรถฟรีในอาคาร' },
      },
      khonKaen: {
        districtCode: '4001',
        address: {
          en: '2nd floor, KKU Science Park, Mittraphap Road, Nai Mueang, Mueang Khon Kaen 40000',
          th: 'ชั้น 2 อุทยานวิทยาศาสตร์ ถนนมิตรภาพ ตำบลในเมือง อำเภอเมืองขอนแก่น 40000',
        },
        access: { en: '10 minutes from Khon Kaen airport', th: 'ห่างจากท่าอากาศยานขอนแก่น 10 นาที' },
      },
    },
    standard: {
      workHours: {
        en: 'Mon–Fri 09:00–18:00, flexible start between 08:00 and 10:00; work from home up to 3 days a week',
        th: 'จันทร์–ศุกร์ 09:00–18:00 น. เข้างานยืดหยุ่นได้ระหว่าง 08:00–10:00 น. ทำงานจากบ้านได้สูงสุด 3 วันต่อสัปดาห์',
      },
      employeeBenefits: {
        en: 'Social security; group health, dental and life insurance; provident fund 5% matched by the company; annual bonus; MacBook Pro and 4K monitor; 20,000 THB learning budget a year; free lunch on Fridays; annual company trip',
        th: 'ประกันสังคม ประกันสุขภาพกลุ่ม ทันตกรรม และประกันชีวิต กองทุนสำรองเลี้ยงชีพบริษัทสมทบ 5% โบนัสประจำปี MacBook Pro และจอ 4K งบพัฒนาตนเอง 20,000 บาทต่อปี อาหารกลางวันฟรีทุกวันศุกร์ ท่องเที่ยวประจำปี',
      },
      leavePolicy: {
        en: '15 days of annual leave from the first year, 30 days of paid sick leave, birthday leave',
        th: 'ลาพักร้อน 15 วันตั้งแต่ปีแรก ลาป่วยได้รับค่าจ้าง 30 วัน และวันหยุดวันเกิด',
      },
      probationPeriod: { en: '119 days', th: '119 วัน' },
      bonusPolicy: {
        en: 'Performance bonus of 1–4 months paid every March',
        th: 'โบนัสตามผลงาน 1–4 เดือน จ่ายทุกเดือนมีนาคม',
      },
      salaryIncreasePolicy: {
        en: 'Yearly review in January, plus a review at each promotion',
        th: 'ปรับเงินเดือนประจำปีทุกเดือนมกราคม และทุกครั้งที่เลื่อนตำแหน่ง',
      },
      contactInfo: {
        en: 'People team: careers@siamdata.example, 02 118 4500',
        th: 'ฝ่ายบุคคล: careers@siamdata.example โทร 02 118 4500',
      },
      applicationSteps: {
        en: [
          { title: 'Apply', description: 'Apply on jobmatch; we answer every application within 5 working days.' },
          { title: 'Technical interview', description: 'A 60-minute conversation with two engineers, online.' },
          { title: 'Final interview', description: 'Meet the team lead and the People team at our Asok office.' },
          { title: 'Offer', description: 'Usually within a week of the final interview.' },
        ],
        th: [
          { title: 'สมัครงาน', description: 'สมัครผ่าน jobmatch ทีมงานตอบกลับทุกใบสมัครภายใน 5 วันทำการ' },
          { title: 'สัมภาษณ์รอบแรก', description: 'พูดคุยออนไลน์กับหัวหน้าทีมประมาณ 45 นาที' },
          { title: 'สัมภาษณ์รอบสุดท้าย', description: 'พบผู้บริหารและฝ่ายบุคคลที่สำนักงานอโศก' },
          { title: 'ยื่นข้อเสนอ', description: 'แจ้งผลภายใน 1 สัปดาห์หลังการสัมภาษณ์' },
        ],
      },
    },
  },

  chaoPhraya: {
    name: 'Chao Phraya Logistics (เจ้าพระยา โลจิสติกส์)',
    taxId: '0105556032105',
    admin: {
      email: DEMO_EMAILS.admins.chaoPhraya,
      firstName: 'วีระพงษ์',
      lastName: 'ศรีสุข',
      phoneNumber: '02 316 7788',
      position: 'ผู้จัดการฝ่ายทรัพยากรบุคคล',
      profile: 'ดูแลงานบุคคลและการสรรหาพนักงานของศูนย์กระจายสินค้าทั่วประเทศ',
      locale: 'th',
    },
    recruiters: [
      {
        email: DEMO_EMAILS.recruiters.chaoPhraya[0],
        firstName: 'Nattaya',
        lastName: 'Khamsuk',
        phoneNumber: '086 410 2275',
        position: 'Recruitment Officer',
        profile: 'Hiring for our distribution centres in Bangkok, the East and the Northeast.',
        locale: 'en',
      },
    ],
    profile: {
      capital: '350,000,000 THB',
      ceo: 'Somsak Wattanasiri',
      description:
        'Warehousing, trucking and last-mile delivery for Thai retailers and manufacturers, with 9 distribution centres. ผู้ให้บริการคลังสินค้า ขนส่ง และจัดส่งถึงมือลูกค้า มีศูนย์กระจายสินค้า 9 แห่งทั่วประเทศ',
      establishment: '2003',
      location: '99/9 Moo 6, Bangna–Trad Road Km 19, Bang Phli, Samut Prakan 10540',
      website: 'https://www.chaophrayalogistics.example',
    },
    sites: {
      bangPhli: {
        districtCode: '1103',
        address: {
          en: '99/9 Moo 6, Bangna–Trad Road Km 19, Bang Chalong, Bang Phli, Samut Prakan 10540',
          th: '99/9 หมู่ 6 ถนนบางนา–ตราด กม. 19 ตำบลบางโฉลง อำเภอบางพลี จังหวัดสมุทรปราการ 10540',
        },
        access: {
          en: 'Staff shuttle from BTS Bearing and Bang Na every 30 minutes',
          th: 'มีรถรับส่งพนักงานจาก BTS แบริ่ง และบางนา ทุก 30 นาที',
        },
      },
      laemChabang: {
        districtCode: '2007',
        address: {
          en: '120 Moo 3, Sukhumvit Road, Thung Sukhla, Si Racha, Chon Buri 20230',
          th: '120 หมู่ 3 ถนนสุขุมวิท ตำบลทุ่งสุขลา อำเภอศรีราชา จังหวัดชลบุรี 20230',
        },
        access: {
          en: 'Near Laem Chabang port, staff bus from Si Racha town',
          th: 'ใกล้ท่าเรือแหลมฉบัง มีรถรับส่งจากตัวเมืองศรีราชา',
        },
      },
      wangNoi: {
        districtCode: '1411',
        address: {
          en: '55 Moo 1, Phahonyothin Road, Lam Ta Sao, Wang Noi, Phra Nakhon Si Ayutthaya 13170',
          th: '55 หมู่ 1 ถนนพหลโยธิน ตำบลลำตาเสา อำเภอวังน้อย จังหวัดพระนครศรีอยุธยา 13170',
        },
        access: { en: 'On Phahonyothin Road, staff bus from Rangsit', th: 'ติดถนนพหลโยธิน มีรถรับส่งจากรังสิต' },
      },
      khonKaen: {
        districtCode: '4001',
        address: {
          en: '212 Moo 14, Mittraphap Road, Ban Pet, Mueang Khon Kaen 40000',
          th: '212 หมู่ 14 ถนนมิตรภาพ ตำบลบ้านเป็ด อำเภอเมืองขอนแก่น 40000',
        },
        access: { en: 'On the ring road, free parking', th: 'ติดถนนวงแหวน มีที่จอดรถฟรี' },
      },
      hatYai: {
        districtCode: '9011',
        address: {
          en: '18 Kanjanavanich Road, Khuan Lang, Hat Yai, Songkhla 90110',
          th: '18 ถนนกาญจนวณิชย์ ตำบลควนลัง อำเภอหาดใหญ่ จังหวัดสงขลา 90110',
        },
        access: { en: '15 minutes from Hat Yai city centre', th: 'ห่างจากตัวเมืองหาดใหญ่ 15 นาที' },
      },
      chiangMai: {
        districtCode: '5014',
        address: {
          en: '77 Moo 4, Chiang Mai–Phrao Road, Nong Han, San Sai, Chiang Mai 50290',
          th: '77 หมู่ 4 ถนนเชียงใหม่–พร้าว ตำบลหนองหาร อำเภอสันทราย จังหวัดเชียงใหม่ 50290',
        },
        access: { en: 'Free parking and a staff canteen on site', th: 'มีที่จอดรถฟรีและโรงอาหารพนักงาน' },
      },
    },
    standard: {
      workHours: {
        en: 'Mon–Sat 08:00–17:00, one Saturday off in two',
        th: 'จันทร์–เสาร์ 08:00–17:00 น. หยุดเสาร์เว้นเสาร์',
      },
      employeeBenefits: {
        en: 'Social security; group health insurance; provident fund; annual bonus; overtime pay; diligence allowance; uniforms; staff shuttle; subsidised canteen; funeral and wedding grants',
        th: 'ประกันสังคม ประกันสุขภาพกลุ่ม กองทุนสำรองเลี้ยงชีพ โบนัสประจำปี ค่าล่วงเวลา เบี้ยขยัน ชุดยูนิฟอร์ม รถรับส่งพนักงาน โรงอาหารราคาพิเศษ เงินช่วยเหลืองานมงคลและงานศพ',
      },
      leavePolicy: {
        en: '6 days of annual leave, rising to 12 days after 5 years; 30 days of paid sick leave',
        th: 'ลาพักร้อน 6 วัน เพิ่มเป็น 12 วันเมื่อทำงานครบ 5 ปี ลาป่วยได้รับค่าจ้าง 30 วัน',
      },
      probationPeriod: { en: '119 days', th: '119 วัน' },
      bonusPolicy: {
        en: 'Yearly bonus by company and individual results, 1–3 months',
        th: 'โบนัสประจำปีตามผลประกอบการและผลงาน 1–3 เดือน',
      },
      salaryIncreasePolicy: {
        en: 'Yearly increase every April',
        th: 'ปรับเงินเดือนประจำปีทุกเดือนเมษายน',
      },
      contactInfo: {
        en: 'HR: jobs@chaophrayalogistics.example, 02 316 7788 ext. 201',
        th: 'ฝ่ายบุคคล: jobs@chaophrayalogistics.example โทร 02 316 7788 ต่อ 201',
      },
      applicationSteps: {
        en: [
          { title: 'Apply', description: 'Apply on jobmatch or walk in at any distribution centre.' },
          { title: 'Interview', description: 'One interview with the site manager and HR.' },
          { title: 'Health check', description: 'A pre-employment health check at our cost.' },
        ],
        th: [
          { title: 'สมัครงาน', description: 'สมัครผ่าน jobmatch หรือสมัครด้วยตนเองที่ศูนย์กระจายสินค้าทุกแห่ง' },
          { title: 'สัมภาษณ์', description: 'สัมภาษณ์กับผู้จัดการศูนย์และฝ่ายบุคคล 1 รอบ' },
          { title: 'ตรวจสุขภาพ', description: 'ตรวจสุขภาพก่อนเริ่มงาน บริษัทออกค่าใช้จ่ายให้' },
        ],
      },
    },
  },

  lanna: {
    name: 'Lanna Hospitality Group (ล้านนา ฮอสพิทาลิตี้ กรุ๊ป)',
    taxId: '0505559014724',
    admin: {
      email: DEMO_EMAILS.admins.lanna,
      firstName: 'Chayanin',
      lastName: 'Phongphan',
      phoneNumber: '053 274 900',
      position: 'Group HR Director',
      profile: 'Hospitality HR for 20 years; I meet every manager we hire.',
      locale: 'en',
    },
    recruiters: [
      {
        email: DEMO_EMAILS.recruiters.lanna[0],
        firstName: 'อรอุมา',
        lastName: 'คำแสน',
        phoneNumber: '093 228 4117',
        position: 'เจ้าหน้าที่สรรหาบุคลากร',
        profile: 'ดูแลการสรรหาพนักงานโรงแรมในเชียงใหม่ ภูเก็ต กระบี่ และเกาะสมุย',
        locale: 'th',
      },
    ],
    profile: {
      capital: '480,000,000 THB',
      ceo: 'Anchalee Inthawong',
      description:
        'Boutique hotels, restaurants and spas in Chiang Mai, Phuket, Krabi, Ko Samui, Hua Hin and Bangkok. กลุ่มโรงแรมบูติก ร้านอาหาร และสปา ในเชียงใหม่ ภูเก็ต กระบี่ เกาะสมุย หัวหิน และกรุงเทพฯ',
      establishment: '1998',
      location: '152 Charoen Prathet Road, Chang Khlan, Mueang Chiang Mai 50100',
      website: 'https://www.lannahospitality.example',
    },
    sites: {
      chiangMai: {
        districtCode: '5001',
        address: {
          en: 'Lanna Riverside Hotel, 152 Charoen Prathet Road, Chang Khlan, Mueang Chiang Mai 50100',
          th: 'โรงแรมล้านนาริเวอร์ไซด์ 152 ถนนเจริญประเทศ ตำบลช้างคลาน อำเภอเมืองเชียงใหม่ 50100',
        },
        access: { en: 'By the Ping river, 10 minutes from the Night Bazaar', th: 'ริมแม่น้ำปิง ห่างจากไนท์บาซาร์ 10 นาที' },
      },
      phuket: {
        districtCode: '8302',
        address: {
          en: 'Lanna Andaman Resort, 41 Prachanukroh Road, Patong, Kathu, Phuket 83150',
          th: 'ล้านนาอันดามันรีสอร์ท 41 ถนนประชานุเคราะห์ ตำบลป่าตอง อำเภอกะทู้ จังหวัดภูเก็ต 83150',
        },
        access: { en: 'Staff housing available near Patong beach', th: 'มีที่พักพนักงานใกล้หาดป่าตอง' },
      },
      krabi: {
        districtCode: '8101',
        address: {
          en: 'Lanna Ao Nang Cliff Resort, 88 Moo 2, Ao Nang, Mueang Krabi 81180',
          th: 'ล้านนาอ่าวนางคลิฟรีสอร์ท 88 หมู่ 2 ตำบลอ่าวนาง อำเภอเมืองกระบี่ 81180',
        },
        access: { en: 'Staff shuttle from Krabi town', th: 'มีรถรับส่งพนักงานจากตัวเมืองกระบี่' },
      },
      samui: {
        districtCode: '8404',
        address: {
          en: 'Lanna Samui Beach Villas, 9 Moo 1, Bo Phut, Ko Samui, Surat Thani 84320',
          th: 'ล้านนาสมุยบีชวิลล่า 9 หมู่ 1 ตำบลบ่อผุด อำเภอเกาะสมุย จังหวัดสุราษฎร์ธานี 84320',
        },
        access: { en: 'Staff housing and meals provided', th: 'มีที่พักและอาหารสำหรับพนักงาน' },
      },
      huaHin: {
        districtCode: '7707',
        address: {
          en: 'Lanna Hua Hin Seaside, 61 Naresdamri Road, Hua Hin, Prachuap Khiri Khan 77110',
          th: 'ล้านนาหัวหินซีไซด์ 61 ถนนนเรศดำริห์ อำเภอหัวหิน จังหวัดประจวบคีรีขันธ์ 77110',
        },
        access: { en: '5 minutes from Hua Hin railway station', th: 'ห่างจากสถานีรถไฟหัวหิน 5 นาที' },
      },
      bangkok: {
        districtCode: '1028',
        address: {
          en: 'Lanna Sathorn Residence, 24 Sathon Nuea Road, Yan Nawa, Sathon, Bangkok 10120',
          th: 'ล้านนาสาทรเรสซิเดนซ์ 24 ถนนสาทรเหนือ แขวงยานนาวา เขตสาทร กรุงเทพฯ 10120',
        },
        access: { en: "3 minutes' walk from BTS Chong Nonsi", th: 'เดิน 3 นาทีจาก BTS ช่องนนทรี' },
      },
    },
    standard: {
      workHours: {
        en: '5 days a week, 8-hour shifts on a rotating roster (morning, afternoon or night)',
        th: 'ทำงาน 5 วันต่อสัปดาห์ กะละ 8 ชั่วโมง หมุนเวียนกะเช้า บ่าย ดึก',
      },
      employeeBenefits: {
        en: 'Service charge; social security; group health insurance; staff meals on duty; uniforms and laundry; staff housing at resort sites; hotel room discounts across the group; English and Chinese classes',
        th: 'ค่าเซอร์วิสชาร์จ ประกันสังคม ประกันสุขภาพกลุ่ม อาหารระหว่างปฏิบัติงาน ชุดยูนิฟอร์มและบริการซักรีด ที่พักพนักงาน (สาขารีสอร์ท) ส่วนลดห้องพักในเครือ คอร์สภาษาอังกฤษและภาษาจีน',
      },
      leavePolicy: {
        en: '12 days of annual leave, 13 public holidays, 30 days of paid sick leave',
        th: 'ลาพักร้อน 12 วัน วันหยุดนักขัตฤกษ์ 13 วัน ลาป่วยได้รับค่าจ้าง 30 วัน',
      },
      probationPeriod: { en: '90 days', th: '90 วัน' },
      bonusPolicy: {
        en: 'Year-end bonus by hotel results',
        th: 'โบนัสปลายปีตามผลประกอบการของโรงแรม',
      },
      salaryIncreasePolicy: {
        en: 'Yearly review every October',
        th: 'ปรับเงินเดือนประจำปีทุกเดือนตุลาคม',
      },
      contactInfo: {
        en: 'Talent team: talent@lannahospitality.example, 053 274 900',
        th: 'ฝ่ายสรรหา: talent@lannahospitality.example โทร 053 274 900',
      },
      applicationSteps: {
        en: [
          { title: 'Apply', description: 'Apply on jobmatch; tell us which hotel you prefer.' },
          { title: 'Interview', description: 'Meet the department head, in person or by video call.' },
          { title: 'Trial shift', description: 'For service roles: a paid half-day trial shift.' },
        ],
        th: [
          { title: 'สมัครงาน', description: 'สมัครผ่าน jobmatch และระบุสาขาโรงแรมที่สนใจ' },
          { title: 'สัมภาษณ์', description: 'สัมภาษณ์กับหัวหน้าแผนก ที่โรงแรมหรือผ่านวิดีโอคอล' },
          { title: 'ทดลองงาน', description: 'ตำแหน่งงานบริการ ทดลองปฏิบัติงานครึ่งวันโดยได้รับค่าจ้าง' },
        ],
      },
    },
  },

  eastern: {
    name: 'Eastern Seaboard Industries (อีสเทิร์นซีบอร์ด อินดัสทรีส์)',
    taxId: '0215557008657',
    admin: {
      email: DEMO_EMAILS.admins.eastern,
      firstName: 'สมชาย',
      lastName: 'ใจดี',
      phoneNumber: '038 954 300',
      position: 'ผู้อำนวยการฝ่ายบุคคล',
      profile: 'ดูแลงานทรัพยากรบุคคลของโรงงานทั้ง 4 แห่ง',
      locale: 'th',
    },
    recruiters: [
      {
        email: DEMO_EMAILS.recruiters.eastern[0],
        firstName: 'Warunee',
        lastName: 'Saetang',
        phoneNumber: '085 907 3361',
        position: 'Talent Acquisition Specialist',
        profile: 'Engineering and production hiring for our Rayong, Chon Buri, Ayutthaya and Korat plants.',
        locale: 'en',
      },
    ],
    profile: {
      capital: '1,250,000,000 THB',
      ceo: 'Takeshi Yamamoto',
      description:
        'Thai–Japanese maker of automotive parts, plastic components and electrical assemblies, with plants in Rayong, Chon Buri, Ayutthaya and Korat. ผู้ผลิตชิ้นส่วนยานยนต์ ชิ้นส่วนพลาสติก และอุปกรณ์ไฟฟ้า',
      establishment: '2007',
      location: '300/12 Moo 5, Pluak Daeng, Rayong 21140',
      website: 'https://www.easternseaboard.example',
    },
    sites: {
      rayong: {
        districtCode: '2106',
        address: {
          en: '300/12 Moo 5, Eastern Seaboard Industrial Estate, Pluak Daeng, Rayong 21140',
          th: '300/12 หมู่ 5 นิคมอุตสาหกรรมอีสเทิร์นซีบอร์ด ตำบลปลวกแดง อำเภอปลวกแดง จังหวัดระยอง 21140',
        },
        access: {
          en: 'Staff buses from Rayong, Ban Chang and Si Racha',
          th: 'มีรถรับส่งพนักงานจากระยอง บ้านฉาง และศรีราชา',
        },
      },
      chonBuri: {
        districtCode: '2007',
        address: {
          en: '700/45 Moo 2, Bowin, Si Racha, Chon Buri 20230',
          th: '700/45 หมู่ 2 ตำบลบ่อวิน อำเภอศรีราชา จังหวัดชลบุรี 20230',
        },
        access: { en: 'Staff buses from Chon Buri and Si Racha', th: 'มีรถรับส่งพนักงานจากชลบุรีและศรีราชา' },
      },
      ayutthaya: {
        districtCode: '1406',
        address: {
          en: '144 Moo 16, Udomsorayuth Road, Khlong Chik, Bang Pa-in, Phra Nakhon Si Ayutthaya 13160',
          th: '144 หมู่ 16 ถนนอุดมสรยุทธ์ ตำบลคลองจิก อำเภอบางปะอิน จังหวัดพระนครศรีอยุธยา 13160',
        },
        access: { en: 'Staff buses from Rangsit and Ayutthaya', th: 'มีรถรับส่งพนักงานจากรังสิตและอยุธยา' },
      },
      korat: {
        districtCode: '3001',
        address: {
          en: '99 Moo 7, Mittraphap Road, Nong Rawiang, Mueang Nakhon Ratchasima 30000',
          th: '99 หมู่ 7 ถนนมิตรภาพ ตำบลหนองระเวียง อำเภอเมืองนครราชสีมา 30000',
        },
        access: { en: 'Free parking, staff bus from Korat city', th: 'มีที่จอดรถฟรี และรถรับส่งจากตัวเมืองโคราช' },
      },
      prachinBuri: {
        districtCode: '2508',
        address: {
          en: '11 Moo 9, Tha Tum, Si Maha Phot, Prachin Buri 25140',
          th: '11 หมู่ 9 ตำบลท่าตูม อำเภอศรีมหาโพธิ จังหวัดปราจีนบุรี 25140',
        },
        access: { en: 'Staff bus from Prachin Buri town', th: 'มีรถรับส่งจากตัวเมืองปราจีนบุรี' },
      },
    },
    standard: {
      workHours: {
        en: 'Mon–Fri 08:00–17:00 (office); production works two 12-hour shifts, 08:00–20:00 and 20:00–08:00',
        th: 'จันทร์–ศุกร์ 08:00–17:00 น. (สำนักงาน) ฝ่ายผลิตทำงาน 2 กะ 08:00–20:00 น. และ 20:00–08:00 น.',
      },
      employeeBenefits: {
        en: 'Social security; group health and accident insurance; provident fund; bonus twice a year; shift, housing and transport allowances; free lunch; uniforms and safety shoes; annual health check; Japanese classes',
        th: 'ประกันสังคม ประกันสุขภาพและอุบัติเหตุกลุ่ม กองทุนสำรองเลี้ยงชีพ โบนัสปีละ 2 ครั้ง ค่ากะ ค่าที่พัก ค่าเดินทาง อาหารกลางวันฟรี ชุดยูนิฟอร์มและรองเท้านิรภัย ตรวจสุขภาพประจำปี เรียนภาษาญี่ปุ่นฟรี',
      },
      leavePolicy: {
        en: '8 days of annual leave, plus 1 day per year of service up to 15; 30 days of paid sick leave',
        th: 'ลาพักร้อน 8 วัน เพิ่มปีละ 1 วันตามอายุงานสูงสุด 15 วัน ลาป่วยได้รับค่าจ้าง 30 วัน',
      },
      probationPeriod: { en: '119 days', th: '119 วัน' },
      bonusPolicy: {
        en: 'Bonus paid in June and December, 4–6 months a year in recent years',
        th: 'โบนัสจ่ายเดือนมิถุนายนและธันวาคม ปีที่ผ่านมารวม 4–6 เดือน',
      },
      salaryIncreasePolicy: {
        en: 'Yearly increase every April by evaluation',
        th: 'ปรับเงินเดือนประจำปีทุกเดือนเมษายนตามผลประเมิน',
      },
      contactInfo: {
        en: 'Recruitment: recruit@easternseaboard.example, 038 954 300 ext. 112',
        th: 'ฝ่ายสรรหา: recruit@easternseaboard.example โทร 038 954 300 ต่อ 112',
      },
      applicationSteps: {
        en: [
          { title: 'Apply', description: 'Apply on jobmatch with your work history.' },
          { title: 'Test', description: 'A short written test (engineering roles) or a practical test (production).' },
          { title: 'Interview', description: 'Interview with the section manager, sometimes with a Japanese advisor.' },
          { title: 'Health check and offer', description: 'A pre-employment health check, then the offer.' },
        ],
        th: [
          { title: 'สมัครงาน', description: 'สมัครผ่าน jobmatch พร้อมประวัติการทำงาน' },
          { title: 'ทดสอบ', description: 'ทดสอบข้อเขียน (สายวิศวกร) หรือทดสอบปฏิบัติ (สายการผลิต)' },
          { title: 'สัมภาษณ์', description: 'สัมภาษณ์กับผู้จัดการแผนก บางตำแหน่งมีที่ปรึกษาชาวญี่ปุ่นร่วมด้วย' },
          { title: 'ตรวจสุขภาพและยื่นข้อเสนอ', description: 'ตรวจสุขภาพก่อนเริ่มงาน แล้วแจ้งข้อเสนอ' },
        ],
      },
    },
  },
};
