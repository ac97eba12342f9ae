/**
 * Whether a map's tiles are getting through. Tiles come from another host and fail for reasons the
 * page cannot control (offline, a blocked host, a Content-Security-Policy without the tile server,
 * a provider's rate limit), and Leaflet then draws markers and shapes on an empty grey box. The map
 * follows its tile layer's events through this reducer and says so when the tiles are unavailable.
 */
export interface TileState {
  /** Tiles loaded since the map (or the last retry) started. */
  loaded: number;
  /** Failures since the last tile that loaded. */
  failedInARow: number;
  /** No tile loaded within the wait the map allows. */
  timedOut: boolean;
}

export type TileEvent = 'load' | 'error' | 'timeout' | 'retry';

export const initialTileState: TileState = { loaded: 0, failedInARow: 0, timedOut: false };

/** Failures in a row that mean the connection was lost after some tiles had loaded. */
export const failuresBeforeNotice = 4;

export function reduceTiles(state: TileState, event: TileEvent): TileState {
  switch (event) {
    case 'load':
      return { loaded: state.loaded + 1, failedInARow: 0, timedOut: false };
    case 'error':
      return { ...state, failedInARow: state.failedInARow + 1 };
    case 'timeout':
      return state.loaded > 0 ? state : { ...state, timedOut: true };
    case 'retry':
      return initialTileState;
  }
}

/** True when the map should say its tiles cannot be shown. */
export function tilesUnavailable({ loaded, failedInARow, timedOut }: TileState): boolean {
  if (loaded === 0) return failedInARow > 0 || timedOut;
  return failedInARow >= failuresBeforeNotice;
}
