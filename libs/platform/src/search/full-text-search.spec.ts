import {
  ACCENT_FOLDING,
  SEARCH_TERMS_MAX,
  foldAccents,
  fullTextQueryParams,
  pageOffset,
  searchFunctionsSql,
  searchTerms,
} from './full-text-search';

describe('foldAccents', () => {
  it('drops diacritics and case, as the stored documents do', () => {
    expect(foldAccents("Côte d'Azur")).toBe("cote d'azur");
    expect(foldAccents('ZÜRICH Ålesund Łódź Øresund São')).toBe('zurich alesund lodz oresund sao');
  });

  it('maps one letter to one letter, so SQL translate() can apply the same table', () => {
    expect([...ACCENT_FOLDING.from]).toHaveLength([...ACCENT_FOLDING.to].length);
    expect(ACCENT_FOLDING.to).toMatch(/^[a-z]+$/);
    expect(ACCENT_FOLDING.from).toContain('é');
    expect(ACCENT_FOLDING.from).toContain('É');
  });
});

describe('searchTerms', () => {
  it('keeps words of letters and digits, folded, once each', () => {
    expect(searchTerms('  Route 66: Chicago, chicago & Santa-Mónica!  ')).toEqual([
      'route',
      '66',
      'chicago',
      'santa',
      'monica',
    ]);
  });

  it('leaves out everything a tsquery would read as an operator', () => {
    expect(searchTerms("a:* & !b | (c) <-> 'd'")).toEqual(['a', 'b', 'c', 'd']);
  });

  it('stops after the most words a query may have', () => {
    const words = Array.from({ length: 12 }, (_, i) => `w${i}`);
    expect(searchTerms(words.join(' '))).toEqual(words.slice(0, SEARCH_TERMS_MAX));
  });
});

describe('fullTextQueryParams', () => {
  it('asks for every word as a prefix, and for the same words to stem', () => {
    expect(fullTextQueryParams('Alps pass')).toEqual({
      prefixes: 'alps:* & pass:*',
      words: 'alps pass',
    });
  });

  it('is null for a query with no word', () => {
    expect(fullTextQueryParams('--- !!')).toBeNull();
  });
});

describe('pageOffset', () => {
  it('skips the rows of the pages before', () => {
    expect(pageOffset(1, 10)).toBe(0);
    expect(pageOffset(3, 20)).toBe(40);
  });
});

describe('searchFunctionsSql', () => {
  it('creates the immutable functions in the given schema with the folding table', () => {
    const sql = searchFunctionsSql('blog').join('\n');
    expect(sql).toContain('"blog"."search_fold"');
    expect(sql).toContain('"blog"."search_words"');
    expect(sql).toContain('"blog"."search_join"');
    expect(sql).toContain(`'${ACCENT_FOLDING.from}'`);
    expect(sql.match(/IMMUTABLE/g)).toHaveLength(3);
  });
});
