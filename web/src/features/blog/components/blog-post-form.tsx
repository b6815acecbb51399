import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import type { Trip } from '@roadbook/contracts';
import { useState } from 'react';
import type { FormEvent } from 'react';
import { validatePostForm } from './blog-post-form.model';
import type { BlogPostFormErrors, BlogPostFormValues } from './blog-post-form.model';
import {
  FeaturedImageSection,
  LinkedTripsSection,
  PostSection,
  PublishingSection,
  SearchEnginesSection,
  type BlogPostFormSectionProps,
} from './blog-post-form.sections';

interface BlogPostFormProps {
  initialValues: BlogPostFormValues;
  /** The admin's trips for the trip picker. */
  trips: Trip[];
  tripsLoading: boolean;
  submitting: boolean;
  /** Saves the post; resolves to the server's field errors, none when it was saved. */
  onSubmit: (values: BlogPostFormValues) => Promise<BlogPostFormErrors>;
}

/** Save with the status flipped (publish a draft, or take a post back to draft), and Save. */
function SaveButtons({
  isDraft,
  submitting,
  onToggleStatus,
}: {
  isDraft: boolean;
  submitting: boolean;
  onToggleStatus: () => void;
}) {
  return (
    <Stack
      direction={{ xs: 'column-reverse', sm: 'row' }}
      spacing={1.5}
      sx={{ mt: 3, justifyContent: 'flex-end' }}
    >
      <Button variant="outlined" size="large" disabled={submitting} onClick={onToggleStatus}>
        {isDraft ? 'Save & Publish' : 'Save as Draft'}
      </Button>
      <Button type="submit" variant="contained" size="large" disabled={submitting}>
        {submitting ? 'Saving...' : 'Save'}
      </Button>
    </Stack>
  );
}

/** Every field of a post; the status can be flipped and saved in one click. */
export function BlogPostForm({
  initialValues,
  trips,
  tripsLoading,
  submitting,
  onSubmit,
}: BlogPostFormProps) {
  const [values, setValues] = useState(initialValues);
  const [errors, setErrors] = useState<BlogPostFormErrors>({});

  const set = <K extends keyof BlogPostFormValues>(field: K, value: BlogPostFormValues[K]) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const save = async (toSave: BlogPostFormValues) => {
    const found = validatePostForm(toSave);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setErrors(await onSubmit(toSave));
  };

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    void save(values);
  };

  const isDraft = values.status === 'draft';
  const saveWithToggledStatus = () => {
    const toggled: BlogPostFormValues = { ...values, status: isDraft ? 'published' : 'draft' };
    setValues(toggled);
    void save(toggled);
  };

  const section: BlogPostFormSectionProps = { values, errors, set };

  return (
    <Box component="form" noValidate onSubmit={handleSubmit} aria-label="Blog post">
      <Box
        sx={{
          display: 'grid',
          gap: 3,
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 2fr) minmax(0, 1fr)' },
          alignItems: 'start',
        }}
      >
        <Stack spacing={3}>
          <PostSection {...section} initialContent={initialValues.content} />
          <LinkedTripsSection {...section} trips={trips} tripsLoading={tripsLoading} />
        </Stack>
        <Stack spacing={3}>
          <PublishingSection {...section} />
          <FeaturedImageSection {...section} />
          <SearchEnginesSection {...section} />
        </Stack>
      </Box>
      <SaveButtons
        isDraft={isDraft}
        submitting={submitting}
        onToggleStatus={saveWithToggledStatus}
      />
    </Box>
  );
}
