import { render, screen, waitFor } from '@testing-library/react';
import { lazyCard } from '@/components/cards/lazy-card';
import { DeferredPageGrid } from './deferred-page-grid';
import { PageGrid, type PageCell } from './page-grid';

function Card({ name }: { name: string }) {
  return <h2>{name}</h2>;
}

/** A card whose code arrives when the test lets it through, as a screen's cards arrive over the network. */
function heldCard() {
  let release = () => {};
  const arrived = new Promise<void>((resolve) => (release = resolve));
  const Held = lazyCard<{ Card: typeof Card }, 'Card', { name: string }>(() => arrived.then(() => ({ Card })), 'Card');
  return { Held, release };
}

const names = Array.from({ length: 10 }, (_, index) => `Card ${index + 1}`);
const shownCards = () => screen.queryAllByRole('heading').map((heading) => heading.textContent);
const placeholders = (container: HTMLElement) => container.querySelectorAll('[data-slot=page-grid-placeholder]');

describe('PageGrid', () => {
  it('draws every card at once when it is not deferred, in reading order', () => {
    const cells: PageCell[] = names.map((name) => ({ id: name, span: 'col-span-12', card: <Card name={name} /> }));
    const { container } = render(<PageGrid cells={cells} />);
    expect(shownCards()).toEqual(names);
    expect(placeholders(container)).toHaveLength(0);
  });

  it('DeferredPageGrid: shows the cards a few per painted frame once their code is in, in reading order', async () => {
    const { Held, release } = heldCard();
    const cells: PageCell[] = names.map((name) => ({ id: name, span: 'col-span-12', card: <Held name={name} /> }));
    const { container } = render(<DeferredPageGrid cells={cells} />);
    // Before the code: one placeholder holds the place of every card.
    expect(shownCards()).toEqual([]);
    expect(placeholders(container)).toHaveLength(1);

    release();
    // The first group replaces the placeholder.
    await waitFor(() => expect(shownCards().length).toBeGreaterThan(0));
    const first = shownCards();
    expect(first.length).toBeLessThan(names.length);
    expect(first).toEqual(names.slice(0, first.length));
    expect(placeholders(container)).toHaveLength(0);
    // The cards not shown yet are not drawn where a visitor (or a screen reader) would meet them.
    for (const name of names.slice(first.length)) expect(screen.queryByRole('heading', { name })).toBeNull();

    // Then the rest, in order.
    await waitFor(() => expect(shownCards()).toEqual(names));
  });

  it('DeferredPageGrid: the leading first-paint cards draw with the page, before any lazy card', () => {
    const { Held } = heldCard();
    const cells: PageCell[] = [
      { id: 'lead', span: 'col-span-12', card: <Card name="Lead" />, firstPaint: true },
      ...names.map((name) => ({ id: name, span: 'col-span-12', card: <Held name={name} /> })),
    ];
    const { container } = render(<DeferredPageGrid cells={cells} />);
    expect(shownCards()).toEqual(['Lead']);
    expect(placeholders(container)).toHaveLength(1);
  });
});
