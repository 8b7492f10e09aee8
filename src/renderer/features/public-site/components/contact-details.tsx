import { Anchor, Box, Stack, Text } from '@mantine/core';
import { aboutPage } from '../content/about';

const { email, phone, address } = aboutPage.contact;

/** Digits and "+" only: what a `tel:` link takes. */
const phoneHref = `tel:${phone.replace(/[^\d+]/g, '')}`;

/** The company's e-mail, phone and address (content/about.ts) as an `address` block. */
export function ContactDetails() {
  return (
    <Box component="address" style={{ fontStyle: 'normal' }}>
      <Stack gap="xs">
        <Text>
          Correo electrónico: <Anchor underline="always" href={`mailto:${email}`}>{email}</Anchor>
        </Text>
        <Text>
          Teléfono: <Anchor underline="always" href={phoneHref}>{phone}</Anchor>
        </Text>
        <Text>Domicilio: {address}</Text>
      </Stack>
    </Box>
  );
}
