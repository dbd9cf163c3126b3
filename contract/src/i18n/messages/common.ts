/** General validation texts (the defaults) and the error envelope's messages. */
export const COMMON_MESSAGES = {
  // Validation
  fieldRequired: { en: 'This field is required.', th: 'จำเป็นต้องกรอกข้อมูลนี้' },
  maxLength: { en: 'Must be {max} characters or fewer.', th: 'ต้องมีความยาวไม่เกิน {max} ตัวอักษร' },
  invalidEmail: { en: 'Invalid email address', th: 'รูปแบบอีเมลไม่ถูกต้อง' },
  invalidUrl: { en: 'Must be a valid URL', th: 'ต้องเป็น URL ที่ถูกต้อง' },
  invalidId: { en: 'Must be a valid id (uuid)', th: 'ต้องเป็นรหัสอ้างอิงที่ถูกต้อง (uuid)' },
  invalidDate: { en: 'Invalid date format', th: 'รูปแบบวันที่ไม่ถูกต้อง' },
  numberTooLarge: { en: 'Must be {max} or less', th: 'ต้องมีค่าไม่เกิน {max}' },
  dateTooEarly: { en: 'Date must not be before {min}', th: 'วันที่ต้องไม่ก่อน {min}' },
  invalidCharacter: { en: 'Contains a character that is not allowed', th: 'มีอักขระที่ไม่อนุญาต' },
  percentageRange: { en: 'Must be between 0 and 100', th: 'ต้องมีค่าระหว่าง 0 ถึง 100' },
  positiveNumber: { en: 'Must be 1 or more', th: 'ต้องมีค่าตั้งแต่ 1 ขึ้นไป' },
  nonNegativeNumber: { en: 'Must be 0 or more', th: 'ต้องมีค่าตั้งแต่ 0 ขึ้นไป' },
  wholeNumber: { en: 'Must be a whole number', th: 'ต้องเป็นจำนวนเต็ม' },
  pageMin: { en: 'Page must be 1 or more', th: 'หน้าต้องมีค่าตั้งแต่ 1 ขึ้นไป' },
  pageSizeRange: { en: 'Page size must be between 1 and 100', th: 'จำนวนต่อหน้าต้องอยู่ระหว่าง 1 ถึง 100' },

  // Error envelope messages, one per error code
  errorValidation: { en: 'The request has invalid fields', th: 'คำขอมีข้อมูลที่ไม่ถูกต้อง' },
  errorMalformedJson: { en: 'The request body is not valid JSON', th: 'เนื้อหาของคำขอไม่ใช่ JSON ที่ถูกต้อง' },
  errorMalformedBody: {
    en: 'The request body could not be decoded (check Content-Encoding and Content-Length)',
    th: 'ไม่สามารถถอดรหัสเนื้อหาของคำขอได้ (ตรวจสอบ Content-Encoding และ Content-Length)',
  },
  errorMalformedUrl: {
    en: 'The address contains an invalid percent-encoding (%XX)',
    th: 'ที่อยู่มีการเข้ารหัสแบบเปอร์เซ็นต์ (%XX) ที่ไม่ถูกต้อง',
  },
  errorMalformedRequest: { en: 'The request is malformed', th: 'คำขอมีรูปแบบไม่ถูกต้อง' },
  errorRequestTimeout: { en: 'The request took too long to arrive', th: 'คำขอใช้เวลาส่งนานเกินไป' },
  errorHeadersTooLarge: { en: 'The request headers are too large', th: 'ส่วนหัวของคำขอมีขนาดใหญ่เกินไป' },
  errorPayloadTooLarge: { en: 'The request body is too large', th: 'เนื้อหาของคำขอมีขนาดใหญ่เกินไป' },
  errorUnsupportedMediaType: {
    en: 'The request body must be JSON (Content-Type: application/json)',
    th: 'เนื้อหาของคำขอต้องเป็น JSON (Content-Type: application/json)',
  },
  errorUnauthenticated: {
    en: 'Your session is invalid or has expired. Please sign in again.',
    th: 'เซสชันของคุณไม่ถูกต้องหรือหมดอายุแล้ว กรุณาเข้าสู่ระบบอีกครั้ง',
  },
  errorForbidden: { en: 'You do not have permission to do this', th: 'คุณไม่มีสิทธิ์ดำเนินการนี้' },
  errorInvalidCredentials: { en: 'Incorrect email or password', th: 'อีเมลหรือรหัสผ่านไม่ถูกต้อง' },
  errorAccountInactive: {
    en: 'This account has been deactivated. Please contact your company administrator.',
    th: 'บัญชีนี้ถูกปิดใช้งานแล้ว กรุณาติดต่อผู้ดูแลระบบของบริษัท',
  },
  errorEmailAlreadyRegistered: { en: 'This email address is already registered', th: 'อีเมลนี้ถูกลงทะเบียนแล้ว' },
  errorCompanyAlreadyRegistered: {
    en: 'A company with this tax ID is already registered',
    th: 'มีบริษัทที่ใช้เลขประจำตัวผู้เสียภาษีนี้ลงทะเบียนแล้ว',
  },
  errorPasswordTooCommon: {
    en: 'This password is too common. Please choose one that is harder to guess.',
    th: 'รหัสผ่านนี้ถูกใช้บ่อยเกินไป กรุณาเลือกรหัสผ่านที่คาดเดาได้ยากกว่านี้',
  },
  errorResetTokenInvalid: {
    en: 'This password reset link is invalid, already used or expired. Please request a new one.',
    th: 'ลิงก์รีเซ็ตรหัสผ่านนี้ไม่ถูกต้อง ถูกใช้แล้ว หรือหมดอายุ กรุณาขอลิงก์ใหม่',
  },
  errorInvitationNotFound: { en: 'This invitation does not exist', th: 'ไม่พบคำเชิญนี้' },
  errorInvitationAlreadyUsed: { en: 'This invitation has already been used', th: 'คำเชิญนี้ถูกใช้ไปแล้ว' },
  errorInvitationExpired: {
    en: 'This invitation has expired. Please ask for a new one.',
    th: 'คำเชิญนี้หมดอายุแล้ว กรุณาขอคำเชิญใหม่',
  },
  errorInvitationEmailMismatch: {
    en: 'This invitation was sent to a different email address',
    th: 'คำเชิญนี้ถูกส่งถึงอีเมลอื่น',
  },
  errorInvalidCurrentPassword: { en: 'The current password is incorrect', th: 'รหัสผ่านปัจจุบันไม่ถูกต้อง' },
  errorRateLimited: {
    en: 'Too many attempts. Please wait a moment and try again.',
    th: 'มีการลองหลายครั้งเกินไป กรุณารอสักครู่แล้วลองใหม่',
  },
  errorConflict: {
    en: 'This conflicts with existing data or a change made at the same time. Please reload and try again.',
    th: 'ข้อมูลนี้ขัดแย้งกับข้อมูลที่มีอยู่หรือการเปลี่ยนแปลงที่เกิดขึ้นพร้อมกัน กรุณาโหลดใหม่แล้วลองอีกครั้ง',
  },
  errorNotFound: { en: 'The requested item was not found', th: 'ไม่พบรายการที่ต้องการ' },
  errorRouteNotFound: { en: 'No API route matches {method} {path}', th: 'ไม่พบเส้นทาง API {method} {path}' },
  errorInternal: {
    en: 'Something went wrong on our side. Please try again later.',
    th: 'เกิดข้อผิดพลาดในระบบ กรุณาลองใหม่อีกครั้งภายหลัง',
  },
  errorServiceUnavailable: {
    en: 'The service is temporarily unavailable. Please try again in a moment.',
    th: 'ระบบไม่พร้อมให้บริการชั่วคราว กรุณาลองใหม่อีกสักครู่',
  },
} as const;
