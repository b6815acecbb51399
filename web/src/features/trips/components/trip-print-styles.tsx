import GlobalStyles from '@mui/material/GlobalStyles';

/** Printing an itinerary: only the trip, every day opened, no app chrome or action bars. */
export function TripPrintStyles() {
  return (
    <GlobalStyles
      styles={{
        '@media print': {
          'header, footer, nav, .MuiAppBar-root, [data-print="hide"]': {
            display: 'none !important',
          },
          body: { background: '#fff' },
          main: { padding: '0 !important' },
          '.MuiCollapse-root, .MuiCollapse-hidden': {
            height: 'auto !important',
            visibility: 'visible !important',
          },
          '.MuiAccordionSummary-expandIconWrapper': { display: 'none !important' },
          '.MuiPaper-root, .MuiAccordion-root': { boxShadow: 'none !important' },
          a: { color: 'inherit', textDecoration: 'none' },
        },
      }}
    />
  );
}
