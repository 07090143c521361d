// Node runs codegen with this module, hence the explicit extensions.
// The custom string formats of the JSON-schema forms, one table for the precompiled and the runtime validator.
// The rules are the app's own (lib/validation), so a form refuses exactly what a hand-written screen refuses.
import { isAmount, isChineseName, isDate, isEmail, isIdCard, isMobile, isPassword, isPayPassword, isReferrer, isSmsCode } from '../validation/index.ts';

export const formats = {
  date: isDate,
  email: isEmail,
  mobile: isMobile,
  'id-card': (value: string) => isIdCard(value),
  'chinese-name': isChineseName,
  amount: isAmount,
  // The contract's patterns (lib/validation/contract-patterns.ts), not copies of them in the schemas.
  password: isPassword,
  referrer: isReferrer,
  'pay-password': isPayPassword,
  'sms-code': isSmsCode,
} satisfies Record<string, (value: string) => boolean>;
