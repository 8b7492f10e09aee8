import { Avatar, Badge, Box, Group, Image, Paper, Stack, Text, Title } from '@mantine/core';
import type { PublicCompany } from '../../../../shared/contracts/companies';
import { paragraphsOf } from './banner-order';

export type LandingPreviewProps = Pick<PublicCompany, 'name' | 'logo_path' | 'banners' | 'landing_text' | 'verified_company' | 'business_sector' | 'website'> & {
  /** Heading level of the company name where the preview sits. */
  headingOrder?: 2 | 3;
};

/** The company's public page as the directory shows it: first banner, logo, name, text as paragraphs (plain text, never HTML). */
export function LandingPreview({ name, logo_path, banners, landing_text, verified_company, business_sector, website, headingOrder = 3 }: LandingPreviewProps) {
  const paragraphs = paragraphsOf(landing_text);
  return (
    <Paper withBorder radius="md" style={{ overflow: 'hidden' }}>
      {banners[0] && <Image src={banners[0]} alt="" h={160} fit="cover" />}
      <Stack gap="sm" p="lg">
        <Group gap="sm" wrap="nowrap">
          <Avatar src={logo_path} alt={logo_path ? `Logotipo de ${name}` : undefined} size="lg" radius="md" color="teal">
            {name.slice(0, 2).toUpperCase()}
          </Avatar>
          <Box>
            <Title order={headingOrder} fz="h3">
              {name}
            </Title>
            <Group gap="xs">
              {business_sector && (
                <Text size="sm" c="dimmed">
                  {business_sector.name}
                </Text>
              )}
              {verified_company && (
                <Badge color="teal" variant="light" size="sm">
                  Verificada
                </Badge>
              )}
            </Group>
          </Box>
        </Group>
        {paragraphs.length ? (
          paragraphs.map((paragraph, index) => (
            <Text key={index} style={{ whiteSpace: 'pre-line' }}>
              {paragraph}
            </Text>
          ))
        ) : (
          <Text c="dimmed">Aquí aparecerá la presentación de la empresa.</Text>
        )}
        {website && (
          <Text size="sm" c="dimmed">
            {website}
          </Text>
        )}
      </Stack>
    </Paper>
  );
}
