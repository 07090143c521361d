// The contract's patterns of the fields the worker types, one name each: the one source of a field's rule
// (docs/contributing.md, "Add a form"). Each is the RegExp the generated zod schema of a request checks
// (openapi/components/schemas/common/*.yaml and the requests that name them), so lib/validation, the
// JSON-schema forms' formats and the hand-written forms refuse what the contract refuses, and a change of
// the contract reaches them with `npm run codegen`. Nothing here is written out again: a unit test refuses a
// copy of these patterns in src/ or forms/ (tests/unit/source/field-rules-source.test.ts).
// Relative imports with extensions: codegen runs lib/validation under Node (schema-form/formats.ts). The
// build keeps only the RegExps, not the zod schemas beside them.
import {
  saveApplyAccountBodyReferrerRegExp,
  saveApplyBasicInfoBodyRealNameRegExp,
  saveApplyImagesBodyIdCardOcrOneNameMax,
} from '../../../generated/zod/apply/apply.zod.ts';
import {
  loginByPasswordBodyMobileRegExp,
  loginByPasswordBodyPasswordRegExp,
  loginBySmsBodyCodeRegExp,
  registerWorkerBodyInviteCodeRegExp,
} from '../../../generated/zod/auth/auth.zod.ts';
import {
  saveWorkerAddressBodyContactNameMax,
  saveWorkerAddressBodyDetailMax,
  submitWorkerFeedbackBodyContentMax,
  submitWorkerRealNameBodyIdCardNoRegExp,
  submitWorkerRealNameBodyRealNameMax,
  submitWorkerRealNameBodyRealNameMin,
} from '../../../generated/zod/mine/mine.zod.ts';
import {
  appraiseServiceOrderCustomerBodyContentMax,
  arriveServiceOrderBodyFarNoteMax,
  declineServiceOrderBodyRemarkMax,
  notifyServiceOrderLateBodyNoteMax,
} from '../../../generated/zod/orders/orders.zod.ts';
import { createCustomerReportBodyNoteMax } from '../../../generated/zod/safety/safety.zod.ts';
import {
  applyShopOrderRefundBodyReasonMax,
  applyShopOrderRefundBodyReasonMin,
  createShopOrderBodyRemarkMax,
  reviewShopOrderBodyCommentsItemContentMax,
} from '../../../generated/zod/shop/shop.zod.ts';
import { createWithdrawalBodyPayPasswordRegExp } from '../../../generated/zod/wallet/wallet.zod.ts';

export const contractPatterns = {
  /** Mobile: a normalized mainland number. */
  mobile: loginByPasswordBodyMobileRegExp,
  /** Password: a login password. */
  password: loginByPasswordBodyPasswordRegExp,
  /** SmsCode: an SMS or email code. */
  smsCode: loginBySmsBodyCodeRegExp,
  /** PayPassword: a payment password's shape (lib/validation adds the brief's refusals). */
  payPassword: createWithdrawalBodyPayPasswordRegExp,
  /** An invite code (AuthInviteCode). */
  inviteCode: registerWorkerBodyInviteCodeRegExp,
  /** A legal name as on the ID card (basic information's name, the emergency contact's). */
  chineseName: saveApplyBasicInfoBodyRealNameRegExp,
  /** A national ID's shape (lib/validation adds the GB 11643-1999 checks). */
  idCard: submitWorkerRealNameBodyIdCardNoRegExp,
  /** Who referred an applicant: an invite code of 6-8 letters or digits, or a mobile number (the apply account step). */
  referrer: saveApplyAccountBodyReferrerRegExp,
} as const;

/** The contract's lengths of the typed fields that have no pattern, in characters. */
export const contractLengths = {
  /** The real-name verification's legal name (WorkerRealNameSubmitRequest). */
  realName: { min: submitWorkerRealNameBodyRealNameMin, max: submitWorkerRealNameBodyRealNameMax },
  /** The name read from the ID card's portrait side, as the applicant corrects it (ApplyImages). */
  idCardName: { max: saveApplyImagesBodyIdCardOcrOneNameMax },
  /** A decline's remark (declineServiceOrder). */
  declineRemark: { max: declineServiceOrderBodyRemarkMax },
  /** The worker's words on why she will be late (notifyServiceOrderLate), and on why she arrives far from the address (arriveServiceOrder). */
  lateNote: { max: notifyServiceOrderLateBodyNoteMax },
  farNote: { max: arriveServiceOrderBodyFarNoteMax },
  /** The review of a customer (appraiseServiceOrderCustomer). */
  customerReview: { max: appraiseServiceOrderCustomerBodyContentMax },
  /** Feedback's text (submitWorkerFeedback). */
  feedback: { max: submitWorkerFeedbackBodyContentMax },
  /** A report of a customer's note (createCustomerReport). */
  reportNote: { max: createCustomerReportBodyNoteMax },
  /** An address's contact name and its street and number (saveWorkerAddress). */
  addressContactName: { max: saveWorkerAddressBodyContactNameMax },
  addressDetail: { max: saveWorkerAddressBodyDetailMax },
  /** A shop order's remark (createShopOrder), a refund's reason (applyShopOrderRefund), a review of goods (reviewShopOrder). */
  shopRemark: { max: createShopOrderBodyRemarkMax },
  refundReason: { min: applyShopOrderRefundBodyReasonMin, max: applyShopOrderRefundBodyReasonMax },
  goodsReview: { max: reviewShopOrderBodyCommentsItemContentMax },
} as const;
