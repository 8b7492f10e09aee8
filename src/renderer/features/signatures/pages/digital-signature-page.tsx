import { Container, Stack, Tabs, Text, Title } from '@mantine/core';
import { useSearchParams } from 'react-router';
import { useSessionStore } from '../../../stores/session';
import { DocumentsList } from '../components/documents-list';
import { MySignaturePanel } from '../components/my-signature-panel';
import { NewDocumentForm } from '../components/new-document-form';

const TABS = ['documentos', 'nuevo', 'mi-firma'] as const;
type Tab = (typeof TABS)[number];

/**
 * `/firma-digital`: my documents (what I uploaded and what I must sign), a new document to send
 * for signing, and my signature. The tab is in the URL (`?seccion=`) so a link or a reload keeps it.
 */
export default function DigitalSignaturePage() {
  const user = useSessionStore((state) => state.user);
  const [search, setSearch] = useSearchParams();
  const requested = search.get('seccion') as Tab | null;
  const tab: Tab = requested && TABS.includes(requested) ? requested : 'documentos';
  const fullName = [user?.name, user?.surname, user?.lastname].filter(Boolean).join(' ');
  return (
    <Container size="md" py="md">
      <Stack gap="md">
        <div>
          <Title order={1}>Firma digital</Title>
          <Text c="dimmed">Firma documentos PDF en orden, con el certificado de Plataforma o tu e.firma del SAT. Cada copia lleva un código QR para verificarla.</Text>
        </div>
        <Tabs value={tab} onChange={(value) => setSearch(value && value !== 'documentos' ? { seccion: value } : {}, { replace: true })} keepMounted={false}>
          <Tabs.List>
            <Tabs.Tab value="documentos">Mis documentos</Tabs.Tab>
            <Tabs.Tab value="nuevo">Nuevo documento</Tabs.Tab>
            <Tabs.Tab value="mi-firma">Mi firma</Tabs.Tab>
          </Tabs.List>
          <Tabs.Panel value="documentos" pt="md">
            <DocumentsList />
          </Tabs.Panel>
          <Tabs.Panel value="nuevo" pt="md">
            <NewDocumentForm myEmail={user?.email ?? ''} />
          </Tabs.Panel>
          <Tabs.Panel value="mi-firma" pt="md">
            <MySignaturePanel defaultName={fullName} />
          </Tabs.Panel>
        </Tabs>
      </Stack>
    </Container>
  );
}
