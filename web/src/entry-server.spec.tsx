// @vitest-environment node
// The server render runs in Node: no window, no document, as in the gateway.
import type { PageData } from '@roadbook/contracts';
import { describe, expect, it } from 'vitest';
import { render } from './entry-server';
import { PUBLIC_PAGES } from './test/fixtures/public-pages';
import { RIDER } from './test/fixtures/trip-fixtures';

describe('render', () => {
  it.each(PUBLIC_PAGES)(
    '$path comes with its content and its data',
    async ({ path, data, texts }) => {
      const page = await render(path, data);
      for (const text of texts) expect(page.html).toContain(text);
      expect(page.html).not.toContain('aria-busy="true"');
      // Whole and in place: no part left to the client, none needing a script to show.
      expect(page.html).not.toMatch(/<script|<template|<!--\$[?!]/);
      expect(page.css).toMatch(/^<style data-emotion="css[ -]/);
      // What the client hydrates from: the same reads, through JSON.
      const state = JSON.parse(JSON.stringify(page.state)) as { api: { queries: object } };
      const cached = Object.values(state.api.queries) as { endpointName: string; data: unknown }[];
      expect(cached).toContainEqual(
        expect.objectContaining({ endpointName: 'getCurrentUser', data: null }),
      );
      for (const query of data.queries) {
        expect(cached).toContainEqual(
          expect.objectContaining({ endpointName: query.endpoint, data: query.data }),
        );
      }
    },
  );

  it('shows the signed-in user in the header', async () => {
    const page = await render('/blog', {
      user: RIDER as PageData['user'],
      queries: [{ endpoint: 'getBlogPosts', arg: undefined, data: [] }],
    });
    expect(page.html).toContain('aria-label="Account menu for rider"');
    expect(page.html).not.toContain('Sign In');
  });
});
