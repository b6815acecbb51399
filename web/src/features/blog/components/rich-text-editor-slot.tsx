import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import FormControl from '@mui/material/FormControl';
import FormLabel from '@mui/material/FormLabel';
import Paper from '@mui/material/Paper';
import { lazy, Suspense, useSyncExternalStore, type ComponentProps } from 'react';
import { BLOG_EDITOR_MIN_HEIGHT } from './blog-editor.constants';

// Tiptap (ProseMirror) builds its document in a browser only, and is most of the editor page's
// code: it loads once the page is the app's, while the rest of the form is already there.
const RichTextEditor = lazy(() =>
  import('./rich-text-editor').then((module) => ({ default: module.RichTextEditor })),
);

type RichTextEditorProps = ComponentProps<typeof RichTextEditor>;

/** The toolbar's height (two rows on a phone), kept so nothing moves when the editor arrives. */
const TOOLBAR_HEIGHT_PX = { xs: 79, sm: 43 };

const noSubscription = () => () => undefined;

/** False on the server and while the page is hydrated; true once the app has it. */
function useInBrowserApp(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}

/** The editor's frame, the size it will have, while its code is on its way. */
function EditorPlaceholder({ label }: { label: string }) {
  return (
    <FormControl fullWidth>
      <FormLabel sx={{ mb: 1 }}>{label}</FormLabel>
      <Paper variant="outlined" sx={{ borderRadius: 2 }} aria-busy="true">
        <Box
          sx={{
            height: {
              xs: TOOLBAR_HEIGHT_PX.xs + BLOG_EDITOR_MIN_HEIGHT,
              sm: TOOLBAR_HEIGHT_PX.sm + BLOG_EDITOR_MIN_HEIGHT,
            },
            display: 'grid',
            placeItems: 'center',
          }}
        >
          <CircularProgress size={28} aria-label={`Loading the ${label.toLowerCase()} editor`} />
        </Box>
      </Paper>
    </FormControl>
  );
}

/**
 * The post body's rich-text editor where the page is the app's, and its frame where it is not
 * yet: on the server, which renders the rest of the editor page
 * (docs/adr/0010-start-the-app-on-load.md), and while the page is hydrated.
 */
export function RichTextEditorSlot(props: RichTextEditorProps) {
  const placeholder = <EditorPlaceholder label={props.label} />;
  if (!useInBrowserApp()) return placeholder;
  return (
    <Suspense fallback={placeholder}>
      <RichTextEditor {...props} />
    </Suspense>
  );
}
