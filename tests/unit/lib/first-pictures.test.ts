import { afterEach, describe, expect, it } from 'vitest';
import { MAX_SCREENS, rememberFirstPictures } from '@/lib/media/first-pictures';
import { storedKeys } from '@/lib/storage/storage';

const stored = () => JSON.parse(localStorage.getItem(storedKeys.firstPictures.name) ?? 'null') as unknown;

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

  it('keeps the newest screens only: one remembered again moves up, the oldest beyond the cap go', () => {
    for (let i = 0; i < MAX_SCREENS; i++) rememberFirstPictures(`/goods?_id=${i}`, [`https://cdn.test/${i}.jpg`]);
    rememberFirstPictures('/goods?_id=0', ['https://cdn.test/0.jpg']);
    rememberFirstPictures('/goods?_id=new', ['https://cdn.test/new.jpg']);
    const keys = Object.keys(stored() as Record<string, unknown>);
    expect(keys).toHaveLength(MAX_SCREENS);
    // _id=1 was the oldest once _id=0 had been remembered again.
    expect(keys).not.toContain('/goods?_id=1');
    expect(keys.slice(-2)).toEqual(['/goods?_id=0', '/goods?_id=new']);
  });

  it('replaces what the screen had, and starts afresh from storage it cannot read', () => {
    localStorage.setItem(storedKeys.firstPictures.name, '[1,2]');
    rememberFirstPictures('/home', ['https://cdn.test/1.jpg']);
    rememberFirstPictures('/home', []);
    expect(stored()).toEqual({ '/home': [] });
  });
});
