import { render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { useHydrated } from './use-hydrated';

function Today() {
  return <p>{useHydrated() ? 'live' : 'pre-rendered'}</p>;
}

describe('useHydrated', () => {
  it('is false in the build-time render and true in a page the browser draws', () => {
    expect(renderToString(<Today />)).toBe('<p>pre-rendered</p>');
    render(<Today />);
    expect(screen.getByText('live')).toBeInTheDocument();
  });
});
