// Home's dynamic components from the admin: the banner swiper, the notice lines, the quick entries.
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import type { SystemDynamicComponent } from '@/features/home/api/use-home';
import { Card } from '@/components/card';
import { CartBadge } from '@/components/cart-badge';
import { hasPageIcon, PageIcon } from '@/components/page-icon';
import { RemoteImage } from '@/components/remote-image';
import { isLanguage, requestLanguage } from '@/lib/i18n/language';
import { routeOfLink } from '@/lib/navigation/link-route';
import { usePageVisible } from '@/lib/ui/page-visible';
import { whenIdleAfterLoad } from '@/lib/ui/yield';

type Props = { component: SystemDynamicComponent | undefined };

/**
 * Whether a slide's picture reads in the worker's language: one without words does for everyone; one
 * with words (the contract's `imageLanguage`) only for its own language. The others see the slide's
 * title, which the server sends in their language (issue 52: English workers got a picture of Chinese).
 */
export function pictureReadsIn(imageLanguage: string | null | undefined, language: string): boolean {
  if (!imageLanguage) return true;
  const asked = isLanguage(language) ? requestLanguage(language) : requestLanguage();
  return imageLanguage.toLowerCase() === asked.toLowerCase();
}

const prefersReducedMotion = () => typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
const AUTOPLAY_MS = 5000;

/**
 * The banners: a CSS scroll-snap strip, so the browser does the swiping on the compositor (no
 * animation library on Home's first load). Autoplay every 5 s unless the worker prefers reduced
 * motion, for one round (each banner once, back to the first), then the strip rests: Home waits in
 * front for hours, and a strip that never stops costs the phone's main thread all day (issue 53).
 * A round starts when Home opens, when the app comes back to the front and when a finger or the
 * focus leaves the strip; nothing moves while a finger or the focus is on it or the app is hidden.
 */
export function BannerSwiper({ component }: Props) {
  const { t, i18n } = useTranslation('home');
  const navigate = useNavigate();
  const track = useRef<HTMLUListElement>(null);
  const [current, setCurrent] = useState(0);
  const [held, setHeld] = useState(false);
  // The other slides' pictures wait for the first (or its failure) and the page's load, until the
  // browser is idle, or for a swipe: on a phone network they would otherwise share the line with
  // the code and the first picture, the one on screen (and the page's largest paint).
  const [firstDone, setFirstDone] = useState(false);
  const [later, setLater] = useState(false);
  const showLater = () => setFirstDone(true);
  const items = component?.list.filter((i) => i.image) ?? [];
  const count = items.length;
  const pictureOf = (item: (typeof items)[number]) => (pictureReadsIn(item.imageLanguage, i18n.language) ? item.image : null);
  // A first slide shown by its title has no picture to wait for.
  const firstWaits = count > 0 && pictureOf(items[0]!) !== null;
  useEffect(() => (firstDone || !firstWaits ? whenIdleAfterLoad(() => setLater(true)) : undefined), [firstDone, firstWaits]);

  const visible = usePageVisible();
  useEffect(() => {
    if (count < 2 || held || !visible || prefersReducedMotion()) return;
    let steps = 0;
    const timer = window.setInterval(() => {
      const el = track.current;
      if (!el) return;
      const next = (Math.round(el.scrollLeft / el.clientWidth) + 1) % count;
      el.scrollTo({ left: next * el.clientWidth, behavior: 'smooth' });
      if (++steps >= count) window.clearInterval(timer);
    }, AUTOPLAY_MS);
    return () => window.clearInterval(timer);
  }, [count, held, visible]);

  if (count === 0) return null;
  const onScroll = () => {
    const el = track.current;
    if (el && el.clientWidth > 0) setCurrent(Math.min(count - 1, Math.round(el.scrollLeft / el.clientWidth)));
    setLater(true);
  };
  const hold = () => setHeld(true);
  const release = () => setHeld(false);
  return (
    <section className="home__banners" aria-label={t('components.banners')}>
      <ul
        ref={track}
        className="home__banner-track"
        onScroll={onScroll}
        onTouchStart={hold}
        onTouchEnd={release}
        onFocus={hold}
        onBlur={release}
      >
        {items.map((item, index) => {
          const route = routeOfLink(item.url, item.title);
          const image = pictureOf(item);
          // Only the first slide shows at once: the others load after it (showLater). Until its
          // picture is in, and when it fails (offline, a bad network), the slide shows its title on
          // the brand's colour, not a blank box or a broken picture: the first paint already says
          // what the banner is.
          const picture = (
            <>
              {/* The button's label names a slide that opens something; else this text does. */}
              <span className="home__banner-title" aria-hidden={route ? true : undefined}>
                {item.title}
              </span>
              {image !== null && (
                <RemoteImage
                  src={index === 0 || later ? image : null}
                  alt=""
                  className="home__banner-img"
                  width={750}
                  height={300}
                  decoding="async"
                  fallback={null}
                  {...(index === 0 ? { onLoad: showLater, onError: showLater } : {})}
                />
              )}
            </>
          );
          return (
            <li key={`${item.title}-${index}`} className="home__banner-slide">
              {route ? (
                <button type="button" className="home__banner" aria-label={item.title} onClick={() => navigate(route)}>
                  {picture}
                </button>
              ) : (
                <div className="home__banner">{picture}</div>
              )}
            </li>
          );
        })}
      </ul>
      {count > 1 && (
        <div className="home__banner-dots" aria-hidden="true">
          {items.map((item, index) => (
            <span key={`${item.title}-${index}`} className={index === current ? 'home__banner-dot home__banner-dot--on' : 'home__banner-dot'} />
          ))}
        </div>
      )}
    </section>
  );
}

export function NoticeLines({ component }: Props) {
  const { t } = useTranslation('home');
  const navigate = useNavigate();
  const items = component?.list ?? [];
  if (items.length === 0) return null;
  return (
    <section className="home__notices" aria-label={t('components.notices')}>
      <svg className="home__notice-icon" viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
        <path d="M4 10v4h3l5 4V6L7 10zM16 8a5 5 0 0 1 0 8" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round" />
      </svg>
      <ul className="home__notice-list">
        {items.map((item, index) => {
          const route = routeOfLink(item.url, item.title);
          return (
            <li key={`${item.title}-${index}`}>
              {route ? (
                <button type="button" className="home__notice home__notice--link" onClick={() => navigate(route)}>
                  {item.title}
                </button>
              ) : (
                <span className="home__notice">{item.title}</span>
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}

export function QuickEntries({ component }: Props) {
  const { t } = useTranslation('home');
  const navigate = useNavigate();
  const items = component?.list.filter((i) => routeOfLink(i.url)) ?? [];
  if (items.length === 0) return null;
  return (
    <Card as="nav" className="home__entries" aria-label={t('components.entries')}>
      <ul>
        {items.map((item, index) => {
          const to = routeOfLink(item.url, item.title)!;
          return (
            <li key={`${item.title}-${index}`}>
              <button type="button" className="home__entry" onClick={() => navigate(to)}>
                {hasPageIcon(to) ? (
                  <PageIcon to={to} size={40} className="home__entry-icon" />
                ) : item.image ? (
                  <RemoteImage src={item.image} alt="" className="home__entry-icon" />
                ) : (
                  <span className="home__entry-icon" aria-hidden="true" />
                )}
                <span className="home__entry-label">
                  {item.title}
                  <CartBadge to={to} />
                </span>
              </button>
            </li>
          );
        })}
      </ul>
    </Card>
  );
}
