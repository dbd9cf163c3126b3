/** The candidate's own forms (SPEC.md §5 "Candidate") and the candidate side's error messages. */
export const CANDIDATE_MESSAGES = {
  // Profile
  selfIntroductionRequired: { en: 'Self introduction is required', th: 'กรุณากรอกการแนะนำตัว' },
  selfIntroductionMaxLength: {
    en: 'Self introduction must be {max} characters or less',
    th: 'การแนะนำตัวต้องมีความยาวไม่เกิน {max} ตัวอักษร',
  },
  chooseAtMost: { en: 'Choose at most {max}', th: 'เลือกได้ไม่เกิน {max} รายการ' },
  chooseOnce: { en: 'Choose each option only once', th: 'เลือกแต่ละตัวเลือกได้เพียงครั้งเดียว' },
  tooManyItems: { en: 'Add at most {max} items', th: 'เพิ่มได้ไม่เกิน {max} รายการ' },
  addressRequired: { en: 'Address is required', th: 'กรุณากรอกที่อยู่' },
  postalCodeRequired: { en: 'Postal code is required', th: 'กรุณากรอกรหัสไปรษณีย์' },
  postalCodeInvalid: { en: 'Postal code must be 5 digits', th: 'รหัสไปรษณีย์ต้องเป็นตัวเลข 5 หลัก' },
  dateOfBirthInPast: { en: 'Date of birth must be in the past', th: 'วันเกิดต้องเป็นวันในอดีต' },
  endDateBeforeStartDate: {
    en: 'End date must not be before the start date',
    th: 'วันที่สิ้นสุดต้องไม่อยู่ก่อนวันที่เริ่มต้น',
  },
  salaryRangeInvalid: {
    en: 'Minimum salary must not be more than maximum salary',
    th: 'เงินเดือนขั้นต่ำต้องไม่มากกว่าเงินเดือนสูงสุด',
  },
  nameLength: {
    en: 'Must be between {min} and {max} characters',
    th: 'ต้องมีความยาวระหว่าง {min} ถึง {max} ตัวอักษร',
  },
  unknownIndustry: { en: 'There is no industry with this id', th: 'ไม่พบอุตสาหกรรมที่มีรหัสนี้' },
  unknownOccupation: { en: 'There is no occupation with this id', th: 'ไม่พบอาชีพที่มีรหัสนี้' },
  unknownLanguage: { en: 'There is no language with this id', th: 'ไม่พบภาษาที่มีรหัสนี้' },
  unknownCertification: {
    en: 'There is no certification with this id for this language',
    th: 'ไม่พบใบรับรองที่มีรหัสนี้สำหรับภาษานี้',
  },
  unknownProvince: { en: 'There is no province with this id', th: 'ไม่พบจังหวัดที่มีรหัสนี้' },
  unknownDistrict: { en: 'There is no district with this id', th: 'ไม่พบอำเภอหรือเขตที่มีรหัสนี้' },

  // Account deletion
  withdrawalReasonInvalid: { en: 'Choose a reason for leaving', th: 'กรุณาเลือกเหตุผลที่ต้องการลบบัญชี' },
  scoreRange: { en: 'Score must be between 1 and 10', th: 'คะแนนต้องอยู่ระหว่าง 1 ถึง 10' },

  // Offers
  offerAnswerInvalid: {
    en: 'Status must be ACCEPTED or REJECTED',
    th: 'สถานะต้องเป็น ACCEPTED (ตอบรับ) หรือ REJECTED (ปฏิเสธ)',
  },

  // Error envelope messages of the candidate side's error codes
  errorAlreadyApplied: { en: 'You have already applied to this job', th: 'คุณได้สมัครงานนี้ไปแล้ว' },
  errorJobClosed: {
    en: 'This job is no longer accepting applications',
    th: 'งานนี้ปิดรับสมัครแล้ว',
  },
  errorOfferNotOpen: {
    en: 'This offer can no longer be answered',
    th: 'ไม่สามารถตอบกลับข้อเสนอนี้ได้อีกแล้ว',
  },
  errorApplicationAlreadyWithdrawn: {
    en: 'This application has already been withdrawn',
    th: 'ใบสมัครนี้ถูกถอนไปแล้ว',
  },
  errorApplicationDecided: {
    en: 'An application that has been accepted or rejected cannot be withdrawn',
    th: 'ไม่สามารถถอนใบสมัครที่ได้รับการตอบรับหรือถูกปฏิเสธแล้ว',
  },
  errorUnknownReference: {
    en: 'The request refers to something that does not exist',
    th: 'คำขออ้างอิงถึงข้อมูลที่ไม่มีอยู่ในระบบ',
  },
  errorEmailMismatch: {
    en: 'The email address does not match your account',
    th: 'อีเมลไม่ตรงกับอีเมลของบัญชีคุณ',
  },
} as const;
