import { failuresBeforeNotice, initialTileState, reduceTiles, tilesUnavailable, type TileEvent } from './tile-status';

const after = (...events: TileEvent[]) => events.reduce(reduceTiles, initialTileState);

describe('tile status', () => {
  it('is fine while tiles load, and after the first one', () => {
    expect(tilesUnavailable(after())).toBe(false);
    expect(tilesUnavailable(after('load', 'load'))).toBe(false);
  });

  it('reports the tiles unavailable as soon as one fails before any loaded', () => {
    expect(tilesUnavailable(after('error'))).toBe(true);
  });

  it('reports them unavailable when nothing loads in time, but not once tiles have loaded', () => {
    expect(tilesUnavailable(after('timeout'))).toBe(true);
    expect(tilesUnavailable(after('load', 'timeout'))).toBe(false);
  });

  it('tolerates a few failures among loaded tiles, not a run of them (the connection dropped)', () => {
    const few = Array.from({ length: failuresBeforeNotice - 1 }, (): TileEvent => 'error');
    expect(tilesUnavailable(after('load', ...few))).toBe(false);
    expect(tilesUnavailable(after('load', ...few, 'error'))).toBe(true);
    // A tile getting through again clears it.
    expect(tilesUnavailable(after('load', ...few, 'error', 'load'))).toBe(false);
  });

  it('starts over on retry', () => {
    expect(after('error', 'error', 'retry')).toEqual(initialTileState);
    expect(tilesUnavailable(after('error', 'retry'))).toBe(false);
  });
});
