import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import EditIcon from '@mui/icons-material/Edit';
import PublicIcon from '@mui/icons-material/Public';
import PublicOffIcon from '@mui/icons-material/PublicOff';
import ReportProblemIcon from '@mui/icons-material/ReportProblem';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { BlogPostPage } from '@roadbook/contracts';
import { useEffect } from 'react';
import { BLOG_AUTHOR_LABEL, BlogMessages, tripPagePath } from '@roadbook/contracts/browser';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { StateMessage } from '../../../shared/components/state-message';
import { BRAND_NAME } from '../../../shared/config/brand';
import { OptimizedImage } from '../../../shared/media/optimized-image';
import { trackEvent } from '../../../shared/analytics/track-event';
import { useDocumentMeta } from '../../../shared/seo/use-document-meta';
import { useCurrentUser } from '../../../shared/session/current-user.api';
import { useGetBlogPostBySlugQuery } from '../api/blog.api';
import { BlogPostCard } from '../components/blog-post-card';
import { LinkedTripCard } from '../components/linked-trip-card';
import { postBodyTypography } from '../components/post-body-typography';
import { postDate } from '../../../shared/format/post-date';
import { PostNotFound, isNotFound } from '../components/post-not-found';
import { PostSection } from '../components/post-section';
import { PostTags } from '../components/post-tags';
import { PostsGrid } from '../components/posts-grid';
import { usePostAdminActions } from '../hooks/use-post-admin-actions';

const DEFAULT_DESCRIPTION = 'Ride reports, route guides and road-trip tips from the Roadbook blog.';

function AdminBar({ post }: { post: BlogPostPage }) {
  const { busyId, togglePublished } = usePostAdminActions();
  const isDraft = post.status === 'draft';
  return (
    <Stack
      useFlexGap
      direction="row"
      spacing={1}
      sx={{ flexWrap: 'wrap', rowGap: 1, alignItems: 'center' }}
    >
      <Button
        component={RouterLink}
        to={`/admin/blog/${post.id}/edit`}
        variant="outlined"
        startIcon={<EditIcon />}
      >
        Edit Post
      </Button>
      <Button
        variant="contained"
        color={isDraft ? 'primary' : 'inherit'}
        startIcon={isDraft ? <PublicIcon /> : <PublicOffIcon />}
        disabled={busyId === post.id}
        onClick={() => void togglePublished(post)}
      >
        {isDraft ? 'Publish' : 'Unpublish'}
      </Button>
    </Stack>
  );
}

function PostArticle({ post, isAdmin }: { post: BlogPostPage; isAdmin: boolean }) {
  const date = postDate(post);
  return (
    <Container maxWidth="md" component="article" sx={{ py: { xs: 3, md: 5 } }}>
      <Button component={RouterLink} to="/blog" startIcon={<ArrowBackIcon />} sx={{ mb: 2 }}>
        Back to Blog
      </Button>
      <Stack spacing={2} component="header">
        <PostTags tags={post.tags} />
        <Typography variant="h1" sx={{ fontSize: 'clamp(2.25rem, 5.5vw, 3.75rem)' }}>
          {post.title}
        </Typography>
        <Stack
          useFlexGap
          direction="row"
          spacing={1}
          sx={{ alignItems: 'center', flexWrap: 'wrap', color: 'text.secondary' }}
        >
          <Typography component="span">By {BLOG_AUTHOR_LABEL}</Typography>
          <Typography component="span" aria-hidden="true">
            ·
          </Typography>
          <Typography component="time" dateTime={date.iso}>
            {date.label}
          </Typography>
          {post.status === 'draft' && <Chip label="Draft" size="small" color="warning" />}
        </Stack>
        {isAdmin && <AdminBar post={post} />}
      </Stack>
      {post.featuredImage && (
        <OptimizedImage
          src={post.featuredImage}
          alt={post.title}
          width={1280}
          height={720}
          sizes="(max-width: 900px) 100vw, 852px"
          sx={{ width: '100%', height: 'auto', borderRadius: 3, mt: { xs: 3, md: 4 } }}
          priority
        />
      )}
      <Box
        data-testid="post-body"
        sx={{ ...postBodyTypography, mt: { xs: 3, md: 4 } }}
        // The server is the one sanitiser: the blog service keeps only safe tags and
        // attributes (no scripts, event handlers or javascript: links) before a post is
        // stored, so the body is rendered exactly as it arrives.
        dangerouslySetInnerHTML={{ __html: post.content }}
      />
      {post.linkedTrips.length > 0 && (
        <PostSection title="Featured Trips">
          <PostsGrid>
            {post.linkedTrips.map((trip) => (
              <LinkedTripCard
                key={trip.id}
                trip={trip}
                action={{ label: 'View Itinerary', to: `/itinerary/${trip.id}` }}
              />
            ))}
          </PostsGrid>
        </PostSection>
      )}
      {post.relatedPosts.length > 0 && (
        <PostSection title="Related Articles">
          <PostsGrid>
            {post.relatedPosts.map((related) => (
              <BlogPostCard key={related.id} post={related} headingLevel="h3" />
            ))}
          </PostsGrid>
        </PostSection>
      )}
      {post.relatedRoutes.length > 0 && (
        <PostSection title="Related Routes">
          <PostsGrid>
            {post.relatedRoutes.map((trip) => (
              <LinkedTripCard
                key={trip.id}
                trip={trip}
                action={{ label: 'View Route', to: tripPagePath(trip) }}
              />
            ))}
          </PostsGrid>
        </PostSection>
      )}
    </Container>
  );
}

/** One post: its body, the trips it links, and articles and routes like it. */
export default function BlogPostRoute() {
  const { slug = '' } = useParams();
  const { user } = useCurrentUser();
  const post = useGetBlogPostBySlugQuery(slug);
  const data = post.data;
  useDocumentMeta(
    data ? `${data.metaTitle ?? data.title} — ${BRAND_NAME}` : `Travel Blog — ${BRAND_NAME}`,
    data?.excerpt ?? DEFAULT_DESCRIPTION,
  );
  const viewedPostId = data?.id;
  useEffect(() => {
    if (viewedPostId !== undefined) trackEvent('blog_post_viewed');
  }, [viewedPostId]);

  if (post.isLoading) return <StateMessage title="Loading post" loading />;
  if (post.isError || !data) {
    return isNotFound(post.error) ? (
      <PostNotFound />
    ) : (
      <StateMessage
        title={BlogMessages.fetchPostFailed}
        icon={<ReportProblemIcon />}
        description="Check your connection and try again."
      >
        <Button variant="contained" size="large" onClick={() => void post.refetch()}>
          Try Again
        </Button>
      </StateMessage>
    );
  }
  return <PostArticle post={data} isAdmin={user?.role === 'admin'} />;
}
