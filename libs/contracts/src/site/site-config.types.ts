/** What the web shows about who runs this site (GET /api/config/site). */
export interface SiteConfig {
  /** The operator's contact address (`CONTACT_EMAIL`), or null when none is published. */
  contactEmail: string | null;
}
