export interface FooterLink {
  label: string;
  href: string;
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
      { label: 'Trips', href: '/trips.html' },
    ],
  },
  {
    heading: 'Read',
    links: [
      { label: 'Blog', href: '/blog' },
      { label: 'Articles', href: '/articles.html' },
    ],
  },
  {
    heading: 'Company',
    links: [
      { label: 'About', href: '/about.html' },
      { label: 'Contact', href: '/contact.html' },
      { label: 'Affiliate Disclosure', href: '/affiliate.html' },
    ],
  },
  {
    heading: 'Legal',
    links: [
      { label: 'Privacy Policy', href: '/privacy.html' },
      { label: 'Terms of Service', href: '/terms.html' },
    ],
  },
];
