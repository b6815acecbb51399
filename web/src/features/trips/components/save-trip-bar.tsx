import BookmarkAddedIcon from '@mui/icons-material/BookmarkAdded';
import BookmarkAddIcon from '@mui/icons-material/BookmarkAdd';
import EditRoadIcon from '@mui/icons-material/EditRoad';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';

/**
 * The owner's Modify and Save, kept in reach at the bottom of the itinerary; on phones it sits
 * above the app's bottom bar (64 px, `web/src/app/layout/mobile-bottom-bar.tsx`).
 */
export function SaveTripBar({
  isSaved,
  isSaving,
  onModify,
  onSave,
}: {
  isSaved: boolean;
  isSaving: boolean;
  onModify: () => void;
  onSave: () => void;
}) {
  return (
    <Paper
      elevation={8}
      square
      data-print="hide"
      sx={{
        position: 'sticky',
        bottom: { xs: 'calc(64px + env(safe-area-inset-bottom))', sm: 0 },
        zIndex: (theme) => theme.zIndex.appBar - 1,
        borderTop: 1,
        borderColor: 'divider',
      }}
    >
      <Container
        maxWidth="lg"
        sx={{
          py: 1.25,
          display: 'flex',
          gap: 1.5,
          alignItems: 'center',
          justifyContent: 'flex-end',
        }}
      >
        <Typography
          variant="body2"
          color="text.secondary"
          sx={{ mr: 'auto', display: { xs: 'none', sm: 'block' } }}
        >
          {isSaved ? 'This trip is in My Trips.' : 'Like it? Save it to find it again in My Trips.'}
        </Typography>
        <Button variant="outlined" startIcon={<EditRoadIcon />} onClick={onModify}>
          Modify
        </Button>
        <Button
          variant="contained"
          startIcon={isSaved ? <BookmarkAddedIcon /> : <BookmarkAddIcon />}
          onClick={onSave}
          disabled={isSaving || isSaved}
        >
          {isSaved ? 'Saved' : 'Save Trip'}
        </Button>
      </Container>
    </Paper>
  );
}
