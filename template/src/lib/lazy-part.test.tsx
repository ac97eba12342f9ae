import { act, render, screen } from '@testing-library/react';
import { lazy, Suspense, useState } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { lazyPart } from './lazy-part';

function Tab({ label }: { label: string }) {
  return <p>{label}</p>;
}

function Counter() {
  const [count, setCount] = useState(0);
  return (
    <button type="button" onClick={() => setCount(count + 1)}>
      Pressed {count}
    </button>
  );
}

/** A page as the build draws it: a header the page renders again once live, and a part in a Suspense boundary. */
function Page({ Part, header }: { Part: (props: { label: string }) => React.ReactNode; header: string }) {
  return (
    <div>
      <h1>{header}</h1>
      <Suspense fallback={<i>Loading the tab</i>}>
        <Part label="Tab content" />
      </Suspense>
    </div>
  );
}

/** Hydrates `html` with `Part`, renders the page again before React is done, and says whether its fallback was ever drawn. */
async function fallbackDrawnWhileHydrating(Part: (props: { label: string }) => React.ReactNode, html: string) {
  const container = document.createElement('div');
  container.innerHTML = html;
  document.body.append(container);
  let fallbackDrawn = false;
  const watcher = new MutationObserver(() => {
    if (container.querySelector('i')) fallbackDrawn = true;
  });
  watcher.observe(container, { childList: true, subtree: true });
  await act(async () => {
    const root = hydrateRoot(container, <Page Part={Part} header="Account" />);
    // An update that reaches the boundary before it is hydrated (a namespace loaded, say).
    root.render(<Page Part={Part} header="Account settings" />);
    await new Promise((resolve) => setTimeout(resolve, 20));
  });
  watcher.disconnect();
  const shown = container.textContent;
  container.remove();
  return { fallbackDrawn, shown };
}

describe('lazyPart', () => {
  it('renders at once, without its fallback, once its code has been loaded', async () => {
    const Part = lazyPart(() => Promise.resolve({ default: Tab }));
    await Part.load();
    render(
      <Suspense fallback={<i>Loading the tab</i>}>
        <Part label="Tab content" />
      </Suspense>,
    );
    expect(screen.getByText('Tab content')).toBeInTheDocument();
    expect(screen.queryByText('Loading the tab')).not.toBeInTheDocument();
  });

  it('takes pre-rendered markup over as it is when its code came first, where lazy() draws the fallback', async () => {
    const Part = lazyPart(() => Promise.resolve({ default: Tab }));
    await Part.load();
    const html = renderToString(<Page Part={Part} header="Account" />);
    expect(html).toContain('Tab content');

    expect(await fallbackDrawnWhileHydrating(Part, html)).toEqual({
      fallbackDrawn: false,
      shown: 'Account settingsTab content',
    });
    // The case it is for: the same markup under lazy() is drawn again as its fallback first.
    const Lazy = lazy(() => Promise.resolve({ default: Tab }));
    expect((await fallbackDrawnWhileHydrating(Lazy, html)).fallbackDrawn).toBe(true);
  });

  it('shows the fallback until its code comes, and keeps its state when rendered again after', async () => {
    let release = () => {};
    const arrived = new Promise<void>((resolve) => (release = resolve));
    const Part = lazyPart<object>(() => arrived.then(() => ({ default: Counter })));
    const page = (title: string) => (
      <section title={title}>
        <Suspense fallback={<i>Loading the tab</i>}>
          <Part />
        </Suspense>
      </section>
    );
    const { rerender } = render(page('first'));
    expect(screen.getByText('Loading the tab')).toBeInTheDocument();
    await act(async () => {
      release();
      await arrived;
    });
    act(() => screen.getByRole('button', { name: 'Pressed 0' }).click());
    rerender(page('again'));
    expect(screen.getByRole('button', { name: 'Pressed 1' })).toBeInTheDocument();
  });

  it('asks for its code again after a failed fetch', async () => {
    const load = vi
      .fn<() => Promise<{ default: typeof Tab }>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValue({ default: Tab });
    const Part = lazyPart(load);
    await expect(Part.load()).rejects.toThrow('offline');
    await Part.load();
    expect(load).toHaveBeenCalledTimes(2);
  });
});
