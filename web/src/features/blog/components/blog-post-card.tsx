import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import LandscapeOutlinedIcon from '@mui/icons-material/LandscapeOutlined';
import PublicIcon from '@mui/icons-material/Public';
import PublicOffIcon from '@mui/icons-material/PublicOff';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { BlogPostSummary } from '@roadbook/contracts';
import { Link as RouterLink } from 'react-router-dom';
import { OptimizedImage } from '../../../shared/media/optimized-image';
import { postDate } from '../../../shared/format/post-date';
import { PostTags } from './post-tags';

/** Admin controls of one card; absent for everyone else. */
export interface PostCardAdminControls {
  busy: boolean;
  onTogglePublished: (post: BlogPostSummary) => void;
  onDelete: (post: BlogPostSummary) => void;
}

interface BlogPostCardProps {
  post: BlogPostSummary;
  admin?: PostCardAdminControls;
  /** Smaller headings when the card sits in a side list such as related articles. */
  headingLevel?: 'h2' | 'h3';
  /** The first card of a page's list: its picture is the page's largest paint (OptimizedImage). */
  priority?: boolean;
}

const CARD_IMAGE = { width: 640, height: 360 };

export function BlogPostCard({
  post,
  admin,
  headingLevel = 'h2',
  priority = false,
}: BlogPostCardProps) {
  const date = postDate(post);
  const href = `/blog/${post.slug}`;
  const isDraft = post.status === 'draft';
  return (
    <Card
      component="article"
      variant="outlined"
      data-testid="blog-post-card"
      sx={{ borderRadius: 3, display: 'flex', flexDirection: 'column', overflow: 'hidden' }}
    >
      <Box
        component={RouterLink}
        to={href}
        tabIndex={-1}
        aria-hidden="true"
        sx={{ display: 'block', position: 'relative', bgcolor: 'grey.200', aspectRatio: '16 / 9' }}
      >
        {post.featuredImage ? (
          <OptimizedImage
            src={post.featuredImage}
            alt=""
            {...CARD_IMAGE}
            sizes="(max-width: 600px) 100vw, (max-width: 1200px) 50vw, 400px"
            sx={{ width: '100%', height: '100%' }}
            priority={priority}
          />
        ) : (
          <Box
            sx={{
              height: '100%',
              display: 'grid',
              placeItems: 'center',
              color: 'grey.500',
              background: (theme) =>
                `linear-gradient(135deg, ${theme.palette.grey[200]}, ${theme.palette.grey[300]})`,
              '& svg': { fontSize: 56 },
            }}
          >
            <LandscapeOutlinedIcon />
          </Box>
        )}
        {isDraft && (
          <Chip
            label="Draft"
            size="small"
            color="warning"
            sx={{ position: 'absolute', top: 12, left: 12, fontWeight: 700 }}
          />
        )}
      </Box>
      <CardContent sx={{ flex: 1, display: 'flex', flexDirection: 'column', gap: 1 }}>
        <Typography
          variant="overline"
          component="time"
          dateTime={date.iso}
          color="text.secondary"
          sx={{ lineHeight: 1.5 }}
        >
          {date.label}
        </Typography>
        <Typography variant="h5" component={headingLevel} sx={{ lineHeight: 1.2 }}>
          <Link component={RouterLink} to={href} underline="hover" color="inherit">
            {post.title}
          </Link>
        </Typography>
        {post.excerpt && (
          <Typography
            color="text.secondary"
            sx={{
              display: '-webkit-box',
              WebkitLineClamp: 3,
              WebkitBoxOrient: 'vertical',
              overflow: 'hidden',
            }}
          >
            {post.excerpt}
          </Typography>
        )}
        <Box sx={{ mt: 'auto', pt: 1 }}>
          <PostTags tags={post.tags} max={4} />
        </Box>
      </CardContent>
      {admin && (
        <CardActions
          disableSpacing
          sx={{ px: 1, py: 1, gap: 0.5, flexWrap: 'wrap', borderTop: 1, borderColor: 'divider' }}
        >
          <Button
            component={RouterLink}
            to={`/admin/blog/${post.id}/edit`}
            size="small"
            startIcon={<EditIcon />}
            sx={{ px: 1 }}
          >
            Edit
          </Button>
          <Button
            size="small"
            startIcon={isDraft ? <PublicIcon /> : <PublicOffIcon />}
            onClick={() => admin.onTogglePublished(post)}
            disabled={admin.busy}
            sx={{ px: 1 }}
          >
            {isDraft ? 'Publish' : 'Unpublish'}
          </Button>
          <Button
            size="small"
            color="error"
            startIcon={<DeleteIcon />}
            onClick={() => admin.onDelete(post)}
            disabled={admin.busy}
            sx={{ px: 1, ml: 'auto' }}
          >
            Delete
          </Button>
        </CardActions>
      )}
    </Card>
  );
}
