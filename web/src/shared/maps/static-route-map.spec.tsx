import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { STATIC_MAP_UNAVAILABLE, StaticRouteMap } from './static-route-map';

describe('StaticRouteMap', () => {
  it('asks for the shared trip’s map at 1x and 2x, 600 × 300', () => {
    render(<StaticRouteMap subject={{ shareableId: 'a b' }} alt="Route" />);
    const image = screen.getByRole('img', { name: 'Route' });
    expect(image).toHaveAttribute('src', '/api/maps/static/shared/a%20b?format=png&scale=1');
    expect(image.getAttribute('srcset')).toContain(
      '/api/maps/static/shared/a%20b?format=png&scale=2 2x',
    );
    expect(image).toHaveAttribute('width', '600');
    expect(image).toHaveAttribute('height', '300');
  });

  it('keeps its place with a quiet note when the picture cannot load', () => {
    render(<StaticRouteMap subject={{ tripId: 7 }} alt="Route" />);
    fireEvent.error(screen.getByRole('img', { name: 'Route' }));
    expect(screen.getByText(STATIC_MAP_UNAVAILABLE)).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Route' })).toHaveAttribute('data-static-map', 'failed');
  });
});
