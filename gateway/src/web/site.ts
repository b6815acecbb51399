import type { GatewayEnv } from '../gateway.env';

export interface SiteInfo {
  /** Absolute, without a trailing slash. */
  url: string;
  name: string;
  description: string;
}

export const SITE_NAME = 'Roadbook';
const BLOG_DESCRIPTION =
  'Stories, routes and riding tips for motorcycle, car and RV road trips, from the Roadbook team.';

/**
 * The site's own address for links that leave the page (feeds, sitemaps, link previews):
 * PUBLIC_URL, else the address the gateway is configured to listen on. Never the request's Host
 * header, which anyone can set and which caches would then serve to everyone.
 */
export function siteInfo(env: Pick<GatewayEnv, 'PUBLIC_URL' | 'HOST' | 'PORT'>): SiteInfo {
  const host = env.HOST === '0.0.0.0' || env.HOST === '::' ? 'localhost' : env.HOST;
  return {
    url: env.PUBLIC_URL ? env.PUBLIC_URL.replace(/\/+$/, '') : `http://${host}:${env.PORT}`,
    name: SITE_NAME,
    description: BLOG_DESCRIPTION,
  };
}
