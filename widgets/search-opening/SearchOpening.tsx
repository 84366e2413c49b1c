// <np-search-opening> at /buscar: a filter dropdown (all, news, other) and a text input. Under 3
// characters it shows search.error and does not navigate (spec: discovery, sections 2 and 5).
import { useId, useState, type FormEvent } from 'react';
import { SEARCH_TEXT_MIN_LENGTH_CHARS } from '../../src/constants';
import { useWidgetHost } from '../../src/elements/widget-host';
import { navigateTo } from '../../src/navigation/navigate';
import './search-opening.css';

export interface SearchOpeningProps {
  text?: string;
  searchtype?: string;
}

export const SEARCH_TYPES = ['all', 'news', 'other'] as const;
type SearchType = (typeof SEARCH_TYPES)[number];
const asSearchType = (value: string | undefined): SearchType => ((SEARCH_TYPES as readonly string[]).includes(value ?? '') ? (value as SearchType) : 'all');

export function SearchOpening({ text: initialText = '', searchtype }: SearchOpeningProps) {
  const { t, element } = useWidgetHost();
  const id = useId();
  const [text, setText] = useState(initialText);
  const [type, setType] = useState<SearchType>(asSearchType(searchtype));
  const [invalid, setInvalid] = useState(false);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const trimmed = text.trim();
    setInvalid(trimmed.length < SEARCH_TEXT_MIN_LENGTH_CHARS);
    if (trimmed.length < SEARCH_TEXT_MIN_LENGTH_CHARS) return;
    const query = new URLSearchParams({ text: trimmed, ...(type === 'all' ? {} : { searchtype: type }) });
    navigateTo(element, `/buscar?${query.toString()}`);
  };

  return (
    <form className="np-search-opening" role="search" aria-label={t('search.label')} onSubmit={submit} noValidate>
      <div className="np-search-opening__field">
        <label htmlFor={`${id}-type`}>{t('search.type')}</label>
        <select id={`${id}-type`} name="searchtype" value={type} onChange={(event) => setType(asSearchType(event.target.value))}>
          {SEARCH_TYPES.map((each) => (
            <option key={each} value={each}>
              {t(`search.type.${each}`)}
            </option>
          ))}
        </select>
      </div>
      <div className="np-search-opening__field np-search-opening__field--text">
        <label htmlFor={`${id}-text`}>{t('search.text')}</label>
        <input id={`${id}-text`} type="search" name="text" value={text} onChange={(event) => setText(event.target.value)} aria-invalid={invalid || undefined} aria-describedby={invalid ? `${id}-error` : undefined} />
        {invalid && <p className="np-search-opening__error" id={`${id}-error`}>{t('search.error')}</p>}
      </div>
      <button type="submit" className="np-search-opening__submit">{t('search.submit')}</button>
    </form>
  );
}
