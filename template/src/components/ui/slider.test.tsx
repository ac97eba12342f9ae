import { act, fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { updateSettings } from '@/lib/settings';
import { renderWithProviders } from '@/testing/render';
import { Slider } from './slider';

describe('Slider', () => {
  afterEach(() => updateSettings({ rtl: false }));

  it('steps with the arrow keys and jumps to the ends with Home and End (uncontrolled)', async () => {
    await renderWithProviders(
      <Slider defaultValue={[40]} step={10} aria-label="Volume" formatValue={(v) => `${v}%`} />,
    );
    const thumb = screen.getByRole('slider', { name: 'Volume' });
    expect(thumb).toHaveAttribute('aria-valuenow', '40');
    fireEvent.keyDown(thumb, { key: 'ArrowRight' });
    expect(thumb).toHaveAttribute('aria-valuenow', '50');
    expect(thumb).toHaveTextContent('50%');
    fireEvent.keyDown(thumb, { key: 'End' });
    expect(thumb).toHaveAttribute('aria-valuenow', '100');
    fireEvent.keyDown(thumb, { key: 'Home' });
    expect(thumb).toHaveAttribute('aria-valuenow', '0');
  });

  it('names each thumb of a range and keeps them apart (controlled)', async () => {
    const seen: number[][] = [];
    function Range() {
      const [value, setValue] = useState([20, 30]);
      return (
        <Slider
          value={value}
          onValueChange={(next) => {
            seen.push(next);
            setValue(next);
          }}
          step={10}
          minStepsBetweenThumbs={1}
          thumbLabels={['Minimum price', 'Maximum price']}
        />
      );
    }
    await renderWithProviders(<Range />);
    const low = screen.getByRole('slider', { name: 'Minimum price' });
    const high = screen.getByRole('slider', { name: 'Maximum price' });
    act(() => low.focus());
    fireEvent.keyDown(low, { key: 'ArrowRight' });
    expect(low).toHaveAttribute('aria-valuenow', '20');
    act(() => high.focus());
    fireEvent.keyDown(high, { key: 'ArrowRight' });
    expect(high).toHaveAttribute('aria-valuenow', '40');
    expect(seen).toEqual([[20, 40]]);
  });

  it('reads the arrows the other way round in right-to-left pages', async () => {
    updateSettings({ rtl: true });
    await renderWithProviders(<Slider defaultValue={[50]} step={5} aria-label="Volume" />);
    const thumb = screen.getByRole('slider', { name: 'Volume' });
    fireEvent.keyDown(thumb, { key: 'ArrowLeft' });
    expect(thumb).toHaveAttribute('aria-valuenow', '55');
  });

  it('is read as vertical when upright', async () => {
    await renderWithProviders(<Slider defaultValue={[10]} orientation="vertical" aria-label="Level" />);
    expect(screen.getByRole('slider', { name: 'Level' })).toHaveAttribute('aria-orientation', 'vertical');
  });
});
