import { render, screen } from '@testing-library/react';
import { useFirstDataInBackground } from './use-first-data-in-background';

function Screen({ data, onDraw }: { data?: string; onDraw: (shown: string | undefined) => void }) {
  const shown = useFirstDataInBackground(data);
  onDraw(shown);
  return <p>{shown ?? 'loading'}</p>;
}

describe('useFirstDataInBackground', () => {
  it('draws the first answer in a second, background render, and later answers at once', () => {
    const onDraw = vi.fn();
    const { rerender } = render(<Screen onDraw={onDraw} />);
    expect(screen.getByText('loading')).toBeInTheDocument();
    onDraw.mockClear();
    rerender(<Screen data="first" onDraw={onDraw} />);
    expect(screen.getByText('first')).toBeInTheDocument();
    // The urgent render kept the skeletons; the background one drew the data.
    expect(onDraw.mock.calls).toEqual([[undefined], ['first']]);
    onDraw.mockClear();
    rerender(<Screen data="second" onDraw={onDraw} />);
    expect(screen.getByText('second')).toBeInTheDocument();
    expect(onDraw.mock.calls).toEqual([['second']]);
  });
});
