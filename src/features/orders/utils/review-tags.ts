// The contract's review tags are Chinese words; each has a catalogue key so it reads in every language.
import type { ServiceOrderReviewTag } from '@/features/orders/api/use-orders';

export const REVIEW_TAG_KEYS: Record<ServiceOrderReviewTag, string> = {
  // The contract's six good ones, then its six bad ones.
  守时: 'punctual', 礼貌: 'polite', 环境整洁: 'tidy', 沟通顺畅: 'communicative', 尊重技师: 'respectful', 配合度高: 'cooperative',
  态度不佳: 'rude', 爽约: 'noShow', 环境嘈杂: 'noisy', 迟到让等待: 'keptWaiting', 要求超出服务范围: 'outOfScope', 言行不当: 'inappropriate',
};

/** The contract's bad ones: shown apart from the good (a green 爽约 read as praise). */
export const BAD_REVIEW_TAGS: ReadonlySet<ServiceOrderReviewTag> = new Set(['态度不佳', '爽约', '环境嘈杂', '迟到让等待', '要求超出服务范围', '言行不当']);
