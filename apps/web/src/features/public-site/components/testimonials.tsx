// The landing page's static testimonials block (document 01 §2), the target of the marketing bar's
// "Testimonials" entry.
import { Blockquote, Container, SimpleGrid, Title } from '@mantine/core';
import { IconQuote } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

type Quote = { text: string; who: string };

export function Testimonials() {
  const { t } = useTranslation('public');
  const quotes = t('testimonials.items', { returnObjects: true }) as Quote[];
  return (
    <Container
      size="lg"
      py="xl"
      component="section"
      id="testimonials"
      aria-labelledby="testimonials-title"
      style={{ scrollMarginTop: 16 }}
    >
      <Title order={2} id="testimonials-title" ta="center" mb="lg">
        {t('testimonials.title')}
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="lg">
        {quotes.map((q) => (
          <Blockquote key={q.who} icon={<IconQuote size={20} aria-hidden />} cite={`— ${q.who}`} radius="md" p="lg" m={0}>
            {q.text}
          </Blockquote>
        ))}
      </SimpleGrid>
    </Container>
  );
}
