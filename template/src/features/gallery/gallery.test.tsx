import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@/testing/render';
import { collectExamples, galleryExamples } from './collect-examples';
import { GalleryScreen } from './components/gallery-screen';

const Colors = () => <button type="button">Primary</button>;
const Sizes = () => <button type="button">Small</button>;
const modules = {
  '/src/examples/button/button-colors.tsx': { ButtonColors: Colors },
  '/src/examples/button/button-sizes.tsx': { ButtonSizes: Sizes },
};
const sources = {
  '/src/examples/button/button-colors.tsx': () => Promise.resolve('export function ButtonColors() {}'),
  '/src/examples/button/button-sizes.tsx': () => Promise.reject(new Error('offline')),
};

describe('collectExamples', () => {
  it('lists the examples in the page order, each with its file', () => {
    const examples = collectExamples('button', ['sizes', 'colors'], modules, sources);
    expect(examples.map((e) => [e.id, e.file])).toEqual([
      ['sizes', 'template/src/examples/button/button-sizes.tsx'],
      ['colors', 'template/src/examples/button/button-colors.tsx'],
    ]);
  });

  it('refuses an example file the page does not list, and a listed one that does not exist', () => {
    expect(() => collectExamples('button', ['colors'], modules, sources)).toThrow(/missing from the page order: sizes/);
    expect(() => collectExamples('button', ['colors', 'sizes', 'loading'], modules, sources)).toThrow(
      /No example file for button-loading/,
    );
  });

  it("refuses a gallery route's globs over another folder than galleries.ts names", () => {
    expect(() => galleryExamples('components-alert', modules, sources)).toThrow(/lists examples\/alert, not/);
  });
});

describe('GalleryScreen', () => {
  const examples = collectExamples('button', ['colors', 'sizes'], modules, sources);

  it('shows every section with its heading, its live example and its own source on demand', async () => {
    const user = userEvent.setup();
    await renderWithProviders(
      <GalleryScreen route="components-button" group="components" ns="ui-components" examples={examples} />,
      { ns: ['gallery', 'ui-components'] },
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Button' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Colours' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Primary' })).toBeInTheDocument();

    const [viewColors] = screen.getAllByRole('button', { name: 'View code' });
    expect(viewColors).toHaveAttribute('aria-expanded', 'false');
    await user.click(viewColors!);
    expect(await screen.findByText('export function ButtonColors() {}')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Hide code' })).toHaveAttribute('aria-expanded', 'true');

    await user.click(screen.getByRole('button', { name: 'Hide code' }));
    await waitFor(() => expect(screen.queryByText('export function ButtonColors() {}')).not.toBeInTheDocument());
  });

  it('says so when a source cannot be loaded, and offers to try again', async () => {
    const user = userEvent.setup();
    await renderWithProviders(
      <GalleryScreen route="components-button" group="components" ns="ui-components" examples={examples} />,
      { ns: ['gallery', 'ui-components'] },
    );
    await user.click(screen.getAllByRole('button', { name: 'View code' })[1]!);
    expect(await screen.findByRole('alert')).toHaveTextContent('The source could not be loaded.');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
