import { describe, expect, it } from 'vitest';
import { checkBrowserRequirements } from '../../support/browser-requirements';

const machine = { chromiumPath: '/usr/bin/chromium', platform: 'linux' as const, exists: () => true, zhFonts: () => ['Noto Sans CJK SC'] };

describe('the browser tests refuse to start on a machine that cannot run them', () => {
  it('passes with Chromium and a CJK font', () => {
    expect(() => checkBrowserRequirements(machine)).not.toThrow();
  });

  it('names the Chromium package when the binary is missing', () => {
    expect(() => checkBrowserRequirements({ ...machine, exists: () => false })).toThrow(/No Chromium at \/usr\/bin\/chromium.*apt-get install -y chromium/);
  });

  it('names the font package when fontconfig finds no Chinese font', () => {
    expect(() => checkBrowserRequirements({ ...machine, zhFonts: () => [] })).toThrow(/No CJK font.*fonts-noto-cjk/);
  });

  it('names fontconfig and the font when there is no fc-list to ask', () => {
    expect(() => checkBrowserRequirements({ ...machine, zhFonts: () => null })).toThrow(/No fontconfig.*fontconfig fonts-noto-cjk/);
  });

  it('does not ask fontconfig on systems that bring CJK fonts', () => {
    expect(() => checkBrowserRequirements({ ...machine, platform: 'darwin', zhFonts: () => null })).not.toThrow();
  });
});
