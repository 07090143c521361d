// The pictures a screen shows first (Home's first banner), remembered so that the next start
// fetches them from the HTML while the code loads (the page's start script, src/app/page-start.ts),
// rather than once the screen's answers are in and it has rendered: on a mobile network the picture
// then arrives with the code. Public (https) or the page's own pictures (the development mock's),
// two at most per screen. A screen is a page path (Home) or, for a page whose picture depends on its
// query (a goods' cover), its path with the query: the newest MAX_SCREENS are kept. They are the
// shop's and Home's public pictures, nobody's secret (as the guest cart): a session's end keeps them.
export const FIRST_PICTURES_KEY = 'first_pictures';
export const MAX_PICTURES = 2;
export const MAX_SCREENS = 12;

/** A picture the page may fetch before the app runs. */
export const isEarlyPicture = (url: unknown): url is string =>
  typeof url === 'string' && (url.startsWith('https://') || url.startsWith(`${location.origin}/`));

export function rememberFirstPictures(screen: string, urls: readonly (string | null | undefined)[]) {
  try {
    const stored = JSON.parse(localStorage.getItem(FIRST_PICTURES_KEY) ?? '{}') as unknown;
    const all = stored && typeof stored === 'object' && !Array.isArray(stored) ? { ...(stored as Record<string, unknown>) } : {};
    // Newest last: the screen moves to the end, and the oldest beyond MAX_SCREENS go.
    delete all[screen];
    all[screen] = urls.filter(isEarlyPicture).slice(0, MAX_PICTURES);
    const kept = Object.entries(all).slice(-MAX_SCREENS);
    localStorage.setItem(FIRST_PICTURES_KEY, JSON.stringify(Object.fromEntries(kept)));
  } catch {
    // Unreadable or full storage: the next start fetches the picture after its render, as before.
  }
}

/** The pictures `screen` remembered showing first, that the page may fetch before the app runs. */
export function rememberedPictures(screen: string): string[] {
  try {
    const all = JSON.parse(localStorage.getItem(FIRST_PICTURES_KEY) ?? '{}') as Record<string, unknown>;
    const pictures = Object.prototype.hasOwnProperty.call(all, screen) ? all[screen] : undefined;
    return Array.isArray(pictures) ? pictures.slice(0, MAX_PICTURES).filter(isEarlyPicture) : [];
  } catch {
    return [];
  }
}
