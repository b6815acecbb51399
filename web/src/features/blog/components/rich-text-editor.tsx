import Box from '@mui/material/Box';
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Paper from '@mui/material/Paper';
import { BlogMessages } from '@roadbook/contracts/browser';
import Link from '@tiptap/extension-link';
import { EditorContent, useEditor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { useEffect, useEffectEvent, useId, useState } from 'react';
import { refuseImageFile } from '../../../shared/media/image-upload.rules';
import { useToast } from '../../../shared/toast/use-toast';
import { BLOG_EDITOR_MIN_HEIGHT } from './blog-editor.constants';
import { EditorToolbar } from './editor-toolbar';
import {
  PostImage,
  firstFileOf,
  postImageAttributes,
  withoutForeignImages,
  type PixelSize,
} from './post-image';
import { PostImageDialog } from './post-image-dialog';
import { postBodyTypography } from './post-body-typography';

/** A picture on its way into the body, and where it goes (a drop's place; else the caret). */
interface PendingImage {
  file: File;
  at: number | null;
}

interface RichTextEditorProps {
  label: string;
  /** HTML the editor starts with; later changes of the prop are ignored (the editor owns it). */
  initialHtml: string;
  /** The document as HTML, or '' when it holds no text and no image. */
  onChange: (html: string) => void;
  error?: string;
}

/**
 * The post body: Tiptap (ProseMirror) with a toolbar, writing the HTML the server sanitises.
 * Pictures come in by the toolbar, a paste or a drop, and are uploaded here with their alt text;
 * pictures of other sites (pasted, or in an older post) are taken out with a word to the admin,
 * since the site's CSP would show them broken.
 */
export function RichTextEditor({ label, initialHtml, onChange, error }: RichTextEditorProps) {
  const labelId = useId();
  const errorId = useId();
  const { toast } = useToast();
  const [pending, setPending] = useState<PendingImage | null>(null);
  const [start] = useState(() => withoutForeignImages(initialHtml));

  const offerImage = (file: File, at: number | null = null) => {
    const refusal = refuseImageFile(file);
    if (refusal) toast(refusal);
    else setPending({ file, at });
  };
  const sayForeignImagesRemoved = (removed: number) =>
    toast({
      title: BlogMessages.foreignImagesRemoved(removed),
      variant: 'destructive',
    });

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
      PostImage.configure({ HTMLAttributes: { loading: 'lazy' } }),
    ],
    content: start.html,
    editorProps: {
      handlePaste: (_view, event) => {
        const file = firstFileOf(event.clipboardData);
        if (!file) return false;
        offerImage(file);
        return true;
      },
      handleDrop: (view, event) => {
        const file = firstFileOf(event.dataTransfer);
        if (!file) return false;
        event.preventDefault();
        const at = view.posAtCoords({ left: event.clientX, top: event.clientY })?.pos ?? null;
        offerImage(file, at);
        return true;
      },
      transformPastedHTML: (html) => {
        const { html: kept, removed } = withoutForeignImages(html);
        if (removed > 0) sayForeignImagesRemoved(removed);
        return kept;
      },
      attributes: {
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-labelledby': labelId,
        ...(error ? { 'aria-invalid': 'true', 'aria-describedby': errorId } : {}),
      },
    },
    onUpdate: ({ editor: current }) => onChange(current.isEmpty ? '' : current.getHTML()),
  });

  // The form keeps what the editor shows, so a save stores no picture that cannot load.
  const keepOnlyImagesThatLoad = useEffectEvent(() => {
    if (start.removed === 0) return;
    sayForeignImagesRemoved(start.removed);
    onChange(editor.isEmpty ? '' : editor.getHTML());
  });
  // Once, for the text the editor started with.
  useEffect(() => keepOnlyImagesThatLoad(), []);

  const insertImage = (imageUrl: string, alt: string, size: PixelSize | null) => {
    const at = pending?.at ?? null;
    setPending(null);
    const image = { type: 'image', attrs: postImageAttributes(imageUrl, alt, size) };
    const chain = editor.chain().focus();
    (at === null ? chain.insertContent(image) : chain.insertContentAt(at, image)).run();
  };

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
        <EditorToolbar editor={editor} onImageFile={(file) => offerImage(file)} />
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
      {pending && (
        <PostImageDialog
          file={pending.file}
          onInsert={insertImage}
          onClose={() => setPending(null)}
        />
      )}
    </FormControl>
  );
}
