import Box from '@mui/material/Box';
import { useTranslation } from 'react-i18next';
import { visuallyHidden } from './visually-hidden';

/** The id of the element the skip link leads to: the layout's main area. */
export const MAIN_CONTENT_ID = 'main-content';

/**
 * The first tab stop of a page (WCAG 2.4.1): hidden until focused, it moves focus past the header
 * and its menus to the page's own content.
 */
export function SkipLink() {
  const { t } = useTranslation();
  return (
    <Box
      component="a"
      href={`#${MAIN_CONTENT_ID}`}
      onClick={(event) => {
        // Focus rather than a hash in the address, which the router would take as a navigation.
        event.preventDefault();
        document.getElementById(MAIN_CONTENT_ID)?.focus();
      }}
      sx={{
        position: 'absolute',
        insetInlineStart: 8,
        insetBlockStart: 8,
        zIndex: (theme) => theme.zIndex.tooltip,
        paddingBlock: 1,
        paddingInline: 2,
        bgcolor: 'background.paper',
        color: 'text.primary',
        borderRadius: 1,
        boxShadow: 3,
        '&:not(:focus)': { ...visuallyHidden, padding: 0 },
      }}
    >
      {t('app.skipToContent')}
    </Box>
  );
}
