import AddIcon from '@mui/icons-material/Add';
import ArticleOutlinedIcon from '@mui/icons-material/ArticleOutlined';
import ReportProblemIcon from '@mui/icons-material/ReportProblem';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import { BlogMessages } from '@roadbook/contracts/browser';
import { Link as RouterLink } from 'react-router-dom';
import { BRAND_NAME } from '../../../shared/config/brand';
import { useCurrentUser } from '../../../shared/session/current-user.api';
import { useGetBlogPostsQuery } from '../api/blog.api';
import { BlogCardSkeleton } from '../components/blog-card-skeleton';
import { BlogPostCard } from '../components/blog-post-card';
import { ConfirmDeleteDialog } from '../components/confirm-delete-dialog';
import { PostsGrid } from '../components/posts-grid';
import { PageBanner } from '../../../shared/components/page-banner';
import { StateMessage } from '../../../shared/components/state-message';
import { usePostAdminActions } from '../hooks/use-post-admin-actions';
import { useDocumentMeta } from '../../../shared/seo/use-document-meta';

const SKELETON_CARDS = 6;

function PostList({ isAdmin }: { isAdmin: boolean }) {
  const posts = useGetBlogPostsQuery();
  const actions = usePostAdminActions();

  if (posts.isLoading) {
    return (
      <PostsGrid label="Loading posts">
        {Array.from({ length: SKELETON_CARDS }, (_, index) => (
          <BlogCardSkeleton key={index} />
        ))}
      </PostsGrid>
    );
  }
  if (posts.isError) {
    return (
      <StateMessage
        headingLevel="h2"
        title={BlogMessages.fetchPostsFailed}
        icon={<ReportProblemIcon />}
        description="The blog could not be loaded. Check your connection and try again."
      >
        <Button variant="contained" onClick={() => void posts.refetch()}>
          Try Again
        </Button>
      </StateMessage>
    );
  }
  const list = posts.data ?? [];
  if (list.length === 0) {
    return (
      <StateMessage
        headingLevel="h2"
        title={BlogMessages.noPosts}
        icon={<ArticleOutlinedIcon />}
        description="Ride reports, route guides and packing lists will appear here."
      />
    );
  }
  return (
    <>
      <PostsGrid>
        {list.map((post, index) => (
          <BlogPostCard
            key={post.id}
            post={post}
            priority={index === 0}
            admin={
              isAdmin
                ? {
                    busy: actions.busyId === post.id,
                    onTogglePublished: (p) => void actions.togglePublished(p),
                    onDelete: actions.requestDelete,
                  }
                : undefined
            }
          />
        ))}
      </PostsGrid>
      <ConfirmDeleteDialog
        title={actions.pendingDelete?.title ?? null}
        onCancel={actions.cancelDelete}
        onConfirm={() => void actions.confirmDelete()}
      />
    </>
  );
}

/** The travel blog: published posts for everyone, drafts and post management for admins. */
export default function BlogListRoute() {
  const { user } = useCurrentUser();
  const isAdmin = user?.role === 'admin';
  useDocumentMeta(
    `Travel Blog — ${BRAND_NAME}`,
    'Ride reports, route guides and road-trip tips for motorcycle, car and RV travellers.',
  );
  return (
    <Box>
      <PageBanner
        eyebrow="Stories from the road"
        title="Travel Blog"
        action={
          isAdmin && (
            <Button
              component={RouterLink}
              to="/admin/blog/new"
              variant="contained"
              startIcon={<AddIcon />}
            >
              New Post
            </Button>
          )
        }
      />
      <Container maxWidth="lg" sx={{ py: { xs: 3, md: 5 } }}>
        <PostList isAdmin={isAdmin} />
      </Container>
    </Box>
  );
}
