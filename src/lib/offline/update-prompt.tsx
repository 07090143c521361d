// The new version's offer (README "Offline"): a small bar above the tab bar, 新版本可用 with 更新,
// and 稍后 to put it away for this start (the next start runs the new version anyway). Nothing
// changes until 更新 is tapped: the code never swaps under a step the worker is in the middle of.
// It has a React root of its own, made when a new version waits: the app's first load carries none
// of it, and a page showing an error still shows the offer. The texts are the app's (i18next's
// instance, the `common` namespace).
import { createRoot, type Root } from 'react-dom/client';
import { useTranslation } from 'react-i18next';

const bar = {
  position: 'fixed',
  left: 12,
  right: 12,
  bottom: 'calc(var(--app-tabbar-height, 56px) + env(safe-area-inset-bottom, 0px) + 12px)',
  zIndex: 10080,
  display: 'flex',
  alignItems: 'center',
  gap: 8,
  padding: '6px 6px 6px 16px',
  borderRadius: 8,
  background: '#1f1f1f',
  color: '#fff',
  fontSize: 15,
  fontFamily: 'var(--adm-font-family)',
  boxShadow: '0 4px 16px rgba(0, 0, 0, 0.24)',
} as const;
const text = { flex: 1, minWidth: 0 } as const;
const later = { minHeight: 44, minWidth: 44, padding: '0 12px', border: 0, background: 'transparent', color: '#fff', fontSize: 15, fontFamily: 'inherit' } as const;
const update = { minHeight: 44, padding: '0 18px', border: 0, borderRadius: 6, fontSize: 15 } as const;

function UpdatePrompt({ onApply }: { onApply: () => void }) {
  const { t } = useTranslation('common');
  return (
    <div role="status" aria-live="polite" className="update-prompt" style={bar}>
      <span style={text}>{t('update.available')}</span>
      <button type="button" style={later} onClick={hideUpdatePrompt}>
        {t('update.later')}
      </button>
      <button type="button" className="app-button app-button--primary" style={update} onClick={onApply}>
        {t('update.apply')}
      </button>
    </div>
  );
}

let root: Root | null = null;

/** Shows the offer (again, if it was put away: another version is waiting); `onApply` on 更新. */
export function showUpdatePrompt(onApply: () => void) {
  if (!root) {
    const host = document.createElement('div');
    host.id = 'update-prompt';
    document.body.append(host);
    root = createRoot(host);
  }
  // A new key each time: an offer put away comes back for the next version.
  root.render(<UpdatePrompt key={Date.now()} onApply={onApply} />);
}

/** Takes the offer away (稍后): its root and its place in the page go until another version waits. */
export function hideUpdatePrompt() {
  root?.unmount();
  root = null;
  document.getElementById('update-prompt')?.remove();
}
