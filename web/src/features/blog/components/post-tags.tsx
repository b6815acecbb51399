import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';

/** A post's tags as small chips; nothing at all when it has none. */
export function PostTags({ tags, max }: { tags: string[]; max?: number }) {
  if (tags.length === 0) return null;
  const shown = max === undefined ? tags : tags.slice(0, max);
  return (
    <Stack
      useFlexGap
      direction="row"
      spacing={0.75}
      sx={{ flexWrap: 'wrap', rowGap: 0.75 }}
      aria-label="Tags"
    >
      {shown.map((tag) => (
        <Chip key={tag} label={tag} size="small" variant="outlined" />
      ))}
    </Stack>
  );
}
