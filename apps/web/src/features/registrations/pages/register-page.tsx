// /club/<slug>/register, "Membership & Athlete Registration": a family registers
// itself and pays the registration fee by card.
import { Container } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { RegistrationFlow } from '../components/registration-flow';

export default function RegisterPage() {
  const { t } = useTranslation('registration');
  return (
    <Container size="md" py="lg" px={{ base: 'sm', sm: 'md' }}>
      <RegistrationFlow mode="card" title={t('title')} lead={t('lead')} />
    </Container>
  );
}
