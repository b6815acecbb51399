import { analyticsPathOf } from '@roadbook/contracts/browser';
import type { RouteObject } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { appRoutes } from './router';

/** A value of the shape each route parameter takes. */
const SAMPLE_PARAMS: Record<string, string> = {
  id: '7',
  slug: 'alps-passes',
  shareableId: 'a1B2-c3_d4',
};

function pathsOf(routes: RouteObject[], parent = ''): string[] {
  return routes.flatMap((route) => {
    const path = route.index ? parent || '/' : route.path ? `${parent}/${route.path}` : parent;
    return [...(route.index || route.path ? [path] : []), ...pathsOf(route.children ?? [], path)];
  });
}

describe('the pages analytics counts', () => {
  it('are every page the router serves (the server refuses events on any other path)', () => {
    const pages = pathsOf(appRoutes)
      .filter((path) => !path.endsWith('/*'))
      .map((path) => path.replace(/:(\w+)/g, (_, name: string) => SAMPLE_PARAMS[name]));
    expect(pages.length).toBeGreaterThan(20);
    expect(pages.filter((path) => analyticsPathOf(path) === null)).toEqual([]);
  });
});
