// The icons of Mine's own pages (更多), whose entries the server's menu does not carry: a few paths
// each, in the green square the server's menu icons have, so every entry has an icon of its own.
const ICONS: Record<string, string> = {
  'user-info': 'M12 11.5a3 3 0 1 0 0-6 3 3 0 0 0 0 6zM6.5 18.5c0-3 2.5-4.5 5.5-4.5s5.5 1.5 5.5 4.5',
  'real-name': 'M5 7h14v10H5zM9.5 12.5a1.8 1.8 0 1 0 0-3.6 1.8 1.8 0 0 0 0 3.6zM7 15.5c.4-1.3 1.3-2 2.5-2s2.1.7 2.5 2M14 10h3M14 13h3',
  'withdraw-log': 'M7 5h10v14H7zM9.5 9h5M9.5 12h5M9.5 15h3',
  address: 'M12 19s-5-4.6-5-8.5a5 5 0 0 1 10 0c0 3.9-5 8.5-5 8.5zM12 12a1.6 1.6 0 1 0 0-3.2 1.6 1.6 0 0 0 0 3.2z',
  materials: 'M6.5 9h11l-1 10h-9zM9.5 9V7.5a2.5 2.5 0 0 1 5 0V9',
  follow: 'M12 18s-6-3.6-6-7.6A3.2 3.2 0 0 1 12 8.6a3.2 3.2 0 0 1 6 1.8c0 4-6 7.6-6 7.6z',
  feedback: 'M5.5 6.5h13v9h-8l-3.5 3v-3h-1.5zM9 10h6M9 12.5h4',
  settings: 'M12 14.5a2.5 2.5 0 1 0 0-5 2.5 2.5 0 0 0 0 5zM12 5v2M12 17v2M5 12h2M17 12h2M7 7l1.4 1.4M15.6 15.6L17 17M7 17l1.4-1.4M15.6 8.4L17 7',
  safety: 'M12 5l6 2.5v4.5c0 3.5-2.6 6-6 7-3.4-1-6-3.5-6-7V7.5zM9.5 12l1.8 1.8L14.8 10',
};

/** The icon of one of Mine's own pages, or nothing (no empty space) for an entry without one. */
export function MenuIcon({ id }: { id: string }) {
  const d = ICONS[id];
  if (!d) return null;
  return (
    <svg className="mine__menu-icon" viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
      <rect width="24" height="24" rx="5" fill="var(--adm-color-primary)" />
      <path d={d} fill="none" stroke="#fff" strokeWidth="1.6" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}
