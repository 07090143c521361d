// The location pages' map: Leaflet (about 40 KB gzipped, loaded only with this module) with the tiles
// of VITE_MAP_TILE_URL. The point is the map's centre, under a pin the screen draws; in the chooser
// dragging or zooming moves it; on a place to look at (`fixed`) the map only zooms, around the pin. Tiles that do not load are reported, so the screen can say so: the map still
// pans, and the point is still the centre.
import L from 'leaflet';
// Leaflet's stylesheet comes with this chunk, not in the app's one stylesheet (cssCodeSplit is off:
// it would add 3.5 KB gzipped to every screen's first load). Raw: its url()s are for the layer
// switcher and the default marker, which this map does not use; processed, they would be inlined as
// pictures into the chunk.
import leafletCss from 'leaflet/dist/leaflet.css?raw';
import type { Point } from '@/lib/location/map-links';

function addStyles() {
  if (document.getElementById('leaflet-styles')) return;
  const style = document.createElement('style');
  style.id = 'leaflet-styles';
  style.textContent = leafletCss;
  document.head.append(style);
}

export type PointMap = { moveTo: (point: Point) => void; remove: () => void };

export function createPointMap(
  element: HTMLElement,
  {
    start,
    tileUrl,
    subdomains,
    onMove,
    onTiles,
    zoomInTitle,
    zoomOutTitle,
    fixed = false,
  }: {
    start: Point;
    tileUrl: string;
    subdomains: string;
    onMove?: (point: Point) => void;
    /** true when a tile loaded, false when one failed. */
    onTiles: (loaded: boolean) => void;
    zoomInTitle: string;
    zoomOutTitle: string;
    /** A place shown, not chosen: no dragging, and zooming keeps the place in the centre. */
    fixed?: boolean;
  },
): PointMap {
  addStyles();
  const map = L.map(element, {
    center: [start.latitude, start.longitude],
    zoom: 16,
    minZoom: 3,
    maxZoom: 18,
    zoomControl: false,
    attributionControl: false,
    ...(fixed ? { dragging: false, touchZoom: 'center' as const, scrollWheelZoom: 'center' as const, doubleClickZoom: 'center' as const, boxZoom: false, keyboard: false } : {}),
  });
  L.control.zoom({ position: 'bottomright', zoomInTitle, zoomOutTitle }).addTo(map);
  L.tileLayer(tileUrl, { subdomains, minZoom: 3, maxZoom: 18 })
    .on('tileload', () => onTiles(true))
    .on('tileerror', () => onTiles(false))
    .addTo(map);
  if (onMove)
    map.on('moveend', () => {
      const { lat, lng } = map.getCenter();
      onMove({ latitude: Math.round(lat * 1e6) / 1e6, longitude: Math.round(lng * 1e6) / 1e6 });
    });
  return {
    moveTo: ({ latitude, longitude }) => map.setView([latitude, longitude], Math.max(map.getZoom(), 16)),
    remove: () => map.remove(),
  };
}
