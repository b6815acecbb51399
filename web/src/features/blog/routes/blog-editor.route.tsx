import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import ReportProblemIcon from '@mui/icons-material/ReportProblem';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { skipToken } from '@reduxjs/toolkit/query/react';
import { BlogMessages } from '@roadbook/contracts/browser';
import { useDispatch } from 'react-redux';
import { Navigate, Link as RouterLink, useNavigate, useParams } from 'react-router-dom';
import { readApiError } from '../../../shared/api/api-error-details';
import { useGetUserTripsQuery } from '../../../shared/api/user-trips.api';
import { StateMessage } from '../../../shared/components/state-message';
import { useCurrentUser } from '../../../shared/session/current-user.api';
import { useToast } from '../../../shared/toast/use-toast';
import { openAuthDialog } from '../../../shared/ui/ui.slice';
import {
  useCreateBlogPostMutation,
  useGetBlogPostForEditingQuery,
  useUpdateBlogPostMutation,
} from '../api/blog.api';
import { BlogPostForm } from '../components/blog-post-form';
import { PostNotFound, isNotFound } from '../components/post-not-found';
import {
  EMPTY_POST_FORM,
  formFieldErrors,
  formValuesOf,
  postBodyOf,
} from '../components/blog-post-form.model';
import type { BlogPostFormErrors, BlogPostFormValues } from '../components/blog-post-form.model';

/** Saves through the right call for the mode, then reports and leaves for the blog. */
function useSavePost(postId: number | null) {
  const { toast } = useToast();
  const navigate = useNavigate();
  const [createPost, creating] = useCreateBlogPostMutation();
  const [updatePost, updating] = useUpdateBlogPostMutation();

  const save = async (values: BlogPostFormValues): Promise<BlogPostFormErrors> => {
    const body = postBodyOf(values);
    try {
      if (postId === null) await createPost(body).unwrap();
      else await updatePost({ id: postId, body }).unwrap();
    } catch (error) {
      const details = readApiError(error);
      toast({
        title: postId === null ? BlogMessages.createFailed : BlogMessages.updateFailed,
        description: details.message ?? undefined,
        variant: 'destructive',
      });
      return formFieldErrors(details.fieldErrors);
    }
    toast({ title: postId === null ? BlogMessages.created : BlogMessages.updated });
    void navigate('/blog');
    return {};
  };

  return { save, submitting: creating.isLoading || updating.isLoading };
}

/** The form once there is something to edit: a blank draft, or the stored post. */
function PostEditor({ postId }: { postId: number | null }) {
  const trips = useGetUserTripsQuery();
  const post = useGetBlogPostForEditingQuery(postId ?? skipToken);
  const { save, submitting } = useSavePost(postId);

  if (postId !== null && post.isLoading) {
    return <CircularProgress aria-label="Loading the post" />;
  }
  if (postId !== null && !post.data) {
    return isNotFound(post.error) ? (
      <PostNotFound headingLevel="h2" />
    ) : (
      <StateMessage
        headingLevel="h2"
        title={BlogMessages.fetchPostFailed}
        icon={<ReportProblemIcon />}
      >
        <Button variant="contained" onClick={() => void post.refetch()}>
          Try Again
        </Button>
      </StateMessage>
    );
  }
  return (
    <BlogPostForm
      // A new instance per post: the rich-text editor takes its content once, when it starts.
      key={postId ?? 'new'}
      initialValues={post.data ? formValuesOf(post.data) : EMPTY_POST_FORM}
      trips={trips.data ?? []}
      tripsLoading={trips.isLoading}
      submitting={submitting}
      onSubmit={save}
    />
  );
}

/** A positive whole number from the route, or null for anything else. */
function postIdFrom(param: string | undefined): number | null {
  if (param === undefined || !/^\d+$/.test(param)) return null;
  const id = Number(param);
  return id > 0 ? id : null;
}

/** One editor for both routes: an `:id` in the path means edit, none means create. */
export default function BlogEditorRoute() {
  const { id } = useParams();
  const dispatch = useDispatch();
  const { user, isLoading } = useCurrentUser();
  const isEdit = id !== undefined;
  const postId = postIdFrom(id);
  const isAdmin = user?.role === 'admin';

  // A signed-in user who is not an admin goes back to the blog and sees nothing here.
  if (user && !isAdmin) return <Navigate to="/blog" replace />;

  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, md: 5 } }}>
      <Button component={RouterLink} to="/blog" startIcon={<ArrowBackIcon />} sx={{ mb: 2 }}>
        Back to Blog
      </Button>
      <Typography variant="h2" component="h1" sx={{ mb: 3 }}>
        {isEdit ? 'Edit Blog Post' : 'New Blog Post'}
      </Typography>
      {isLoading ? (
        <CircularProgress aria-label="Checking your account" />
      ) : !isAdmin ? (
        <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
          <Typography color="text.secondary">Only admins can write blog posts.</Typography>
          <Button variant="contained" onClick={() => dispatch(openAuthDialog('login'))}>
            Sign In
          </Button>
        </Stack>
      ) : isEdit && postId === null ? (
        <PostNotFound headingLevel="h2" />
      ) : (
        <PostEditor postId={postId} />
      )}
    </Container>
  );
}
