import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import type { TripArticlesArgs } from '@roadbook/contracts';
import { useGetTripArticlesQuery } from '../api/trips.api';
import { ArticleTeaserCard } from './article-teaser-card';
import { SectionTitle } from './itinerary-sections';

interface RelatedArticlesProps {
  title: string;
  /**
   * From the page's function in `libs/contracts/src/blog/trip-articles.ts`, which the gateway
   * also uses to read the articles it renders the page with.
   */
  args: TripArticlesArgs;
  /** Cards per row on wide screens. */
  columns?: number;
}

/** Blog posts closest to a trip's (or trips') activities and places, best first. */
export function RelatedArticles({ title, args, columns = 1 }: RelatedArticlesProps) {
  const articles = useGetTripArticlesQuery(args);
  return (
    <Box component="section" aria-label={title} data-print="hide">
      <SectionTitle>{title}</SectionTitle>
      {articles.isLoading && <Skeleton variant="rounded" height={96} />}
      {articles.data?.length === 0 && (
        <Typography color="text.secondary">No related articles yet.</Typography>
      )}
      {articles.data && articles.data.length > 0 && (
        <Box
          sx={{
            display: 'grid',
            gap: 2,
            gridTemplateColumns: {
              xs: '1fr',
              sm: `repeat(${Math.min(columns, 2)}, 1fr)`,
              md: `repeat(${columns}, 1fr)`,
            },
          }}
        >
          {articles.data.map((post) => (
            <ArticleTeaserCard key={post.id} post={post} />
          ))}
        </Box>
      )}
    </Box>
  );
}
