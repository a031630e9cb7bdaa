import { Suspense, useEffect, useState } from 'react';
import { Navigate, NavLink, Outlet, useLocation } from 'react-router-dom';
import { Box, Button, chakra, Drawer, Flex, Grid, Portal, Stack, Text, type SystemStyleObject } from '@chakra-ui/react';
import { displayName, displayRole, useSession } from '../session/SessionProvider';
import { useIsMobile } from '../../components/browserValues';
import { ChangePasswordDialog } from '../session/ChangePassword';
import { sessionPing } from '../../api/session';
import { toast } from '../components/toast';
import { Loading } from '../components/Loading';
import { mayOpen } from './roleAccess';
import { NotForYourRole } from './NotForYourRole';
import { OfflineBanner } from '../offline/OfflineBanner';

/** The sections; `tabBar: false` keeps one out of the phone's tab bar (six fit at 375 px; the menu lists them all). */
const LINKS: { to: string; label: string; icon: string; end: boolean; tabBar?: false }[] = [
  { to: '/admin', label: 'Dashboard', icon: '◧', end: true },
  { to: '/admin/orders', label: 'Orders', icon: '✉', end: false },
  { to: '/admin/customers', label: 'Customers', icon: '☺', end: false, tabBar: false },
  { to: '/admin/products', label: 'Products', icon: '▤', end: false },
  { to: '/admin/stock', label: 'Stock', icon: '▥', end: false, tabBar: false },
  { to: '/admin/categories', label: 'Categories', icon: '▦', end: false },
  { to: '/admin/gallery', label: 'Gallery', icon: '▣', end: false },
  { to: '/admin/navigation', label: 'Navigation', icon: '☰', end: false, tabBar: false },
  { to: '/admin/site', label: 'Site', icon: '⌂', end: false },
  { to: '/admin/trash', label: 'Trash', icon: '♲', end: false, tabBar: false },
  { to: '/admin/backup', label: 'Backup', icon: '⇩', end: false, tabBar: false },
  { to: '/admin/team', label: 'Team', icon: '☺', end: false, tabBar: false },
];

const SIDEBAR_WIDTH = '240px';
const TABBAR_HEIGHT = '60px';

const sidebarLink: SystemStyleObject = {
  display: 'flex',
  gap: '2.5',
  alignItems: 'center',
  w: 'full',
  px: '3',
  py: '2.5',
  rounded: 'l2',
  color: 'inherit',
  textDecoration: 'none',
  textAlign: 'start',
  fontWeight: 'medium',
  cursor: 'pointer',
  _hover: { bg: 'whiteAlpha.200' },
  _disabled: { opacity: 0.6, cursor: 'not-allowed' },
  '&[aria-current=page]': { bg: 'whiteAlpha.200', boxShadow: 'inset 3px 0 0 {colors.gold.400}' },
  focusVisibleRing: 'outside',
  focusRingColor: 'gold.400',
};

const tabbarLink: SystemStyleObject = {
  flex: '1',
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: '0.5',
  fontSize: 'xs',
  color: 'fg.muted',
  textDecoration: 'none',
  '&[aria-current=page]': { color: 'brand.fg', fontWeight: 'bold' },
  focusVisibleRing: 'inside',
};

/** The sidebar's contents: brand, signed-in user, sections, and the account actions. */
function Sidebar({ id, onChangePassword }: { id?: string; onChangePassword: () => void }) {
  const { user, logoutEverywhere } = useSession();
  const [signingOutEverywhere, setSigningOutEverywhere] = useState(false);
  const name = displayName(user);

  const signOutEverywhere = async () => {
    setSigningOutEverywhere(true);
    // On success the login screen says so (it has no toasts: they come with the kit).
    const { error } = await logoutEverywhere();
    setSigningOutEverywhere(false);
    if (error) toast.error(error.message || 'Could not sign out everywhere. Please try again.');
  };

  return (
    <Stack as="aside" id={id} aria-label="Admin menu" gap="4" px="3" py="4" minH="full" bg="brand.800" color="cream.200">
      <Box asChild fontFamily="heading" fontSize="xl" fontWeight="bold" color="inherit" textDecoration="none" px="1" focusVisibleRing="outside" focusRingColor="gold.400">
        <NavLink to="/admin" end>
          Admin Panel
        </NavLink>
      </Box>
      <Flex gap="2.5" align="center" p="2.5" rounded="l2" bg="whiteAlpha.100">
        <Grid aria-hidden="true" placeItems="center" boxSize="9" rounded="full" bg="gold.500" color="brand.800" fontWeight="bold" flex="none">
          {name.charAt(0).toUpperCase()}
        </Grid>
        <Stack gap="0" minW="0">
          <Text fontWeight="semibold">{name}</Text>
          <Text fontSize="sm" opacity={0.85}>
            {displayRole(user)}
          </Text>
        </Stack>
      </Flex>
      <nav aria-label="Admin sections">
        <Stack as="ul" listStyle="none" gap="0.5">
          {LINKS.filter((link) => mayOpen(user, link.to)).map((link) => (
            <li key={link.to}>
              <Box asChild css={sidebarLink}>
                <NavLink to={link.to} end={link.end}>
                  <span aria-hidden="true">{link.icon}</span> {link.label}
                </NavLink>
              </Box>
            </li>
          ))}
        </Stack>
      </nav>
      <Stack gap="0.5" mt="auto">
        <Box asChild css={sidebarLink}>
          <NavLink to="/">
            <span aria-hidden="true">↗</span> View website
          </NavLink>
        </Box>
        <Box asChild css={sidebarLink}>
          <NavLink to="/admin/devices">
            <span aria-hidden="true">▭</span> Devices
          </NavLink>
        </Box>
        <chakra.button type="button" css={sidebarLink} onClick={onChangePassword}>
          <span aria-hidden="true">⚙</span> Change password
        </chakra.button>
        <chakra.button
          type="button"
          css={sidebarLink}
          onClick={() => void signOutEverywhere()}
          disabled={signingOutEverywhere}
          aria-describedby="admin-signout-everywhere-hint"
        >
          <span aria-hidden="true">⇥</span> {signingOutEverywhere ? 'Signing out...' : 'Sign out everywhere'}
        </chakra.button>
        <span id="admin-signout-everywhere-hint" hidden>
          Ends every signed-in session of this account, on every device, this one included.
        </span>
      </Stack>
    </Stack>
  );
}

