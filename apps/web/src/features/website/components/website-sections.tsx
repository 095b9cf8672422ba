// Every section of the Website screen, in the order the public site shows them.
import { Accordion, Badge, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { WEBSITE_LIMITS, WEBSITE_PAGES, type WebsiteLanguage } from '@springboard/contract/website';
import { emptyText } from '../website-form';
import { ListEditor, LocalField, Section, type WebsiteForm } from './website-fields';

const L = WEBSITE_LIMITS;

export function WebsiteSections({ form, lang }: { form: WebsiteForm; lang: WebsiteLanguage }) {
  const { t } = useTranslation('website');
  const field = { form, lang };
  const pages = form.getValues().pages;
  return (
    <>
      <Section id="hero" title={t('sections.hero.title')} hint={t('sections.hero.hint')}>
        <LocalField {...field} path="hero.title" label={t('fields.heroTitle')} maxLength={L.short} />
        <LocalField {...field} path="hero.subtitle" label={t('fields.heroSubtitle')} maxLength={L.line} multiline />
      </Section>

      <Section id="why" title={t('sections.why.title')} hint={t('sections.why.hint')}>
        <ListEditor
          form={form}
          field="why"
          itemLabel={t('sections.why.item')}
          max={L.why}
          empty={() => ({ title: emptyText(), text: emptyText() })}
          renderItem={(i) => (
            <>
              <LocalField {...field} path={`why.${i}.title`} label={t('fields.title')} maxLength={L.short} />
              <LocalField {...field} path={`why.${i}.text`} label={t('fields.text')} maxLength={L.line} multiline />
            </>
          )}
        />
      </Section>

      <Section id="testimonials" title={t('sections.testimonials.title')} hint={t('sections.testimonials.hint')}>
        <ListEditor
          form={form}
          field="testimonials"
          itemLabel={t('sections.testimonials.item')}
          max={L.testimonials}
          empty={() => ({ quote: emptyText(), who: emptyText() })}
          renderItem={(i) => (
            <>
              <LocalField
                {...field}
                path={`testimonials.${i}.quote`}
                label={t('fields.quote')}
                maxLength={L.line * 2}
                multiline
              />
              <LocalField {...field} path={`testimonials.${i}.who`} label={t('fields.who')} maxLength={L.short} />
            </>
          )}
        />
      </Section>

      <Section id="about" title={t('sections.about.title')} hint={t('sections.about.hint')}>
        <LocalField
          {...field}
          path="about.mission"
          label={t('fields.mission')}
          maxLength={L.text}
          multiline
          description={t('fields.bodyHint')}
        />
        <LocalField
          {...field}
          path="about.values"
          label={t('fields.values')}
          maxLength={L.text}
          multiline
          description={t('fields.bodyHint')}
        />
      </Section>

      <Section id="faq" title={t('sections.faq.title')} hint={t('sections.faq.hint')}>
        <ListEditor
          form={form}
          field="faq"
          itemLabel={t('sections.faq.item')}
          max={L.faq}
          empty={() => ({ question: emptyText(), answer: emptyText() })}
          renderItem={(i) => (
            <>
              <LocalField {...field} path={`faq.${i}.question`} label={t('fields.question')} maxLength={L.line} />
              <LocalField {...field} path={`faq.${i}.answer`} label={t('fields.answer')} maxLength={L.text} multiline />
            </>
          )}
        />
      </Section>

      <Section id="banner" title={t('sections.banner.title')} hint={t('sections.banner.hint')}>
        <LocalField {...field} path="banner.title" label={t('fields.bannerTitle')} maxLength={L.short} />
        <LocalField {...field} path="banner.text" label={t('fields.bannerText')} maxLength={L.line} multiline />
      </Section>

      <Section id="footer" title={t('sections.footer.title')} hint={t('sections.footer.hint')}>
        <LocalField {...field} path="footer.blurb" label={t('fields.blurb')} maxLength={L.line} multiline />
      </Section>

      <Section id="pages" title={t('sections.pages.title')} hint={t('sections.pages.hint')}>
        <Accordion variant="separated" radius="sm" multiple>
          {WEBSITE_PAGES.map((key) => {
            const p = pages[key];
            const written = !!(p.title.en || p.title.es || p.body.en || p.body.es);
            return (
              <Accordion.Item key={key} value={key}>
                <Accordion.Control>
                  <Group justify="space-between" wrap="nowrap" pr="sm">
                    <Text component="span" fw={600}>
                      {t(`pages.${key}`)}
                    </Text>
                    <Badge variant="light" color={written ? 'green' : 'gray'} style={{ flex: 'none' }}>
                      {written ? t('written') : t('notWritten')}
                    </Badge>
                  </Group>
                </Accordion.Control>
                <Accordion.Panel>
                  <Stack gap="xs">
                    <LocalField {...field} path={`pages.${key}.title`} label={t('fields.pageTitle')} maxLength={L.short} />
                    <LocalField
                      {...field}
                      path={`pages.${key}.body`}
                      label={t('fields.pageBody')}
                      maxLength={L.page}
                      multiline
                      description={t('fields.bodyHint')}
                    />
                  </Stack>
                </Accordion.Panel>
              </Accordion.Item>
            );
          })}
        </Accordion>
      </Section>
    </>
  );
}
