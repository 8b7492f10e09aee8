import { Alert, Text } from '@mantine/core';

export interface FormFeedbackProps {
  /** The server's acknowledgement after a successful submission. */
  success: string | null;
  failure: string | null;
  solving: boolean;
  sending: boolean;
}

/**
 * The progress line (a live region that is always in the page, so changes are announced) and the
 * outcome alerts of a public form. Alerts have no title: Mantine colours a title with the variant
 * colour, which is below 4.5:1 on the light teal background; the body text stays black.
 */
export function FormFeedback({ success, failure, solving, sending }: FormFeedbackProps) {
  const progress = solving ? 'Verificando que no eres un robot…' : sending ? 'Enviando…' : '';
  return (
    <>
      <Text size="sm" role="status" aria-live="polite">
        {progress}
      </Text>
      {failure && (
        <Alert color="red" role="alert">
          {failure}
        </Alert>
      )}
      {success && (
        <Alert color="teal" role="status">
          {success}
        </Alert>
      )}
    </>
  );
}
