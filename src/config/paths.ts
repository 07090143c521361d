// The route table: the one place that knows every page path. The paths are the old app's, which deep
// links and the server's notices and messages still open.
export const paths = {
  root: '/',
  // login
  login: '/pages/login/login',
  register: '/pages/login/register',
  forget: '/pages/login/forget',
  agreement: '/pages/login/agreement',
  // tabs
  home: '/pages/index/index',
  orders: '/pages/index/category',
  messages: '/pages/index/message',
  mine: '/pages/index/mys',
  cart: '/pages/index/cart',
  // shared
  webView: '/pages/web-view/web-view',
  noticeList: '/pages/notice/list',
  noticeDetail: '/pages/notice/detail',
  avatarCropper: '/pages/user/avatar-cropper',
  // built-in (the spec names them without a path: docs/decisions.md)
  locationChoose: '/pages/location/choose',
  locationOpen: '/pages/location/open',
  // orders
  orderReceive: '/pages/order/receive',
  orderDetail: '/pages/order/detail',
  orderPhotos: '/pages/order/photos',
  orderAppraise: '/pages/order/appraise',
  // user
  userInfo: '/pages/user/user-info',
  album: '/pages/user/album',
  follow: '/pages/user/follow',
  settings: '/pages/user/setting/index',
  updateMobile: '/pages/user/setting/update-mobile',
  updatePassword: '/pages/user/setting/update-password',
  updatePayword: '/pages/user/setting/update-payword',
  /** Not a spec page path: the spec names "modify or bind mailbox" only by label (docs/decisions.md). */
  updateEmail: '/pages/user/setting/update-email',
  withdrawAccounts: '/pages/user/setting/account',
  updateWithdrawAccount: '/pages/user/setting/update-account',
  feedback: '/pages/user/feedback',
  addressList: '/pages/user/address/list',
  addressEdit: '/pages/user/address/edit',
  myReviews: '/pages/user/appraise',
  reviewAppeal: '/pages/user/appraise/appeal',
  reviewAppeals: '/pages/user/appraise/appeals',
  realName: '/pages/user/real-name',
  serviceTime: '/pages/user/service-time',
  wallet: '/pages/user/wallet/list',
  withdrawLog: '/pages/user/wallet/log',
  withdraw: '/pages/user/wallet/withdrawal',
  withdrawDetail: '/pages/user/wallet/detail',
  incomeCharts: '/pages/user/charts/total',
  settle: '/pages/user/settle/index',
  settleStat: '/pages/user/settle/stat',
  settleBill: '/pages/user/settle/bill',
  study: '/pages/user/study/index',
  /** Not spec page paths: the spec names balance, points, coupons and invite codes without pages (docs/decisions.md). */
  balance: '/pages/user/balance/index',
  integral: '/pages/user/integral/index',
  coupons: '/pages/user/coupon/list',
  couponCenter: '/pages/user/coupon/center',
  inviteCode: '/pages/user/invite-code',
  studyDetail: '/pages/user/study/detail',
  // apply
  applyProcess: '/pages/apply/process',
  applyAccount: '/pages/apply/account',
  applySimple: '/pages/apply/simple',
  applyImage: '/pages/apply/image',
  applyShowPdf: '/pages/apply/show-pdf',
  applySignature: '/pages/apply/signature',
  applyContractForm: '/pages/apply/contract-form',
  applyContractList: '/pages/apply/contract-list',
  applyContractDetail: '/pages/apply/contract-detail',
  applyRealName: '/pages/apply/real-name',
  applyInviteInform: '/pages/apply/invite-inform',
  // shop
  goodsDetail: '/pages/goods/goods-detail',
  goodsCart: '/pages/goods/goods-cart',
  goodsComment: '/pages/goods/goods-comment',
  salesman: '/pages/salesman/index',
  // The shop's checkout and orders: paths of our own (the spec names none; docs/decisions.md).
  shopCheckout: '/pages/shop/checkout',
  shopOrders: '/pages/shop/order-list',
  shopOrderDetail: '/pages/shop/order-detail',
  // safety (issue 28): paths of our own, the spec names no safety page
  safety: '/pages/safety/index',
  safetyContacts: '/pages/safety/contacts',
  safetyReport: '/pages/safety/report',
  // system
  notFound: '/pages/error/404/404',
  maintenance: '/pages/maintenance/index',
  update: '/pages/update/index',
} as const;

// Which pages need no sign-in is the route table's `public` lists (feature-routes.ts `publicPagePaths`):
// the router builds them outside the sign-in guard, so there is one list.

/**
 * Pages that may be shared (a link to them is handed to others): index, goods and the salesman index.
 * The spec's template pages (`pages_template/`) would be too; this build has none (docs/decisions.md).
 */
export function isShareablePath(pathname: string) {
  return pathname.startsWith('/pages/index/') || pathname.startsWith('/pages/goods/') || pathname === paths.salesman;
}
