// The icons of the app's own pages, drawn in a few paths: a way into a page (Mine's menu, Home's
// shortcuts) shows the page's icon in every language. The server's menu and shortcut pictures are
// drawn for one language (a glyph such as 时 or 钱 on a green disc) and there is one picture for all:
// they show only for a page the app has no icon of.
import { paths } from '@/config/paths';

const ICONS: Record<string, string> = {
  [paths.wallet]: 'M5.5 8.5h13v10h-13zM5.5 8.5l9.5-3v3M14.5 13.5h2',
  [paths.settle]: 'M7 5h10v14l-2.5-1.5L12 19l-2.5-1.5L7 19zM9.5 11.5l1.8 1.8 3.2-3.3',
  [paths.incomeCharts]: 'M6 18.5h12M8.5 18.5v-5M12 18.5V8M15.5 18.5v-8',
  [paths.serviceTime]: 'M12 19a7 7 0 1 0 0-14 7 7 0 0 0 0 14zM12 8.5V12l2.5 1.5',
  [paths.album]: 'M5.5 6.5h13v11h-13zM5.5 15l3.5-3.5 3 3 2-2 4.5 4M14.8 10.2a.7.7 0 1 0 0-.01',
  [paths.myReviews]: 'M12 5.5l2 4.1 4.5.6-3.3 3.1.8 4.5-4-2.2-4 2.2.8-4.5-3.3-3.1 4.5-.6z',
  [paths.study]: 'M12 8c-1.8-1.3-4-1.8-6.5-1.5v10.5c2.5-.3 4.7.2 6.5 1.5 1.8-1.3 4-1.8 6.5-1.5V6.5C16 6.2 13.8 6.7 12 8zM12 8v10.5',
  [paths.balance]: 'M12 19a7 7 0 1 0 0-14 7 7 0 0 0 0 14zM9.5 8.5L12 12l2.5-3.5M12 12v4.5M9.8 12.5h4.4M9.8 14.5h4.4',
  [paths.integral]: 'M8.5 6h7l3 4-6.5 8.5L5.5 10zM5.5 10h13M10.5 6L9.5 10l2.5 8.5 2.5-8.5-1-4',
  [paths.coupons]: 'M5 8h14v2.5a1.5 1.5 0 0 0 0 3V16H5v-2.5a1.5 1.5 0 0 0 0-3zM14.5 8.5v1.5M14.5 11.3v1.4M14.5 14v1.5',
  [paths.couponCenter]: 'M5 8h14v2.5a1.5 1.5 0 0 0 0 3V16H5v-2.5a1.5 1.5 0 0 0 0-3zM12 10v4M10 12h4',
  [paths.inviteCode]: 'M6 6h4v4H6zM14 6h4v4h-4zM6 14h4v4H6zM14 14h1.5M17 14v1.5M14 17v1M16.5 17.5H18',
  [paths.salesman]: 'M6 10h2.5L15 6.5v11L8.5 14H6zM8.5 14l1 4M17.5 10a2.8 2.8 0 0 1 0 4',
  [paths.userInfo]: 'M12 11.5a3 3 0 1 0 0-6 3 3 0 0 0 0 6zM6.5 18.5c0-3 2.5-4.5 5.5-4.5s5.5 1.5 5.5 4.5',
  [paths.realName]: 'M5 7h14v10H5zM9.5 12.5a1.8 1.8 0 1 0 0-3.6 1.8 1.8 0 0 0 0 3.6zM7 15.5c.4-1.3 1.3-2 2.5-2s2.1.7 2.5 2M14 10h3M14 13h3',
  [paths.withdrawLog]: 'M7 5h10v14H7zM9.5 9h5M9.5 12h5M9.5 15h3',
  [paths.addressList]: 'M12 19s-5-4.6-5-8.5a5 5 0 0 1 10 0c0 3.9-5 8.5-5 8.5zM12 12a1.6 1.6 0 1 0 0-3.2 1.6 1.6 0 0 0 0 3.2z',
  [paths.cart]: 'M6.5 9h11l-1 10h-9zM9.5 9V7.5a2.5 2.5 0 0 1 5 0V9',
  [paths.follow]: 'M12 18s-6-3.6-6-7.6A3.2 3.2 0 0 1 12 8.6a3.2 3.2 0 0 1 6 1.8c0 4-6 7.6-6 7.6z',
  [paths.feedback]: 'M5.5 6.5h13v9h-8l-3.5 3v-3h-1.5zM9 10h6M9 12.5h4',
  [paths.settings]: 'M12 14.5a2.5 2.5 0 1 0 0-5 2.5 2.5 0 0 0 0 5zM12 5v2M12 17v2M5 12h2M17 12h2M7 7l1.4 1.4M15.6 15.6L17 17M7 17l1.4-1.4M15.6 8.4L17 7',
  [paths.safety]: 'M12 5l6 2.5v4.5c0 3.5-2.6 6-6 7-3.4-1-6-3.5-6-7V7.5zM9.5 12l1.8 1.8L14.8 10',
};

/** Whether the app has an icon of the page a route (`/pages/...?query`) opens. */
export const hasPageIcon = (to: string) => to.split(/[?#]/, 1)[0]! in ICONS;

/** The icon of the page a route opens, in the platform's green square; nothing for a page without one. */
export function PageIcon({ to, size = 24, className }: { to: string; size?: number; className?: string }) {
  const d = ICONS[to.split(/[?#]/, 1)[0]!];
  if (!d) return null;
  return (
    <svg className={className} viewBox="0 0 24 24" width={size} height={size} aria-hidden="true" focusable="false">
      <rect width="24" height="24" rx="5" fill="var(--adm-color-primary)" />
      <path d={d} fill="none" stroke="#fff" strokeWidth="1.6" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}
