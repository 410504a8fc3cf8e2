import MovieIcon from '@mui/icons-material/Movie';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Container from '@mui/material/Container';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemAvatar from '@mui/material/ListItemAvatar';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { routePath } from '@screener/contracts/routes';
import { GEO_AVAILABILITY, type GeoAvailability } from '@screener/contracts/screener';
import { PAGE_SIZES } from '@screener/contracts/ui';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { useGeoCatalogue } from '../../../domain/event/api';
import { InlineSpinner } from '../../../ui/inline-spinner';
import { ListEmpty } from '../../../ui/list-states';
import { LoadError } from '../../../ui/load-error';
import { safeImageSrc } from '../../../ui/safe-url';
import { useDocumentTitle } from '../../../ui/use-document-title';
import { ListPagination } from '../components/list-pagination';
import { SearchBox } from '../components/search-box';
import { useListParams } from '../use-list-params';

function isGeoAvailability(value: string | null): value is GeoAvailability {
  return (GEO_AVAILABILITY as readonly (string | null)[]).includes(value);
}

/** vod.geocatalogue: on-demand films split by whether the viewer's region may watch them, 10 per page. */
export function GeoCataloguePage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const rawTab = params.get('tab');
  const tab: GeoAvailability = isGeoAvailability(rawTab) ? rawTab : 'available';
  const { page, search, setPage, setSearch } = useListParams();
  const query = useGeoCatalogue(tab, {
    page,
    perPage: PAGE_SIZES.geoCatalogue,
    ...(search ? { search } : {}),
  });
  useDocumentTitle(t('screenings.titles.geoCatalogue'));
  const overview = query.data?.geo_availability_overview;
  const counts = { available: overview?.geo_allowed, blocked: overview?.geo_blocked };
  const labels = { available: t('screenings.geo.available'), blocked: t('screenings.geo.blocked') };

  return (
    <Container maxWidth="md" sx={{ paddingBlock: 4 }}>
      <Typography variant="h4" component="h1" gutterBottom>
        {t('screenings.titles.geoCatalogue')}
      </Typography>
      {overview ? (
        <Paper
          component="section"
          aria-label={t('screenings.geo.overview')}
          variant="outlined"
          sx={{ p: 2, marginBlockEnd: 3 }}
        >
          <Typography variant="subtitle2" component="h2" gutterBottom>
            {t('screenings.geo.overview')}
          </Typography>
          <Stack direction="row" spacing={3} useFlexGap sx={{ flexWrap: 'wrap' }}>
            <Typography>
              {t('screenings.geo.count', { label: t('screenings.geo.total'), count: overview.total_events })}
            </Typography>
            <Typography>
              {t('screenings.geo.count', { label: labels.available, count: overview.geo_allowed })}
            </Typography>
            <Typography>
              {t('screenings.geo.count', { label: labels.blocked, count: overview.geo_blocked })}
            </Typography>
          </Stack>
        </Paper>
      ) : null}
      <Tabs
        value={tab}
        aria-label={t('screenings.geo.tabs')}
        onChange={(_event, value: GeoAvailability) =>
          setParams((current) => {
            const next = new URLSearchParams(current);
            next.set('tab', value);
            next.delete('page');
            return next;
          })
        }
        sx={{ marginBlockEnd: 2 }}
      >
        {GEO_AVAILABILITY.map((value) => (
          <Tab
            key={value}
            value={value}
            iconPosition="end"
            label={labels[value]}
            icon={counts[value] === undefined ? undefined : <Chip size="small" label={counts[value]} />}
          />
        ))}
      </Tabs>
      <SearchBox value={search} onSearch={setSearch} />
      {query.isPending ? (
        <InlineSpinner label={t('screenings.loading')} />
      ) : query.isError ? (
        <LoadError sentence="screenings.loadError" error={query.error} onRetry={() => void query.refetch()} />
      ) : query.data.screeners.data.length === 0 ? (
        <ListEmpty
          messages={[
            search
              ? t('screenings.empty.search', { search })
              : t(tab === 'available' ? 'screenings.empty.geoAvailable' : 'screenings.empty.geoBlocked'),
          ]}
        />
      ) : (
        <Box>
          <List>
            {query.data.screeners.data.map((screener) => {
              const thumbnail = safeImageSrc(screener.thumbnail_url);
              return (
                // A list holds list items only; the link sits inside one.
                <ListItem key={screener.id} disablePadding>
                  <ListItemButton
                    component={Link}
                    to={routePath('screeners.overview', { screener_id: screener.id })}
                  >
                    <ListItemAvatar>
                      <Avatar
                        variant="rounded"
                        src={thumbnail ?? undefined}
                        alt=""
                        sx={{ inlineSize: 96, blockSize: 54, marginInlineEnd: 2 }}
                      >
                        <MovieIcon />
                      </Avatar>
                    </ListItemAvatar>
                    <ListItemText primary={screener.title} />
                  </ListItemButton>
                </ListItem>
              );
            })}
          </List>
          <ListPagination page={page} lastPage={query.data.screeners.last_page} onChange={setPage} />
        </Box>
      )}
    </Container>
  );
}
