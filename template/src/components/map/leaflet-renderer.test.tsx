import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { renderWithProviders } from '@/testing/render';
import { LeafletMap, type LeafletMapLabels } from './leaflet-map';
import LeafletRenderer from './leaflet-renderer';

// The marker images are build assets; a test needs only their names.
vi.mock('leaflet/dist/images/marker-icon.png?url', () => ({ default: 'marker-icon.png' }));
vi.mock('leaflet/dist/images/marker-icon-2x.png?url', () => ({ default: 'marker-icon-2x.png' }));
vi.mock('leaflet/dist/images/marker-shadow.png?url', () => ({ default: 'marker-shadow.png' }));

const labels: LeafletMapLabels = {
  noTiles: 'No map tiles in this build',
  noTilesDetail: 'Set VITE_MAP_TILE_URL.',
  offline: 'Map tiles could not be loaded',
  offlineDetail: 'You may be offline.',
  retry: 'Try again',
  zoomIn: 'Zoom in',
  zoomOut: 'Zoom out',
  closePopup: 'Close popup',
};

const tileImages = (container: HTMLElement) => container.querySelectorAll<HTMLImageElement>('img.leaflet-tile');

describe('LeafletRenderer tiles', () => {
  it('without a tile source adds no tile layer, and the map says the build has no tiles, with no retry', async () => {
    const { container } = await renderWithProviders(
      <LeafletMap label="Lisbon" center={[38.7, -9.1]} zoom={12} labels={labels} tiles={null} />,
    );
    await waitFor(() => expect(container.querySelector('.leaflet-container')).not.toBeNull());
    expect(screen.getByRole('region', { name: 'Lisbon' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('No map tiles in this build');
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
    expect(tileImages(container)).toHaveLength(0);
    expect(container.querySelector('.tessera-map')).toHaveAttribute('data-tiles', 'none');
  });

  it('draws circles and, without tiles, the world outlines; `selected` opens the popup of that circle', async () => {
    const { container } = await renderWithProviders(
      <div style={{ width: 400, height: 300 }}>
        <LeafletRenderer
          center={[30, 10]}
          zoom={1}
          labels={labels}
          outlines
          selected="cn"
          circles={[
            { id: 'us', position: [38, -97], title: 'United States', radius: 12 },
            { id: 'cn', position: [35, 103], title: 'China', radius: 16, popup: <p>Value: 100</p> },
          ]}
        />
      </div>,
    );
    expect(container.querySelectorAll('path.tessera-marker')).toHaveLength(2);
    expect(container.querySelectorAll('path.tessera-map-outline').length).toBeGreaterThan(5);
    expect(await screen.findByText('Value: 100')).toBeInTheDocument();
  });

  it('with a tile source asks it for tiles, says so when they fail, and retries', async () => {
    const { container } = await renderWithProviders(
      <div style={{ width: 400, height: 300 }}>
        <LeafletRenderer
          center={[38.7, -9.1]}
          zoom={12}
          labels={labels}
          tiles={{ url: 'https://tiles.example.test/{z}/{x}/{y}.png', attribution: 'Example tiles' }}
        />
      </div>,
    );
    const tiles = tileImages(container);
    expect(tiles.length).toBeGreaterThan(0);
    expect(tiles[0]!.src).toMatch(/^https:\/\/tiles\.example\.test\/12\/\d+\/\d+\.png$/);
    expect(screen.queryByRole('status')).toBeNull();
    expect(screen.getByText('Example tiles')).toBeInTheDocument();

    act(() => void fireEvent.error(tiles[0]!));
    expect(await screen.findByRole('status')).toHaveTextContent('Map tiles could not be loaded');
    expect(container.querySelector('.tessera-map')).toHaveAttribute('data-tiles', 'unavailable');

    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(screen.queryByRole('status')).toBeNull();
  });
});
