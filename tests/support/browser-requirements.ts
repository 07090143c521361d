// What the browser tests and the benchmark need on this machine, checked before anything starts:
// Debian's Chromium (test tools cannot download browsers here) and a CJK font. Without the font
// Chromium draws Chinese as empty boxes, narrower than the glyphs, and the checks that measure the
// page (touch targets, wrapping) fail for a reason they do not name.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';

export const DEFAULT_CHROMIUM = '/usr/bin/chromium';

/** The families fontconfig knows for Chinese, or null when there is no `fc-list` to ask. */
export function chineseFontFamilies(): string[] | null {
  try {
    return execFileSync('fc-list', [':lang=zh', 'family'], { encoding: 'utf8' }).split('\n').filter(Boolean);
  } catch {
    return null;
  }
}

type Machine = { chromiumPath: string; platform: NodeJS.Platform; zhFonts: () => string[] | null; exists?: (path: string) => boolean };

/** Throws, naming what to install, when this machine cannot run the browser tests. */
export function checkBrowserRequirements({ chromiumPath, platform, zhFonts, exists = existsSync }: Machine): void {
  if (!exists(chromiumPath)) {
    throw new Error(
      `No Chromium at ${chromiumPath}. Install Debian's (apt-get update && apt-get install -y chromium) ` +
        'or set CHROMIUM_PATH to a Chromium binary. Test tools cannot download browsers here.',
    );
  }
  // Other systems bring CJK fonts with them; Linux machines often do not.
  if (platform !== 'linux') return;
  const families = zhFonts();
  if (!families?.length) {
    throw new Error(
      (families ? 'No CJK font: fc-list :lang=zh finds none' : 'No fontconfig (fc-list) to find a CJK font with') +
        ', so Chromium would draw Chinese as empty boxes and the layout checks would fail. ' +
        'Install one: apt-get update && apt-get install -y fontconfig fonts-noto-cjk',
    );
  }
}

/** The Chromium to use (CHROMIUM_PATH, else Debian's), after checking the machine can run it. */
export function requireBrowser(env: NodeJS.ProcessEnv = process.env): string {
  const chromiumPath = env.CHROMIUM_PATH ?? DEFAULT_CHROMIUM;
  checkBrowserRequirements({ chromiumPath, platform: process.platform, zhFonts: chineseFontFamilies });
  return chromiumPath;
}
