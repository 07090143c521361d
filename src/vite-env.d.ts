/// <reference types="vite/client" />

interface ImportMetaEnv {
  readonly VITE_API_BASE_URL?: string;
  readonly VITE_CLOUD_BASE_URL?: string;
  readonly VITE_APPLY_URL?: string;
  readonly VITE_UPLOAD_HOSTS?: string;
  readonly VITE_MAP_TILE_URL?: string;
  readonly VITE_MAP_TILE_SUBDOMAINS?: string;
  readonly VITE_API_TIMEOUT_MS?: string;
}
