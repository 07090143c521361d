// Where the outbox finds each feature's senders: the shell composes the features (lib/outbox names
// none). Loaders: a feature's senders come with the first change that needs one, and a change kept
// before a reload finds its sender whichever page the app starts on.
import { registerSenders } from '@/lib/outbox';

export function registerFeatureSenders() {
  registerSenders(() => import('@/features/orders/api/senders').then((m) => m.senders));
  registerSenders(() => import('@/features/safety/api/senders').then((m) => m.senders));
  registerSenders(() => import('@/features/mine/api/senders').then((m) => m.senders));
  registerSenders(() => import('@/features/home/api/senders').then((m) => m.senders));
  registerSenders(() => import('@/features/wallet/api/senders').then((m) => m.senders));
  registerSenders(() => import('@/features/shop/api/senders').then((m) => m.senders));
  registerSenders(() => import('@/features/rewards/api/senders').then((m) => m.senders));
  registerSenders(() => import('@/features/apply/api/senders').then((m) => m.senders));
  registerSenders(() => import('@/features/settings/api/senders').then((m) => m.senders));
  registerSenders(() => import('@/features/messages/api/senders').then((m) => m.senders));
  registerSenders(() => import('@/features/study/api/senders').then((m) => m.senders));
}
