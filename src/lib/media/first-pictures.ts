// The pictures a screen shows first (Home's first banner), remembered so that the next start
// fetches them from the HTML while the code loads (the page's start script, src/app/page-start.ts),
// rather than once the screen's answers are in and it has rendered: on a mobile network the picture
// then arrives with the code. Public (https) or the page's own pictures (the development mock's),
// two at most per screen. A screen is a page path (Home) or, for a page whose picture depends on its
// query (a goods' cover), its path with the query: the newest MAX_SCREENS are kept. They are the
// shop's and Home's public pictures, nobody's secret (as the guest cart): a session's end keeps them
// (src/lib/storage, `firstPictures`, the phone's).
import { readStored, storedKeys, writeStored } from '@/lib/storage/storage';

const MAX_PICTURES = 2;
export const MAX_SCREENS = 12;

/** A picture the page may fetch before the app runs. */
const isEarlyPicture = (url: unknown): url is string =>
  typeof url === 'string' && (url.startsWith('https://') || url.startsWith(`${location.origin}/`));

/** Remembers what `screen` showed first; an unreadable or full storage only means the next start fetches it after its render. */
export function rememberFirstPictures(screen: string, urls: readonly (string | null | undefined)[]) {
  const all: Record<string, unknown> = { ...readStored(storedKeys.firstPictures) };
  // Newest last: the screen moves to the end, and the oldest beyond MAX_SCREENS go.
  delete all[screen];
  all[screen] = urls.filter(isEarlyPicture).slice(0, MAX_PICTURES);
  writeStored(storedKeys.firstPictures, Object.fromEntries(Object.entries(all).slice(-MAX_SCREENS)));
}

/** The pictures `screen` remembered showing first, that the page may fetch before the app runs. */
export function rememberedPictures(screen: string): string[] {
  const all = readStored(storedKeys.firstPictures);
  const pictures = Object.prototype.hasOwnProperty.call(all, screen) ? all[screen] : undefined;
  return Array.isArray(pictures) ? pictures.slice(0, MAX_PICTURES).filter(isEarlyPicture) : [];
}
