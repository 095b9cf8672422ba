// /contact: address, phone and e-mail from the club's settings, and a message form the server sends
// to the club's contact address (POST /api/contact, through the outbox, the visitor as Reply-To),
// with a confirmation once it went. A club with no published e-mail gets a note instead of a form.
import { useState } from 'react';
import { Alert, Anchor, Button, Card, Container, Grid, Stack, Text, Textarea, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconAlertCircle, IconCircleCheck, IconMail, IconMapPin, IconPhone, IconSend } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { emailSchema } from '@springboard/contract/auth';
import { contactOperations } from '@springboard/contract/operations/contact';
import { serverMessage } from '../../../lib/server-messages';
import { ApiError } from '../../../lib/api-client';
import { errorMessage } from '../../../lib/server-messages';
import { useTenant } from '../../../lib/tenant-context';
import { contactDetails, telHref } from '../../../lib/contact-info';
import { PageHeader } from '../../../components/page-header';
import { useOperationMutation } from '../../../lib/operations';

/** Off-screen, out of the tab order and unnamed for people: only a form-filling robot types here. */
const HONEYPOT_STYLE = { position: 'absolute', left: '-10000px', top: 'auto', width: 1, height: 1, overflow: 'hidden' } as const;

const FIELDS = ['name', 'email', 'message'] as const;
/** The alerts' titles in the body colour: Mantine's light green and red titles fall short of 4.5:1. */
const ALERT_STYLES = { title: { color: 'var(--mantine-color-text)' } };

function MessageForm() {
  const { t } = useTranslation('public');
  const { clubName } = useTenant();
  const send = useOperationMutation(contactOperations.send);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const form = useForm({
    initialValues: { name: '', email: '', message: '', website: '' },
    validate: {
      name: (v) => (v.trim() ? null : t('contact.form.nameRequired')),
      email: (v) => (emailSchema.safeParse(v).success ? null : t('contact.form.emailInvalid')),
      message: (v) => (v.trim() ? null : t('contact.form.messageRequired')),
    },
  });
  const submit = form.onSubmit((v) => {
    send.mutate(
      {
        body: {
          name: v.name.trim(),
          email: v.email.trim(),
          message: v.message.trim(),
          ...(v.website ? { website: v.website } : {}),
        },
      },
      {
        onSuccess: () => {
          setSentTo(v.email.trim());
          form.reset();
        },
        onError: (err) => {
          // The server's word for a field goes under that field (the page's own checks run first).
          if (err instanceof ApiError)
            for (const f of FIELDS) if (err.fieldDetail(f)) form.setFieldError(f, serverMessage(t, err.fieldDetail(f)!));
        },
      },
    );
  });

  if (sentTo) {
    return (
      <Stack>
        <Alert
          color="green"
          variant="light"
          styles={ALERT_STYLES}
          icon={<IconCircleCheck aria-hidden />}
          title={t('contact.form.sent', { club: clubName })}
          role="status"
        >
          {t('contact.form.sentLead', { email: sentTo })}
        </Alert>
        <Button
          variant="default"
          style={{ alignSelf: 'flex-start' }}
          onClick={() => {
            send.reset();
            setSentTo(null);
          }}
        >
          {t('contact.form.another')}
        </Button>
      </Stack>
    );
  }

  const failed = send.isError && !(send.error instanceof ApiError && send.error.details.length > 0);
  return (
    <form onSubmit={submit} noValidate aria-describedby="contact-form-note">
      <Stack>
        <TextInput label={t('contact.form.name')} autoComplete="name" required maxLength={120} {...form.getInputProps('name')} />
        <TextInput label={t('contact.form.email')} type="email" autoComplete="email" required {...form.getInputProps('email')} />
        <Textarea
          label={t('contact.form.message')}
          minRows={5}
          autosize
          required
          maxLength={5000}
          {...form.getInputProps('message')}
        />
        <div style={HONEYPOT_STYLE} aria-hidden="true">
          <label htmlFor="contact-website">{t('contact.form.honeypot')}</label>
          <input
            id="contact-website"
            name="website"
            type="text"
            tabIndex={-1}
            autoComplete="off"
            value={form.values.website}
            onChange={(e) => form.setFieldValue('website', e.currentTarget.value)}
          />
        </div>
        {failed ? (
          <Alert
            color="red"
            variant="light"
            styles={ALERT_STYLES}
            icon={<IconAlertCircle aria-hidden />}
            title={t('contact.form.failed')}
            role="alert"
          >
            {send.error instanceof ApiError && send.error.status === 429 ? t('contact.form.tooMany') : errorMessage(send.error)}
          </Alert>
        ) : null}
        <Text size="sm" c="gray.7" id="contact-form-note">
          {t('contact.form.note', { club: clubName })}
        </Text>
        <Button
          type="submit"
          loading={send.isPending}
          leftSection={<IconSend size={18} aria-hidden />}
          style={{ alignSelf: 'flex-start' }}
        >
          {t('contact.form.submit')}
        </Button>
      </Stack>
    </form>
  );
}

export function ContactPage() {
  const { t } = useTranslation('public');
  const { settings, clubName } = useTenant();
  const details = contactDetails(settings?.contact_info);
  const notPublished = t('contact.notPublished');
  return (
    <Container size="lg" py="xl">
      <PageHeader title={t('contact.title')} lead={t('contact.lead', { club: clubName })} />
      <Grid gap="xl">
        <Grid.Col span={{ base: 12, md: 5 }}>
          <Card withBorder radius="md" padding="lg">
            <Stack gap="lg" component="address" style={{ fontStyle: 'normal' }}>
              <div>
                <Title order={2} size="h5" mb={4}>
                  <IconMapPin size={18} aria-hidden style={{ verticalAlign: '-3px', marginRight: 6 }} />
                  {t('contact.address')}
                </Title>
                {details.address.length ? (
                  details.address.map((l) => <Text key={l}>{l}</Text>)
                ) : (
                  <Text c="dimmed">{notPublished}</Text>
                )}
              </div>
              <div>
                <Title order={2} size="h5" mb={4}>
                  <IconPhone size={18} aria-hidden style={{ verticalAlign: '-3px', marginRight: 6 }} />
                  {t('contact.phone')}
                </Title>
                {details.phone ? (
                  <Anchor href={telHref(details.phone)}>{details.phone}</Anchor>
                ) : (
                  <Text c="dimmed">{notPublished}</Text>
                )}
              </div>
              <div>
                <Title order={2} size="h5" mb={4}>
                  <IconMail size={18} aria-hidden style={{ verticalAlign: '-3px', marginRight: 6 }} />
                  {t('contact.email')}
                </Title>
                {details.email ? (
                  <Anchor href={`mailto:${details.email}`}>{details.email}</Anchor>
                ) : (
                  <Text c="dimmed">{notPublished}</Text>
                )}
              </div>
            </Stack>
          </Card>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 7 }}>
          <Card withBorder radius="md" padding="lg">
            <Title order={2} size="h4" mb="md">
              {t('contact.form.title')}
            </Title>
            {details.email ? <MessageForm /> : <Text>{t('contact.form.noEmail', { club: clubName })}</Text>}
          </Card>
        </Grid.Col>
      </Grid>
    </Container>
  );
}
