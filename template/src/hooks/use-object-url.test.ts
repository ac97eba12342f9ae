import { renderHook } from '@testing-library/react';
import { useObjectUrl } from './use-object-url';

describe('useObjectUrl', () => {
  let created: string[];
  let revoked: string[];
  beforeEach(() => {
    created = [];
    revoked = [];
    vi.spyOn(URL, 'createObjectURL').mockImplementation(() => {
      const url = `blob:test/${created.length + 1}`;
      created.push(url);
      return url;
    });
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation((url) => revoked.push(url));
  });
  afterEach(() => vi.restoreAllMocks());

  it('gives a URL for the file and revokes it when the file changes and on unmount', () => {
    const first = new File(['a'], 'a.png', { type: 'image/png' });
    const second = new File(['b'], 'b.png', { type: 'image/png' });
    const { result, rerender, unmount } = renderHook(({ file }) => useObjectUrl(file), {
      initialProps: { file: first },
    });
    expect(result.current).toBe('blob:test/1');

    rerender({ file: second });
    expect(revoked).toEqual(['blob:test/1']);
    expect(result.current).toBe('blob:test/2');

    unmount();
    expect(revoked).toEqual(['blob:test/1', 'blob:test/2']);
  });

  it('has no URL without a file', () => {
    const { result } = renderHook(() => useObjectUrl(null));
    expect(result.current).toBeUndefined();
    expect(created).toEqual([]);
  });
});
