import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import type { SitePageKey } from '@roadbook/contracts/browser';
import { useLocation } from 'react-router-dom';
import { BRAND_NAME } from '../../shared/config/brand';
import { PageBanner } from '../../shared/components/page-banner';
import { useDocumentMeta } from '../../shared/seo/use-document-meta';
import NotFoundRoute from './not-found.route';
import { sitePageOf } from './site-pages/site-page-paths';
import { SITE_PAGES } from './site-pages/site-pages';

function SitePageView({ pageKey }: { pageKey: SitePageKey }) {
  const page = SITE_PAGES[pageKey];
  useDocumentMeta(`${page.title} — ${BRAND_NAME}`, page.description);
  const { Body } = page;
  return (
    <>
      <PageBanner eyebrow={page.eyebrow} title={page.title} />
      <Container maxWidth="md" component="article" sx={{ py: { xs: 4, md: 6 } }}>
        {page.updated && (
          <Typography variant="body2" color="text.secondary" sx={{ mb: 3 }}>
            Last updated {page.updated}
          </Typography>
        )}
        <Body />
      </Container>
    </>
  );
}

/** About, contact, legal, articles and trips pages: one lazy module for all of them. */
export default function SitePageRoute() {
  const pageKey = sitePageOf(useLocation().pathname);
  return pageKey ? <SitePageView key={pageKey} pageKey={pageKey} /> : <NotFoundRoute />;
}
