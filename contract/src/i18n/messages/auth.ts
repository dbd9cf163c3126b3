/** Sign-up, sign-in and invitation forms. */
export const AUTH_MESSAGES = {
  firstNameRequired: { en: 'First name is required', th: 'กรุณากรอกชื่อ' },
  lastNameRequired: { en: 'Last name is required', th: 'กรุณากรอกนามสกุล' },
  passwordMinLength: {
    en: 'Password must be at least {min} characters long',
    th: 'รหัสผ่านต้องมีความยาวอย่างน้อย {min} ตัวอักษร',
  },
  authorizationRequired: { en: 'Authorization header is required', th: 'ต้องระบุส่วนหัว Authorization' },
  nameRequired: { en: 'Name is required', th: 'กรุณากรอกชื่อ' },
  phoneNumberRequired: { en: 'Phone number is required', th: 'กรุณากรอกหมายเลขโทรศัพท์' },
  tokenRequired: { en: 'Token is required', th: 'ต้องระบุโทเค็น' },
  currentPasswordRequired: {
    en: 'Enter your current password to change your sign-in e-mail',
    th: 'กรุณากรอกรหัสผ่านปัจจุบันเพื่อเปลี่ยนอีเมลสำหรับเข้าสู่ระบบ',
  },
  phoneNumberInvalid: { en: 'Enter a valid phone number', th: 'กรุณากรอกหมายเลขโทรศัพท์ที่ถูกต้อง' },
  taxIdInvalid: {
    en: 'Tax ID must be a valid 13-digit Thai tax identification number',
    th: 'เลขประจำตัวผู้เสียภาษีต้องเป็นเลข 13 หลักที่ถูกต้อง',
  },
} as const;
