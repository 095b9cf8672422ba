// A text the club wrote, as paragraphs: a blank line starts a new one, a single line break stays.
import { Stack, Text } from '@mantine/core';

export function Paragraphs({ text }: { text: string }) {
  return (
    <Stack gap="sm">
      {text
        .split(/\n\s*\n/)
        .filter((p) => p.trim())
        .map((p, i) => (
          <Text key={i} style={{ whiteSpace: 'pre-line' }}>
            {p}
          </Text>
        ))}
    </Stack>
  );
}
