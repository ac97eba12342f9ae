import { fireEvent, render, screen } from '@testing-library/react';
import { MapPicture } from './map-picture';
import { project, ringPath } from './map-projection';

// The marker image is a build asset; a test needs only its name.
vi.mock('leaflet/dist/images/marker-icon.png?url', () => ({ default: 'marker-icon.png' }));

const world = { center: [30, 10] as [number, number], zoom: 1 };

describe('the map picture', () => {
  it('projects as Leaflet does (Web Mercator, 512 px wide at zoom 1)', () => {
    expect(project([0, 0], 1)).toEqual([256, 256]);
    expect(project([0, 180], 1)[0]).toBe(512);
    const [, north] = project([85.0511287798, 0], 1);
    expect(north).toBeCloseTo(0, 6);
    // Latitudes past the projection's limit are held at it.
    expect(project([89, 0], 1)[1]).toBeCloseTo(0, 6);
  });

  it('draws rings around the view centre', () => {
    expect(ringPath([[30, 10]], world)).toBe('M0.0 0.0Z');
    expect(
      ringPath(
        [
          [0, 10],
          [30, 20],
        ],
        world,
      ),
    ).toMatch(/^M0\.0 [\d.]+L14\.2 0\.0Z$/);
  });

  it('draws the outlines, circles and pins, and hands over on first use saying what was pressed', () => {
    const engaged = vi.fn();
    const { container } = render(
      <MapPicture
        view={world}
        outlines
        circles={[
          { id: 'us', position: [38, -97], title: 'United States', radius: 12 },
          { id: 'cn', position: [35, 103], title: 'China', radius: 16 },
        ]}
        markers={[{ id: 'hq', position: [48.85, 2.35], title: 'Head office' }]}
        areas={[]}
        label="Map of customer locations"
        onEngage={engaged}
      />,
    );
    expect(screen.getByRole('img', { name: 'Map of customer locations' })).toBeInTheDocument();
    expect(container.querySelectorAll('path').length).toBeGreaterThan(5);
    const circles = container.querySelectorAll('circle.tessera-marker');
    expect(circles).toHaveLength(2);
    expect(circles[1]).toHaveAttribute('r', '16');
    expect(container.querySelector('image[data-point="hq"]')).toHaveAttribute('href', 'marker-icon.png');
    fireEvent.pointerDown(circles[1]!);
    expect(engaged).toHaveBeenLastCalledWith('cn');
    fireEvent.focus(screen.getByRole('img'));
    expect(engaged).toHaveBeenLastCalledWith();
  });
});
