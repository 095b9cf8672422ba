// A form's messages are shown in the reader's language: when the language changes while fields
// show problems, the form checks again so the messages are said in the new one.
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

type CheckedForm = { errors: Record<string, unknown>; validate: () => unknown };

export function useRecheckOnLanguage(form: CheckedForm) {
  const { i18n } = useTranslation();
  const language = i18n.resolvedLanguage;
  const hasErrors = Object.keys(form.errors).length > 0;
  useEffect(() => {
    if (hasErrors) form.validate();
    // Only a change of language re-checks; the form's own changes validate as they happen.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [language]);
}
