import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { routePath } from '@screener/contracts/routes';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { isAnonymousMode, useSession } from '../../../api/session-store';
import { useOwnSubscription } from '../../../domain/viewer/own-subscription';
import { useDocumentTitle } from '../../../ui/use-document-title';
import { resolveTab, visibleTabs } from '../dashboard-tabs';

const tabId = (id: string) => `dashboard-tab-${id}`;
const panelId = (id: string) => `dashboard-panel-${id}`;
/**
 * On phones the tabs share the width, their labels wrapping, so none is cut off at an edge:
 * scroll arrows that appear after the first measurement would narrow the strip and hide the
 * selected tab MUI has just scrolled to.
 */
const PHONE_QUERY = '(max-width:599px)';
/** How many tabs share a phone's width before the strip scrolls instead. */
const PHONE_FULL_WIDTH_TABS = 5;

/** user.dashboard (spec part 2 §2.8): the greeting toolbar and the tabs chosen by the `tab` query. */
export function DashboardPage() {
  const { t } = useTranslation();
  const session = useSession();
  const [params, setParams] = useSearchParams();
  useDocumentTitle(t('dashboard.title'));
  const phone = useMediaQuery(PHONE_QUERY);
  const own = useOwnSubscription();

  // Signed out while here: logout and the session watcher take the viewer elsewhere.
  if (!session) return null;
  const context = {
    anonymous: isAnonymousMode(session),
    hasSubscription: own.data?.subscription != null,
  };
  const tabs = visibleTabs(context);
  const active = resolveTab(params.get('tab'), context);
  const name = session.consumer?.name || session.consumer?.email;

  return (
    <Container maxWidth="lg" sx={{ paddingBlock: { xs: 2, sm: 4 } }}>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        sx={{ alignItems: { xs: 'flex-start', sm: 'center' }, marginBlockEnd: 2 }}
      >
        <Typography variant="h5" component="h1" dir="auto" sx={{ flexGrow: 1, overflowWrap: 'anywhere' }}>
          {name ? t('dashboard.greeting', { name }) : t('dashboard.title')}
        </Typography>
        {context.anonymous ? (
          <Tooltip title={t('dashboard.anonymousModeTip')}>
            <Chip label={t('dashboard.anonymousMode')} tabIndex={0} />
          </Tooltip>
        ) : null}
        <Button variant="contained" component={Link} to={routePath('screeners.upcoming')}>
          {t('dashboard.browseScreenings')}
        </Button>
      </Stack>
      <Box sx={{ borderBlockEnd: 1, borderColor: 'divider', marginBlockEnd: 2 }}>
        <Tabs
          value={active.id}
          onChange={(_event, id: string) => setParams({ tab: id })}
          // More tabs than a phone's width holds scroll by swiping, without arrows to narrow the strip.
          variant={phone && tabs.length <= PHONE_FULL_WIDTH_TABS ? 'fullWidth' : 'scrollable'}
          scrollButtons={phone ? false : 'auto'}
          aria-label={t('dashboard.tabsLabel')}
        >
          {tabs.map((tab) => (
            <Tab
              key={tab.id}
              value={tab.id}
              label={tab.label(t)}
              id={tabId(tab.id)}
              aria-controls={panelId(tab.id)}
              sx={phone ? { minInlineSize: 0, paddingInline: 0.5 } : undefined}
            />
          ))}
        </Tabs>
      </Box>
      <Box role="tabpanel" id={panelId(active.id)} aria-labelledby={tabId(active.id)}>
        <active.Panel />
      </Box>
    </Container>
  );
}
