// The sidebar's global search: after a 2 second pause in typing
// (Enter searches at once) it asks the server for the members, athletes and staff the user may open,
// lists them by kind with e-mails shortened past 20 characters, and picking one opens it. A combobox:
// the arrow keys move through the results, Enter opens one, Escape closes the list.
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useNavigate } from 'react-router';
import { CloseButton, Combobox, Loader, Text, TextInput, VisuallyHidden, useCombobox } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import {
  SEARCH_KINDS,
  SEARCH_MAX_LENGTH,
  SEARCH_MIN_LENGTH,
  SEARCH_PAUSE_MS,
  type SearchKind,
} from '@springboard/contract/search';
import { searchOperations } from '@springboard/contract/operations/search';
import { errorMessage } from '../../../lib/server-messages';
import { useAuth } from '../../../lib/auth-context';
import { useTenant } from '../../../lib/tenant-context';
import { usePermissionCheck } from '../../../components/can';
import { useOperation } from '../../../lib/operations';
import { searchableKinds, searchOptions, shortenEmail, type SearchArea, type SearchOption } from '../search-results';
import classes from './global-search.module.css';

export function GlobalSearch({ area, onNavigate }: { area: SearchArea; onNavigate: () => void }) {
  const { t, i18n } = useTranslation('search');
  const { club } = useTenant();
  const { user } = useAuth();
  const { can } = usePermissionCheck();
  const navigate = useNavigate();
  const listId = useId();
  /** The result the arrow keys are on (the input's aria-activedescendant). */
  const [activeId, setActiveId] = useState<string | null>(null);
  const combobox = useCombobox({
    onDropdownClose: () => {
      combobox.resetSelectedOption();
      setActiveId(null);
    },
  });
  const [value, setValue] = useState('');
  /** The trimmed text last sent: the search runs for it. */
  const [searched, setSearched] = useState('');
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);

  const typed = value.trim();
  const pending = typed !== searched;
  // From 2 characters (the server's minimum). The caller's permissions decide which kinds the server
  // searches: the answer is the user's own (the key carries the user).
  const query = useOperation(
    searchOperations.search,
    user && searched.length >= SEARCH_MIN_LENGTH ? { query: { q: searched } } : null,
    { staleTime: 30_000, retry: false },
  );
  /** "members, athletes, and staff" (or "…, or staff"), in the reader's language. */
  const listOf = (kinds: readonly SearchKind[], type: 'conjunction' | 'disjunction' = 'conjunction') =>
    new Intl.ListFormat(i18n.language, { type }).format(kinds.map((k) => t(`kinds.${k}`)));
  const kinds = searchableKinds(user?.role, can);

  const searchNow = (text: string) => {
    window.clearTimeout(timer.current);
    setSearched(text.trim());
  };
  const change = (next: string) => {
    setValue(next);
    setActiveId(null);
    combobox.resetSelectedOption();
    combobox.openDropdown();
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(() => setSearched(next.trim()), SEARCH_PAUSE_MS);
  };
  const clear = () => {
    window.clearTimeout(timer.current);
    setActiveId(null);
    setValue('');
    setSearched('');
    combobox.closeDropdown();
  };
  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      // The combobox moves its highlight as this handler returns; read where it landed.
      queueMicrotask(() =>
        setActiveId(document.getElementById(listId)?.querySelector<HTMLElement>('[data-combobox-selected]')?.id ?? null),
      );
      return;
    }
    // Enter with no result chosen: search now rather than wait for the pause (or try a failed search again).
    if (e.key !== 'Enter' || combobox.getSelectedOptionIndex() !== -1 || typed.length < SEARCH_MIN_LENGTH) return;
    e.preventDefault();
    if (pending) searchNow(typed);
    else if (query.isError) void query.refetch();
  };

  // While the user types on, the last results stay until the next search has run.
  const options = typed.length >= SEARCH_MIN_LENGTH && query.data ? searchOptions(query.data, club, area) : null;
  const byValue = new Map<string, SearchOption>(options ? SEARCH_KINDS.flatMap((k) => options[k]).map((o) => [o.value, o]) : []);
  const total = byValue.size;
  const listShown = combobox.dropdownOpened && total > 0;

  const pick = (v: string) => {
    const option = byValue.get(v);
    if (!option) return;
    clear();
    onNavigate();
    void navigate(option.href);
  };

  let status: string;
  let announce = '';
  if (typed.length === 0) status = t('hint');
  else if (typed.length < SEARCH_MIN_LENGTH) status = t('tooShort');
  else if (pending) status = t('waiting');
  else if (query.isError) status = announce = t('failed', { message: errorMessage(query.error) });
  else if (!query.data) status = announce = t('searching');
  else if (total === 0) status = announce = t('empty', { kinds: listOf(query.data.searched, 'disjunction'), q: searched });
  else {
    status = announce = t('found', { count: total });
    const more = SEARCH_KINDS.filter((k) => query.data?.more[k]).map((k) => t('more', { kind: t(`kinds.${k}`) }));
    announce = [announce, ...more].join(' ');
  }

  return (
    <>
      <Combobox store={combobox} onOptionSubmit={pick} withinPortal position="bottom-start">
        {/* The combobox's ARIA attributes are set here: Mantine's keep pointing at a result of an earlier search. */}
        <Combobox.Target withAriaAttributes={false}>
          <TextInput
            role="combobox"
            aria-haspopup="listbox"
            aria-autocomplete="list"
            aria-expanded={listShown}
            aria-controls={listShown ? listId : undefined}
            aria-activedescendant={listShown && activeId ? activeId : undefined}
            data-mantine-stop-propagation={combobox.dropdownOpened || undefined}
            value={value}
            onChange={(e) => change(e.currentTarget.value)}
            onClick={() => combobox.openDropdown()}
            onFocus={() => value && combobox.openDropdown()}
            onBlur={() => combobox.closeDropdown()}
            onKeyDown={onKeyDown}
            aria-label={t('label', { kinds: listOf(kinds) })}
            placeholder={t('placeholder')}
            maxLength={SEARCH_MAX_LENGTH}
            autoComplete="off"
            spellCheck={false}
            leftSection={<IconSearch size={16} aria-hidden />}
            rightSection={
              query.isFetching ? (
                <Loader size={14} aria-hidden />
              ) : value ? (
                <CloseButton size="sm" aria-label={t('clear')} onMouseDown={(e) => e.preventDefault()} onClick={clear} />
              ) : null
            }
          />
        </Combobox.Target>
        <Combobox.Dropdown>
          <Text size="xs" c={query.isError && !pending ? 'red.8' : 'dimmed'} px="xs" py={6} aria-hidden>
            {status}
          </Text>
          {options && total > 0 && (
            <Combobox.Options id={listId} aria-label={t('results')} mah="min(60vh, 28rem)" style={{ overflowY: 'auto' }}>
              {SEARCH_KINDS.filter((k) => options[k].length > 0).map((kind) => (
                <Combobox.Group key={kind} label={t(`groups.${kind}`)}>
                  {options[kind].map((o) => (
                    <Combobox.Option
                      key={o.value}
                      value={o.value}
                      aria-label={t(`options.${kind}`, { name: o.name, email: o.email })}
                    >
                      <Text size="sm" fw={600} lh={1.3} truncate>
                        {o.name}
                      </Text>
                      <Text size="xs" lh={1.3} title={o.email} className={classes.email}>
                        {shortenEmail(o.email)}
                      </Text>
                    </Combobox.Option>
                  ))}
                  {query.data?.more[kind] && (
                    <Text size="xs" c="dimmed" px="xs" py={4} aria-hidden>
                      {t('more', { kind: t(`kinds.${kind}`) })}
                    </Text>
                  )}
                </Combobox.Group>
              ))}
            </Combobox.Options>
          )}
        </Combobox.Dropdown>
      </Combobox>
      <VisuallyHidden role="status" aria-live="polite">
        {combobox.dropdownOpened ? announce : ''}
      </VisuallyHidden>
    </>
  );
}
