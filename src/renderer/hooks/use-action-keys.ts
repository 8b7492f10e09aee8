import { useState } from 'react';
import { type ActionKeys, createActionKeys } from '../lib/idempotency-key';

/** One screen's Idempotency-Key keeper (see `createActionKeys`), stable across renders. */
export function useActionKeys(): ActionKeys {
  return useState(createActionKeys)[0];
}
