import { decideSlug, firstFreeSlug, isSlugOf, slugBase } from './post-slug';

describe('slugBase', () => {
  it('makes a readable address from the title', () => {
    expect(slugBase('Tail of the Dragon: 318 Curves in 11 Miles')).toBe(
      'tail-of-the-dragon-318-curves-in-11-miles',
    );
  });

  it('falls back to "post" when the title has nothing readable', () => {
    expect(slugBase('¡¿!?')).toBe('post');
  });

  it('leaves room for a collision suffix within the longest slug', () => {
    expect(slugBase('word '.repeat(40)).length).toBeLessThanOrEqual(76);
  });
});

describe('firstFreeSlug', () => {
  it('takes the base when nobody has it', () => {
    expect(firstFreeSlug('alps', new Set(['alps-passes']))).toBe('alps');
  });

  it('numbers collisions from 2 and skips the numbers taken', () => {
    expect(firstFreeSlug('alps', new Set(['alps']))).toBe('alps-2');
    expect(firstFreeSlug('alps', new Set(['alps', 'alps-2', 'alps-3']))).toBe('alps-4');
  });
});

describe('isSlugOf', () => {
  it('recognises the base and its numbered forms only', () => {
    expect(isSlugOf('alps', 'alps')).toBe(true);
    expect(isSlugOf('alps-7', 'alps')).toBe(true);
    expect(isSlugOf('alps-passes', 'alps')).toBe(false);
  });
});

describe('decideSlug', () => {
  const draft = { slug: 'route-66', publishedAt: null };
  const published = { slug: 'route-66', publishedAt: new Date('2026-05-01') };

  it('makes a new post’s slug from its title', () => {
    expect(decideSlug(null, { title: 'Route 66' })).toEqual({
      kind: 'from-title',
      base: 'route-66',
    });
  });

  it('uses the slug an admin names', () => {
    expect(decideSlug(null, { title: 'Route 66', slug: 'mother-road' })).toEqual({
      kind: 'explicit',
      slug: 'mother-road',
    });
    expect(decideSlug(published, { title: 'Route 66', slug: 'mother-road' })).toEqual({
      kind: 'explicit',
      slug: 'mother-road',
    });
  });

  it('lets a draft follow its new title', () => {
    expect(decideSlug(draft, { title: 'Route 66 in Winter' })).toEqual({
      kind: 'from-title',
      base: 'route-66-in-winter',
    });
  });

  it('keeps a draft’s numbered slug while its title is unchanged', () => {
    expect(decideSlug({ slug: 'route-66-2', publishedAt: null }, { title: 'Route 66' })).toEqual({
      kind: 'keep',
    });
  });

  it('keeps a slug once published, even after a title edit or an unpublish', () => {
    expect(decideSlug(published, { title: 'Route 66 in Winter' })).toEqual({ kind: 'keep' });
    expect(decideSlug(published, { title: 'Other', slug: 'route-66' })).toEqual({ kind: 'keep' });
  });
});
