// Home's dynamic components from the admin: the banner swiper, the notice lines, the quick entries.
import { Swiper } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import type { SystemDynamicComponent } from '../api/use-home';
import { routeOfLink } from '../../../lib/navigation/link-route';

type Props = { component: SystemDynamicComponent | undefined };

const prefersReducedMotion = () => typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;

export function BannerSwiper({ component }: Props) {
  const { t } = useTranslation('home');
  const navigate = useNavigate();
  const items = component?.list.filter((i) => i.image) ?? [];
  if (items.length === 0) return null;
  const autoplay = items.length > 1 && !prefersReducedMotion();
  return (
    <section className="home__banners" aria-label={t('components.banners')}>
      <Swiper autoplay={autoplay} autoplayInterval={5000} loop={items.length > 1} indicatorProps={{ className: 'home__banner-dots' }}>
        {items.map((item, index) => {
          const route = routeOfLink(item.url);
          const picture = <img src={item.image ?? undefined} alt={route ? '' : item.title} className="home__banner-img" />;
          return (
            <Swiper.Item key={`${item.title}-${index}`}>
              {route ? (
                <button type="button" className="home__banner" aria-label={item.title} onClick={() => navigate(route)}>
                  {picture}
                </button>
              ) : (
                <div className="home__banner">{picture}</div>
              )}
            </Swiper.Item>
          );
        })}
      </Swiper>
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
          const route = routeOfLink(item.url);
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
    <nav className="card home__entries" aria-label={t('components.entries')}>
      <ul>
        {items.map((item, index) => (
          <li key={`${item.title}-${index}`}>
            <button type="button" className="home__entry" onClick={() => navigate(routeOfLink(item.url)!)}>
              {item.image ? <img src={item.image} alt="" className="home__entry-icon" /> : <span className="home__entry-icon" aria-hidden="true" />}
              <span className="home__entry-label">{item.title}</span>
            </button>
          </li>
        ))}
      </ul>
    </nav>
  );
}
