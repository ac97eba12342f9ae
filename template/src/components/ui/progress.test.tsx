import { render, screen } from '@testing-library/react';
import { CircularProgress, Progress } from './progress';

describe('Progress', () => {
  it('reports a clamped value, and none while indeterminate', () => {
    render(
      <>
        <Progress label="Upload" value={140} />
        <Progress label="Sync" />
        <CircularProgress label="Storage" value={42.4} />
      </>,
    );
    expect(screen.getByRole('progressbar', { name: 'Upload' })).toHaveAttribute('aria-valuenow', '100');
    expect(screen.getByRole('progressbar', { name: 'Sync' })).not.toHaveAttribute('aria-valuenow');
    expect(screen.getByRole('progressbar', { name: 'Storage' })).toHaveAttribute('aria-valuenow', '42');
  });

  it('draws the buffer behind the value', () => {
    render(<Progress label="Video" value={30} buffer={60} />);
    const bar = screen.getByRole('progressbar', { name: 'Video' });
    expect(bar.querySelector<HTMLElement>('[data-slot=progress-buffer]')!.style.width).toBe('60%');
    expect(bar.querySelector<HTMLElement>('[data-slot=progress-indicator]')!.style.width).toBe('30%');
  });
});
