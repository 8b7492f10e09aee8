import { describe, expect, it } from 'vitest';
import type { Department } from '../../../../src/shared/contracts/departments';
import { type DepartmentNode, branchIds, buildDepartmentTree, subtreeIds } from '../../../../src/renderer/features/directory/components/department-tree';

const department = (id: number, name: string, parent_id: number | null): Department => ({
  id,
  company_id: 3,
  name,
  slug: name.toLowerCase(),
  description: null,
  parent_id,
  manager_employee_id: null,
  manager: null,
  is_technical_support: false,
  employees_count: 0,
  created_at: '2026-11-23T00:00:00.000Z',
  updated_at: '2026-11-23T00:00:00.000Z',
});

/** The tree as nested names, easy to read in an assertion. */
const shape = (nodes: DepartmentNode[]): unknown[] => nodes.map((node) => (node.children.length ? { [node.department.name]: shape(node.children) } : node.department.name));

describe('the org chart from the flat list', () => {
  it('nests children under parents, siblings by name (accents and case aside)', () => {
    const tree = buildDepartmentTree([
      department(1, 'Ventas', null),
      department(2, 'Zona norte', 1),
      department(3, 'almacén', null),
      department(4, 'Área sur', 1),
      department(5, 'Mostrador', 2),
      department(6, 'Dirección', null),
    ]);
    expect(shape(tree)).toEqual(['almacén', 'Dirección', { Ventas: ['Área sur', { 'Zona norte': ['Mostrador'] }] }]);
  });

  it('shows every department once even when the data are wrong', () => {
    const tree = buildDepartmentTree([
      department(1, 'A', 2), // A ↔ B loop
      department(2, 'B', 1),
      department(3, 'C', 99), // parent not in the list
      department(4, 'D', 4), // its own parent
      department(5, 'E', 1), // hangs from a looping one
    ]);
    const names: string[] = [];
    const walk = (nodes: DepartmentNode[]) => nodes.forEach((node) => (names.push(node.department.name), walk(node.children)));
    walk(tree);
    expect(names.sort()).toEqual(['A', 'B', 'C', 'D', 'E']);
    expect(tree.map((node) => node.department.name)).toEqual(expect.arrayContaining(['A', 'B', 'C', 'D']));
  });

  it('is empty for no departments', () => {
    expect(buildDepartmentTree([])).toEqual([]);
  });

  it('knows which departments may not become a parent, and which branches fold', () => {
    const list = [department(1, 'Ventas', null), department(2, 'Norte', 1), department(3, 'Mostrador', 2), department(4, 'Almacén', null)];
    expect([...subtreeIds(list, 1)].sort()).toEqual([1, 2, 3]);
    expect([...subtreeIds(list, 3)]).toEqual([3]);
    expect(branchIds(buildDepartmentTree(list))).toEqual([1, 2]);
  });
});
