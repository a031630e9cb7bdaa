import { Suspense } from 'react';
import { NavLink, Outlet } from 'react-router-dom';
import { Box, chakra, Heading, Stack, Text } from '@chakra-ui/react';
import { useSiteSettings } from '../../api/site.queries';
import { Loading } from '../components/Loading';

/** The Site section's pages, each a route of its own (so a link, the keyboard and the back button all work). */
const SITE_PAGES = [
  { path: 'business', label: 'Business' },
  { path: 'hours', label: 'Hours' },
  { path: 'home', label: 'Home Page' },
  { path: 'about', label: 'About Page' },
  { path: 'introductions', label: 'Introductions' },
  { path: 'delivery', label: 'Delivery' },
  { path: 'payments', label: 'Payments' },
  { path: 'legal', label: 'Legal' },
  { path: 'policies', label: 'Policies' },
  { path: 'messages', label: 'Messages' },
  { path: 'testimonials', label: 'Testimonials' },
  { path: 'history', label: 'History' },
] as const;

/** The Site section: what visitors read about the business, page by page. */
export function SiteSection() {
  const settings = useSiteSettings();
  const version = settings.data?.version;
  return (
    <Stack gap="4" maxW="1200px">
      <Box>
        <Heading as="h1" size="2xl">
          Site
        </Heading>
        <Text color="fg.muted" fontSize="sm">
          {version ? `Current version: ${version}` : 'Using the default settings'}
        </Text>
      </Box>
      <chakra.nav aria-label="Site settings pages" overflowX="auto" borderBottomWidth="1px">
        <chakra.ul display="flex" gap="1" listStyle="none" m="0" p="0">
          {SITE_PAGES.map((page) => (
            <li key={page.path}>
              <chakra.a
                asChild
                display="block"
                px="3"
                py="2"
                whiteSpace="nowrap"
                fontWeight="medium"
                color="fg.muted"
                textDecoration="none"
                borderBottomWidth="3px"
                borderColor="transparent"
                focusVisibleRing="inside"
                _hover={{ color: 'fg' }}
                css={{ '&[aria-current=page]': { color: 'brand.fg', borderColor: 'brand.solid' } }}
              >
                <NavLink to={`/admin/site/${page.path}`}>{page.label}</NavLink>
              </chakra.a>
            </li>
          ))}
        </chakra.ul>
      </chakra.nav>
      {/* Each page's chunk loads under the section's own heading and tabs. */}
      <Suspense fallback={<Loading />}>
        <Outlet />
      </Suspense>
    </Stack>
  );
}
