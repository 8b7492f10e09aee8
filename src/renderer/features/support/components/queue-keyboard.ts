/** What a key does in the queue: move the selection to a row, open the selected one, or nothing. */
export type QueueKeyAction = { kind: 'select'; index: number } | { kind: 'open'; index: number } | null;

/**
 * The queue's keyboard (as in mail clients and Zammad): j / ↓ next row, k / ↑ previous, Home / End
 * first and last, Enter opens the selected row. Nothing selected yet: the first move selects the
 * first row. The selection stops at the ends (no wrap: a long list would jump).
 */
export function queueKeyAction(key: string, selected: number | null, count: number): QueueKeyAction {
  if (count === 0) return null;
  const current = selected === null ? null : Math.min(Math.max(selected, 0), count - 1);
  switch (key) {
    case 'j':
    case 'ArrowDown':
      return { kind: 'select', index: current === null ? 0 : Math.min(current + 1, count - 1) };
    case 'k':
    case 'ArrowUp':
      return { kind: 'select', index: current === null ? 0 : Math.max(current - 1, 0) };
    case 'Home':
      return { kind: 'select', index: 0 };
    case 'End':
      return { kind: 'select', index: count - 1 };
    case 'Enter':
      return current === null ? null : { kind: 'open', index: current };
    default:
      return null;
  }
}

/** Keys typed into a field are the field's: the queue listens only when focus is elsewhere. */
export function isTypingTarget(target: EventTarget | null): boolean {
  if (!target || typeof (target as HTMLElement).tagName !== 'string') return false;
  const element = target as HTMLElement;
  const tag = element.tagName.toLowerCase();
  return tag === 'input' || tag === 'textarea' || tag === 'select' || element.isContentEditable || element.getAttribute('role') === 'combobox';
}
