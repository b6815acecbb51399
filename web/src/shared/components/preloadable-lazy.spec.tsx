import { act, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { describe, expect, it } from 'vitest';
import { preloadableLazy } from './preloadable-lazy';

function Hello() {
  return <p>Hello</p>;
}

describe('preloadableLazy', () => {
  it('suspends until its module arrives when it was not preloaded', async () => {
    const hello = preloadableLazy(() => Promise.resolve({ default: Hello }));
    const Component = hello.current();
    render(
      <Suspense fallback={<p>Waiting</p>}>
        <Component />
      </Suspense>,
    );
    expect(screen.getByText('Waiting')).toBeInTheDocument();
    expect(await screen.findByText('Hello')).toBeInTheDocument();
  });

  it('renders at once, with no fallback, once preloaded', async () => {
    const hello = preloadableLazy(() => Promise.resolve({ default: Hello }));
    await act(() => hello.preload());
    const Component = hello.current();
    expect(Component).toBe(Hello);
    render(
      <Suspense fallback={<p>Waiting</p>}>
        <Component />
      </Suspense>,
    );
    expect(screen.getByText('Hello')).toBeInTheDocument();
    expect(screen.queryByText('Waiting')).toBeNull();
  });
});
