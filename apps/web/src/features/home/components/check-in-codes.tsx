// The family's check-in codes on its home: one QR code per athlete, which the front desk scans to
// mark the athlete present in today's class; the code's text is under it for a desk without a scanner.
import { useEffect, useState } from 'react';
import { Card, Image, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import QRCode from 'qrcode';
import { useTranslation } from 'react-i18next';
import { checkInOperations } from '@springboard/contract/operations/check-in';
import { Loading } from '../../../components/loading';
import { useOperation } from '../../../lib/operations';

function QrImage({ code, alt }: { code: string; alt: string }) {
  const [src, setSrc] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    void QRCode.toDataURL(code, { margin: 1, width: 180, errorCorrectionLevel: 'M' }).then((url) => live && setSrc(url));
    return () => {
      live = false;
    };
  }, [code]);
  return src ? <Image src={src} alt={alt} w={180} h={180} /> : <Loading h={180} />;
}

export function CheckInCodes({ membershipId }: { membershipId: string }) {
  const { t } = useTranslation('check-in');
  const codes = useOperation(checkInOperations.codes, { params: { id: membershipId } });
  if (codes.isLoading) return <Loading h={120} />;
  if (!codes.data || codes.data.length === 0) return null;
  return (
    <section aria-labelledby="check-in-codes">
      <Title order={2} size="h4" mb={4} id="check-in-codes">
        {t('codes.title')}
      </Title>
      <Text size="sm" c="gray.7" mb="sm">
        {t('codes.lead')}
      </Text>
      <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="sm">
        {codes.data.map((c) => {
          const name = `${c.first_name} ${c.last_name}`;
          return (
            <Card key={c.athlete_id} withBorder radius="md" padding="md">
              <Stack gap={6} align="center">
                <Text fw={700}>{name}</Text>
                <QrImage code={c.code} alt={t('codes.alt', { name })} />
                <Text size="xs" ff="monospace" c="gray.7" style={{ wordBreak: 'break-all' }} ta="center">
                  {c.code}
                </Text>
              </Stack>
            </Card>
          );
        })}
      </SimpleGrid>
    </section>
  );
}
