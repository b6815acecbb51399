import { Transform } from 'class-transformer';
import {
  ArrayMaxSize,
  IsArray,
  IsIn,
  IsInt,
  IsNotEmpty,
  IsOptional,
  IsPositive,
  IsString,
  Matches,
  Max,
  MaxLength,
  Validate,
  ValidatorConstraint,
  type ValidatorConstraintInterface,
} from 'class-validator';
import { MEDIA_PATH_PATTERN } from '../media/media.constants';
import { ROW_ID_MAX } from '../transport/row-id';
import {
  BLOG_CONTENT_MAX_BYTES,
  BLOG_EXCERPT_MAX_LENGTH,
  BLOG_MAX_TAGS,
  BLOG_MAX_TRIPS,
  BLOG_META_DESCRIPTION_MAX_LENGTH,
  BLOG_META_TITLE_MAX_LENGTH,
  BLOG_POST_STATUSES,
  BLOG_SLUG_MAX_LENGTH,
  BLOG_TAG_MAX_LENGTH,
  BLOG_TITLE_MAX_LENGTH,
  BlogMessages,
  type BlogPostStatus,
} from './blog.messages';

const trimmed = () =>
  Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value));

/** A form's empty optional field means "none", stored as null. */
const blankAsNull = () =>
  Transform(({ value }: { value: unknown }) => {
    if (typeof value !== 'string') return value;
    const text = value.trim();
    return text === '' ? null : text;
  });

/** Tags trimmed, blanks dropped and repeats (ignoring case) kept once. */
const tagList = () =>
  Transform(({ value }: { value: unknown }) => {
    if (!Array.isArray(value)) return value;
    const seen = new Set<string>();
    const tags: unknown[] = [];
    for (const raw of value) {
      if (typeof raw !== 'string') {
        tags.push(raw);
        continue;
      }
      const tag = raw.trim().replace(/\s+/g, ' ');
      if (tag && !seen.has(tag.toLowerCase())) {
        seen.add(tag.toLowerCase());
        tags.push(tag);
      }
    }
    return tags;
  });

@ValidatorConstraint({ name: 'contentSize' })
class ContentSize implements ValidatorConstraintInterface {
  validate(value: unknown): boolean {
    return typeof value === 'string' && Buffer.byteLength(value, 'utf8') <= BLOG_CONTENT_MAX_BYTES;
  }
}

/**
 * Where a post's images may come from, its featured image and those in its text alike: one of
 * our stored images and nothing else. The site's Content-Security-Policy lets pages load images
 * of their own origin only, so another host's picture would show broken; and never data:.
 */
export const POST_IMAGE_SOURCE = MEDIA_PATH_PATTERN;

/**
 * `POST /api/admin/blog` and `PUT /api/admin/blog/:id`. The author, id and timestamps come from
 * the server; the slug is made from the title when not given.
 */
export class BlogPostInput {
  @trimmed()
  @IsString({ message: BlogMessages.titleRequired })
  @IsNotEmpty({ message: BlogMessages.titleRequired })
  @MaxLength(BLOG_TITLE_MAX_LENGTH, { message: BlogMessages.titleTooLong })
  title: string;

  @IsString({ message: BlogMessages.contentRequired })
  @Matches(/\S/, { message: BlogMessages.contentRequired })
  @Validate(ContentSize, { message: BlogMessages.contentTooLong })
  content: string;

  @IsOptional()
  @blankAsNull()
  @IsString({ message: BlogMessages.excerptTooLong })
  @MaxLength(BLOG_EXCERPT_MAX_LENGTH, { message: BlogMessages.excerptTooLong })
  excerpt?: string | null;

  @IsOptional()
  @blankAsNull()
  @IsString({ message: BlogMessages.slugInvalid })
  @MaxLength(BLOG_SLUG_MAX_LENGTH, { message: BlogMessages.slugInvalid })
  @Matches(/^[a-z0-9]+(-[a-z0-9]+)*$/, { message: BlogMessages.slugInvalid })
  slug?: string | null;

  @IsOptional()
  @blankAsNull()
  @IsString({ message: BlogMessages.featuredImageInvalid })
  @MaxLength(2000, { message: BlogMessages.featuredImageInvalid })
  @Matches(POST_IMAGE_SOURCE, { message: BlogMessages.featuredImageInvalid })
  featuredImage?: string | null;

  @IsOptional()
  @IsIn(BLOG_POST_STATUSES, { message: BlogMessages.statusInvalid })
  status?: BlogPostStatus;

  @IsOptional()
  @tagList()
  @IsArray({ message: BlogMessages.tagsInvalid })
  @ArrayMaxSize(BLOG_MAX_TAGS, { message: BlogMessages.tagsInvalid })
  @IsString({ each: true, message: BlogMessages.tagsInvalid })
  @MaxLength(BLOG_TAG_MAX_LENGTH, { each: true, message: BlogMessages.tagsInvalid })
  tags?: string[];

  @IsOptional()
  @IsArray({ message: BlogMessages.tripIdsInvalid })
  @ArrayMaxSize(BLOG_MAX_TRIPS, { message: BlogMessages.tripIdsInvalid })
  @IsInt({ each: true, message: BlogMessages.tripIdsInvalid })
  @IsPositive({ each: true, message: BlogMessages.tripIdsInvalid })
  @Max(ROW_ID_MAX, { each: true, message: BlogMessages.tripIdsInvalid })
  tripIds?: number[];

  @IsOptional()
  @blankAsNull()
  @IsString({ message: BlogMessages.metaTitleTooLong })
  @MaxLength(BLOG_META_TITLE_MAX_LENGTH, { message: BlogMessages.metaTitleTooLong })
  metaTitle?: string | null;

  @IsOptional()
  @blankAsNull()
  @IsString({ message: BlogMessages.metaDescriptionTooLong })
  @MaxLength(BLOG_META_DESCRIPTION_MAX_LENGTH, { message: BlogMessages.metaDescriptionTooLong })
  metaDescription?: string | null;
}
