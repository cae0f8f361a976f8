/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** The messenger's OAuth authorize URL; the sandbox page when unset (platform/native-config.ts). */
  readonly VITE_MESSENGER_AUTHORIZE_URL?: string;
  /** The shop's app id at the messenger; only sent to a real authorize URL. */
  readonly VITE_MESSENGER_APP_ID?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
