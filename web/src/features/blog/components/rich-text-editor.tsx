import Box from '@mui/material/Box';
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Paper from '@mui/material/Paper';
import Image from '@tiptap/extension-image';
import Link from '@tiptap/extension-link';
import { EditorContent, useEditor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { useId } from 'react';
import { BLOG_EDITOR_MIN_HEIGHT } from './blog-editor.constants';
import { EditorToolbar } from './editor-toolbar';
import { postBodyTypography } from './post-body-typography';

interface RichTextEditorProps {
  label: string;
  /** HTML the editor starts with; later changes of the prop are ignored (the editor owns it). */
  initialHtml: string;
  /** The document as HTML, or '' when it holds no text and no image. */
  onChange: (html: string) => void;
  error?: string;
}

/** The post body: Tiptap (ProseMirror) with a toolbar, writing the HTML the server sanitises. */
export function RichTextEditor({ label, initialHtml, onChange, error }: RichTextEditorProps) {
  const labelId = useId();
  const errorId = useId();
  const editor = useEditor({
    extensions: [
      // The link is configured below on its own, so StarterKit must not add a second one.
      StarterKit.configure({ heading: { levels: [2, 3] }, link: false }),
      Link.configure({
        openOnClick: false,
        autolink: true,
        protocols: ['http', 'https', 'mailto'],
        HTMLAttributes: { rel: 'noopener noreferrer nofollow', target: null },
      }),
      Image.configure({ HTMLAttributes: { loading: 'lazy' } }),
    ],
    content: initialHtml,
    editorProps: {
      attributes: {
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-labelledby': labelId,
        ...(error ? { 'aria-invalid': 'true', 'aria-describedby': errorId } : {}),
      },
    },
    onUpdate: ({ editor: current }) => onChange(current.isEmpty ? '' : current.getHTML()),
  });

  return (
    <FormControl error={Boolean(error)} fullWidth>
      <FormLabel id={labelId} sx={{ mb: 1 }}>
        {label}
      </FormLabel>
      <Paper
        variant="outlined"
        sx={{
          borderRadius: 2,
          overflow: 'hidden',
          borderColor: error ? 'error.main' : undefined,
          '&:focus-within': { borderColor: 'primary.main', boxShadow: 1 },
        }}
      >
        <EditorToolbar editor={editor} />
        <Box
          sx={{
            '& .ProseMirror': {
              ...postBodyTypography,
              minHeight: BLOG_EDITOR_MIN_HEIGHT,
              px: { xs: 1.5, sm: 2.5 },
              py: 1.5,
              outline: 'none',
            },
          }}
        >
          <EditorContent editor={editor} />
        </Box>
      </Paper>
      {error && <FormHelperText id={errorId}>{error}</FormHelperText>}
    </FormControl>
  );
}
