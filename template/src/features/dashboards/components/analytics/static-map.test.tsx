import { fireEvent, render, screen } from '@testing-library/react';
import { fallbackTokens } from '@/components/charts/theme-tokens';
import { outlinePath, project, StaticMap } from './static-map';

describe('the Locations map picture', () => {
  it('projects as Leaflet does (Web Mercator, 512 px wide at zoom 1)', () => {
    expect(project([0, 0], 1)).toEqual([256, 256]);
    expect(project([0, 180], 1)[0]).toBe(512);
    const [, north] = project([85.0511287798, 0], 1);
    expect(north).toBeCloseTo(0, 6);
    // Latitudes past the projection's limit are held at it.
    expect(project([89, 0], 1)[1]).toBeCloseTo(0, 6);
  });

  it('draws outlines around the opening view centre (30° N 10° E)', () => {
    expect(outlinePath([[30, 10]])).toBe('M0.0 0.0Z');
    expect(
      outlinePath([
        [0, 10],
        [30, 20],
      ]),
    ).toMatch(/^M0\.0 [\d.]+L14\.2 0\.0Z$/);
  });

  it('hands over on first use and says which marker was pressed', () => {
    const engaged = vi.fn();
    const points = [
      { id: 'us', lat: 38, lng: -97, value: 75, label: 'United States' },
      { id: 'cn', lat: 35, lng: 103, value: 100, label: 'China' },
    ];
    const { container } = render(
      <StaticMap points={points} tokens={fallbackTokens} label="Map of customer locations" onEngage={engaged} />,
    );
    expect(screen.getByRole('region', { name: 'Map of customer locations' })).toBeInTheDocument();
    const markers = container.querySelectorAll('circle.tessera-marker');
    expect(markers).toHaveLength(2);
    fireEvent.pointerDown(markers[1]!);
    expect(engaged).toHaveBeenLastCalledWith('cn');
  });
});
