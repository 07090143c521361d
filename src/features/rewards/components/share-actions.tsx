// The buttons under an invite code (the invite code page, the salesman page): each copies a text
// (the code, a link), and the last shares the page's card, through the native bridge, the Web Share
// API or the clipboard (utils/share.ts); where nothing could share, the link is shown to copy by hand.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { copyAndTell, shareAndTell } from '@/features/rewards/utils/share';
import { useOneAtATime } from '@/lib/ui/use-one-at-a-time';

type Copy = { label: string; text: string; /** The toast once copied (the code's by default). */ done?: string };
type Props = {
  /** The page shared (its path) and its card. */
  page: string;
  card: { title: string; url: string; image?: string };
  copies: Copy[];
  shareLabel: string;
};

export function ShareActions({ page, card, copies, shareLabel }: Props) {
  const { t } = useTranslation('rewards');
  const sharing = useOneAtATime();
  const [shownLink, setShownLink] = useState<string | null>(null);
  const share = () =>
    void sharing.run(async () => {
      if (await shareAndTell(page, card, t)) setShownLink(card.url);
    });
  return (
    <>
      <div className="rewards-actions">
        {copies.map((copy) => (
          <button key={copy.label} type="button" className="app-button" onClick={() => void copyAndTell(copy.text, t, copy.done)}>
            {copy.label}
          </button>
        ))}
        <button type="button" className="app-button app-button--primary" onClick={share} disabled={sharing.running}>
          {shareLabel}
        </button>
      </div>
      {shownLink && (
        <p className="rewards-share-link" aria-label={t('share.link')}>
          {shownLink}
        </p>
      )}
    </>
  );
}
