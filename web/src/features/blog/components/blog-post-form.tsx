import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { Trip } from '@roadbook/contracts';
import {
  BLOG_EXCERPT_MAX_LENGTH,
  BLOG_META_TITLE_HINT_LENGTH,
  BlogMessages,
} from '@roadbook/contracts/browser';
import { useState } from 'react';
import type { FormEvent, ReactNode } from 'react';
import { validatePostForm } from './blog-post-form.model';
import type { BlogPostFormErrors, BlogPostFormValues } from './blog-post-form.model';
import { CountedHelperText } from './counted-helper-text';
import { FeaturedImageField } from './featured-image-field';
import { RichTextEditor } from './rich-text-editor';
import { TagInput } from './tag-input';
import { TripPicker } from './trip-picker';

interface BlogPostFormProps {
  initialValues: BlogPostFormValues;
  /** The admin's trips for the trip picker. */
  trips: Trip[];
  tripsLoading: boolean;
  submitting: boolean;
  /** Saves the post; resolves to the server's field errors, none when it was saved. */
  onSubmit: (values: BlogPostFormValues) => Promise<BlogPostFormErrors>;
}

function FormSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper variant="outlined" component="section" sx={{ p: { xs: 2, sm: 3 }, borderRadius: 3 }}>
      <Typography variant="h5" component="h2" sx={{ mb: 2 }}>
        {title}
      </Typography>
      <Stack spacing={2.5}>{children}</Stack>
    </Paper>
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

  const excerptError =
    errors.excerpt ??
    (values.excerpt.length > BLOG_EXCERPT_MAX_LENGTH ? BlogMessages.excerptTooLong : undefined);

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
          <FormSection title="Post">
            <TextField
              label="Title"
              name="title"
              value={values.title}
              onChange={(event) => set('title', event.target.value)}
              error={Boolean(errors.title)}
              helperText={errors.title}
              required
              fullWidth
            />
            <RichTextEditor
              label="Content"
              initialHtml={initialValues.content}
              onChange={(html) => set('content', html)}
              error={errors.content}
            />
            <TextField
              label="Excerpt (SEO description)"
              name="excerpt"
              value={values.excerpt}
              onChange={(event) => set('excerpt', event.target.value)}
              error={Boolean(excerptError)}
              helperText={
                <CountedHelperText
                  text={excerptError ?? 'Shown on the post card and to search engines.'}
                  count={values.excerpt.length}
                  limit={BLOG_EXCERPT_MAX_LENGTH}
                />
              }
              multiline
              minRows={2}
              fullWidth
            />
          </FormSection>
          <FormSection title="Linked trips">
            <TripPicker
              trips={trips}
              tripIds={values.tripIds}
              onChange={(tripIds) => set('tripIds', tripIds)}
              loading={tripsLoading}
              error={errors.tripIds}
            />
          </FormSection>
        </Stack>
        <Stack spacing={3}>
          <FormSection title="Publishing">
            <TextField
              select
              label="Status"
              name="status"
              value={values.status}
              onChange={(event) =>
                set('status', event.target.value === 'published' ? 'published' : 'draft')
              }
              error={Boolean(errors.status)}
              helperText={errors.status ?? 'Drafts are seen by admins only.'}
              fullWidth
            >
              <MenuItem value="draft">Draft</MenuItem>
              <MenuItem value="published">Published</MenuItem>
            </TextField>
            <TagInput
              tags={values.tags}
              onChange={(tags) => set('tags', tags)}
              error={errors.tags}
            />
          </FormSection>
          <FormSection title="Featured image">
            <FeaturedImageField
              value={values.featuredImage}
              onChange={(url) => set('featuredImage', url)}
              error={errors.featuredImage}
            />
          </FormSection>
          <FormSection title="Search engines">
            <TextField
              label="SEO title"
              name="metaTitle"
              value={values.metaTitle}
              onChange={(event) => set('metaTitle', event.target.value)}
              error={Boolean(errors.metaTitle)}
              helperText={
                <CountedHelperText
                  text={
                    errors.metaTitle ??
                    `SEO title hint: ${BLOG_META_TITLE_HINT_LENGTH} characters. The title is used when empty.`
                  }
                  count={values.metaTitle.length}
                  limit={BLOG_META_TITLE_HINT_LENGTH}
                />
              }
              fullWidth
            />
            <TextField
              label="Meta description (internal notes)"
              name="metaDescription"
              value={values.metaDescription}
              onChange={(event) => set('metaDescription', event.target.value)}
              error={Boolean(errors.metaDescription)}
              helperText={errors.metaDescription ?? 'Notes for editors; not used for meta tags.'}
              multiline
              minRows={2}
              fullWidth
            />
          </FormSection>
        </Stack>
      </Box>
      <Stack
        direction={{ xs: 'column-reverse', sm: 'row' }}
        spacing={1.5}
        sx={{ mt: 3, justifyContent: 'flex-end' }}
      >
        <Button
          variant="outlined"
          size="large"
          disabled={submitting}
          onClick={saveWithToggledStatus}
        >
          {isDraft ? 'Save & Publish' : 'Save as Draft'}
        </Button>
        <Button type="submit" variant="contained" size="large" disabled={submitting}>
          {submitting ? 'Saving...' : 'Save'}
        </Button>
      </Stack>
    </Box>
  );
}
