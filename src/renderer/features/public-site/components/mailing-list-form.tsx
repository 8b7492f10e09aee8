import { Button, Group, Stack, TextInput } from '@mantine/core';
import { type FormEvent, useRef, useState } from 'react';
import { emailSchema } from '../../../../shared/contracts/common';
import { useSubscribeMailingList } from '../api/subscribe-mailing-list';
import { FormFeedback } from './form-feedback';
import { submitFailureOf } from './submit-failure';
import { useAntiBotToken } from '../../../hooks/use-anti-bot-token';
import { FormFields } from '../../../components/form-fields';

/** Subscription to the news: one e-mail address and the anti-bot check. */
export function MailingListForm() {
  const inputRef = useRef<HTMLInputElement>(null);
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [success, setSuccess] = useState<string | null>(null);
  const { solve, solving } = useAntiBotToken();
  const subscription = useSubscribeMailingList();

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setFailure(null);
    setSuccess(null);
    const parsed = emailSchema.safeParse(email);
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? 'El correo electrónico no es válido.');
      inputRef.current?.focus();
      return;
    }
    setError(null);
    try {
      const token = await solve();
      const response = await subscription.mutateAsync({ user_emails: parsed.data, token });
      setEmail('');
      setSuccess(response.message);
    } catch (caught) {
      const { fields, message } = submitFailureOf(caught);
      const emailError = Object.entries(fields).find(([key]) => key === 'user_emails' || key.startsWith('user_emails.'))?.[1];
      if (emailError) {
        setError(emailError);
        inputRef.current?.focus();
      }
      setFailure(message);
    }
  };

  return (
    <form onSubmit={handleSubmit} noValidate>
      <FormFields>
        <Stack gap="sm">
          <Group align="flex-start" gap="sm" wrap="wrap">
            <TextInput
              ref={inputRef}
              name="email"
              label="Correo electrónico"
              type="email"
              required
              autoComplete="email"
              maxLength={254}
              value={email}
              error={error}
              onChange={(event) => setEmail(event.currentTarget.value)}
              style={{ flex: '1 1 16rem' }}
            />
            <Button type="submit" loading={solving || subscription.isPending} mt={{ base: 0, xs: 25 }}>
              Suscribirme
            </Button>
          </Group>
          <FormFeedback success={success} failure={failure} solving={solving} sending={subscription.isPending} />
        </Stack>
      </FormFields>
    </form>
  );
}
