import { Button, Group, SimpleGrid, Stack, TextInput, Textarea } from '@mantine/core';
import { type FormEvent, useRef, useState } from 'react';
import { companyContactInputSchema } from '../../../../shared/contracts/contact';
import { useSendCompanyContact } from '../api/send-company-contact';
import { useSendContact } from '../api/send-contact';
import { ContactConfirmation } from './contact-confirmation';
import { FormFeedback } from './form-feedback';
import { issuesToFieldErrors, submitFailureOf } from './submit-failure';
import { useAntiBotToken } from '../../../hooks/use-anti-bot-token';
import { FormFields } from '../../../components/form-fields';

export interface ContactFormProps {
  /** `company` adds the company's name and posts to `/company-contact`; `contact` posts to `/contact`. */
  kind: 'contact' | 'company';
}

interface ContactFormValues {
  name: string;
  email: string;
  phone: string;
  company_name: string;
  subject: string;
  message: string;
}

const EMPTY: ContactFormValues = { name: '', email: '', phone: '', company_name: '', subject: '', message: '' };

/** In the order of the form, so the first invalid one gets the focus. */
const FIELDS = ['name', 'email', 'phone', 'company_name', 'subject', 'message'] as const;

/** The server's schema without the token, which only exists once the form is valid. */
const fieldsSchema = companyContactInputSchema.omit({ token: true });

/**
 * The public contact forms ("Contacto" and "Para empresas"), checked with the server's own
 * schema; once sent, the form gives way to the message's reference.
 */
export function ContactForm({ kind }: ContactFormProps) {
  const formRef = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState<ContactFormValues>(EMPTY);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [sent, setSent] = useState<{ reference: string; email: string } | null>(null);
  const { solve, solving } = useAntiBotToken();
  const contact = useSendContact();
  const companyContact = useSendCompanyContact();
  const sending = contact.isPending || companyContact.isPending;
  const withCompany = kind === 'company';

  const field = (name: keyof ContactFormValues) => ({
    name,
    value: values[name],
    error: errors[name],
    onChange: (event: { currentTarget: { value: string } }) => {
      const { value } = event.currentTarget;
      setValues((current) => ({ ...current, [name]: value }));
    },
  });

  const focusFirstInvalid = (invalid: Record<string, string>) => {
    const first = FIELDS.find((name) => invalid[name]);
    const element = first ? formRef.current?.elements.namedItem(first) : null;
    if (element instanceof HTMLElement) element.focus();
  };

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setFailure(null);
    const parsed = fieldsSchema.safeParse({
      name: values.name,
      email: values.email,
      subject: values.subject,
      phone: values.phone.trim() || null,
      message: values.message.trim() || null,
      company_name: withCompany ? values.company_name.trim() || null : undefined,
    });
    if (!parsed.success) {
      const invalid = issuesToFieldErrors(parsed.error.issues);
      setErrors(invalid);
      focusFirstInvalid(invalid);
      return;
    }
    setErrors({});
    try {
      const token = await solve();
      const { company_name: companyName, ...fields } = parsed.data;
      const response = withCompany
        ? await companyContact.mutateAsync({ ...fields, company_name: companyName, token })
        : await contact.mutateAsync({ ...fields, token });
      setValues(EMPTY);
      setSent({ reference: response.reference, email: parsed.data.email });
    } catch (error) {
      const failed = submitFailureOf(error);
      setErrors(failed.fields);
      setFailure(failed.message);
      focusFirstInvalid(failed.fields);
    }
  };

  if (sent) return <ContactConfirmation reference={sent.reference} email={sent.email} onSendAnother={() => setSent(null)} />;

  return (
    <form ref={formRef} onSubmit={handleSubmit} noValidate>
      <FormFields>
        <Stack gap="md">
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <TextInput label="Nombre" required autoComplete="name" maxLength={100} {...field('name')} />
            <TextInput label="Correo electrónico" type="email" required autoComplete="email" maxLength={254} {...field('email')} />
            <TextInput label="Teléfono (opcional)" type="tel" autoComplete="tel" maxLength={25} {...field('phone')} />
            {withCompany && (
              <TextInput label="Nombre de la empresa" autoComplete="organization" maxLength={200} {...field('company_name')} />
            )}
          </SimpleGrid>
          <TextInput label="Asunto" required maxLength={200} {...field('subject')} />
          <Textarea label="Mensaje" autosize minRows={4} maxRows={12} maxLength={5000} {...field('message')} />
          <Group>
            <Button type="submit" loading={solving || sending}>
              Enviar mensaje
            </Button>
          </Group>
          <FormFeedback success={null} failure={failure} solving={solving} sending={sending} />
        </Stack>
      </FormFields>
    </form>
  );
}
