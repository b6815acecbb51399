import { render, screen } from '@testing-library/react';
import type { DayActivity } from '@roadbook/contracts';
import { describe, expect, it } from 'vitest';
import { ActivityItem } from './activity-item';

const ARCHES: DayActivity = {
  type: 'nature',
  title: 'Arches National Park',
  description: 'Over 2,000 natural sandstone arches.',
  duration: '2-3 hours',
  source: 'google-places',
  generic: false,
};

describe('ActivityItem', () => {
  it("credits a provider's photo to its author, linked to their page", () => {
    render(
      <ActivityItem
        activity={{
          ...ARCHES,
          imageUrl: `/api/media/${'a'.repeat(64)}.jpg`,
          imageCredit: { name: 'Jane Rider', url: 'https://maps.google.com/maps/contrib/1' },
        }}
      />,
    );
    const author = screen.getByRole('link', { name: 'Jane Rider' });
    expect(author).toHaveAttribute('href', 'https://maps.google.com/maps/contrib/1');
    expect(author.closest('p')).toHaveTextContent('Photo: Jane Rider');
  });

  it('names an author without a page as plain text', () => {
    render(
      <ActivityItem
        activity={{
          ...ARCHES,
          imageUrl: `/api/media/${'a'.repeat(64)}.jpg`,
          imageCredit: { name: 'Jane Rider' },
        }}
      />,
    );
    expect(screen.getByText('Photo: Jane Rider')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Jane Rider' })).not.toBeInTheDocument();
  });

  it('shows no credit without a photo', () => {
    render(<ActivityItem activity={{ ...ARCHES, imageCredit: { name: 'Jane Rider' } }} />);
    expect(screen.queryByText(/Photo:/)).not.toBeInTheDocument();
  });
});
