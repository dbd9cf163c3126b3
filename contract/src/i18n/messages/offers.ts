/** Offer letters, reminders and their templates. */
export const OFFER_MESSAGES = {
  subjectRequired: { en: 'Subject is required', th: 'กรุณากรอกหัวเรื่อง' },
  subjectMaxLength: {
    en: 'Subject must be {max} characters or less',
    th: 'หัวเรื่องต้องมีความยาวไม่เกิน {max} ตัวอักษร',
  },
  templateNameRequired: { en: 'Template name is required', th: 'กรุณากรอกชื่อเทมเพลต' },
  templateNameMaxLength: {
    en: 'Template name must be {max} characters or less',
    th: 'ชื่อเทมเพลตต้องมีความยาวไม่เกิน {max} ตัวอักษร',
  },
  introductionRequired: { en: 'Introduction is required', th: 'กรุณากรอกคำแนะนำตัว' },
  introductionMaxLength: {
    en: 'Introduction must be {max} characters or less',
    th: 'คำแนะนำตัวต้องมีความยาวไม่เกิน {max} ตัวอักษร',
  },
  messageRequired: { en: 'Message is required', th: 'กรุณากรอกข้อความ' },
  messageMaxLength: {
    en: 'Message must be {max} characters or less',
    th: 'ข้อความต้องมีความยาวไม่เกิน {max} ตัวอักษร',
  },
  scheduledAtRequired: { en: 'Scheduled time is required', th: 'กรุณาระบุเวลาที่ต้องการส่ง' },
  scheduledAtInPast: { en: 'Scheduled time must be in the future', th: 'เวลาที่ต้องการส่งต้องเป็นเวลาในอนาคต' },
  scheduledAtNotAllowed: {
    en: 'Remove scheduled time when not scheduling',
    th: 'กรุณาลบเวลาที่ต้องการส่งเมื่อไม่ได้ตั้งเวลาส่ง',
  },
  expiresAtInPast: { en: 'Expiry must be in the future', th: 'วันหมดอายุต้องเป็นเวลาในอนาคต' },
  expiresBeforeSchedule: {
    en: 'Expiry must be after the scheduled time',
    th: 'วันหมดอายุต้องอยู่หลังเวลาที่ตั้งส่ง',
  },
  scheduledAfterExpiry: {
    en: 'Scheduled time must be before the offer expires',
    th: 'เวลาที่ต้องการส่งต้องอยู่ก่อนที่ข้อเสนอจะหมดอายุ',
  },
  scheduledRangeInvalid: {
    en: 'The end date must not be before the start date',
    th: 'วันที่สิ้นสุดต้องไม่อยู่ก่อนวันที่เริ่มต้น',
  },
  errorRecruitmentNotActive: {
    en: 'Offers can only be sent for an active recruitment',
    th: 'ส่งข้อเสนอได้เฉพาะประกาศรับสมัครงานที่เปิดรับอยู่เท่านั้น',
  },
  errorCandidateNotOpenToOffers: {
    en: 'This candidate is not accepting offers from companies',
    th: 'ผู้สมัครรายนี้ไม่เปิดรับข้อเสนอจากบริษัท',
  },
  errorOfferAlreadyExists: {
    en: 'This candidate already has an offer for this recruitment',
    th: 'ผู้สมัครรายนี้ได้รับข้อเสนอสำหรับประกาศนี้แล้ว',
  },
  errorReminderLimit: {
    en: 'An offer can have at most {max} reminders',
    th: 'ข้อเสนอหนึ่งรายการส่งข้อความติดตามได้ไม่เกิน {max} ครั้ง',
  },
  errorReminderOfferNotSent: {
    en: 'Reminders can only follow an offer that has been sent and is still open',
    th: 'ส่งข้อความติดตามได้เฉพาะข้อเสนอที่ส่งแล้วและยังเปิดอยู่เท่านั้น',
  },
  errorMessageNotScheduled: {
    en: 'Only a scheduled message can be changed or cancelled',
    th: 'แก้ไขหรือยกเลิกได้เฉพาะข้อความที่ตั้งเวลาส่งไว้และยังไม่ได้ส่งเท่านั้น',
  },
} as const;
