import { useCallback, useEffect, useState } from 'react';
import type { Alert } from '../../src/api/alert';
import { ALERT_AUTO_CLOSE_MS, ALERT_OFFSET_PX } from '../../src/constants';
import { useT } from '../../src/i18n/use-t';
import { observeAlertOffsetPx, readAlerts, rememberShown, shownAlertIds } from './alerts';
import './alert-banner.css';

export interface AlertBannerProps {
  alerts?: unknown;
  adContainer?: string;
  topContainer?: string;
}

function AlertItem({ alert, onClose }: { alert: Alert; onClose: (id: string) => void }) {
  const t = useT();
  const { link, image } = alert;
  const newWindow = link.target === '_blank';
  const title = link.href ? (
    <a href={link.href} title={link.title || undefined} target={link.target || undefined} rel={newWindow ? 'noopener noreferrer' : link.rel || undefined}>
      {alert.title}
    </a>
  ) : (
    alert.title
  );
  return (
    <li className="np-alert-banner__item">
      {image.url && <img className="np-alert-banner__image" src={image.url} alt={image.alt} width="64" height="64" />}
      <div className="np-alert-banner__body">
        <p className="np-alert-banner__title">{title}</p>
        {alert.text && <p className="np-alert-banner__text">{alert.text}</p>}
      </div>
      <button type="button" className="np-alert-banner__close" aria-label={t('alerts.close', { title: alert.title })} onClick={() => onClose(alert.id)}>
        ×
      </button>
    </li>
  );
}

/** Each alert shows once per browser session (by id) and closes itself after 7 s. */
export function AlertBanner({ alerts, adContainer = '.ad--top', topContainer = '.site-header' }: AlertBannerProps) {
  const t = useT();
  const [visible, setVisible] = useState<Alert[]>(() => {
    const shown = new Set(shownAlertIds());
    return readAlerts(alerts).filter((alert) => !shown.has(alert.id));
  });
  // Until the containers are measured the banner waits (a frame): it never shows and then moves.
  const [top, setTop] = useState<number | null>(null);
  const placed = top !== null;
  useEffect(() => observeAlertOffsetPx(ALERT_OFFSET_PX, [adContainer, topContainer], setTop), [adContainer, topContainer]);
  useEffect(() => {
    if (placed) rememberShown(visible.map((alert) => alert.id));
  }, [visible, placed]);
  const close = useCallback((id: string) => setVisible((current) => current.filter((each) => each.id !== id)), []);
  // The alerts show together, so they close together 7 s later, in one update: closed one by one (a
  // timer each), the first left a frame in which the ones below it had moved up, a layout shift.
  useEffect(() => {
    if (!placed) return;
    const timer = setTimeout(() => setVisible([]), ALERT_AUTO_CLOSE_MS);
    return () => clearTimeout(timer);
  }, [placed]);
  if (visible.length === 0 || !placed) return null;
  return (
    <section className="np-alert-banner" aria-label={t('alerts.label')} style={{ top: `${top}px` }}>
      <div role="status">
        <ul className="np-alert-banner__list">
          {visible.map((alert) => (
            <AlertItem key={alert.id} alert={alert} onClose={close} />
          ))}
        </ul>
      </div>
    </section>
  );
}
