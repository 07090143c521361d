// The pin the location pages draw over their map's centre (the point is the centre: the chooser's
// point to pick, 查看位置's place). Drawn by the page, not by Leaflet, so it shows before the map does.
export function MapPin() {
  return (
    <svg className="location-map__pin" viewBox="0 0 32 44" width="32" height="44" aria-hidden="true">
      <path d="M16 43C16 43 30 26 30 16A14 14 0 0 0 2 16c0 10 14 27 14 27z" fill="var(--adm-color-primary)" stroke="#fff" strokeWidth="2" />
      <circle cx="16" cy="16" r="5" fill="#fff" />
    </svg>
  );
}
