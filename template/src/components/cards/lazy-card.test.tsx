import { lazyCard, preloadCardsInTurn } from './lazy-card';

function Card({ name }: { name: string }) {
  return <h2>{name}</h2>;
}

/** A lazy card whose loader records that it was asked for. */
function cardWithLoader() {
  const load = vi.fn(() => Promise.resolve({ Card }));
  return { Lazy: lazyCard<{ Card: typeof Card }, 'Card', { name: string }>(load, 'Card'), load };
}

describe('preloadCardsInTurn', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("asks for one card's code per task, in order, then says it is done", () => {
    const cards = [cardWithLoader(), cardWithLoader(), cardWithLoader()];
    const done = vi.fn();
    preloadCardsInTurn(
      [...cards.map(({ Lazy }, index) => <Lazy key={index} name={`Card ${index}`} />), 'not a card'],
      done,
    );
    expect(cards.map(({ load }) => load.mock.calls.length)).toEqual([0, 0, 0]);
    vi.advanceTimersToNextTimer();
    expect(cards.map(({ load }) => load.mock.calls.length)).toEqual([1, 0, 0]);
    vi.advanceTimersToNextTimer();
    expect(cards.map(({ load }) => load.mock.calls.length)).toEqual([1, 1, 0]);
    vi.advanceTimersToNextTimer();
    expect(cards.map(({ load }) => load.mock.calls.length)).toEqual([1, 1, 1]);
    expect(done).not.toHaveBeenCalled();
    // Anything that is not a lazy card is passed over.
    vi.runAllTimers();
    expect(done).toHaveBeenCalledTimes(1);
  });

  it('stops when asked to, before the rest and without saying it is done', () => {
    const cards = [cardWithLoader(), cardWithLoader()];
    const done = vi.fn();
    const stop = preloadCardsInTurn(
      cards.map(({ Lazy }, index) => <Lazy key={index} name={`Card ${index}`} />),
      done,
    );
    vi.advanceTimersToNextTimer();
    stop();
    vi.runAllTimers();
    expect(cards.map(({ load }) => load.mock.calls.length)).toEqual([1, 0]);
    expect(done).not.toHaveBeenCalled();
  });
});