/** The signed-in shell: sidebar (a drawer below 768 px), top bar, bottom tab bar on phones. */
export function AdminLayout() {
  const { user, loading, isAuthenticated, logout } = useSession();
  const isMobile = useIsMobile();
  const location = useLocation();
  const [sidebarOpen, setSidebarOpen] = useState(!isMobile);
  const [passwordOpen, setPasswordOpen] = useState(false);

  // Open by default on wide screens, closed on narrow ones.
  useEffect(() => setSidebarOpen(!isMobile), [isMobile]);
  // On phones the sidebar closes after following a link.
  useEffect(() => {
    if (isMobile) setSidebarOpen(false);
  }, [location.pathname, isMobile]);
  // Besides the 5-minute check, every move to another admin screen checks the session, so a session
  // ended elsewhere (revoked, password changed) is noticed at once even on screens that only read.
  useEffect(() => {
    if (isAuthenticated) void sessionPing();
  }, [location.pathname, isAuthenticated]);

  if (loading) return <Loading />;
  if (!isAuthenticated) return <Navigate to="/admin/login" replace />;

  const openPassword = () => {
    if (isMobile) setSidebarOpen(false);
    setPasswordOpen(true);
  };

  return (
    <Grid templateColumns={!isMobile && sidebarOpen ? `${SIDEBAR_WIDTH} minmax(0, 1fr)` : 'minmax(0, 1fr)'} minH="100vh">
      <chakra.a
        href="#admin-main"
        position="absolute"
        insetStart="-999px"
        top="0"
        zIndex="skipLink"
        bg="bg.panel"
        px="3"
        py="2"
        _focus={{ insetStart: '2' }}
      >
        Skip to content
      </chakra.a>
      {isMobile ? (
        <Drawer.Root open={sidebarOpen} onOpenChange={(details) => setSidebarOpen(details.open)} placement="start" size="xs" lazyMount unmountOnExit>
          <Portal>
            <Drawer.Backdrop />
            <Drawer.Positioner>
              <Drawer.Content aria-label="Admin menu" bg="brand.800" maxW={SIDEBAR_WIDTH}>
                <Drawer.Body p="0">
                  <Sidebar id="admin-sidebar" onChangePassword={openPassword} />
                </Drawer.Body>
              </Drawer.Content>
            </Drawer.Positioner>
          </Portal>
        </Drawer.Root>
      ) : (
        sidebarOpen && (
          <Box position="sticky" top="0" h="100vh" overflowY="auto">
            <Sidebar id="admin-sidebar" onChangePassword={openPassword} />
          </Box>
        )
      )}
      <Flex direction="column" minW="0">
        <OfflineBanner />
        <Flex as="header" align="center" gap="3" px={{ base: '3', md: '5' }} py={{ base: '2', md: '2.5' }} bg="bg.panel" borderBottomWidth="1px" position="sticky" top="0" zIndex="sticky">
          <Button
            variant="ghost"
            aria-controls="admin-sidebar"
            aria-expanded={sidebarOpen}
            aria-label={sidebarOpen ? 'Close menu' : 'Open menu'}
            onClick={() => setSidebarOpen((open) => !open)}
          >
            ☰
          </Button>
          <Text fontWeight="semibold" me="auto">
            Welcome, {user?.name?.trim() || 'Admin'}
          </Text>
          <Button variant="outline" onClick={() => void logout()}>
            Logout
          </Button>
        </Flex>
        <Box
          as="main"
          id="admin-main"
          tabIndex={-1}
          flex="1"
          outline="none"
          p={{ base: '4', md: '6' }}
          px={{ base: '3', md: '6' }}
          pb={{ base: `calc(${TABBAR_HEIGHT} + 20px)`, md: '6' }}
        >
          <Suspense fallback={<Loading />}>{mayOpen(user, location.pathname) ? <Outlet /> : <NotForYourRole />}</Suspense>
        </Box>
      </Flex>
      {isMobile && (
        <Flex
          as="nav"
          aria-label="Admin sections (tab bar)"
          position="fixed"
          insetInline="0"
          bottom="0"
          h={TABBAR_HEIGHT}
          bg="bg.panel"
          borderTopWidth="1px"
          zIndex="docked"
          pb="env(safe-area-inset-bottom)"
        >
          {LINKS.filter((link) => link.tabBar !== false && mayOpen(user, link.to)).map((link) => (
            <Box key={link.to} asChild css={tabbarLink}>
              <NavLink to={link.to} end={link.end}>
                <Text as="span" aria-hidden="true" fontSize="xl">
                  {link.icon}
                </Text>
                <span>{link.label}</span>
              </NavLink>
            </Box>
          ))}
        </Flex>
      )}
      <ChangePasswordDialog open={passwordOpen} onOpenChange={setPasswordOpen} />
    </Grid>
  );
}
