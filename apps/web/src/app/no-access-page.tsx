// A screen of the signed-in areas that the user's role may not open: its title and one sentence
// saying who can grant it, inside the area's real layout and navigation. A staff member whose role
// holds no staff page at all is told so plainly, with what they can still do.
import { Link } from 'react-router';
import { Alert, Button, Stack, Text } from '@mantine/core';
import { IconInfoCircle, IconUser } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { paths } from '../config/paths';
import { holdsStaffPage, type ScreenPage } from '../config/screens';
import { usePermissionCheck } from '../components/can';
import { PageHeader } from '../components/page-header';
import { useAuth } from '../lib/auth-context';
import { useTenant } from '../lib/tenant-context';

export function NoAccessPage({ page }: { page: ScreenPage }) {
  const { t } = useTranslation(['areas', 'common']);
  const { user } = useAuth();
  const { club } = useTenant();
  const { can } = usePermissionCheck();
  const noStaffPages = user?.role === 'staff' && !holdsStaffPage(can);
  return (
    <>
      <PageHeader title={t(`pages.${page}`)} />
      {noStaffPages ? (
        <Alert variant="light" color="gray" icon={<IconInfoCircle aria-hidden />} title={t('noPagesTitle')}>
          <Stack gap="sm" align="flex-start">
            <Text size="sm">{t('noPagesLead')}</Text>
            <Button
              component={Link}
              to={paths.profile.href(club)}
              variant="default"
              leftSection={<IconUser size={16} aria-hidden />}
            >
              {t('openProfile')}
            </Button>
          </Stack>
        </Alert>
      ) : (
        <Alert variant="light" color="gray">
          {t('common:noAccess')}
        </Alert>
      )}
    </>
  );
}
