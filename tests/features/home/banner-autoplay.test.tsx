// Home's banners while the worker waits for hours (issue 53): they go round once and rest, nothing
// moves while the app is hidden, and a round starts again when it shows.
import { act } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BannerSwiper } from '@/features/home/components/dynamic-components';
import type { SystemDynamicComponent } from '@/features/home/api/use-home';
import { renderScreen } from '../../support/render';

function setHidden(hidden: boolean) {
  vi.spyOn(document, 'visibilityState', 'get').mockReturnValue(hidden ? 'hidden' : 'visible');
  vi.spyOn(document, 'hidden', 'get').mockReturnValue(hidden);
  document.dispatchEvent(new Event('visibilitychange', { bubbles: true }));
}

beforeEach(() => vi.useFakeTimers({ shouldAdvanceTime: true }));
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('the banners while the worker waits', () => {
  const slides: SystemDynamicComponent = {
    type: 'swiper',
    list: [
      { title: '双十二活动', image: 'https://img.example-massage.cn/b1.jpg', url: '' },
      { title: '冬季服务安全提醒', image: 'https://img.example-massage.cn/b2.jpg', url: '' },
      { title: '新人培训', image: 'https://img.example-massage.cn/b3.jpg', url: '' },
    ],
  };

  it('go round once (each banner, back to the first) and rest; nothing moves while hidden; a round when the app shows again', async () => {
    const scrollTo = vi.fn();
    vi.spyOn(HTMLElement.prototype, 'scrollTo').mockImplementation(scrollTo);
    renderScreen(<BannerSwiper component={slides} />);
    await act(async () => vi.advanceTimersByTimeAsync(15_000));
    expect(scrollTo).toHaveBeenCalledTimes(3);
    await act(async () => vi.advanceTimersByTimeAsync(10 * 60_000));
    expect(scrollTo).toHaveBeenCalledTimes(3);

    await act(async () => setHidden(true));
    await act(async () => vi.advanceTimersByTimeAsync(10 * 60_000));
    expect(scrollTo).toHaveBeenCalledTimes(3);
    await act(async () => setHidden(false));
    await act(async () => vi.advanceTimersByTimeAsync(60_000));
    expect(scrollTo).toHaveBeenCalledTimes(6);
  });
});
