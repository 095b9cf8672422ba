// /club/<slug>/admin/website (Website): every text of the club's public site, in English and Spanish
// (a language switch edits one at a time), lists with add, remove and reorder, a preview of the
// public pages from the unsaved form (kept in this browser, followed live by the preview tab), and
// Save, which replaces the website texts only (PUT /api/website).
import { useEffect, useState } from 'react';
import { Alert, Anchor, Button, Card, Group, SegmentedControl, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconExternalLink } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { websiteOperations } from '@springboard/contract/operations/website';
import { websiteTexts, type WebsiteLanguage, type WebsiteTexts } from '@springboard/contract/website';
import { apiFieldErrors, errorMessage, errorText, fieldErrors, schemaDetails } from '../../../lib/server-messages';
import { useOperation, useOperationMutation } from '../../../lib/operations';
import { useTenant } from '../../../lib/tenant-context';
import { PREVIEW_PARAM, PREVIEW_VALUE, storeDraft } from '../../../lib/website';
import { toast } from '../../../lib/toast';
import { paths } from '../../../config/paths';
import { EmptyState } from '../../../components/empty-state';
import { Loading } from '../../../components/loading';
import { PageHeader } from '../../../components/page-header';
import { toBody, toValues, type WebsiteValues } from '../website-form';
import { WebsiteSections } from '../components/website-sections';

function PreviewLinks() {
  const { t } = useTranslation('website');
  const { club } = useTenant();
  const q = `?${PREVIEW_PARAM}=${PREVIEW_VALUE}`;
  const links = [
    { label: t('previewLanding'), href: paths.home.href(club) + q },
    { label: t('previewPrograms'), href: paths.programs.href(club) + q },
    { label: t('previewAbout'), href: paths.about.href(club) + q },
  ];
  return (
    <Card withBorder radius="md" padding="md">
      <Text fw={600}>{t('preview')}</Text>
      <Text size="sm" c="gray.7" mb="xs">
        {t('previewHint')}
      </Text>
      <Group gap="lg">
        {links.map((l) => (
          <Anchor key={l.href} href={l.href} target="_blank" rel="noopener">
            <Group gap={4} component="span" wrap="nowrap">
              {l.label}
              <IconExternalLink size={16} aria-hidden />
            </Group>
          </Anchor>
        ))}
      </Group>
    </Card>
  );
}

function WebsiteEditor({ saved }: { saved: WebsiteTexts }) {
  const { t } = useTranslation('website');
  const { club } = useTenant();
  const [lang, setLang] = useState<WebsiteLanguage>('en');
  const [formError, setFormError] = useState<string | null>(null);
  const save = useOperationMutation(websiteOperations.update, { invalidates: [websiteOperations.get] });
  const form = useForm<WebsiteValues>({ mode: 'controlled', initialValues: toValues(saved) });
  const values = form.getValues();
  const closeLabel = t('close');

  // The preview tab reads the form as it is now.
  useEffect(() => storeDraft(club, toBody(values)), [club, values]);

  const submit = async () => {
    setFormError(null);
    const body = toBody(form.getValues());
    const local = fieldErrors(schemaDetails(websiteTexts, body), t);
    if (Object.keys(local).length) {
      form.setErrors(local);
      setFormError(t('fixErrors'));
      return;
    }
    try {
      const data = await save.mutateAsync({ body });
      form.setInitialValues(toValues(data));
      form.resetDirty(toValues(data));
      toast('success', t('saved'), { closeLabel });
    } catch (err) {
      const errors = apiFieldErrors(err, t);
      form.setErrors(errors);
      const message = errorText(err, t);
      setFormError(Object.keys(errors).length ? t('fixErrors') : message);
      toast('error', t('failed', { message }), { closeLabel });
    }
  };

  return (
    <form
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
    >
      <Stack gap="lg" maw={860}>
        <PreviewLinks />
        <Card withBorder radius="md" padding="md" pos="sticky" top={64} style={{ zIndex: 5 }}>
          <Group justify="space-between" gap="sm">
            <Stack gap={2}>
              <Text size="sm" fw={600} id="website-lang">
                {t('language')}
              </Text>
              <SegmentedControl
                aria-labelledby="website-lang"
                value={lang}
                onChange={(v) => setLang(v as WebsiteLanguage)}
                data={[
                  { value: 'en', label: t('english') },
                  { value: 'es', label: t('spanish') },
                ]}
              />
            </Stack>
            <Group gap="sm">
              {form.isDirty() ? (
                <Text size="sm" c="gray.7">
                  {t('unsaved')}
                </Text>
              ) : null}
              <Button type="submit" loading={save.isPending}>
                {t('save')}
              </Button>
            </Group>
          </Group>
        </Card>
        {formError ? (
          <Alert color="red" variant="light" role="alert" styles={{ message: { color: 'var(--mantine-color-text)' } }}>
            {formError}
          </Alert>
        ) : null}
        <WebsiteSections form={form} lang={lang} />
      </Stack>
    </form>
  );
}

export default function WebsitePage() {
  const { t } = useTranslation('website');
  const { t: ta } = useTranslation('areas');
  const website = useOperation(websiteOperations.get, {}, { staleTime: 0 });
  let body;
  if (website.isLoading) body = <Loading h="40vh" />;
  else if (!website.data) body = <EmptyState tone="error" text={t('loadFailed', { message: errorMessage(website.error) })} />;
  else body = <WebsiteEditor saved={website.data} />;
  return (
    <>
      <PageHeader title={ta('pages.website')} lead={t('lead')} />
      {body}
    </>
  );
}
