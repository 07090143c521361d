import { afterEach, describe, expect, it } from 'vitest';
import { FIRST_PICTURES_KEY, rememberFirstPictures } from '@/lib/media/first-pictures';

const stored = () => JSON.parse(localStorage.getItem(FIRST_PICTURES_KEY) ?? 'null') as unknown;

describe('rememberFirstPictures', () => {
  afterEach(() => localStorage.clear());

  it('keeps up to two https pictures per screen, next to the other screens’', () => {
    rememberFirstPictures('/mine', ['https://cdn.test/m.jpg']);
    rememberFirstPictures('/home', ['https://cdn.test/1.jpg', null, 'http://cdn.test/plain.jpg', undefined, 'https://cdn.test/2.jpg', 'https://cdn.test/3.jpg']);
    expect(stored()).toEqual({ '/mine': ['https://cdn.test/m.jpg'], '/home': ['https://cdn.test/1.jpg', 'https://cdn.test/2.jpg'] });
  });

  it("keeps the page's own pictures (the development mock serves them) and no other plain http one", () => {
    rememberFirstPictures('/home', ['http://elsewhere.test/a.jpg', `${location.origin}/mock-cdn/banner/a.jpg`]);
    expect(stored()).toEqual({ '/home': [`${location.origin}/mock-cdn/banner/a.jpg`] });
  });

  it('replaces what the screen had, and starts afresh from storage it cannot read', () => {
    localStorage.setItem(FIRST_PICTURES_KEY, '[1,2]');
    rememberFirstPictures('/home', ['https://cdn.test/1.jpg']);
    rememberFirstPictures('/home', []);
    expect(stored()).toEqual({ '/home': [] });
  });
});
