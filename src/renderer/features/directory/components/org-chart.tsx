import { Badge, Box, Button, Group, Text, UnstyledButton } from '@mantine/core';
import { useState } from 'react';
import { type DepartmentNode, branchIds } from './department-tree';

export interface OrgChartProps {
  tree: DepartmentNode[];
}

function Chevron({ open }: { open: boolean }) {
  return (
    <svg width="14" height="14" viewBox="0 0 24 24" aria-hidden style={{ transform: open ? 'rotate(90deg)' : undefined, transition: 'transform 120ms' }}>
      <path d="M9 6l6 6-6 6" fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

function NodeLabel({ node }: { node: DepartmentNode }) {
  const { department } = node;
  return (
    <Box>
      <Text fw={600} span>
        {department.name}
      </Text>{' '}
      <Text span size="sm" c="dimmed">
        · {department.manager ? `Responsable: ${department.manager.full_name}${department.manager.position ? ` (${department.manager.position})` : ''}` : 'Sin responsable'} ·{' '}
        {department.employees_count === 1 ? '1 empleado' : `${department.employees_count} empleados`}
      </Text>
      {department.is_technical_support && (
        <Badge ml="xs" size="sm" variant="light" color="grape">
          Soporte técnico
        </Badge>
      )}
    </Box>
  );
}

function Branch({ nodes, open, toggle, level }: { nodes: DepartmentNode[]; open: Set<number>; toggle: (id: number) => void; level: number }) {
  return (
    <Box component="ul" m={0} pl={level === 1 ? 0 : 'lg'} style={{ listStyle: 'none' }}>
      {nodes.map((node) => {
        const id = node.department.id;
        const hasChildren = node.children.length > 0;
        const expanded = open.has(id);
        const childrenId = `organigrama-${id}`;
        return (
          <Box component="li" key={id} py={4} style={{ borderLeft: level > 1 ? '1px solid var(--mantine-color-default-border)' : undefined }} pl={level > 1 ? 'sm' : 0}>
            <Group gap={6} wrap="nowrap" align="flex-start">
              {hasChildren ? (
                <UnstyledButton
                  onClick={() => toggle(id)}
                  aria-expanded={expanded}
                  aria-controls={childrenId}
                  aria-label={`${expanded ? 'Contraer' : 'Expandir'} ${node.department.name}`}
                  p={4}
                  style={{ display: 'inline-flex', borderRadius: 4 }}
                >
                  <Chevron open={expanded} />
                </UnstyledButton>
              ) : (
                <Box w={22} aria-hidden />
              )}
              <NodeLabel node={node} />
            </Group>
            {hasChildren && expanded && (
              <div id={childrenId}>
                <Branch nodes={node.children} open={open} toggle={toggle} level={level + 1} />
              </div>
            )}
          </Box>
        );
      })}
    </Box>
  );
}

/**
 * The org chart: nested lists (what a screen reader announces as lists inside lists, with their
 * item counts) with a real button per branch to fold or unfold it; Tab and Enter/Space do it all.
 * The first level starts open.
 */
export function OrgChart({ tree }: OrgChartProps) {
  const [open, setOpen] = useState<Set<number>>(() => new Set(tree.filter((node) => node.children.length).map((node) => node.department.id)));
  const toggle = (id: number) =>
    setOpen((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  const all = branchIds(tree);
  return (
    <Box>
      {all.length > 0 && (
        <Group gap="xs" mb="sm">
          <Button size="xs" variant="default" onClick={() => setOpen(new Set(all))}>
            Expandir todo
          </Button>
          <Button size="xs" variant="default" onClick={() => setOpen(new Set())}>
            Contraer todo
          </Button>
        </Group>
      )}
      <Branch nodes={tree} open={open} toggle={toggle} level={1} />
    </Box>
  );
}
