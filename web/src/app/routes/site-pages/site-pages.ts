import type { ComponentType } from 'react';
import type { SitePageKey } from '@roadbook/contracts/browser';
import { PrivacyPage } from './privacy-page';
import {
  AboutPage,
  AffiliatePage,
  ArticlesPage,
  ContactPage,
  TermsPage,
  TripsPage,
} from './text-pages';

export interface SitePage {
  eyebrow: string;
  title: string;
  description: string;
  /** When the text last changed in substance; shown on legal pages. */
  updated?: string;
  Body: ComponentType;
}

export const SITE_PAGES: Record<SitePageKey, SitePage> = {
  about: {
    eyebrow: 'About',
    title: 'Plan the ride, then ride it',
    description:
      'Roadbook plans road trips day by day for motorcycle riders, drivers and RV travellers.',
    Body: AboutPage,
  },
  privacy: {
    eyebrow: 'Legal',
    title: 'Privacy Policy',
    description: 'What Roadbook stores, what it sends and to whom, and how to delete it.',
    updated: 'November 2026',
    Body: PrivacyPage,
  },
  terms: {
    eyebrow: 'Legal',
    title: 'Terms of Service',
    description: 'The terms for using Roadbook: plans are estimates, your account, fair use.',
    updated: 'November 2026',
    Body: TermsPage,
  },
  affiliate: {
    eyebrow: 'Legal',
    title: 'Affiliate Disclosure',
    description: 'Roadbook has no affiliate links, and what would change if it ever did.',
    updated: 'November 2026',
    Body: AffiliatePage,
  },
  contact: {
    eyebrow: 'Contact',
    title: 'Get in Touch',
    description: 'How to reach the people behind this Roadbook site.',
    Body: ContactPage,
  },
  articles: {
    eyebrow: 'Read',
    title: 'Articles',
    description: 'Ride reports, route ideas and road-trip tips from the Roadbook blog.',
    Body: ArticlesPage,
  },
  trips: {
    eyebrow: 'Ride',
    title: 'Trips',
    description: 'Featured road-trip routes, and how the Roadbook team picks them.',
    Body: TripsPage,
  },
};
