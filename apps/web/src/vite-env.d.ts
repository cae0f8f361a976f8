/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Where tracking beacons go; the server's development collector (/api-gateway/api/track/events) when unset. */
  readonly VITE_TRACK_COLLECTOR_URL?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
