import CodeIcon from '@mui/icons-material/Code';
import FormatBoldIcon from '@mui/icons-material/FormatBold';
import FormatItalicIcon from '@mui/icons-material/FormatItalic';
import FormatListBulletedIcon from '@mui/icons-material/FormatListBulleted';
import FormatListNumberedIcon from '@mui/icons-material/FormatListNumbered';
import FormatQuoteIcon from '@mui/icons-material/FormatQuote';
import InsertLinkIcon from '@mui/icons-material/InsertLink';
import InsertPhotoOutlinedIcon from '@mui/icons-material/InsertPhotoOutlined';
import LinkOffIcon from '@mui/icons-material/LinkOff';
import RedoIcon from '@mui/icons-material/Redo';
import UndoIcon from '@mui/icons-material/Undo';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import type { Editor } from '@tiptap/react';
import { useEditorState } from '@tiptap/react';
import { useId, useState } from 'react';
import type { ChangeEvent, ReactNode } from 'react';
import { UrlDialog } from './url-dialog';
import type { UrlDialogResult } from './url-dialog';

interface ToolbarButtonProps {
  label: string;
  icon: ReactNode;
  onClick: () => void;
  active?: boolean;
  disabled?: boolean;
}

function ToolbarButton({ label, icon, onClick, active, disabled }: ToolbarButtonProps) {
  return (
    <Tooltip title={label}>
      <span>
        <IconButton
          size="small"
          aria-label={label}
          aria-pressed={active === undefined ? undefined : active}
          onClick={onClick}
          disabled={disabled}
          // Keeps the selection in the document while the button is pressed.
          onMouseDown={(event) => event.preventDefault()}
          sx={{
            borderRadius: 1,
            color: active ? 'primary.main' : 'text.secondary',
            bgcolor: active ? 'action.selected' : undefined,
          }}
        >
          {icon}
        </IconButton>
      </span>
    </Tooltip>
  );
}

function HeadingIcon({ level }: { level: 2 | 3 }) {
  return (
    <Box component="span" sx={{ fontWeight: 700, fontSize: '0.95rem', width: 24 }}>
      H{level}
    </Box>
  );
}

interface EditorToolbarProps {
  editor: Editor;
  /** A picture chosen to upload into the body, not yet checked. */
  onImageFile: (file: File) => void;
}

/** Headings, bold, italic, lists, link, image upload, quote, code, undo and redo. */
export function EditorToolbar({ editor, onImageFile }: EditorToolbarProps) {
  const [linkDialog, setLinkDialog] = useState(false);
  const imageInputId = useId();
  // Tiptap 3 does not re-render on every keystroke; the toolbar subscribes to what it shows.
  const state = useEditorState({
    editor,
    selector: ({ editor: current }) => ({
      h2: current.isActive('heading', { level: 2 }),
      h3: current.isActive('heading', { level: 3 }),
      bold: current.isActive('bold'),
      italic: current.isActive('italic'),
      bulletList: current.isActive('bulletList'),
      orderedList: current.isActive('orderedList'),
      link: current.isActive('link'),
      blockquote: current.isActive('blockquote'),
      codeBlock: current.isActive('codeBlock'),
      canUndo: current.can().undo(),
      canRedo: current.can().redo(),
    }),
  });
  const chain = () => editor.chain().focus();

  const insertLink = ({ url, text }: UrlDialogResult) => {
    setLinkDialog(false);
    if (editor.state.selection.empty) {
      chain()
        .insertContent({
          type: 'text',
          text: text || url,
          marks: [{ type: 'link', attrs: { href: url } }],
        })
        .run();
    } else {
      chain().extendMarkRange('link').setLink({ href: url }).run();
    }
  };

  const chooseImage = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // Cleared so choosing the same file again still fires a change.
    event.target.value = '';
    if (file) onImageFile(file);
  };

  return (
    <Box
      role="toolbar"
      aria-label="Formatting"
      sx={{
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'center',
        gap: 0.25,
        px: 1,
        py: 0.5,
        borderBottom: 1,
        borderColor: 'divider',
        bgcolor: 'grey.50',
      }}
    >
      <ToolbarButton
        label="H2 heading"
        icon={<HeadingIcon level={2} />}
        active={state.h2}
        onClick={() => chain().toggleHeading({ level: 2 }).run()}
      />
      <ToolbarButton
        label="H3 heading"
        icon={<HeadingIcon level={3} />}
        active={state.h3}
        onClick={() => chain().toggleHeading({ level: 3 }).run()}
      />
      <Divider orientation="vertical" flexItem sx={{ mx: 0.5 }} />
      <ToolbarButton
        label="Bold"
        icon={<FormatBoldIcon />}
        active={state.bold}
        onClick={() => chain().toggleBold().run()}
      />
      <ToolbarButton
        label="Italic"
        icon={<FormatItalicIcon />}
        active={state.italic}
        onClick={() => chain().toggleItalic().run()}
      />
      <ToolbarButton
        label="Bulleted list"
        icon={<FormatListBulletedIcon />}
        active={state.bulletList}
        onClick={() => chain().toggleBulletList().run()}
      />
      <ToolbarButton
        label="Numbered list"
        icon={<FormatListNumberedIcon />}
        active={state.orderedList}
        onClick={() => chain().toggleOrderedList().run()}
      />
      <Divider orientation="vertical" flexItem sx={{ mx: 0.5 }} />
      {state.link ? (
        <ToolbarButton
          label="Remove link"
          icon={<LinkOffIcon />}
          onClick={() => chain().extendMarkRange('link').unsetLink().run()}
        />
      ) : (
        <ToolbarButton label="Link" icon={<InsertLinkIcon />} onClick={() => setLinkDialog(true)} />
      )}
      <input
        id={imageInputId}
        type="file"
        accept="image/*"
        aria-label="Choose an image for the post"
        hidden
        onChange={chooseImage}
      />
      <ToolbarButton
        label="Upload image"
        icon={<InsertPhotoOutlinedIcon />}
        onClick={() => document.getElementById(imageInputId)?.click()}
      />
      <ToolbarButton
        label="Quote"
        icon={<FormatQuoteIcon />}
        active={state.blockquote}
        onClick={() => chain().toggleBlockquote().run()}
      />
      <ToolbarButton
        label="Code block"
        icon={<CodeIcon />}
        active={state.codeBlock}
        onClick={() => chain().toggleCodeBlock().run()}
      />
      <Divider orientation="vertical" flexItem sx={{ mx: 0.5 }} />
      <ToolbarButton
        label="Undo"
        icon={<UndoIcon />}
        disabled={!state.canUndo}
        onClick={() => chain().undo().run()}
      />
      <ToolbarButton
        label="Redo"
        icon={<RedoIcon />}
        disabled={!state.canRedo}
        onClick={() => chain().redo().run()}
      />
      {linkDialog && (
        <UrlDialog
          title="Add a link"
          urlLabel="Link address"
          textLabel={editor.state.selection.empty ? 'Link text' : undefined}
          submitLabel="Add link"
          onSubmit={insertLink}
          onClose={() => setLinkDialog(false)}
        />
      )}
    </Box>
  );
}
