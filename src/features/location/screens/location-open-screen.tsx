// location-open?lat=&lng=&name=&address=: a place (an order's service address) on a map
// (components/place-map), to open in the phone's map app. The native shell's map opener when it has one; links to AMap, Baidu and Tencent
// maps (and Apple Maps on iOS) in any case, built from the GCJ-02 coordinates. Missing or wrong
// coordinates say so instead of sending the worker to the wrong place.
import { Button } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { Card } from '@/components/card';
import { StackPage } from '@/components/stack-page';
import { PlaceMap } from '@/features/location/components/place-map';
import { mapAppLinks, parsePoint } from '@/lib/location/map-links';
import { nativeBridge } from '@/lib/native/bridge';
import './location.css';

export function LocationOpenScreen() {
  const { t } = useTranslation('location');
  const [params] = useSearchParams();
  const point = parsePoint(params.get('lat'), params.get('lng'));
  const name = params.get('name')?.trim() || t('open.unnamed');
  const address = params.get('address')?.trim() || '';
  const openMap = nativeBridge()?.openMap;
  const [nativeFailed, setNativeFailed] = useState(false);

  const place = (
    <Card as="div" className="location-place">
      <h2 className="location-place__name">{name}</h2>
      {address && address !== name && <p className="location-place__address">{address}</p>}
    </Card>
  );

  if (!point) {
    return (
      <StackPage title={t('open.title')} className="location-page">
        {(params.get('name') || address) && place}
        <Card as="div" className="state-block" role="alert">
          <p className="state-block__title">{t('open.invalid')}</p>
          <p className="state-block__text">{t('open.invalidHint')}</p>
        </Card>
      </StackPage>
    );
  }

  const target = { ...point, name, address: address || undefined };
  const openNative = async () => {
    setNativeFailed(false);
    try {
      const opened = await openMap!({ ...target, coordinate: 'gcj02' });
      if (opened === false) setNativeFailed(true);
    } catch {
      setNativeFailed(true);
    }
  };

  return (
    <StackPage title={t('open.title')} className="location-page">
      <PlaceMap point={point} name={name} />
      {place}
      {openMap && (
        <div className="location-open__native">
          <Button block color="primary" size="large" onClick={() => void openNative()}>
            {t('open.openNative')}
          </Button>
          {nativeFailed && (
            <p className="location-note location-note--alert" role="alert">
              {t('open.nativeFailed')}
            </p>
          )}
        </div>
      )}
      <Card className="location-apps" titleId="location-apps-title" title={t('open.openIn')}>
        <ul className="location-apps__list">
          {mapAppLinks(target).map(({ app, href }) => (
            <li key={app}>
              <a className="location-apps__link" href={href} target="_blank" rel="noopener noreferrer">
                {t(`open.apps.${app}`)}
              </a>
            </li>
          ))}
        </ul>
      </Card>
    </StackPage>
  );
}
