import { Alert, Badge, Stack, Table, Text, Title } from '@mantine/core';
import type { ImportPreview } from '../../../../shared/contracts/imports';
import { TableScroll } from '../../../components/table-scroll';
import { plural } from '../../../lib/plural';

/**
 * What the server will read from the picked file, before it is imported: each header with the
 * field it was taken for (or "se ignora"), the required columns it lacks, why it would be refused,
 * and its first rows — so a wrong file is caught here, not after a failed batch.
 */
export function ImportPreviewCard({ preview }: { preview: ImportPreview }) {
  return (
    <Stack gap="xs" component="section" aria-labelledby="vista-previa-importacion">
      <Title order={3} fz="h4" id="vista-previa-importacion">
        Vista previa del archivo
      </Title>
      {preview.encoding === 'windows-1252' && (
        <Text size="sm" c="dimmed">
          Texto en Windows-1252 (el CSV de Excel para Windows): los acentos se leen bien.
        </Text>
      )}
      {preview.problem ? (
        <Alert color="red" role="alert" title="Este archivo no se puede importar así">
          {preview.problem}
        </Alert>
      ) : (
        <Text size="sm" role="status">
          {plural(preview.columns.filter((column) => column.field).length, 'columna reconocida', 'columnas reconocidas')}. Revisa las primeras filas y pulsa
          «Importar».
        </Text>
      )}
      <TableScroll label="Primeras filas del archivo" minWidth={Math.max(420, preview.columns.length * 140)} pinFirstColumn={false}>
        <Table striped withTableBorder aria-label="Primeras filas del archivo">
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">Fila</Table.Th>
              {preview.columns.map((column, at) => (
                <Table.Th scope="col" key={at}>
                  <Stack gap={2}>
                    <span>{column.header}</span>
                    {column.label ? (
                      <Badge size="xs" variant="light" color="teal">
                        {column.label}
                      </Badge>
                    ) : (
                      <Badge size="xs" variant="light" color="gray">
                        se ignora
                      </Badge>
                    )}
                  </Stack>
                </Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {preview.rows.map((row) => (
              <Table.Tr key={row.row}>
                <Table.Td>{row.row}</Table.Td>
                {row.cells.map((cell, at) => (
                  <Table.Td key={at}>{cell}</Table.Td>
                ))}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </TableScroll>
    </Stack>
  );
}
