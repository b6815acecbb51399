import { plainToInstance } from 'class-transformer';
import { validateSync } from 'class-validator';
import { BlogPostInput } from './blog-post.input';
import { BlogMessages } from './blog.messages';

const valid = { title: '  Alps passes  ', content: '<p>Stelvio at dawn</p>' };

function check(input: Record<string, unknown>) {
  const dto = plainToInstance(BlogPostInput, input);
  const errors = Object.fromEntries(
    validateSync(dto).map((e) => [e.property, Object.values(e.constraints ?? {})]),
  );
  return { dto, errors };
}

describe('BlogPostInput', () => {
  it('trims the title and stores blank optional fields as none', () => {
    const { dto, errors } = check({
      ...valid,
      excerpt: '   ',
      featuredImage: '',
      metaTitle: '',
      slug: '',
    });
    expect(errors).toEqual({});
    expect(dto).toMatchObject({
      title: 'Alps passes',
      excerpt: null,
      featuredImage: null,
      metaTitle: null,
      slug: null,
    });
  });

  it('keeps each tag once, trimmed, whatever its case', () => {
    const { dto, errors } = check({ ...valid, tags: [' Alps ', 'alps', '', 'Swiss  passes'] });
    expect(errors).toEqual({});
    expect(dto.tags).toEqual(['Alps', 'Swiss passes']);
  });

  it('accepts only an uploaded image as the featured image: the CSP would block any other', () => {
    expect(check({ ...valid, featuredImage: '/api/media/cd.webp' }).errors).toEqual({});
    for (const featuredImage of [
      'https://img.example/a.jpg',
      'http://img.example/a.jpg',
      'javascript:alert(1)',
      'data:image/png;base64,AAAA',
      '/uploads/a.jpg',
      '/api/media/../..',
      '/api/media/x/../../api/auth/user',
    ]) {
      expect(check({ ...valid, featuredImage }).errors).toEqual({
        featuredImage: [BlogMessages.featuredImageInvalid],
      });
    }
  });

  it('bounds every field with the message for it', () => {
    const { errors } = check({
      title: 't'.repeat(201),
      content: 'x'.repeat(200 * 1024 + 1),
      excerpt: 'e'.repeat(161),
      tags: Array.from({ length: 21 }, (_, i) => `tag ${i}`),
      tripIds: [1, 2.5],
      slug: 'Not A Slug',
      metaTitle: 'm'.repeat(201),
      metaDescription: 'd'.repeat(2001),
      status: 'scheduled',
    });
    expect(errors).toEqual({
      title: [BlogMessages.titleTooLong],
      content: [BlogMessages.contentTooLong],
      excerpt: [BlogMessages.excerptTooLong],
      tags: [BlogMessages.tagsInvalid],
      tripIds: [BlogMessages.tripIdsInvalid],
      slug: [BlogMessages.slugInvalid],
      metaTitle: [BlogMessages.metaTitleTooLong],
      metaDescription: [BlogMessages.metaDescriptionTooLong],
      status: [BlogMessages.statusInvalid],
    });
  });

  it('counts the content limit in bytes, so multi-byte text cannot slip past it', () => {
    const { errors } = check({ ...valid, content: 'é'.repeat(110 * 1024) });
    expect(errors).toEqual({ content: [BlogMessages.contentTooLong] });
  });
});
