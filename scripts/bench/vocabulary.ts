/**
 * Words the generated profiles and postings are made of: Thai and English job titles (with the
 * ISIC division and ISCO-08 minor group they belong to), duties, skills, schools, company names.
 */

export type Occupation = {
  th: string;
  en: string;
  /** ISIC Rev.4 division code. */
  industry: string;
  /** ISCO-08 minor group code. */
  occupation: string;
  duties: [th: string, en: string][];
  skills: string[];
};

export const OCCUPATIONS: Occupation[] = [
  {
    th: 'วิศวกรซอฟต์แวร์',
    en: 'Software Engineer',
    industry: '62',
    occupation: '251',
    duties: [
      ['พัฒนาระบบหลังบ้านและ API สำหรับแอปพลิเคชันมือถือ', 'building backend services and APIs for mobile apps'],
      ['ออกแบบฐานข้อมูลและปรับปรุงประสิทธิภาพระบบ', 'designing databases and tuning system performance'],
      ['ดูแลระบบ CI/CD และการ deploy บนคลาวด์', 'running CI/CD pipelines and cloud deployments'],
    ],
    skills: ['TypeScript', 'Node.js', 'PostgreSQL', 'Docker', 'Kubernetes', 'Go'],
  },
  {
    th: 'นักพัฒนาเว็บ',
    en: 'Web Developer',
    industry: '62',
    occupation: '251',
    duties: [
      ['พัฒนาเว็บไซต์อีคอมเมิร์ซด้วย React', 'developing e-commerce websites with React'],
      ['ทำงานร่วมกับนักออกแบบ UX/UI', 'working closely with UX/UI designers'],
    ],
    skills: ['JavaScript', 'React', 'HTML', 'CSS', 'PHP', 'WordPress'],
  },
  {
    th: 'นักวิเคราะห์ข้อมูล',
    en: 'Data Analyst',
    industry: '63',
    occupation: '212',
    duties: [
      ['วิเคราะห์ข้อมูลการขายและจัดทำรายงานผู้บริหาร', 'analysing sales data and reporting to management'],
      ['สร้างแดชบอร์ดด้วย Power BI', 'building Power BI dashboards'],
    ],
    skills: ['SQL', 'Python', 'Power BI', 'Excel', 'Tableau'],
  },
  {
    th: 'นักวิทยาศาสตร์ข้อมูล',
    en: 'Data Scientist',
    industry: '62',
    occupation: '212',
    duties: [
      ['สร้างโมเดลพยากรณ์ยอดขายด้วย machine learning', 'building sales forecasting models with machine learning'],
      ['ทำความสะอาดและเตรียมข้อมูลขนาดใหญ่', 'cleaning and preparing large data sets'],
    ],
    skills: ['Python', 'TensorFlow', 'SQL', 'Statistics', 'Spark'],
  },
  {
    th: 'วิศวกรโยธา',
    en: 'Civil Engineer',
    industry: '42',
    occupation: '214',
    duties: [
      ['ควบคุมงานก่อสร้างอาคารสูงและถนน', 'supervising high-rise and road construction'],
      ['ตรวจสอบแบบและประมาณราคางานก่อสร้าง', 'checking drawings and estimating construction costs'],
    ],
    skills: ['AutoCAD', 'Revit', 'ควบคุมงานก่อสร้าง', 'ประมาณราคา'],
  },
  {
    th: 'วิศวกรไฟฟ้า',
    en: 'Electrical Engineer',
    industry: '35',
    occupation: '215',
    duties: [
      ['ออกแบบและบำรุงรักษาระบบไฟฟ้าในโรงงาน', 'designing and maintaining factory electrical systems'],
      ['ติดตั้งระบบโซลาร์เซลล์', 'installing solar power systems'],
    ],
    skills: ['AutoCAD', 'PLC', 'ระบบไฟฟ้ากำลัง', 'Solar PV'],
  },
  {
    th: 'วิศวกรเครื่องกล',
    en: 'Mechanical Engineer',
    industry: '29',
    occupation: '214',
    duties: [
      ['ดูแลสายการผลิตชิ้นส่วนยานยนต์', 'running an automotive parts production line'],
      ['วางแผนงานซ่อมบำรุงเชิงป้องกัน', 'planning preventive maintenance'],
    ],
    skills: ['SolidWorks', 'Lean Manufacturing', 'Kaizen', 'งานซ่อมบำรุง'],
  },
  {
    th: 'วิศวกรควบคุมคุณภาพ',
    en: 'Quality Control Engineer',
    industry: '10',
    occupation: '214',
    duties: [
      ['ควบคุมคุณภาพสินค้าตามมาตรฐาน ISO 9001 และ GMP', 'controlling product quality to ISO 9001 and GMP'],
      ['วิเคราะห์สาเหตุของเสียและแก้ไขปัญหา', 'finding root causes of defects'],
    ],
    skills: ['ISO 9001', 'GMP', 'HACCP', 'Six Sigma'],
  },
  {
    th: 'นักบัญชี',
    en: 'Accountant',
    industry: '69',
    occupation: '241',
    duties: [
      ['จัดทำงบการเงินและปิดบัญชีประจำเดือน', 'preparing financial statements and the monthly close'],
      ['ยื่นภาษีมูลค่าเพิ่มและภาษีหัก ณ ที่จ่าย', 'filing VAT and withholding tax'],
    ],
    skills: ['การบัญชี', 'Excel', 'SAP', 'Express', 'ภาษีอากร'],
  },
  {
    th: 'นักวิเคราะห์การเงิน',
    en: 'Financial Analyst',
    industry: '64',
    occupation: '241',
    duties: [
      ['วิเคราะห์งบประมาณและผลตอบแทนการลงทุน', 'analysing budgets and investment returns'],
      ['จัดทำประมาณการทางการเงิน', 'building financial forecasts'],
    ],
    skills: ['Excel', 'Financial Modeling', 'CFA', 'Bloomberg'],
  },
  {
    th: 'พนักงานขาย',
    en: 'Sales Representative',
    industry: '46',
    occupation: '332',
    duties: [
      ['ดูแลลูกค้าองค์กรและเปิดตลาดใหม่', 'managing key accounts and opening new markets'],
      ['นำเสนอสินค้าและปิดการขายตามเป้าหมาย', 'presenting products and closing sales against targets'],
    ],
    skills: ['การขาย', 'การเจรจาต่อรอง', 'CRM', 'ใบขับขี่'],
  },
  {
    th: 'ผู้จัดการฝ่ายการตลาด',
    en: 'Marketing Manager',
    industry: '73',
    occupation: '122',
    duties: [
      ['วางแผนกลยุทธ์การตลาดและงบประมาณโฆษณา', 'planning marketing strategy and advertising budgets'],
      ['บริหารทีมการตลาด 8 คน', 'leading a marketing team of eight'],
    ],
    skills: ['การตลาด', 'Brand Management', 'Google Analytics', 'การบริหารทีม'],
  },
  {
    th: 'นักการตลาดดิจิทัล',
    en: 'Digital Marketer',
    industry: '73',
    occupation: '243',
    duties: [
      ['ยิงโฆษณา Facebook และ Google Ads', 'running Facebook and Google Ads campaigns'],
      ['ทำ SEO และคอนเทนต์บนโซเชียลมีเดีย', 'doing SEO and social media content'],
    ],
    skills: ['SEO', 'Google Ads', 'Facebook Ads', 'Content Marketing', 'TikTok'],
  },
  {
    th: 'เจ้าหน้าที่ฝ่ายบุคคล',
    en: 'HR Officer',
    industry: '78',
    occupation: '242',
    duties: [
      ['สรรหาและคัดเลือกพนักงาน', 'recruiting and onboarding staff'],
      ['คำนวณเงินเดือนและดูแลสวัสดิการ', 'running payroll and employee benefits'],
    ],
    skills: ['การสรรหาบุคลากร', 'Payroll', 'กฎหมายแรงงาน', 'Excel'],
  },
  {
    th: 'พยาบาลวิชาชีพ',
    en: 'Registered Nurse',
    industry: '86',
    occupation: '222',
    duties: [
      ['ดูแลผู้ป่วยในหอผู้ป่วยวิกฤต', 'caring for patients in the intensive care unit'],
      ['ให้คำแนะนำด้านสุขภาพแก่ผู้ป่วยต่างชาติ', 'advising international patients on their health'],
    ],
    skills: ['การพยาบาล', 'BLS', 'ACLS', 'ภาษาอังกฤษ'],
  },
  {
    th: 'ครูสอนภาษาอังกฤษ',
    en: 'English Teacher',
    industry: '85',
    occupation: '235',
    duties: [
      ['สอนภาษาอังกฤษระดับประถมและมัธยม', 'teaching English at primary and secondary level'],
      ['เตรียมนักเรียนสอบ IELTS และ TOEIC', 'preparing students for IELTS and TOEIC'],
    ],
    skills: ['การสอน', 'TESOL', 'ภาษาอังกฤษ', 'IELTS'],
  },
  {
    th: 'ล่ามภาษาญี่ปุ่น',
    en: 'Japanese Interpreter',
    industry: '74',
    occupation: '264',
    duties: [
      ['แปลเอกสารและเป็นล่ามในการประชุมกับผู้บริหารญี่ปุ่น', 'translating documents and interpreting for Japanese executives'],
      ['ประสานงานระหว่างโรงงานในไทยและสำนักงานใหญ่', 'coordinating between the Thai plant and head office'],
    ],
    skills: ['ภาษาญี่ปุ่น', 'JLPT N2', 'การแปล', 'ภาษาอังกฤษ'],
  },
  {
    th: 'นักออกแบบกราฟิก',
    en: 'Graphic Designer',
    industry: '73',
    occupation: '216',
    duties: [
      ['ออกแบบสื่อโฆษณาและบรรจุภัณฑ์', 'designing advertising and packaging'],
      ['ทำภาพสำหรับโซเชียลมีเดีย', 'producing social media visuals'],
    ],
    skills: ['Photoshop', 'Illustrator', 'Figma', 'การออกแบบ'],
  },
  {
    th: 'ผู้จัดการโครงการ',
    en: 'Project Manager',
    industry: '62',
    occupation: '121',
    duties: [
      ['บริหารโครงการพัฒนาระบบ ERP', 'managing ERP implementation projects'],
      ['ประสานงานกับลูกค้าและผู้รับเหมา', 'coordinating clients and contractors'],
    ],
    skills: ['PMP', 'Scrum', 'การบริหารโครงการ', 'Jira'],
  },
  {
    th: 'เจ้าหน้าที่บริการลูกค้า',
    en: 'Customer Service Officer',
    industry: '82',
    occupation: '422',
    duties: [
      ['ตอบคำถามลูกค้าทางโทรศัพท์และแชท', 'answering customers by phone and chat'],
      ['แก้ไขปัญหาและรับเรื่องร้องเรียน', 'resolving complaints'],
    ],
    skills: ['การบริการลูกค้า', 'Call Center', 'ภาษาอังกฤษ', 'CRM'],
  },
  {
    th: 'ช่างเทคนิค',
    en: 'Maintenance Technician',
    industry: '33',
    occupation: '311',
    duties: [
      ['ซ่อมบำรุงเครื่องจักรในโรงงาน', 'repairing factory machinery'],
      ['ติดตั้งและทดสอบระบบปรับอากาศ', 'installing and testing air-conditioning systems'],
    ],
    skills: ['งานซ่อมบำรุง', 'PLC', 'งานไฟฟ้า', 'งานเชื่อม'],
  },
  {
    th: 'พนักงานคลังสินค้า',
    en: 'Warehouse Staff',
    industry: '52',
    occupation: '432',
    duties: [
      ['รับและจ่ายสินค้า ตรวจนับสต็อก', 'receiving, dispatching and counting stock'],
      ['ขับรถโฟล์คลิฟท์', 'driving forklifts'],
    ],
    skills: ['WMS', 'โฟล์คลิฟท์', 'การจัดการสต็อก'],
  },
  {
    th: 'เจ้าหน้าที่โลจิสติกส์',
    en: 'Logistics Coordinator',
    industry: '52',
    occupation: '432',
    duties: [
      ['วางแผนการขนส่งและติดตามสินค้า', 'planning transport and tracking shipments'],
      ['จัดทำเอกสารนำเข้าและส่งออก', 'preparing import and export documents'],
    ],
    skills: ['Shipping', 'Incoterms', 'SAP', 'พิธีการศุลกากร'],
  },
  {
    th: 'เภสัชกร',
    en: 'Pharmacist',
    industry: '21',
    occupation: '226',
    duties: [
      ['จ่ายยาและให้คำปรึกษาด้านยา', 'dispensing medicine and advising patients'],
      ['ควบคุมคุณภาพการผลิตยา', 'controlling pharmaceutical production quality'],
    ],
    skills: ['เภสัชกรรม', 'GMP', 'การให้คำปรึกษา'],
  },
  {
    th: 'เลขานุการผู้บริหาร',
    en: 'Executive Secretary',
    industry: '82',
    occupation: '412',
    duties: [
      ['จัดตารางนัดหมายและการเดินทางของผู้บริหาร', "managing executives' calendars and travel"],
      ['จัดทำรายงานการประชุม', 'writing meeting minutes'],
    ],
    skills: ['Microsoft Office', 'ภาษาอังกฤษ', 'การประสานงาน'],
  },
  {
    th: 'เชฟ',
    en: 'Chef',
    industry: '56',
    occupation: '343',
    duties: [
      ['ปรุงอาหารไทยและอาหารนานาชาติ', 'cooking Thai and international dishes'],
      ['ควบคุมต้นทุนวัตถุดิบและสุขอนามัยในครัว', 'controlling food cost and kitchen hygiene'],
    ],
    skills: ['อาหารไทย', 'Food Safety', 'การบริหารครัว'],
  },
  {
    th: 'พนักงานต้อนรับโรงแรม',
    en: 'Hotel Receptionist',
    industry: '55',
    occupation: '422',
    duties: [
      ['ต้อนรับแขกและดูแลการเช็คอินเช็คเอาท์', 'welcoming guests and handling check-in and check-out'],
      ['ประสานงานกับแผนกแม่บ้าน', 'coordinating with housekeeping'],
    ],
    skills: ['Opera PMS', 'ภาษาอังกฤษ', 'ภาษาจีน', 'การบริการ'],
  },
  {
    th: 'หัวหน้างานฝ่ายผลิต',
    en: 'Production Supervisor',
    industry: '29',
    occupation: '312',
    duties: [
      ['ควบคุมพนักงานฝ่ายผลิต 40 คนในกะ', 'supervising forty production staff per shift'],
      ['ลดของเสียในสายการผลิต', 'reducing scrap on the production line'],
    ],
    skills: ['Lean Manufacturing', '5ส', 'Kaizen', 'การบริหารทีม'],
  },
  {
    th: 'พนักงานธนาคาร',
    en: 'Bank Teller',
    industry: '64',
    occupation: '421',
    duties: [
      ['ให้บริการฝากถอนและเปิดบัญชี', 'serving deposits, withdrawals and new accounts'],
      ['แนะนำผลิตภัณฑ์ประกันและกองทุน', 'recommending insurance and fund products'],
    ],
    skills: ['การบริการลูกค้า', 'IC License', 'การขาย'],
  },
];

