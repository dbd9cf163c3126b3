/** Offer letters, reminders and their templates (SPEC.md §5). */
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
} as const;
