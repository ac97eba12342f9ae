import type { Active, Announcements, Over } from '@dnd-kit/core';
import { renderHook } from '@testing-library/react';
import { useDragAnnouncements } from './use-drag-announcements';

const item = (id: string) => ({ id }) as unknown as Active & Over;

const base: Announcements = {
  onDragStart: ({ active }) => `picked ${active.id}`,
  onDragOver: ({ over }) => (over ? `over ${over.id}` : undefined),
  onDragEnd: () => 'dropped',
  onDragCancel: () => 'cancelled',
};

it('keeps the pick-up message: no "over" message until the place under the item changes', () => {
  const { result } = renderHook(() => useDragAnnouncements(base));
  const a = result.current;
  expect(a.onDragStart({ active: item('b') })).toBe('picked b');
  expect(a.onDragOver({ active: item('b'), over: item('b') })).toBeUndefined();
  expect(a.onDragOver({ active: item('b'), over: item('a') })).toBe('over a');
  expect(a.onDragOver({ active: item('b'), over: item('a') })).toBeUndefined();
  // Back over its own place after moving away is a change worth saying.
  expect(a.onDragOver({ active: item('b'), over: item('b') })).toBe('over b');
  expect(a.onDragEnd({ active: item('b'), over: item('b') })).toBe('dropped');
});
