import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Skeleton from '@mui/material/Skeleton';

/** The shape of a post card while the list loads, so the grid does not jump when it arrives. */
export function BlogCardSkeleton() {
  return (
    <Card variant="outlined" sx={{ borderRadius: 3 }} data-testid="blog-card-skeleton">
      <Skeleton variant="rectangular" sx={{ aspectRatio: '16 / 9', height: 'auto' }} />
      <CardContent>
        <Skeleton width="35%" />
        <Skeleton variant="text" sx={{ fontSize: '1.6rem' }} />
        <Skeleton width="90%" />
        <Skeleton width="70%" />
      </CardContent>
    </Card>
  );
}