export const CITIES: [th: string, en: string][] = [
  ['กรุงเทพมหานคร', 'Bangkok'],
  ['เชียงใหม่', 'Chiang Mai'],
  ['ชลบุรี', 'Chonburi'],
  ['ระยอง', 'Rayong'],
  ['ขอนแก่น', 'Khon Kaen'],
  ['ภูเก็ต', 'Phuket'],
  ['นนทบุรี', 'Nonthaburi'],
  ['สงขลา', 'Songkhla'],
  ['นครราชสีมา', 'Nakhon Ratchasima'],
  ['ปทุมธานี', 'Pathum Thani'],
];

export const SCHOOLS: [th: string, en: string][] = [
  ['จุฬาลงกรณ์มหาวิทยาลัย', 'Chulalongkorn University'],
  ['มหาวิทยาลัยมหิดล', 'Mahidol University'],
  ['มหาวิทยาลัยธรรมศาสตร์', 'Thammasat University'],
  ['มหาวิทยาลัยเกษตรศาสตร์', 'Kasetsart University'],
  ['มหาวิทยาลัยเชียงใหม่', 'Chiang Mai University'],
  ['มหาวิทยาลัยขอนแก่น', 'Khon Kaen University'],
  ['มหาวิทยาลัยสงขลานครินทร์', 'Prince of Songkla University'],
  ['สถาบันเทคโนโลยีพระจอมเกล้าเจ้าคุณทหารลาดกระบัง', "King Mongkut's Institute of Technology Ladkrabang"],
  ['มหาวิทยาลัยเทคโนโลยีพระจอมเกล้าธนบุรี', "King Mongkut's University of Technology Thonburi"],
  ['มหาวิทยาลัยศรีนครินทรวิโรฒ', 'Srinakharinwirot University'],
  ['มหาวิทยาลัยรามคำแหง', 'Ramkhamhaeng University'],
  ['มหาวิทยาลัยบูรพา', 'Burapha University'],
  ['มหาวิทยาลัยอัสสัมชัญ', 'Assumption University'],
  ['วิทยาลัยเทคนิคกรุงเทพ', 'Bangkok Technical College'],
];

