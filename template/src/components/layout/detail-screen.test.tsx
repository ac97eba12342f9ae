import { useQuery } from '@tanstack/react-query';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { useRouteId, wholeNumberId } from '@/hooks/use-route-id';
import { ApiError } from '@/lib/api-client';
import { renderWithProviders } from '@/testing/render';
import { DetailScreen } from './detail-screen';

interface Thing {
  name: string;
}

/** A detail route as the app writes one: the id from the path, its query, then DetailScreen. */
function ThingScreen({ fetchThing }: { fetchThing: (id: number) => Promise<Thing | null> }) {
  const id = useRouteId({ param: 'id', parse: wholeNumberId });
  const query = useQuery({ queryKey: ['thing', id], queryFn: () => fetchThing(id ?? 0), enabled: id !== null });
  return (
    <DetailScreen
      id={id}
      query={query}
      header={(thing, status) => ({
        title: thing?.name ?? (status === 'not-found' ? 'No thing found' : 'Thing'),
      })}
      loadingLabel="Loading the thing…"
      skeleton={<div data-testid="thing-skeleton" className="h-96" />}
      notFound={{ title: `There is no thing ${String(id ?? '')}`.trim(), description: 'It may have been deleted.' }}
    >
      {(thing) => <p>{thing.name} is here</p>}
    </DetailScreen>
  );
}

const open = (path: string, fetchThing: (id: number) => Promise<Thing | null>) =>
  renderWithProviders(
    <Routes>
      <Route path="/things/:id" element={<ThingScreen fetchThing={fetchThing} />} />
    </Routes>,
    { path },
  );

const notFound = (id: number) => new ApiError('bad-request', 'Not found', 404, { message: `Thing ${id} not found` });

describe('DetailScreen', () => {
  it('shows the skeleton under the header while loading, then the record', async () => {
    let answer: (thing: Thing) => void = () => undefined;
    const fetchThing = vi.fn(() => new Promise<Thing>((resolve) => (answer = resolve)));
    await open('/things/7', fetchThing);
    expect(await screen.findByTestId('thing-skeleton')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Thing');
    expect(screen.getByText('Loading the thing…')).toBeInTheDocument();
    expect(fetchThing).toHaveBeenCalledWith(7);

    answer({ name: 'Teapot' });
    expect(await screen.findByText('Teapot is here')).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Teapot');
    expect(screen.queryByTestId('thing-skeleton')).not.toBeInTheDocument();
    expect(screen.queryByText('Loading the thing…')).not.toBeInTheDocument();
  });

  it('reads "not found" when the server answers 404, with no Retry', async () => {
    await open('/things/9', (id) => Promise.reject(notFound(id)));
    expect(await screen.findByText('There is no thing 9')).toBeInTheDocument();
    expect(screen.getByText('It may have been deleted.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('No thing found');
    expect(screen.queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument();
  });

  it('reads "not found" when the query resolves to null', async () => {
    await open('/things/3', () => Promise.resolve(null));
    expect(await screen.findByText('There is no thing 3')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('No thing found');
  });

  it('reads "not found" for a malformed id without asking the server', async () => {
    const fetchThing = vi.fn(() => Promise.resolve({ name: 'Teapot' }));
    await open('/things/1%3Cb%3E', fetchThing);
    expect(await screen.findByText('There is no thing')).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('No thing found');
    expect(fetchThing).not.toHaveBeenCalled();
  });

  it('shows a failure with the server’s message and a Retry that loads the record', async () => {
    const user = userEvent.setup();
    const fetchThing = vi
      .fn<(id: number) => Promise<Thing>>()
      .mockRejectedValueOnce(new ApiError('bad-response', 'Server error', 500, { message: 'The store is down' }))
      .mockResolvedValueOnce({ name: 'Teapot' });
    await open('/things/7', fetchThing);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The store is down');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Thing');
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Teapot is here')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(fetchThing).toHaveBeenCalledTimes(2);
  });
});
