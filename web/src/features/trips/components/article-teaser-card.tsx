import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import type { BlogPostSummary } from '@roadbook/contracts';
import { Link as RouterLink } from 'react-router-dom';
import { postDate } from '../../../shared/format/post-date';

/** A blog post beside a trip (Related Articles, Travel Inspiration): title, date and excerpt. */
export function ArticleTeaserCard({ post }: { post: BlogPostSummary }) {
  const date = postDate(post);
  return (
    <Card variant="outlined" component="article" sx={{ height: '100%', borderRadius: 3 }}>
      <CardActionArea component={RouterLink} to={`/blog/${post.slug}`} sx={{ height: '100%' }}>
        <CardContent>
          <Typography
            variant="overline"
            color="text.secondary"
            component="time"
            dateTime={date.iso}
          >
            {date.label}
          </Typography>
          <Typography variant="h6" component="h3" sx={{ lineHeight: 1.25 }}>
            {post.title}
          </Typography>
          {post.excerpt && (
            <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
              {post.excerpt}
            </Typography>
          )}
        </CardContent>
      </CardActionArea>
    </Card>
  );
}
