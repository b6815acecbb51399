import AddRoadIcon from '@mui/icons-material/AddRoad';
import LightbulbIcon from '@mui/icons-material/Lightbulb';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import ScheduleIcon from '@mui/icons-material/Schedule';
import PlaceIcon from '@mui/icons-material/Place';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { DayActivity } from '@roadbook/contracts';
import { ACTIVITY_THUMBNAIL_WIDTH } from '@roadbook/contracts/browser';
import { OptimizedImage } from '../../../shared/media/optimized-image';
import { activityLook, type ActivityLook } from './trip-visuals';

/** The type's icon in a tinted circle: the thumbnail's stand-in. */
function ActivityIcon({ look }: { look: ActivityLook }) {
  return (
    <Box
      aria-hidden="true"
      sx={{
        width: 44,
        height: 44,
        flexShrink: 0,
        borderRadius: '50%',
        display: 'grid',
        placeItems: 'center',
        color: look.color,
        bgcolor: `${look.color}1a`,
        border: `1px solid ${look.color}40`,
      }}
    >
      <look.Icon fontSize="small" />
    </Box>
  );
}

/** Above the title: the type in its colour, how long it takes, and "Idea" for a generic one. */
function ActivityKind({ activity, look }: { activity: DayActivity; look: ActivityLook }) {
  return (
    <Stack
      useFlexGap
      direction="row"
      spacing={1}
      sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 0.5 }}
    >
      <Typography
        variant="caption"
        sx={{
          color: look.color,
          fontWeight: 700,
          textTransform: 'uppercase',
          letterSpacing: '0.08em',
        }}
      >
        {look.label}
      </Typography>
      {activity.duration && (
        <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center', color: 'text.secondary' }}>
          <ScheduleIcon sx={{ fontSize: 14 }} />
          <Typography variant="caption">{activity.duration}</Typography>
        </Stack>
      )}
      {activity.generic && (
        <Chip
          size="small"
          variant="outlined"
          label="Idea, not a verified place"
          sx={{ height: 20, fontSize: '0.7rem' }}
        />
      )}
    </Stack>
  );
}

/** The title, a link to the place's page when it has one. */
function ActivityTitle({ activity }: { activity: DayActivity }) {
  return (
    <Typography variant="subtitle1" component="h4" sx={{ fontWeight: 600, lineHeight: 1.35 }}>
      {activity.url ? (
        <Link href={activity.url} target="_blank" rel="noopener noreferrer" underline="hover">
          {activity.title}
          <OpenInNewIcon sx={{ fontSize: 14, ml: 0.5, verticalAlign: 'middle' }} />
        </Link>
      ) : (
        activity.title
      )}
    </Typography>
  );
}

/** Where it is: its address, and the stops a ride goes by. */
function ActivityWhere({ activity }: { activity: DayActivity }) {
  return (
    <>
      {activity.address && (
        <Stack
          direction="row"
          spacing={0.5}
          sx={{ mt: 0.5, alignItems: 'center', color: 'text.secondary' }}
        >
          <PlaceIcon sx={{ fontSize: 14 }} />
          <Typography variant="caption">{activity.address}</Typography>
        </Stack>
      )}
      {activity.waypoints && activity.waypoints.length > 0 && (
        <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 0.5 }}>
          Via {activity.waypoints.join(' · ')}
        </Typography>
      )}
    </>
  );
}

/** Who took the photo, linked to their page when known. */
function PhotoCredit({ credit }: { credit: NonNullable<DayActivity['imageCredit']> }) {
  return (
    <Typography variant="caption" color="text.secondary" component="p">
      Photo:{' '}
      {credit.url ? (
        <Link
          href={credit.url}
          target="_blank"
          rel="noopener noreferrer"
          underline="hover"
          color="inherit"
        >
          {credit.name}
        </Link>
      ) : (
        credit.name
      )}
    </Typography>
  );
}

function ProTips({ tips }: { tips: string[] }) {
  return (
    <Box
      sx={{
        mt: 1,
        p: 1.5,
        borderRadius: 2,
        bgcolor: 'grey.50',
        border: 1,
        borderColor: 'grey.200',
      }}
    >
      <Stack direction="row" spacing={0.75} sx={{ alignItems: 'center', mb: 0.5 }}>
        <LightbulbIcon sx={{ fontSize: 16, color: 'warning.main' }} />
        <Typography variant="caption" sx={{ fontWeight: 700 }}>
          Pro Tips
        </Typography>
      </Stack>
      <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
        {tips.map((tip) => (
          <Typography component="li" variant="body2" key={tip}>
            {tip}
          </Typography>
        ))}
      </Box>
    </Box>
  );
}

/**
 * One entry of a day: icon and colour by type, optional thumbnail (80 px; the icon
 * when the photo fails), link and Pro Tips.
 */
export function ActivityItem({
  activity,
  onAddDetour,
}: {
  activity: DayActivity;
  /** For a nearby detour: plans the trip again through it (the owner's page only). */
  onAddDetour?: (waypoints: string[]) => void;
}) {
  const look = activityLook(activity.type);
  const icon = <ActivityIcon look={look} />;
  // The planner credits where a place comes from as a tip; that is a citation, not advice.
  const isSource = (tip: string) => /^source:/i.test(tip);
  const proTips = (activity.tips ?? []).filter((tip) => !isSource(tip));
  const sources = (activity.tips ?? []).filter(isSource);
  return (
    <Stack
      component="li"
      direction="row"
      spacing={2}
      data-activity-type={activity.type}
      sx={{ py: 2, '& + &': { borderTop: 1, borderColor: 'divider' } }}
    >
      {activity.imageUrl ? (
        <OptimizedImage
          src={activity.imageUrl}
          alt=""
          width={ACTIVITY_THUMBNAIL_WIDTH}
          height={ACTIVITY_THUMBNAIL_WIDTH}
          fallback={icon}
          sx={{
            width: ACTIVITY_THUMBNAIL_WIDTH,
            height: ACTIVITY_THUMBNAIL_WIDTH,
            borderRadius: 2,
            flexShrink: 0,
          }}
        />
      ) : (
        icon
      )}
      <Box sx={{ minWidth: 0, flex: 1 }}>
        <ActivityKind activity={activity} look={look} />
        <ActivityTitle activity={activity} />
        {activity.description && (
          <Typography variant="body2" color="text.secondary">
            {activity.description}
          </Typography>
        )}
        <ActivityWhere activity={activity} />
        {sources.map((source) => (
          <Typography key={source} variant="caption" color="text.secondary" component="p">
            {source}
          </Typography>
        ))}
        {activity.imageUrl && activity.imageCredit && <PhotoCredit credit={activity.imageCredit} />}
        {activity.detour && onAddDetour && (
          <Button
            size="small"
            variant="outlined"
            startIcon={<AddRoadIcon />}
            sx={{ mt: 1 }}
            onClick={() => onAddDetour(activity.detour!.waypoints)}
          >
            Add to my route
          </Button>
        )}
        {proTips.length > 0 && <ProTips tips={proTips} />}
      </Box>
    </Stack>
  );
}
