import GlobalStyles from '@mui/material/GlobalStyles';
import { APP_HEADER_CLASS } from '@smes/ui';

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