export const FIELDS: [th: string, en: string][] = [
  ['วิศวกรรมคอมพิวเตอร์', 'Computer Engineering'],
  ['วิทยาการคอมพิวเตอร์', 'Computer Science'],
  ['วิศวกรรมโยธา', 'Civil Engineering'],
  ['วิศวกรรมไฟฟ้า', 'Electrical Engineering'],
  ['วิศวกรรมเครื่องกล', 'Mechanical Engineering'],
  ['การบัญชี', 'Accounting'],
  ['บริหารธุรกิจ', 'Business Administration'],
  ['การตลาด', 'Marketing'],
  ['เศรษฐศาสตร์', 'Economics'],
  ['นิเทศศาสตร์', 'Communication Arts'],
  ['พยาบาลศาสตร์', 'Nursing'],
  ['เภสัชศาสตร์', 'Pharmacy'],
  ['ภาษาอังกฤษ', 'English'],
  ['ภาษาญี่ปุ่น', 'Japanese'],
  ['การโรงแรมและการท่องเที่ยว', 'Hospitality and Tourism'],
  ['โลจิสติกส์และซัพพลายเชน', 'Logistics and Supply Chain'],
];

export const EDUCATION_LEVELS = ['BACHELOR', 'BACHELOR', 'BACHELOR', 'MASTER', 'VOCATIONAL_SCHOOL', 'HIGH_SCHOOL'];

