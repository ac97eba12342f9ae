import { render, screen } from '@testing-library/react';
import { lazy } from 'react';
import { describe, expect, it } from 'vitest';
import { ChartFrame } from './chart-frame';

describe('ChartFrame', () => {
  it('names the chart, reserves its height and offers the numbers as a table', async () => {
    render(
      <ChartFrame
        label="Weekly sales"
        height={180}
        table={{
          columns: ['Day', 'Sales'],
          rows: [
            ['Mon', 42],
            ['Tue', 47],
          ],
        }}
      >
        <p>chart</p>
      </ChartFrame>,
    );
    const figure = screen.getByRole('img', { name: 'Weekly sales' });
    expect(figure).toHaveStyle({ height: '180px' });
    expect(screen.getByRole('table', { name: 'Weekly sales' })).toBeInTheDocument();
    expect(screen.getByRole('rowheader', { name: 'Tue' })).toBeInTheDocument();
    expect(screen.getByRole('cell', { name: '47' })).toBeInTheDocument();
    // The chart itself mounts only after the first paint.
    expect(screen.queryByText('chart')).not.toBeInTheDocument();
    expect(await screen.findByText('chart')).toBeInTheDocument();
  });

  it('describes the chart with a summary when no table is given', () => {
    render(
      <ChartFrame label="On-time rate" height={100} summary="71% of deliveries arrived on time">
        <p>chart</p>
      </ChartFrame>,
    );
    expect(screen.getByRole('img', { name: 'On-time rate' })).toHaveAccessibleDescription(
      '71% of deliveries arrived on time',
    );
  });

  it('draws one chart at a time: the next waits until the one before is on screen', async () => {
    let loaded: () => void = () => undefined;
    const library = new Promise<void>((resolve) => (loaded = resolve));
    const SlowChart = lazy(() => library.then(() => ({ default: () => <p>first chart</p> })));
    render(
      <>
        <ChartFrame label="First" height={100} summary="first">
          <SlowChart />
        </ChartFrame>
        <ChartFrame label="Second" height={100} summary="second">
          <p>second chart</p>
        </ChartFrame>
      </>,
    );
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(screen.queryByText('second chart')).not.toBeInTheDocument();
    loaded();
    expect(await screen.findByText('first chart')).toBeInTheDocument();
    expect(await screen.findByText('second chart')).toBeInTheDocument();
  });
});
