// The tab pages' frame with its badges (unread messages); loaded with the first tab page, so the
// login page does not carry the tab bar's code.
import { paths } from '../../config/paths';
import { useUnreadMessageCount } from '../../features/messages/api/use-unread-message-count';
import { TabLayout } from './tab-layout';

export function TabShell({ available }: { available: readonly string[] }) {
  const unread = useUnreadMessageCount();
  return <TabLayout available={available} badges={{ [paths.messages]: unread }} />;
}
