import AccountCircle from '@mui/icons-material/AccountCircle';
import MenuIcon from '@mui/icons-material/Menu';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import { ADMIN_PATHS } from '@screener/contracts/staff';
import { type ReactNode, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import { isApiErrorCode } from '../../api/api-errors';
import { useCurrentCompany } from '../../domain/company/current-company-context';
import { FullScreenSpinner } from '../../ui/full-screen-spinner';
import { LanguageMenu } from '../../ui/layouts/language-menu';
import { useStaffLogout, useStaffMe } from '../api';
import { useApiErrorText } from '../use-api-error-text';
import { navItemsFor } from './admin-nav';
import { RedirectTo } from './redirect-to';
import { identityName, StaffIdentityContext } from './staff-identity-context';

const DRAWER_WIDTH = 240;

/** The signed-in back-office: a header with the account's menu, the sections its role opens, and the page. */
export function AdminShell({ children }: { children: ReactNode }) {
  const { t } = useTranslation('admin');
  const apiErrorText = useApiErrorText();
  const company = useCurrentCompany();
  const me = useStaffMe();
  const location = useLocation();
  const navigate = useNavigate();
  const logout = useStaffLogout();
  const [drawerOpen, setDrawerOpen] = useState(false);
  const [accountAnchor, setAccountAnchor] = useState<HTMLElement | null>(null);
  const accountButtonId = useId();
  const accountMenuId = useId();

  if (isApiErrorCode(me.error, 401)) return <RedirectTo to={ADMIN_PATHS.login} />;
  if (!me.data) {
    return <FullScreenSpinner label={t('loading')} error={me.isError ? apiErrorText(me.error) : undefined} />;
  }
  const { identity } = me.data;
  const name = identityName(identity);
  const items = navItemsFor(identity);

  const signOut = async (everywhere: boolean) => {
    setAccountAnchor(null);
    await logout.mutateAsync({ everywhere });
    navigate(ADMIN_PATHS.login, { replace: true });
  };

  const nav = (
    <Box component="nav" aria-label={t('nav.label')}>
      <Toolbar />
      <List>
        {/* Each link in an item of its own: a list holds only items. */}
        {items.map((item) => (
          <ListItem key={item.path} disablePadding>
            <ListItemButton
              component={Link}
              to={item.path}
              // A section's own pages (a venue of the venues) keep it marked.
              selected={sectionOf(location.pathname) === item.path}
              aria-current={location.pathname === item.path ? 'page' : undefined}
              onClick={() => setDrawerOpen(false)}
            >
              <ListItemText primary={t(item.label)} />
            </ListItemButton>
          </ListItem>
        ))}
        <ListItem disablePadding>
          <ListItemButton component="a" href="/">
            <ListItemText primary={t('nav.viewSite')} />
          </ListItemButton>
        </ListItem>
      </List>
    </Box>
  );

  return (
    <StaffIdentityContext value={identity}>
      <Box sx={{ display: 'flex', minBlockSize: '100dvh' }}>
        <AppBar position="fixed" sx={{ zIndex: (theme) => theme.zIndex.drawer + 1 }}>
          <Toolbar sx={{ gap: 1 }}>
            <IconButton
              color="inherit"
              edge="start"
              aria-label={t('nav.open')}
              onClick={() => setDrawerOpen(true)}
              sx={{ display: { md: 'none' } }}
            >
              <MenuIcon />
            </IconButton>
            <Typography component="p" variant="h6" noWrap sx={{ flexGrow: 1 }}>
              {company.title} · {t('title')}
            </Typography>
            <LanguageMenu />
            <Button
              id={accountButtonId}
              color="inherit"
              startIcon={<AccountCircle />}
              aria-label={t('account.menu', { name })}
              aria-haspopup="menu"
              aria-controls={accountAnchor ? accountMenuId : undefined}
              aria-expanded={accountAnchor ? 'true' : undefined}
              onClick={(event) => setAccountAnchor(event.currentTarget)}
              sx={{ textTransform: 'none' }}
            >
              {/* The site theme's `sm` starts at 360 px; on a phone the button's label names the account. */}
              <Box component="span" sx={{ display: { xs: 'none', md: 'inline' } }}>
                {name}
              </Box>
            </Button>
            <Menu
              id={accountMenuId}
              anchorEl={accountAnchor}
              open={accountAnchor !== null}
              onClose={() => setAccountAnchor(null)}
              slotProps={{ list: { 'aria-labelledby': accountButtonId } }}
            >
              <MenuItem component={Link} to={ADMIN_PATHS.account} onClick={() => setAccountAnchor(null)}>
                {t('account.page')}
              </MenuItem>
              <MenuItem onClick={() => void signOut(false)}>{t('account.signOut')}</MenuItem>
              <MenuItem onClick={() => void signOut(true)}>{t('account.signOutEverywhere')}</MenuItem>
            </Menu>
          </Toolbar>
        </AppBar>
        <Drawer
          variant="temporary"
          open={drawerOpen}
          onClose={() => setDrawerOpen(false)}
          sx={{ display: { xs: 'block', md: 'none' }, '& .MuiDrawer-paper': { inlineSize: DRAWER_WIDTH } }}
        >
          {nav}
        </Drawer>
        <Drawer
          variant="permanent"
          sx={{
            display: { xs: 'none', md: 'block' },
            inlineSize: DRAWER_WIDTH,
            flexShrink: 0,
            '& .MuiDrawer-paper': { inlineSize: DRAWER_WIDTH, boxSizing: 'border-box' },
          }}
        >
          {nav}
        </Drawer>
        <Box component="main" sx={{ flexGrow: 1, minInlineSize: 0, padding: { xs: 2, md: 3 } }}>
          <Toolbar />
          {children}
        </Box>
      </Box>
    </StaffIdentityContext>
  );
}

/** The section a path belongs to: itself, or the section whose path it extends. */
function sectionOf(pathname: string): string {
  if (pathname === ADMIN_PATHS.home) return pathname;
  const [, admin, section] = pathname.split('/');
  return section ? `/${admin}/${section}` : pathname;
}
