import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { withTag } from './blog-post-form.model';

interface TagInputProps {
  tags: string[];
  onChange: (tags: string[]) => void;
  error?: string;
}

/** Tags typed one at a time and added with Enter; each shown as a chip that removes it. */
export function TagInput({ tags, onChange, error }: TagInputProps) {
  const [typed, setTyped] = useState('');
  return (
    <Stack spacing={1.5}>
      <TextField
        label="Tags"
        value={typed}
        onChange={(event) => setTyped(event.target.value)}
        onKeyDown={(event) => {
          if (event.key !== 'Enter') return;
          // Enter adds the tag; it must not submit the post.
          event.preventDefault();
          onChange(withTag(tags, typed));
          setTyped('');
        }}
        error={Boolean(error)}
        helperText={error ?? 'Press Enter to add a tag.'}
        fullWidth
      />
      {tags.length > 0 && (
        <Stack
          useFlexGap
          direction="row"
          spacing={0.75}
          sx={{ flexWrap: 'wrap', rowGap: 0.75 }}
          aria-label="Post tags"
          data-testid="tag-chips"
        >
          {tags.map((tag) => (
            <Chip
              key={tag}
              label={tag}
              onDelete={() => onChange(tags.filter((existing) => existing !== tag))}
            />
          ))}
        </Stack>
      )}
    </Stack>
  );
}
