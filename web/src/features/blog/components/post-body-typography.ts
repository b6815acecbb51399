import type { Theme } from '@mui/material/styles';
import type { SystemStyleObject } from '@mui/system';

/**
 * How a post's HTML reads, shared by the post page and the editor so that what an admin writes
 * looks the way visitors will see it.
 */
export const postBodyTypography: SystemStyleObject<Theme> = {
  fontSize: { xs: '1.0625rem', md: '1.125rem' },
  lineHeight: 1.75,
  color: 'text.primary',
  overflowWrap: 'anywhere',
  '& > :first-of-type': { mt: 0 },
  '& p': { my: 2 },
  '& h2, & h3': {
    fontFamily: '"Barlow Condensed", "Arial Narrow", system-ui, sans-serif',
    fontWeight: 700,
    lineHeight: 1.15,
    mt: 4,
    mb: 1.5,
  },
  '& h2': { fontSize: { xs: '1.75rem', md: '2rem' } },
  '& h3': { fontSize: { xs: '1.4rem', md: '1.6rem' } },
  '& ul, & ol': { pl: 3.5, my: 2 },
  '& li > p': { my: 0.5 },
  '& a': { color: 'primary.main', textDecorationThickness: '1px', textUnderlineOffset: '3px' },
  '& blockquote': {
    borderLeft: 4,
    borderColor: 'primary.main',
    bgcolor: 'grey.50',
    mx: 0,
    my: 3,
    px: 2.5,
    py: 1,
    fontStyle: 'italic',
    color: 'text.secondary',
  },
  '& code': {
    fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace',
    fontSize: '0.9em',
    bgcolor: 'grey.100',
    px: 0.5,
    borderRadius: 0.5,
  },
  '& pre': {
    bgcolor: 'grey.900',
    color: 'grey.50',
    p: 2,
    borderRadius: 2,
    overflowX: 'auto',
    '& code': { bgcolor: 'transparent', color: 'inherit', p: 0 },
  },
  '& img': { display: 'block', maxWidth: '100%', height: 'auto', borderRadius: 2, my: 3 },
  '& hr': { border: 0, borderTop: 1, borderColor: 'divider', my: 4 },
};
