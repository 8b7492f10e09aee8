import type { Department } from '../../../../shared/contracts/departments';

export interface DepartmentNode {
  department: Department;
  children: DepartmentNode[];
}

const byName = (a: DepartmentNode, b: DepartmentNode) => a.department.name.localeCompare(b.department.name, 'es-MX', { sensitivity: 'base' });

/**
 * The org chart from the flat list the API answers. A department whose parent is not in the list
 * (another company's, deleted) or whose chain of parents loops back to itself is shown as a root,
 * so every department appears exactly once whatever the data say. Siblings go by name.
 */
export function buildDepartmentTree(departments: readonly Department[]): DepartmentNode[] {
  const byId = new Map(departments.map((department) => [department.id, department]));
  const nodes = new Map(departments.map((department) => [department.id, { department, children: [] as DepartmentNode[] }]));

  const loops = (department: Department): boolean => {
    const seen = new Set<number>([department.id]);
    let parentId = department.parent_id;
    while (parentId !== null && byId.has(parentId)) {
      if (seen.has(parentId)) return true;
      seen.add(parentId);
      parentId = byId.get(parentId)!.parent_id;
    }
    return false;
  };

  const roots: DepartmentNode[] = [];
  for (const department of departments) {
    const node = nodes.get(department.id)!;
    const parent = department.parent_id !== null ? nodes.get(department.parent_id) : undefined;
    if (parent && parent !== node && !loops(department)) parent.children.push(node);
    else roots.push(node);
  }
  const sort = (list: DepartmentNode[]) => {
    list.sort(byName);
    for (const node of list) sort(node.children);
  };
  sort(roots);
  return roots;
}

/** The ids of a department and everything below it: none of them may become its parent. */
export function subtreeIds(departments: readonly Department[], rootId: number): Set<number> {
  const ids = new Set<number>([rootId]);
  let grew = true;
  while (grew) {
    grew = false;
    for (const department of departments) {
      if (department.parent_id !== null && ids.has(department.parent_id) && !ids.has(department.id)) {
        ids.add(department.id);
        grew = true;
      }
    }
  }
  return ids;
}

/** Every id that has children: what "Expandir todo" opens. */
export function branchIds(tree: readonly DepartmentNode[]): number[] {
  return tree.flatMap((node) => (node.children.length ? [node.department.id, ...branchIds(node.children)] : []));
}
