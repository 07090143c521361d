// The pictures a screen shows first (Home's first banner), remembered so that the next start
// fetches them from the HTML while the code loads (scripts/preload.ts reads this key), rather than
// once the screen's answers are in and it has rendered: on a mobile network the picture then
// arrives with the code. Public (https) or the page's own pictures (the development mock's), two at
// most per screen.
export const FIRST_PICTURES_KEY = 'first_pictures';
const MAX = 2;

export function rememberFirstPictures(screen: string, urls: readonly (string | null | undefined)[]) {
  try {
    const stored = JSON.parse(localStorage.getItem(FIRST_PICTURES_KEY) ?? '{}') as unknown;
    const all = stored && typeof stored === 'object' && !Array.isArray(stored) ? (stored as Record<string, unknown>) : {};
    const pictures = urls.filter((u): u is string => typeof u === 'string' && (u.startsWith('https://') || u.startsWith(`${location.origin}/`))).slice(0, MAX);
    localStorage.setItem(FIRST_PICTURES_KEY, JSON.stringify({ ...all, [screen]: pictures }));
  } catch {
    // Unreadable or full storage: the next start fetches the picture after its render, as before.
  }
}
