import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { currentToasts, reducer, toast, TOAST_LIMIT, TOAST_REMOVE_DELAY } from './use-toast';

const toastNamed = (id: string) => ({ id, title: id, open: true });

describe('toast store', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('shows one toast at a time: a new toast replaces the visible one', () => {
    expect(TOAST_LIMIT).toBe(1);
    let state = reducer({ toasts: [] }, { type: 'ADD_TOAST', toast: toastNamed('first') });
    state = reducer(state, { type: 'ADD_TOAST', toast: toastNamed('second') });
    expect(state.toasts.map((toast) => toast.id)).toEqual(['second']);
  });

  it('closes a dismissed toast at once and removes it from the store after 1000000 ms', () => {
    expect(TOAST_REMOVE_DELAY).toBe(1_000_000);
    const shown = toast({ title: 'Saved' });
    shown.dismiss();
    expect(currentToasts().find((item) => item.id === shown.id)?.open).toBe(false);
    vi.advanceTimersByTime(TOAST_REMOVE_DELAY - 1);
    expect(currentToasts().some((item) => item.id === shown.id)).toBe(true);
    vi.advanceTimersByTime(1);
    expect(currentToasts().some((item) => item.id === shown.id)).toBe(false);
  });
});
