// The public site of a club address that matches no club (GET /api/settings answered 404).
import { Link } from 'react-router';
import { Button, Container, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { MAIN_CONTENT_ID } from '../../components/skip-link';

export function ClubNotFound({ club }: { club: string }) {
  const { t } = useTranslation('layout');
  return (
    <Container size="sm" py={64} component="main" id={MAIN_CONTENT_ID}>
      <Stack align="flex-start">
        <Title order={1}>{t('notFound.title')}</Title>
        <Text>{t('notFound.text', { club })}</Text>
        <Button component={Link} to="/">
          {t('notFound.home')}
        </Button>
      </Stack>
    </Container>
  );
}
