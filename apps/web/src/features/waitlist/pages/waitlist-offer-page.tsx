// /club/<slug>/waitlist-offer#<token>: the target of the offer e-mail's link. The
// token stays in the URL's fragment (never sent with the page request) and goes to the API in a
// body; the page shows the offered place, its monthly price and its hold time, with Accept and
// Decline, and leads on to the member area.
import { useState } from 'react';
import { Link } from 'react-router';
import { Alert, Button, Card, Container, Group, Stack, Text, Title } from '@mantine/core';
import { formatMoney, toCents } from '@springboard/contract/money';
import { paths } from '../../../config/paths';
import { useTenant } from '../../../lib/tenant-context';
import { IconCircleCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { waitlistOperations } from '@springboard/contract/operations/waitlist';
import { Loading } from '../../../components/loading';
import { usePageTitle } from '../../../components/use-page-title';
import { errorMessage } from '../../../lib/server-messages';
import { useOperation } from '../../../lib/operations';
import { useAnswerOffer } from '../api/waitlist';
import { dateTimeText, slotText } from '../components/slot-text';
import { translateKey } from '../../../lib/i18n';

export default function WaitlistOfferPage() {
  const { t, i18n } = useTranslation('waitlist');
  const { t: tc } = useTranslation();
  const dayName = (day: string) => translateKey(tc, `slotPicker.days.${day}`);
  usePageTitle(t('offer.title'));
  const [token] = useState(() => (typeof window === 'undefined' ? '' : window.location.hash.replace(/^#/, '')));
  const view = useOperation(waitlistOperations.viewOffer, token ? { body: { token } } : null, { retry: false });
  const answer = useAnswerOffer(token);
  const { club } = useTenant();
  const offer = view.data;
  const open = offer?.status === 'open';

  return (
    <Container size="sm" py="xl">
      <Card withBorder padding="xl" radius="md">
        <Stack>
          <Title order={1}>{t('offer.title')}</Title>
          {!token ? (
            <Alert color="red" role="alert">
              {t('offer.noToken')}
            </Alert>
          ) : view.isLoading ? (
            <Loading h={120} />
          ) : view.isError || !offer ? (
            <Alert color="red" role="alert">
              {view.error ? errorMessage(view.error) : t('offer.noToken')}
            </Alert>
          ) : (
            <>
              <Text size="lg">
                {t('offer.place', {
                  athlete: offer.athlete_first_name,
                  program: offer.program_label,
                  slot: slotText(offer.slot, dayName, i18n.resolvedLanguage),
                })}
              </Text>
              <Text>
                {offer.price === null
                  ? t('offer.noPrice')
                  : t('offer.price', {
                      amount: formatMoney(toCents(offer.price), i18n.resolvedLanguage === 'es' ? 'es-US' : 'en-US'),
                    })}
              </Text>
              {open && <Text>{t('offer.heldUntil', { when: dateTimeText(offer.expires_at, i18n.language) })}</Text>}
              {offer.status === 'accepted' && (
                <Alert color="green" icon={<IconCircleCheck aria-hidden />} role="status">
                  {t('offer.acceptedText', { athlete: offer.athlete_first_name })}
                </Alert>
              )}
              {offer.status === 'declined' && <Alert role="status">{t('offer.declinedText')}</Alert>}
              {(offer.status === 'expired' || offer.status === 'withdrawn') && (
                <Alert color="yellow" role="status">
                  {t(`offer.${offer.status}Text`)}
                </Alert>
              )}
              {answer.isError && (
                <Alert color="red" role="alert">
                  {errorMessage(answer.error)}
                </Alert>
              )}
              {open && (
                <Group>
                  <Button
                    onClick={() => answer.mutate('accept')}
                    loading={answer.isPending && answer.variables === 'accept'}
                    disabled={answer.isPending}
                  >
                    {t('offer.accept')}
                  </Button>
                  <Button
                    variant="default"
                    onClick={() => answer.mutate('decline')}
                    loading={answer.isPending && answer.variables === 'decline'}
                    disabled={answer.isPending}
                  >
                    {t('offer.decline')}
                  </Button>
                </Group>
              )}
              <Group>
                <Button component={Link} to={paths.dashboard.href(club)} variant={open ? 'subtle' : 'filled'}>
                  {t('offer.memberArea')}
                </Button>
              </Group>
            </>
          )}
        </Stack>
      </Card>
    </Container>
  );
}
