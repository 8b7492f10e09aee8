import { Anchor, Badge, Button, Card, Group, SimpleGrid, Stack, Switch, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { Link } from 'react-router';
import { type ChecklistTemplate, REVISION_ASSET_KIND_LABELS } from '../../../../shared/contracts/revision-orders';
import { Empty, LoadFailed, Loading, WriteError } from '../../../components/query-states';
import { paths } from '../../../lib/paths';
import { useDeleteChecklistTemplate } from '../api/delete-checklist-template';
import { useChecklistTemplates } from '../api/get-checklist-templates';
import { useSaveChecklistTemplate } from '../api/save-checklist-template';
import { ChecklistTemplateEditor } from '../components/checklist-template-editor';
import { useSupportRole } from '../components/use-support-role';

/**
 * `/soporte/ordenes-revision/plantillas` (not in spec §2's list): support's checklist templates.
 * A template some order used is archived instead of deleted; archived ones are listed apart and
 * can be restored.
 */
export default function ChecklistTemplatesPage() {
  const { company, support } = useSupportRole();
  const [archived, setArchived] = useState(false);
  const [editing, setEditing] = useState<ChecklistTemplate | 'new' | null>(null);
  const templates = useChecklistTemplates(support ? (company?.id ?? 0) : 0, null, archived);
  const remove = useDeleteChecklistTemplate();
  const restore = useSaveChecklistTemplate();

  if (!company) return <Empty>Selecciona una empresa.</Empty>;
  if (!support) return <Empty>Las plantillas de revisión son del departamento de soporte técnico.</Empty>;
  return (
    <Stack gap="md">
      <Anchor component={Link} to={paths.revisionOrders} size="sm">
        ← Órdenes de revisión
      </Anchor>
      <Group justify="space-between" align="flex-end">
        <div>
          <Title order={1}>Plantillas de revisión</Title>
          <Text size="sm" c="dimmed">
            Las listas de puntos con que se inspecciona cada tipo de activo.
          </Text>
        </div>
        <Button onClick={() => setEditing('new')}>Nueva plantilla</Button>
      </Group>
      {editing && <ChecklistTemplateEditor key={editing === 'new' ? 'new' : editing.id} companyId={company.id} template={editing === 'new' ? undefined : editing} onDone={() => setEditing(null)} />}
      <Switch label="Ver las archivadas" checked={archived} onChange={(event) => setArchived(event.currentTarget.checked)} />
      <WriteError error={remove.error ?? restore.error} />
      {remove.data && (
        <Text size="sm" role="status">
          {remove.data.message}
        </Text>
      )}
      {templates.isPending ? (
        <Loading label="Cargando plantillas" />
      ) : templates.isError ? (
        <LoadFailed title="No pudimos cargar las plantillas" error={templates.error} onRetry={() => void templates.refetch()} />
      ) : templates.data.length === 0 ? (
        <Empty>{archived ? 'No hay plantillas archivadas.' : 'Aún no hay plantillas. Crea la primera con «Nueva plantilla».'}</Empty>
      ) : (
        <SimpleGrid cols={{ base: 1, md: 2 }}>
          {templates.data.map((template) => (
            <Card key={template.id} withBorder component="article" aria-label={template.name}>
              <Stack gap="xs">
                <Group justify="space-between">
                  <Title order={2} size="h4">
                    {template.name}
                  </Title>
                  <Badge variant="light">{REVISION_ASSET_KIND_LABELS[template.asset_kind]}</Badge>
                </Group>
                <Text size="sm">
                  {template.items.length} puntos · {template.orders_count === 1 ? 'usada en 1 orden' : `usada en ${template.orders_count} órdenes`}
                </Text>
                <Text size="sm" c="dimmed" lineClamp={2}>
                  {template.items.map((item) => item.label).join(' · ')}
                </Text>
                <Group gap="xs">
                  {archived ? (
                    <Button size="xs" variant="light" loading={restore.isPending} onClick={() => restore.mutate({ id: template.id, input: { archived: false } })}>
                      Restaurar
                    </Button>
                  ) : (
                    <>
                      <Button size="xs" variant="light" onClick={() => setEditing(template)}>
                        Editar
                      </Button>
                      <Button size="xs" variant="default" loading={remove.isPending && remove.variables === template.id} onClick={() => remove.mutate(template.id)}>
                        {template.orders_count ? 'Archivar' : 'Eliminar'}
                      </Button>
                    </>
                  )}
                </Group>
              </Stack>
            </Card>
          ))}
        </SimpleGrid>
      )}
    </Stack>
  );
}
