import Box from '@mui/material/Box';
import Pagination from '@mui/material/Pagination';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';

type PaginationItem = 'page' | 'first' | 'last' | 'next' | 'previous' | 'start-ellipsis' | 'end-ellipsis';

/** What a screen reader hears for each button, in the page's language rather than MUI's English. */
function pageButtonLabel(t: TFunction, type: PaginationItem, page: number | null, selected: boolean): string {
  if (type === 'page') {
    return t(selected ? 'screenings.pageButton.current' : 'screenings.pageButton.page', { page });
  }
  // The gaps are not buttons and get no label.
  if (type === 'start-ellipsis' || type === 'end-ellipsis') return '';
  return t(`screenings.pageButton.${type}`);
}

/**
 * Page buttons, shown only past one page. One boundary and one sibling on each side keep at most
 * 7 buttons visible (first, gap, three around the current page, gap, last).
 */
export function ListPagination(props: { page: number; lastPage: number; onChange(page: number): void }) {
  const { t } = useTranslation();
  if (props.lastPage <= 1) return null;
  return (
    <Box sx={{ display: 'flex', justifyContent: 'center', marginBlockStart: 3 }}>
      {/* MUI's Pagination is itself the nav landmark; a wrapping nav would nest a second, unnamed one. */}
      <Pagination
        aria-label={t('screenings.pagination')}
        page={Math.min(props.page, props.lastPage)}
        count={props.lastPage}
        siblingCount={1}
        boundaryCount={1}
        color="primary"
        getItemAriaLabel={(type, page, selected) => pageButtonLabel(t, type, page, selected)}
        onChange={(_event, page) => props.onChange(page)}
      />
    </Box>
  );
}
