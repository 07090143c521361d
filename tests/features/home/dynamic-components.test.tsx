// Home's banners on the first paint: each slide says what it is before (and without) its picture,
// and a web page a banner or notice opens is titled by it, not a bare 网页. A picture that cannot
// load (Home started offline) leaves the banner's title on its colour and an entry's plain box,
// never the browser's broken-image icon.
import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { paths } from '@/config/paths';
import { BannerSwiper, NoticeLines, pictureReadsIn, QuickEntries } from '@/features/home/components/dynamic-components';
import type { SystemDynamicComponent } from '@/features/home/api/use-home';
import { setLanguage } from '@/lib/i18n/i18n';
import { renderScreen } from '../../support/render';

const slides: SystemDynamicComponent = {
  type: 'swiper',
  list: [
    { title: '双十二活动', image: 'https://img.example-massage.cn/b1.jpg', url: 'https://m.example-massage.cn/activity/1212' },
    { title: '冬季服务安全提醒', image: 'https://img.example-massage.cn/b2.jpg', url: '' },
  ],
};

describe('Home banners', () => {
  it('shows each slide’s title before its picture is in, and a slide that opens nothing is read by it', () => {
    renderScreen(<BannerSwiper component={slides} />);
    const banners = screen.getByRole('region', { name: '活动推荐' });
    // Nothing has loaded: the slides already carry their titles (text, not a blank box).
    expect(banners).toHaveTextContent('双十二活动');
    expect(banners).toHaveTextContent('冬季服务安全提醒');
    expect(within(banners).getByRole('button', { name: '双十二活动' })).toBeInTheDocument();
    // A slide with no link has no button to name it: its title is what a screen reader reads.
    expect(within(banners).getByText('冬季服务安全提醒')).not.toHaveAttribute('aria-hidden');
    // The pictures are decoration over the titles, so no text is read twice.
    expect([...banners.querySelectorAll('img')].map((img) => img.getAttribute('alt'))).toEqual(['', '']);
  });

  it('opens an activity’s web page titled by the banner, and a notice’s by the notice', () => {
    const { router } = renderScreen(
      <>
        <BannerSwiper component={slides} />
        <NoticeLines component={{ type: 'noticeBar', list: [{ title: '平台公告', image: '', url: 'https://m.example-massage.cn/notice/1' }] }} />
      </>,
      { route: '*' },
    );
    fireEvent.click(screen.getByRole('button', { name: '双十二活动' }));
    expect(router.state.location.pathname).toBe(paths.webView);
    expect(new URLSearchParams(router.state.location.search).get('title')).toBe('双十二活动');
    fireEvent.click(screen.getByRole('button', { name: '平台公告' }));
    expect(new URLSearchParams(router.state.location.search).get('title')).toBe('平台公告');
  });

  it('shows the banner’s title on its colour, not a broken picture, when the picture cannot load', () => {
    renderScreen(<BannerSwiper component={slides} />);
    const banners = screen.getByRole('region', { name: '活动推荐' });
    const first = within(banners).getByRole('button', { name: '双十二活动' });
    fireEvent.error(first.querySelector('img')!);
    // The picture is gone, the title it covered stays: nothing for the browser to draw broken.
    expect(first.querySelector('img')).toBeNull();
    expect(first).toHaveTextContent('双十二活动');
    expect(within(first).getByText('双十二活动')).toBeVisible();
  });

  describe('a picture with words in it (issue 52: English workers got a picture of Chinese text)', () => {
    afterEach(() => setLanguage('zh-Hans'));
    const worded: SystemDynamicComponent = {
      type: 'swiper',
      list: [
        { title: 'Winter safety', image: 'https://img.example-massage.cn/b1.jpg', imageLanguage: 'zh-CN', url: '/pages/notice/detail?id=1&type=notice' },
        { title: 'New-worker training', image: 'https://img.example-massage.cn/b2.jpg', imageLanguage: null, url: '' },
      ],
    };

    it('shows to another language its title on the brand colour, not the picture; a picture without words still shows', async () => {
      await setLanguage('en');
      renderScreen(<BannerSwiper component={worded} />);
      const first = screen.getByRole('button', { name: 'Winter safety' });
      expect(first.querySelector('img')).toBeNull();
      expect(within(first).getByText('Winter safety')).toBeVisible();
      expect(screen.getByText('New-worker training').parentElement!.querySelector('img')).not.toBeNull();
    });

    it('shows the picture to a worker of its language', () => {
      renderScreen(<BannerSwiper component={worded} />);
      expect(screen.getByRole('button', { name: 'Winter safety' }).querySelector('img')).toHaveAttribute('src', 'https://img.example-massage.cn/b1.jpg');
    });

    it('reads the contract\'s language tags as Accept-Language names them', () => {
      expect(pictureReadsIn('zh-CN', 'zh-Hans')).toBe(true);
      expect(pictureReadsIn('zh-cn', 'zh-Hans')).toBe(true);
      expect(pictureReadsIn('zh-CN', 'zh-Hant')).toBe(false);
      expect(pictureReadsIn('zh-TW', 'zh-Hant')).toBe(true);
      expect(pictureReadsIn('zh-CN', 'en')).toBe(false);
      expect(pictureReadsIn(null, 'en')).toBe(true);
    });
  });

  it('shows a plain box for a quick entry whose icon cannot load, its label beside it', () => {
    renderScreen(
      <QuickEntries component={{ type: 'entries', list: [{ title: '结算账单', image: 'https://img.example-massage.cn/icons/bill.png', url: '/pages/user/settle/bill' }] }} />,
    );
    const entry = screen.getByRole('button', { name: '结算账单' });
    fireEvent.error(entry.querySelector('img')!);
    expect(entry.querySelector('img')).toBeNull();
    expect(entry.querySelector('.home__entry-icon')).toHaveAttribute('aria-hidden', 'true');
  });
});

describe('Home quick entries', () => {
  it('show the icon of the page each opens, which needs no language, and the server’s picture only for a page the app has no icon of', () => {
    // The server's entry pictures carry a zh-Hans glyph (时, 学, 钱, 物): the same in every language.
    const entries: SystemDynamicComponent = {
      type: 'entries',
      list: [
        { title: 'Service hours', image: 'https://cdn.example-massage.cn/icon/service-time-96.png', url: paths.serviceTime },
        { title: 'Study centre', image: 'https://cdn.example-massage.cn/icon/study-96.png', url: paths.study },
        { title: 'My wallet', image: 'https://cdn.example-massage.cn/icon/wallet-96.png', url: paths.wallet },
        { title: 'Materials shop', image: 'https://cdn.example-massage.cn/icon/materials-96.png', url: paths.cart },
        { title: 'Settlement statistics', image: 'https://cdn.example-massage.cn/icon/settle-stat-96.png', url: paths.settleStat },
      ],
    };
    renderScreen(<QuickEntries component={entries} />);
    const buttons = within(screen.getByRole('navigation')).getAllByRole('button');
    expect(buttons.map((b) => b.textContent)).toEqual(['Service hours', 'Study centre', 'My wallet', 'Materials shop', 'Settlement statistics']);
    expect(buttons.map((b) => (b.querySelector('svg') ? 'drawn' : b.querySelector('img')?.getAttribute('src')))).toEqual([
      'drawn',
      'drawn',
      'drawn',
      'drawn',
      'https://cdn.example-massage.cn/icon/settle-stat-96.png',
    ]);
  });
});
