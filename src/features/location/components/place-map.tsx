// The place of 查看位置 on a map: a fixed map (utils/point-map, Leaflet) with the pin on the
// place, so the worker sees where it is before choosing a map app to navigate with. The map is not
// what the page is for (the map apps are), so it comes after the page (at an idle moment) in a box
// that keeps its size; if its code or its tiles cannot come (a basement), a quiet note says so and
// the map apps below still open.
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { env } from '@/config/env';
import { MapPin } from '@/features/location/components/map-pin';
import type { PointMap } from '@/features/location/utils/point-map';
import type { Point } from '@/lib/location/map-links';
import { CHUNK_TIMEOUT_MS, within } from '@/lib/loading/deadline';
import { whenIdleAfterLoad } from '@/lib/ui/yield';

const loadMap = () => within(import('@/features/location/utils/point-map'), CHUNK_TIMEOUT_MS, 'point-map');

export function PlaceMap({ point, name }: { point: Point; name: string }) {
  const { t } = useTranslation('location');
  const box = useRef<HTMLDivElement>(null);
  const [state, setState] = useState<'waiting' | 'ready' | 'failed'>('waiting');
  const [tilesFailed, setTilesFailed] = useState(false);
  const { latitude, longitude } = point;

  useEffect(() => {
    let gone = false;
    let made: PointMap | null = null;
    const cancel = whenIdleAfterLoad(() => {
      void loadMap()
        .then(({ createPointMap }) => {
          if (gone || !box.current) return;
          made = createPointMap(box.current, {
            start: { latitude, longitude },
            tileUrl: env.mapTileUrl,
            subdomains: env.mapTileSubdomains,
            onTiles: (loaded) => setTilesFailed(!loaded),
            zoomInTitle: t('choose.zoomIn'),
            zoomOutTitle: t('choose.zoomOut'),
            fixed: true,
          });
          setState('ready');
        })
        .catch(() => !gone && setState('failed'));
    });
    return () => {
      gone = true;
      cancel();
      made?.remove();
    };
  }, [latitude, longitude, t]);

  return (
    <div className="location-map location-map--place">
      {/* A labelled group, not an image: Leaflet puts its zoom buttons inside, and an image's inside
          is hidden from assistive technology (axe's nested-interactive). */}
      <div ref={box} className="location-map__canvas" role="group" aria-label={t('open.mapLabel', { name })} />
      <MapPin />
      <div className="location-map__notes">
        {(state === 'failed' || (state === 'ready' && tilesFailed)) && (
          <p className="location-note" role="status">
            {t('open.mapUnavailable')}
          </p>
        )}
      </div>
    </div>
  );
}
