import { Box, Heading, Image, Link, Stack, Text } from '@chakra-ui/react';
import type { SiteSettings } from '@catalogue/domain';
import { hasHours, hoursToday, telHref } from '../../components/siteSettings';
import { RichText } from '../../components/RichText';
import { imageUrl } from '../../api/images';

/** What the website's footer and contact block will show, from the values being edited (`settings`). */
export function FooterPreview({ settings }: { settings: SiteSettings }) {
  const { business, hours } = settings;
  const phones = business.phones ?? [];
  const address = business.address ?? [];
  const social = business.social ?? [];
  return (
    <Box as="section" aria-labelledby="footer-preview-title" position={{ xl: 'sticky' }} top={{ xl: '20' }}>
      <Text id="footer-preview-title" fontWeight="semibold" mb="2">
        Live preview: footer and contact block
      </Text>
      <Stack gap="4" bg="brand.800" color="cream.200" p="5" rounded="l3" fontSize="sm" data-testid="footer-preview" css={{ '& a': { color: 'gold.300' } }}>
        <Stack gap="2">
          <Heading as="h3" size="md" color="cream.50" display="flex" alignItems="center" gap="2">
            {business.logo && <Image src={imageUrl(business.logo.src)} alt="" h="8" w="auto" />}
            {business.name}
          </Heading>
          {business.tagline && <Text fontStyle="italic">{business.tagline}</Text>}
          <RichText text={business.description ?? ''} />
        </Stack>
        <Stack gap="1">
          <Heading as="h3" size="sm" color="cream.50">
            Contact Us
          </Heading>
          {phones.map((phone, index) => (
            <Link key={index} href={telHref(phone)}>
              {phone.display}
            </Link>
          ))}
          {business.chatNumber && <Text>Chat: +{business.chatNumber}</Text>}
          {business.email && <Link href={`mailto:${business.email}`}>{business.email}</Link>}
          {address.length > 0 && (
            <address>
              {address.map((line, index) => (
                <Text as="span" display="block" key={index}>
                  {line}
                </Text>
              ))}
            </address>
          )}
          {business.map?.label && <Text>Map: {business.map.label}</Text>}
        </Stack>
        {hasHours(hours) && (
          <Stack gap="1">
            <Heading as="h3" size="sm" color="cream.50">
              Business Hours
            </Heading>
            {hoursToday(hours.days, new Date()).map((row) => (
              <Text key={row.days} fontWeight={row.today ? 'bold' : undefined} color={row.today ? 'gold.300' : undefined}>
                {row.days}: {row.hours}
                {row.today && ' (today)'}
              </Text>
            ))}
            <RichText text={hours.note ?? ''} />
          </Stack>
        )}
        {social.length > 0 && (
          <Text>
            {social.map((link) => link.name).filter(Boolean).join(' · ')}
          </Text>
        )}
      </Stack>
    </Box>
  );
}
