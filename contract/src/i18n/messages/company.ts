/**
 * The employer side (company, recruitments, candidate search, talent pools, templates):
 * validation texts beyond the general ones, and the envelope messages of the
 * companies' error codes. Shared keys live elsewhere and are reused, not repeated: UNKNOWN_REFERENCE's
 * `errorUnknownReference`, `unknownIndustry`/`unknownOccupation`/`unknownDistrict` and `tooManyItems`
 * (candidate.ts). Keys must stay unique across all message files: a repeated key would silently win.
 */
export const COMPANY_MESSAGES = {
  // Validation
  rangeOrder: {
    en: 'The minimum must not be greater than the maximum',
    th: 'ค่าต่ำสุดต้องไม่มากกว่าค่าสูงสุด',
  },
  invalidBoolean: { en: 'Must be true or false', th: 'ต้องเป็น true หรือ false' },
  invalidLanguageSkill: {
    en: 'Use a language id, optionally followed by :BASIC, :INTERMEDIATE, :ADVANCED or :NATIVE',
    th: 'กรุณาระบุรหัสภาษา และระดับขั้นต่ำ :BASIC, :INTERMEDIATE, :ADVANCED หรือ :NATIVE ได้ตามต้องการ',
  },
  reopenExpiryRequired: {
    en: 'Set a new expiry in the future to reopen a closed recruitment',
    th: 'กรุณากำหนดวันหมดอายุใหม่ที่เป็นเวลาในอนาคตเพื่อเปิดรับสมัครประกาศที่ปิดไปแล้วอีกครั้ง',
  },
  poolNameRequired: { en: 'Pool name is required', th: 'กรุณากรอกชื่อกลุ่มผู้สมัคร' },
  poolNameMaxLength: {
    en: 'Pool name must be {max} characters or less',
    th: 'ชื่อกลุ่มผู้สมัครต้องมีความยาวไม่เกิน {max} ตัวอักษร',
  },

  // Error envelope messages of the companies' error codes
  errorInvalidStatusTransition: {
    en: 'A recruitment cannot change from “{from}” to “{to}”',
    th: 'ไม่สามารถเปลี่ยนสถานะประกาศรับสมัครงานจาก “{from}” เป็น “{to}” ได้',
  },
  // Status names, for messages that mention a status (never the enum value itself)
  recruitmentStatusDRAFT: { en: 'draft', th: 'ฉบับร่าง' },
  recruitmentStatusACTIVE: { en: 'published', th: 'เผยแพร่' },
  recruitmentStatusPAUSED: { en: 'paused', th: 'หยุดรับสมัครชั่วคราว' },
  recruitmentStatusCLOSED: { en: 'closed', th: 'ปิดรับสมัคร' },
  errorLastAdmin: {
    en: 'The company must keep at least one active administrator',
    th: 'บริษัทต้องมีผู้ดูแลระบบที่ใช้งานอยู่อย่างน้อยหนึ่งคน',
  },
  errorApplicationNotPending: {
    en: 'Only a pending application can be accepted or rejected',
    th: 'ตอบรับหรือปฏิเสธได้เฉพาะใบสมัครที่รอพิจารณาเท่านั้น',
  },
} as const;
