// Opens the phone's map app at a place: Amap's URI API works in web-views and falls back to the
// web map when the app is missing. Coordinates are GCJ-02 (`coordinate=gaode`).
export function mapMarkerUrl({ latitude, longitude, name }: { latitude: number; longitude: number; name: string }) {
  const params = new URLSearchParams({
    position: `${longitude},${latitude}`,
    name,
    src: 'worker-app',
    coordinate: 'gaode',
    callnative: '1',
  });
  return `https://uri.amap.com/marker?${params.toString().replace('%2C', ',')}`;
}
