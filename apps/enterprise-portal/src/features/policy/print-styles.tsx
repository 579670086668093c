import GlobalStyles from '@mui/material/GlobalStyles';

/**
 * libs/ui's APP_HEADER_CLASS (the site header), written out: importing it would make the layout's module a chunk of its
 * own, shared with the screens that print.
 */
const APP_HEADER_CLASS = 'app-header';

/**
 * 打印: the page prints as a document — the site header, navigation, footer and every control are left
 * out, links print as plain text.
 */
export function PrintStyles() {
  return (
    <GlobalStyles
      styles={{
        '@media print': {
          [`.${APP_HEADER_CLASS}, nav, footer, button, [role="search"], .print-hidden`]: { display: 'none !important' },
          '.MuiPaper-root, .MuiCard-root': { boxShadow: 'none !important' },
          a: { color: 'inherit !important', textDecoration: 'none !important' },
          main: { padding: '0 !important' },
        },
      }}
    />
  );
}
