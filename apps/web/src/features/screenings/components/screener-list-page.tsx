import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ScreenerList } from '@screener/contracts/screener';
import { PAGE_SIZES } from '@screener/contracts/ui';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useScreenerList } from '../../../domain/event/api';
import { InlineSpinner } from '../../../ui/inline-spinner';
import { ListEmpty } from '../../../ui/list-states';
import { LoadError } from '../../../ui/load-error';
import { useDocumentTitle } from '../../../ui/use-document-title';
import { useListParams } from '../use-list-params';
import { ListPagination } from './list-pagination';
import { ScreenerGrid } from './screener-grid';
import { SearchBox } from './search-box';

/** One list route: title, optional search, 20 cards per page, its own empty and error states. */
export function ScreenerListPage(props: {
  list: ScreenerList;
  title: string;
  emptyMessages: string[];
  searchable?: boolean;
  /** A link shown beside the title, e.g. the on-demand list's catalogue by region. */
  aside?: ReactNode;
}) {
  const { t } = useTranslation();
  const { page, search, setPage, setSearch } = useListParams();
  const query = useScreenerList(props.list, {
    page,
    perPage: PAGE_SIZES.list,
    ...(props.searchable && search ? { search } : {}),
  });
  useDocumentTitle(props.title);

  return (
    <Container maxWidth="lg" sx={{ paddingBlock: 4 }}>
      <Stack
        direction="row"
        spacing={2}
        useFlexGap
        sx={{ alignItems: 'baseline', justifyContent: 'space-between', flexWrap: 'wrap' }}
      >
        <Typography variant="h4" component="h1" gutterBottom>
          {props.title}
        </Typography>
        {props.aside}
      </Stack>
      {props.searchable ? <SearchBox value={search} onSearch={setSearch} /> : null}
      {query.isPending ? (
        <InlineSpinner label={t('screenings.loading')} />
      ) : query.isError ? (
        <LoadError sentence="screenings.loadError" error={query.error} onRetry={() => void query.refetch()} />
      ) : query.data.data.length === 0 ? (
        <ListEmpty
          messages={
            search && props.searchable ? [t('screenings.empty.search', { search })] : props.emptyMessages
          }
        />
      ) : (
        <>
          <ScreenerGrid screeners={query.data.data} />
          <ListPagination page={page} lastPage={query.data.last_page} onChange={setPage} />
        </>
      )}
    </Container>
  );
}
