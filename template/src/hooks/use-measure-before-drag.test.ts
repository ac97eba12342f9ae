import type { DragCancelEvent, DragEndEvent } from '@dnd-kit/core';
import { MeasuringStrategy } from '@dnd-kit/core';
import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useMeasureBeforeDrag } from './use-measure-before-drag';

const always = { droppable: { strategy: MeasuringStrategy.Always } };

describe('useMeasureBeforeDrag', () => {
  it('measures before drags once the list has painted, and not in the render that ends one', async () => {
    const onDragEnd = vi.fn();
    const onDragCancel = vi.fn();
    const { result } = renderHook(() => useMeasureBeforeDrag({ onDragEnd, onDragCancel }));
    // The first render leaves dnd-kit's default (measure once a drag has started).
    expect(result.current.measuring).toBeUndefined();
    await waitFor(() => expect(result.current.measuring).toEqual(always));

    const end = { active: { id: 'a' }, over: null } as unknown as DragEndEvent;
    act(() => result.current.onDragEnd?.(end));
    expect(onDragEnd).toHaveBeenCalledWith(end);
    expect(result.current.measuring).toBeUndefined();
    await waitFor(() => expect(result.current.measuring).toEqual(always));

    const cancel = { active: { id: 'a' }, over: null } as unknown as DragCancelEvent;
    act(() => result.current.onDragCancel?.(cancel));
    expect(onDragCancel).toHaveBeenCalledWith(cancel);
    expect(result.current.measuring).toBeUndefined();
    await waitFor(() => expect(result.current.measuring).toEqual(always));
  });

  it('works without handlers of its own', async () => {
    const { result } = renderHook(() => useMeasureBeforeDrag());
    await waitFor(() => expect(result.current.measuring).toEqual(always));
    act(() => result.current.onDragEnd?.({ active: { id: 'a' }, over: null } as unknown as DragEndEvent));
    expect(result.current.measuring).toBeUndefined();
  });
});
