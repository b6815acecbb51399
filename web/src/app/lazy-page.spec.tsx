import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { lazyPage } from './lazy-page';

describe('lazyPage', () => {
  it('shows a centred spinner until the screen module arrives, then the screen', async () => {
    let resolve: (module: { default: () => React.JSX.Element }) => void = () => undefined;
    const Page = lazyPage(() => new Promise((done) => (resolve = done)));
    render(<Page />);
    expect(screen.getByRole('progressbar', { name: 'Loading page' })).toBeInTheDocument();

    act(() => resolve({ default: () => <h1>Loaded screen</h1> }));

    expect(await screen.findByRole('heading', { name: 'Loaded screen' })).toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });

  it('renders a preloaded screen at once, with no spinner', async () => {
    const Page = lazyPage(() => Promise.resolve({ default: () => <h1>Preloaded screen</h1> }));
    await Page.preload();
    render(<Page />);
    expect(screen.getByRole('heading', { name: 'Preloaded screen' })).toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });
});
