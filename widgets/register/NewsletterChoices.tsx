import { useId } from 'react';
import { useT } from '../../src/define-widget';
import { SafeHtml } from '../../src/safe-html';

export interface NewsletterOption {
  id: string;
  /** May hold a little HTML; always sanitized. */
  name: string;
}

/** Optional newsletters to subscribe to at registration. */
export function NewsletterChoices({ options, chosen, onChange }: { options: readonly NewsletterOption[]; chosen: readonly string[]; onChange: (ids: string[]) => void }) {
  const t = useT();
  const legend = useId();
  const valid = Array.isArray(options) ? options.filter((option) => option && typeof option.id === 'string' && typeof option.name === 'string') : [];
  if (valid.length === 0) return null;
  return (
    <fieldset className="np-register__newsletters" aria-labelledby={legend}>
      <legend id={legend}>{t('register.newsletters')}</legend>
      {valid.map((option) => (
        <label key={option.id} className="np-register__newsletter">
          <input
            type="checkbox"
            name="newsletters"
            value={option.id}
            checked={chosen.includes(option.id)}
            onChange={(event) => onChange(event.target.checked ? [...chosen, option.id] : chosen.filter((id) => id !== option.id))}
          />
          <SafeHtml html={option.name} />
        </label>
      ))}
    </fieldset>
  );
}
