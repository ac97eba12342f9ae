import { describe, expect, it } from 'vitest';
import { settleRendered } from './list-view';

describe('settleRendered: which address the next change of a list starts from', () => {
  it('keeps the newest address written while an older one renders', () => {
    // A filter, then the search a moment later: the filter's render commits after the search was written.
    expect(settleRendered(['status=active', 'status=active&q=a'], 'status=active')).toEqual({
      pending: ['status=active&q=a'],
      latest: false,
    });
    expect(settleRendered(['status=active&q=a'], 'status=active&q=a')).toEqual({ pending: [], latest: true });
  });

  it('is done with every older write when a newer one renders first (renders batched)', () => {
    expect(settleRendered(['page=2', 'page=3', 'page=4'], 'page=3')).toEqual({ pending: ['page=4'], latest: false });
    expect(settleRendered(['page=2', 'page=3'], 'page=3')).toEqual({ pending: [], latest: true });
  });

  it('follows a navigation it did not write (Back, a link), whatever was pending', () => {
    expect(settleRendered(['q=a', 'q=ab'], 'kind=dog')).toEqual({ pending: [], latest: true });
    expect(settleRendered([], '')).toEqual({ pending: [], latest: true });
  });
});
