// location-choose?key=[&lat=&lng=]: choosing a point, the worker's current position or a point on
// the map (a fixed pin in the centre; dragging the map moves the point). "Use this point" leaves
// `{ latitude, longitude }` (GCJ-02) under `key` for the page that opened it and goes back there,
// where that page's own state (a typed form) is as it was. The map (Leaflet) loads as the screen
// first renders; without it, or without its tiles, the current position still works.
import { Button } from 'antd-mobile';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { Card } from '@/components/card';
import { StackPage, useBack } from '@/components/stack-page';
import { env } from '@/config/env';
import { leaveChoice } from '@/lib/location/location-pages';
import { parsePoint, type Point } from '@/lib/location/map-links';
import { currentPosition, type PositionFailure, PositionError } from '@/lib/location/position';
import { CHUNK_TIMEOUT_MS, within } from '@/lib/loading/deadline';
import { MapPin } from '@/features/location/components/map-pin';
import type { PointMap } from '@/features/location/utils/point-map';
import './location.css';

/** Where the map starts when the caller gives no point: the centre of Shanghai (the mock's default too). */
const DEFAULT_CENTRE: Point = { latitude: 31.2304, longitude: 121.4737 };

const loadMap = () => within(import('@/features/location/utils/point-map'), CHUNK_TIMEOUT_MS, 'point-map');
const shown = (n: number) => n.toFixed(6);

export function LocationChooseScreen() {
  const { t } = useTranslation('location');
  const [params] = useSearchParams();
  const key = params.get('key') || 'location';
  const back = useBack();
  // The caller's point (an address's saved one) is where the map starts and the point until moved.
  const [start] = useState(() => parsePoint(params.get('lat'), params.get('lng')));
  const [point, setPoint] = useState<Point | null>(start);
  const [mapState, setMapState] = useState<'loading' | 'ready' | 'failed'>('loading');
  const [tilesFailed, setTilesFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const [locating, setLocating] = useState(false);
  const [failure, setFailure] = useState<PositionFailure | null>(null);
  const box = useRef<HTMLDivElement>(null);
  const map = useRef<PointMap | null>(null);
  // Where a (re)made map starts: the point as it is when the map's code arrives.
  const latest = useRef(point);
  useEffect(() => {
    latest.current = point;
  }, [point]);

  useEffect(() => {
    let gone = false;
    let made: PointMap | null = null;
    setMapState('loading');
    // Leaflet, a chunk of its own; the map's box keeps its size meanwhile.
    void loadMap()
      .then(({ createPointMap }) => {
        if (gone || !box.current) return;
        made = createPointMap(box.current, {
          start: latest.current ?? DEFAULT_CENTRE,
          tileUrl: env.mapTileUrl,
          subdomains: env.mapTileSubdomains,
          onMove: (p) => {
            setPoint(p);
            setFailure(null);
          },
          onTiles: (loaded) => setTilesFailed(!loaded),
          zoomInTitle: t('choose.zoomIn'),
          zoomOutTitle: t('choose.zoomOut'),
        });
        map.current = made;
        setMapState('ready');
      })
      .catch(() => {
        if (!gone) setMapState('failed');
      });
    return () => {
      gone = true;
      made?.remove();
      map.current = null;
    };
  }, [attempt, t]);

  const locate = useCallback(async () => {
    setLocating(true);
    setFailure(null);
    try {
      const here = await currentPosition();
      setPoint(here);
      map.current?.moveTo(here);
    } catch (error) {
      setFailure(error instanceof PositionError ? error.reason : 'unavailable');
    } finally {
      setLocating(false);
    }
  }, []);

  const use = () => {
    if (!point) return;
    leaveChoice(key, point);
    back();
  };

  return (
    <StackPage title={t('choose.title')} className="location-page">
      <div className="location-map">
        <div ref={box} className="location-map__canvas" role="region" aria-label={t('choose.mapLabel')} />
        <MapPin />
        {/* Notes sit over the map, so nothing below moves when one appears. */}
        <div className="location-map__notes">
          {mapState === 'loading' && (
            <p className="location-note" role="status">
              {t('choose.mapLoading')}
            </p>
          )}
          {mapState === 'failed' && (
            <div className="location-note location-note--alert" role="alert">
              <p>{t('choose.mapFailed')}</p>
              <Button size="small" color="primary" fill="outline" onClick={() => setAttempt((n) => n + 1)}>
                {t('choose.retryMap')}
              </Button>
            </div>
          )}
          {mapState === 'ready' && tilesFailed && (
            <p className="location-note location-note--alert" role="alert">
              {t('choose.tilesFailed')}
            </p>
          )}
          {failure && (
            <p className="location-note location-note--alert" role="alert">
              {t(`choose.position.${failure}`)}
            </p>
          )}
        </div>
      </div>
      <Card as="div" className="location-choose__panel">
        <p className="location-choose__point" aria-live="polite">
          {point ? t('choose.point', { latitude: shown(point.latitude), longitude: shown(point.longitude) }) : t('choose.noPoint')}
        </p>
        <p className="location-muted">{t('choose.hint')}</p>
        <Button block fill="outline" color="primary" size="large" onClick={() => void locate()} loading={locating} loadingText={t('choose.locating')} disabled={locating}>
          {t('choose.mine')}
        </Button>
        <Button block color="primary" size="large" onClick={use} disabled={!point}>
          {t('choose.use')}
        </Button>
      </Card>
    </StackPage>
  );
}
