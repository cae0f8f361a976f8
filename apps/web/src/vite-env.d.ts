/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** The messenger's OAuth authorize URL; the sandbox page when unset (platform/native-config.ts). */
  readonly VITE_MESSENGER_AUTHORIZE_URL?: string;
  /** The shop's app id at the messenger; only sent to a real authorize URL. */
  readonly VITE_MESSENGER_APP_ID?: string;
  /** Where tracking beacons go; the server's development collector (/api-gateway/api/track/events) when unset. */
  readonly VITE_TRACK_COLLECTOR_URL?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
