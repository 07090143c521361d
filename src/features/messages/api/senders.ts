// How the messages' changes are sent: marking read, kept (the dot goes at the tap, use-messages.ts;
// offline the server learns it later); once sent, the counts are read again.
import { getGetMessageUnreadCountQueryKey } from '@generated/api/messages/get-message-unread-count';
import { markAllMessagesRead } from '@generated/api/messages/mark-all-messages-read';
import { markMessagesRead } from '@generated/api/messages/mark-messages-read';
import type { QueryClient } from '@tanstack/react-query';
import { callOf, type Senders } from '@/lib/outbox';

const counts = (queryClient: QueryClient) => void queryClient.invalidateQueries({ queryKey: getGetMessageUnreadCountQueryKey() }, { cancelRefetch: false });

export const senders: Senders = {
  markMessagesRead: { send: callOf(markMessagesRead), answered: counts },
  markAllMessagesRead: { send: callOf(markAllMessagesRead), answered: counts },
};
