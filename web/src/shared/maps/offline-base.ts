import {
  BOUNDARIES_ATTRIBUTION,
  offlineBorderLines,
  offlineBoundaries,
} from '@roadbook/maps/boundaries';

/**
 * What the interactive map draws under its tiles, from data bundled with the app: countries,
 * US states and their borders. A chunk of its own (about 1.5 MB of boundaries), fetched only
 * when a map is drawn, never by the maps preload every page makes.
 */
export interface OfflineBase {
  boundaries: ReturnType<typeof offlineBoundaries>;
  borders: ReturnType<typeof offlineBorderLines>;
  attribution: string;
}

export function offlineBase(): OfflineBase {
  return {
    boundaries: offlineBoundaries(),
    borders: offlineBorderLines(),
    attribution: BOUNDARIES_ATTRIBUTION,
  };
}
