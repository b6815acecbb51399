export interface FooterLink {
  label: string;
  href: string;
  /** Static .html pages are served by the server, not the SPA router. */
  external?: boolean;
}

export interface FooterColumn {
  heading: string;
  links: FooterLink[];
}

export const FOOTER_COLUMNS: FooterColumn[] = [
  {
    heading: 'Ride',
    links: [
      { label: 'Plan a Trip', href: '/plan' },
      { label: 'Trips', href: '/trips.html', external: true },
    ],
  },
  {
    heading: 'Read',
    links: [
      { label: 'Blog', href: '/blog' },
      { label: 'Articles', href: '/articles.html', external: true },
    ],
  },
  {
    heading: 'Company',
    links: [
      { label: 'About', href: '/about.html', external: true },
      { label: 'Contact', href: '/contact.html', external: true },
      { label: 'Affiliate Disclosure', href: '/affiliate.html', external: true },
    ],
  },
  {
    heading: 'Legal',
    links: [
      { label: 'Privacy Policy', href: '/privacy.html', external: true },
      { label: 'Terms of Service', href: '/terms.html', external: true },
    ],
  },
];
