// /contact: address, phone and e-mail from the club's settings, and a message form that opens the
// visitor's own e-mail app with the message addressed to the club (the site sends nothing itself).
import { Anchor, Button, Card, Container, Grid, Stack, Text, Textarea, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconMail, IconMapPin, IconPhone } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { emailSchema } from '@springboard/contract/auth';
import { useTenant } from '../../../lib/tenant-context';
import { contactDetails, telHref } from '../../../lib/contact-info';
import { PageHeader } from '../../../components/page-header';

export function mailtoHref(to: string, subject: string, body: string): string {
  return `mailto:${to}?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(body)}`;
}

function MessageForm({ to }: { to: string }) {
  const { t } = useTranslation('public');
  const { clubName } = useTenant();
  const form = useForm({
    initialValues: { name: '', email: '', message: '' },
    validate: {
      name: (v) => (v.trim() ? null : t('contact.form.nameRequired')),
      email: (v) => (emailSchema.safeParse(v).success ? null : t('contact.form.emailInvalid')),
      message: (v) => (v.trim() ? null : t('contact.form.messageRequired')),
    },
  });
  const submit = form.onSubmit((v) => {
    const body = `${v.message.trim()}\n\n— ${v.name.trim()} <${v.email.trim()}>`;
    window.location.assign(mailtoHref(to, t('contact.form.subject', { name: v.name.trim(), club: clubName }), body));
  });
  return (
    <form onSubmit={submit} noValidate aria-describedby="contact-form-note">
      <Stack>
        <TextInput label={t('contact.form.name')} autoComplete="name" required {...form.getInputProps('name')} />
        <TextInput label={t('contact.form.email')} type="email" autoComplete="email" required {...form.getInputProps('email')} />
        <Textarea label={t('contact.form.message')} minRows={5} autosize required {...form.getInputProps('message')} />
        <Text size="sm" c="dimmed" id="contact-form-note">
          {t('contact.form.note', { email: to })}
        </Text>
        <Button type="submit" leftSection={<IconMail size={18} aria-hidden />} style={{ alignSelf: 'flex-start' }}>
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
            {details.email ? <MessageForm to={details.email} /> : <Text>{t('contact.form.noEmail', { club: clubName })}</Text>}
          </Card>
        </Grid.Col>
      </Grid>
    </Container>
  );
}
