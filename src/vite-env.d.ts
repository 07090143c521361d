/// <reference types="vite/client" />

interface ImportMetaEnv {
  readonly VITE_API_BASE_URL?: string;
  readonly VITE_CLOUD_BASE_URL?: string;
  readonly VITE_APPLY_URL?: string;
  readonly VITE_UPLOAD_HOSTS?: string;
}
