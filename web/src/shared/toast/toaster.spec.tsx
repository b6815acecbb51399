import { act, fireEvent, render, screen } from '@testing-library/react';
import { Provider } from 'react-redux';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { makeStore } from '../../app/store';
import { TOAST_REMOVE_DELAY_MS } from './toast.constants';
import { selectToasts, toastAdded } from './toast.slice';
import type { ToastInput } from './toast.slice';
import { Toaster } from './toaster';

let store: ReturnType<typeof makeStore>;

async function advance(ms: number) {
  await act(() => vi.advanceTimersByTimeAsync(ms));
}

async function show(input: ToastInput) {
  await act(async () => {
    store.dispatch(toastAdded(input));
    await Promise.resolve();
  });
}

/** Lets MUI's exit transition finish. */
const finishTransitions = () => advance(500);

describe('toaster', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    store = makeStore();
    render(
      <Provider store={store}>
        <Toaster />
      </Provider>,
    );
  });
  afterEach(() => vi.useRealTimers());

  it('shows title and description in the Notifications region', async () => {
    await show({ title: 'Trip saved!', description: 'Your trip has been saved to your profile.' });
    const region = screen.getByRole('region', { name: 'Notifications' });
    expect(region).toHaveAttribute('aria-live', 'polite');
    expect(screen.getByRole('status')).toHaveTextContent('Trip saved!');
    expect(screen.getByRole('status')).toHaveTextContent(
      'Your trip has been saved to your profile.',
    );
  });

  it('shows one toast at a time: a new one replaces the previous', async () => {
    await show({ title: 'First' });
    await show({ title: 'Second' });
    await finishTransitions();
    expect(screen.queryByText('First')).not.toBeInTheDocument();
    expect(screen.getByText('Second')).toBeInTheDocument();
    expect(selectToasts(store.getState())).toHaveLength(1);
  });

  it('closes by itself after 5000 ms', async () => {
    await show({ title: 'Trip Deleted' });
    await advance(4999);
    expect(screen.getByText('Trip Deleted')).toBeInTheDocument();
    await advance(1);
    await finishTransitions();
    expect(screen.queryByText('Trip Deleted')).not.toBeInTheDocument();
  });

  it('waits while hovered and closes after the time left once the pointer leaves', async () => {
    await show({ title: 'Trip Featured' });
    await advance(3000);
    fireEvent.pointerEnter(screen.getByRole('status'));
    await advance(10_000);
    expect(screen.getByText('Trip Featured')).toBeInTheDocument();
    fireEvent.pointerLeave(screen.getByRole('status'));
    await advance(1999);
    expect(screen.getByText('Trip Featured')).toBeInTheDocument();
    await advance(1);
    await finishTransitions();
    expect(screen.queryByText('Trip Featured')).not.toBeInTheDocument();
  });

  it('keeps a dismissed toast in state until the removal delay has passed', async () => {
    await show({ title: 'Share Link Copied' });
    fireEvent.click(screen.getByRole('button', { name: 'Close notification' }));
    expect(selectToasts(store.getState())).toEqual([expect.objectContaining({ open: false })]);
    await advance(TOAST_REMOVE_DELAY_MS - 1);
    expect(selectToasts(store.getState())).toHaveLength(1);
    await advance(1);
    expect(selectToasts(store.getState())).toHaveLength(0);
  });

  it('is dismissed by a swipe of at least 50 px and snaps back from a shorter one', async () => {
    await show({ title: 'Swipe me' });
    const toast = screen.getByRole('status');
    fireEvent.pointerDown(toast, { clientX: 100, button: 0 });
    fireEvent.pointerMove(toast, { clientX: 140 });
    fireEvent.pointerUp(toast, { clientX: 149 });
    await finishTransitions();
    expect(screen.getByText('Swipe me')).toBeInTheDocument();

    fireEvent.pointerDown(toast, { clientX: 100, button: 0 });
    fireEvent.pointerMove(toast, { clientX: 150 });
    fireEvent.pointerUp(toast, { clientX: 150 });
    await finishTransitions();
    expect(screen.queryByText('Swipe me')).not.toBeInTheDocument();
  });

  it('renders the destructive variant as an alert', async () => {
    await show({ title: 'Error', description: 'Failed to delete trip.', variant: 'destructive' });
    expect(screen.getByRole('alert')).toHaveAttribute('data-variant', 'destructive');
  });

  it('focuses the notifications region on F8', async () => {
    await show({ title: 'Hello' });
    const region = screen.getByRole('region', { name: 'Notifications' });
    expect(region).not.toHaveFocus();
    fireEvent.keyDown(document, { key: 'F8', code: 'F8' });
    expect(region).toHaveFocus();
  });
});
