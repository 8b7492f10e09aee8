import { Alert, Text } from '@mantine/core';

export interface FormFeedbackProps {
  /** The server's acknowledgement after a successful submission. */
  success: string | null;
  failure: string | null;
  solving: boolean;
  sending: boolean;
}

/**
 * The progress line and the outcome alerts of a public form. The progress region is always in the
 * page, even when empty, because screen readers only announce changes to a live region that exists.
 */
export function FormFeedback({ success, failure, solving, sending }: FormFeedbackProps) {
  const progress = solving ? 'Verificando que no eres un robot…' : sending ? 'Enviando…' : '';
  return (
    <>
      <Text size="sm" role="status">
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
