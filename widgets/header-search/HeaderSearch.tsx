// <np-header-search>: a toggle and a search layer in the header. Under 3 characters the field is
// marked invalid and asks for at least three; otherwise it goes to /buscar?searchText=...
import { useEffect, useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { SEARCH_TEXT_MIN_LENGTH_CHARS } from '../../src/constants';
import { useWidgetHost } from '../../src/elements/widget-host';
import { navigateTo } from '../../src/navigation/navigate';
import './header-search.css';

export function HeaderSearch() {
  const { t, element, emit } = useWidgetHost();
  const id = useId();
  const [open, setOpen] = useState(false);
  const [text, setText] = useState('');
  const [invalid, setInvalid] = useState(false);
  const toggle = useRef<HTMLButtonElement>(null);
  const field = useRef<HTMLInputElement>(null);

  useEffect(() => {
    if (open) field.current?.focus();
  }, [open]);

  useEffect(() => {
    // The header's menu says when it opens: the search layer then closes (never both open).
    const onMenu = (event: Event) => {
      if ((event as CustomEvent<{ open?: boolean }>).detail?.open) setOpen(false);
    };
    window.addEventListener('np:menu', onMenu);
    return () => window.removeEventListener('np:menu', onMenu);
  }, []);

  const setLayer = (next: boolean) => {
    setOpen(next);
    // The header menu listens: the menu and the search layer are never open together.
    emit('np:search-layer', { open: next });
    if (!next) toggle.current?.focus();
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const trimmed = text.trim();
    setInvalid(trimmed.length < SEARCH_TEXT_MIN_LENGTH_CHARS);
    if (trimmed.length >= SEARCH_TEXT_MIN_LENGTH_CHARS) navigateTo(element, `/buscar?${new URLSearchParams({ searchText: trimmed }).toString()}`);
  };

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') setLayer(false);
  };

  return (
    <div className="np-header-search" onKeyDown={onKeyDown}>
      <button ref={toggle} type="button" className="np-header-search__toggle" aria-expanded={open} aria-controls={`${id}-layer`} onClick={() => setLayer(!open)}>
        <span className="np-header-search__icon" aria-hidden="true" />
        <span className="np-header-search__toggle-text">{open ? t('search.close') : t('search.open')}</span>
      </button>
      <div className="np-header-search__layer" id={`${id}-layer`} hidden={!open}>
        <form role="search" aria-label={t('search.site')} onSubmit={submit} noValidate>
          <label htmlFor={`${id}-text`}>{t('search.text')}</label>
          <input ref={field} id={`${id}-text`} type="search" name="searchText" value={text} onChange={(event) => setText(event.target.value)} aria-invalid={invalid || undefined} aria-describedby={invalid ? `${id}-error` : undefined} />
          <button type="submit">{t('search.submit')}</button>
          {invalid && <p className="np-header-search__error" id={`${id}-error`}>{t('search.error')}</p>}
        </form>
      </div>
    </div>
  );
}
