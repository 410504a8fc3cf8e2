import Box from '@mui/material/Box';
import Pagination from '@mui/material/Pagination';
import { useTranslation } from 'react-i18next';

/**
 * Page buttons, shown only past one page. One boundary and one sibling on each side keep at most
 * 7 buttons visible (first, gap, three around the current page, gap, last).
 */
export function ListPagination(props: { page: number; lastPage: number; onChange(page: number): void }) {
  const { t } = useTranslation();
  if (props.lastPage <= 1) return null;
  return (
    <Box
      component="nav"
      aria-label={t('screenings.pagination')}
      sx={{ display: 'flex', justifyContent: 'center', marginBlockStart: 3 }}
    >
      <Pagination
        page={Math.min(props.page, props.lastPage)}
        count={props.lastPage}
        siblingCount={1}
        boundaryCount={1}
        color="primary"
        onChange={(_event, page) => props.onChange(page)}
      />
    </Box>
  );
}