export const COMPANY_STEMS: [th: string, en: string][] = [
  ['สยาม', 'Siam'],
  ['ไทย', 'Thai'],
  ['กรุงเทพ', 'Bangkok'],
  ['เจริญ', 'Charoen'],
  ['รุ่งเรือง', 'Rungruang'],
  ['ศรีสวัสดิ์', 'Srisawat'],
  ['อุดมสุข', 'Udomsuk'],
  ['ล้านนา', 'Lanna'],
  ['อันดามัน', 'Andaman'],
  ['เอเชีย', 'Asia'],
  ['แปซิฟิก', 'Pacific'],
  ['มหานคร', 'Mahanakorn'],
  ['ธนา', 'Thana'],
  ['พัฒนา', 'Pattana'],
  ['สุวรรณ', 'Suwan'],
  ['ชัยพฤกษ์', 'Chaiyaphruek'],
  ['บูรพา', 'Burapha'],
  ['เพชรเกษม', 'Phetkasem'],
  ['นครชัย', 'Nakhonchai'],
  ['ทวีทรัพย์', 'Thaweesap'],
];

export const COMPANY_TRADES: [th: string, en: string][] = [
  ['เทค', 'Tech'],
  ['ซอฟต์แวร์', 'Software'],
  ['ฟู้ดส์', 'Foods'],
  ['คอนสตรัคชั่น', 'Construction'],
  ['โลจิสติกส์', 'Logistics'],
  ['อินดัสทรี', 'Industries'],
  ['เทรดดิ้ง', 'Trading'],
  ['มอเตอร์', 'Motor'],
  ['ฟาร์มา', 'Pharma'],
  ['พลังงาน', 'Energy'],
  ['การแพทย์', 'Medical'],
  ['โฮเทล', 'Hotels'],
  ['ดิจิทัล', 'Digital'],
  ['แคปปิตอล', 'Capital'],
  ['พลาสติก', 'Plastics'],
];

export const FIRST_NAMES = ['สมชาย', 'สมศรี', 'มาลี', 'อนันต์', 'ปิยะ', 'วิภา', 'ธนากร', 'กมลวรรณ', 'Nattapong', 'Siriporn'];
export const LAST_NAMES = ['ใจดี', 'ศรีสุข', 'รักไทย', 'วงศ์สวัสดิ์', 'แสงทอง', 'บุญมา', 'Chaiyasit', 'Kittikun'];

export const BENEFITS: [th: string, en: string][] = [
  ['ประกันสังคม ประกันสุขภาพกลุ่ม กองทุนสำรองเลี้ยงชีพ', 'Social security, group health insurance, provident fund'],
  ['โบนัสประจำปี 2-4 เดือน ปรับเงินเดือนทุกปี', 'Annual bonus of 2-4 months and a yearly raise'],
  ['ทำงานจากที่บ้านได้สัปดาห์ละ 2 วัน', 'Work from home two days a week'],
  ['รถรับส่งพนักงาน อาหารกลางวันฟรี', 'Staff shuttle and free lunch'],
];
