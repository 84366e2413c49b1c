import { useT } from '../../src/i18n/use-t';
import './error-page.css';

export const ERROR_CODES = [401, 403, 404, 410, 500] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

export interface ErrorPageProps {
  code?: number;
}

/** A code the page does not know is shown as a 500. */
export const errorCodeOf = (code: number | undefined): ErrorCode => ERROR_CODES.find((known) => known === code) ?? 500;

/** Title and text of an error page; 404 also has a button back to the front page. */
export function ErrorPage({ code }: ErrorPageProps) {
  const t = useT();
  const known = errorCodeOf(code);
  return (
    <div className="np-error-page">
      <p className="np-error-page__code" aria-hidden="true">
        {known}
      </p>
      <h1 className="np-error-page__title">{t(`errorPage.${known}.title`)}</h1>
      <p className="np-error-page__text">{t(`errorPage.${known}.text`)}</p>
      {known === 404 && (
        <a className="np-error-page__home" href="/">
          {t('errorPage.home')}
        </a>
      )}
    </div>
  );
}
