// Small inline icons of the tab bar (a few paths: cheaper than an icon package).
const Icon = ({ d }: { d: string }) => (
  <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
    <path d={d} fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round" />
  </svg>
);

export const HomeIcon = () => <Icon d="M3 11l9-7 9 7v9a1 1 0 0 1-1 1h-5v-6H9v6H4a1 1 0 0 1-1-1z" />;
export const OrdersIcon = () => <Icon d="M6 3h12v18H6zM9 8h6M9 12h6M9 16h4" />;
export const MessageIcon = () => <Icon d="M4 5h16v11H8l-4 4z" />;
export const MineIcon = () => <Icon d="M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8zM4 21c0-4 4-6 8-6s8 2 8 6" />;
