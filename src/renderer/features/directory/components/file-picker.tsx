import { FileInput, type FileInputProps } from '@mantine/core';

/**
 * Mantine's FileInput with a readable placeholder: it is a span, not a placeholder attribute, so
 * axe checks its contrast, and Mantine's placeholder grey does not reach 4.5:1.
 */
export function FilePicker(props: FileInputProps<false>) {
  return <FileInput {...props} styles={{ placeholder: { color: 'var(--mantine-color-dimmed)' } }} />;
}
