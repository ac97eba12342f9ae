import { fireEvent, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { usePreloadOnIntent } from './use-preload-on-intent';

function button(attributes: Record<string, string>) {
  const element = document.createElement('button');
  for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
  element.append(document.createElement('svg'));
  document.body.append(element);
  return element;
}

afterEach(() => {
  document.body.replaceChildren();
});

describe('usePreloadOnIntent', () => {
  it('loads once, when the pointer first comes over a matching element or focus comes to one', () => {
    const load = vi.fn(() => Promise.resolve());
    const other = button({ 'aria-label': 'Other' });
    const trigger = button({ 'data-slot': 'customizer-trigger' });
    renderHook(() => usePreloadOnIntent('[data-slot="customizer-trigger"]', load));

    fireEvent.pointerOver(other);
    fireEvent.focusIn(other);
    expect(load).not.toHaveBeenCalled();

    // Over the icon inside the button counts as over the button.
    fireEvent.pointerOver(trigger.firstElementChild as Element);
    expect(load).toHaveBeenCalledTimes(1);
    fireEvent.pointerOver(trigger);
    fireEvent.focusIn(trigger);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('loads on focus (the keyboard) and stops listening once unmounted', () => {
    const load = vi.fn(() => Promise.reject(new Error('offline')));
    const trigger = button({ 'aria-keyshortcuts': 'Control+K Meta+K' });
    const { unmount } = renderHook(() => usePreloadOnIntent('[aria-keyshortcuts~="Control+K"]', load));
    fireEvent.focusIn(trigger);
    expect(load).toHaveBeenCalledTimes(1);

    const later = vi.fn(() => Promise.resolve());
    const second = renderHook(() => usePreloadOnIntent('[aria-keyshortcuts~="Control+K"]', later));
    second.unmount();
    unmount();
    fireEvent.pointerOver(trigger);
    expect(later).not.toHaveBeenCalled();
  });
});
