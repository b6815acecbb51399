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
import type { ReactNode } from 'react';
import type { BlogPostFormErrors, BlogPostFormValues } from './blog-post-form.model';
import { CountedHelperText } from './counted-helper-text';
import { FeaturedImageField } from './featured-image-field';
import { RichTextEditorSlot } from './rich-text-editor-slot';
import { TagInput } from './tag-input';
import { TripPicker } from './trip-picker';

/** What each section of the post form works with: the values, their errors and the setter. */
export interface BlogPostFormSectionProps {
  values: BlogPostFormValues;
  errors: BlogPostFormErrors;
  /** Changes one field and clears its error. */
  set: <K extends keyof BlogPostFormValues>(field: K, value: BlogPostFormValues[K]) => void;
}

/** A titled card that holds some of the form's fields. */
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

/** The post itself: its title, its content and the excerpt shown on its card. */
export function PostSection({
  values,
  errors,
  set,
  initialContent,
}: BlogPostFormSectionProps & {
  /** The rich-text editor takes its content once, when it starts. */
  initialContent: string;
}) {
  const excerptError =
    errors.excerpt ??
    (values.excerpt.length > BLOG_EXCERPT_MAX_LENGTH ? BlogMessages.excerptTooLong : undefined);
  return (
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
      <RichTextEditorSlot
        label="Content"
        initialHtml={initialContent}
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
  );
}

/** The trips the post is about, picked from the admin's trips. */
export function LinkedTripsSection({
  values,
  errors,
  set,
  trips,
  tripsLoading,
}: BlogPostFormSectionProps & { trips: Trip[]; tripsLoading: boolean }) {
  return (
    <FormSection title="Linked trips">
      <TripPicker
        trips={trips}
        tripIds={values.tripIds}
        onChange={(tripIds) => set('tripIds', tripIds)}
        loading={tripsLoading}
        error={errors.tripIds}
      />
    </FormSection>
  );
}

/** Whether the post is a draft or published, and its tags. */
export function PublishingSection({ values, errors, set }: BlogPostFormSectionProps) {
  return (
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
      <TagInput tags={values.tags} onChange={(tags) => set('tags', tags)} error={errors.tags} />
    </FormSection>
  );
}

/** The picture at the top of the post and on its card. */
export function FeaturedImageSection({ values, errors, set }: BlogPostFormSectionProps) {
  return (
    <FormSection title="Featured image">
      <FeaturedImageField
        value={values.featuredImage}
        onChange={(url) => set('featuredImage', url)}
        error={errors.featuredImage}
      />
    </FormSection>
  );
}

/** The SEO title, and the meta description that holds editors' notes. */
export function SearchEnginesSection({ values, errors, set }: BlogPostFormSectionProps) {
  return (
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
  );
}
