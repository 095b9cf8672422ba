// The landing page's static testimonials block, the target of the header's About ›
// Testimonials entry: each quote a card with the quote mark inside it, the text, and who said it.
import { Card, Container, SimpleGrid, Text, ThemeIcon, Title } from '@mantine/core';
import { IconQuote } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

type Quote = { text: string; who: string };

export function Testimonials() {
  const { t } = useTranslation('public');
  const quotes = t('testimonials.items', { returnObjects: true }) as Quote[];
  return (
    <Container
      size="lg"
      py={{ base: 48, md: 72 }}
      component="section"
      id="testimonials"
      aria-labelledby="testimonials-title"
      style={{ scrollMarginTop: 80 }}
    >
      <Title order={2} id="testimonials-title" ta="center" mb="xl">
        {t('testimonials.title')}
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="lg">
        {quotes.map((q) => (
          <Card
            key={q.who}
            component="figure"
            withBorder
            radius="lg"
            padding="xl"
            m={0}
            bg="club.0"
            style={{ borderColor: 'var(--mantine-color-club-1)' }}
          >
            <ThemeIcon size={36} radius="xl" variant="filled" mb="md" aria-hidden>
              <IconQuote size={18} />
            </ThemeIcon>
            <Text component="blockquote" m={0} size="md" lh={1.6} style={{ flex: 1 }}>
              {q.text}
            </Text>
            <Text component="figcaption" size="sm" fw={600} c="dimmed" mt="md">
              — {q.who}
            </Text>
          </Card>
        ))}
      </SimpleGrid>
    </Container>
  );
}
