// The club's testimonials (written in the Website screen), the target of the header's About ›
// Testimonials entry: each quote a card with the quote mark inside it, the text, and who said it.
// A club that wrote none has no block at all.
import { Card, Container, SimpleGrid, Text, ThemeIcon, Title } from '@mantine/core';
import { IconQuote } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useWebsite } from '../../../lib/website';

export function Testimonials() {
  const { t } = useTranslation('public');
  const { texts, text } = useWebsite();
  const quotes = (texts?.testimonials ?? []).map((q) => ({ quote: text(q.quote), who: text(q.who) }));
  if (!quotes.length) return null;
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
      <SimpleGrid
        cols={{ base: 1, sm: Math.min(quotes.length, 3) }}
        spacing="lg"
        maw={quotes.length === 1 ? 640 : undefined}
        mx="auto"
      >
        {quotes.map((q, i) => (
          <Card
            key={i}
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
            <Text component="blockquote" m={0} size="md" lh={1.6} style={{ flex: 1, whiteSpace: 'pre-line' }}>
              {q.quote}
            </Text>
            {q.who ? (
              <Text component="figcaption" size="sm" fw={600} c="gray.7" mt="md">
                — {q.who}
              </Text>
            ) : null}
          </Card>
        ))}
      </SimpleGrid>
    </Container>
  );
}
