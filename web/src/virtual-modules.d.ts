/** Modules the build makes (web/build/). */
declare module 'virtual:offline-base' {
  /** The interactive map's land and borders as one GeoJSON file (web/build/offline-base-asset.ts). */
  export const OFFLINE_BASE_URL: string;
  export const OFFLINE_BASE_ATTRIBUTION: string;
}
