// <np-streaming-panel>: the live-streams toggle and its side panel, a native <dialog> opened with
// showModal() (the browser traps focus, closes on Escape and gives focus back to the toggle).
import { useId, useRef, useState, type MouseEvent } from 'react';
import type { StreamingItem } from '../../src/api/streaming';
import { useWidgetHost } from '../../src/elements/widget-host';
import { useScrollLock } from '../../src/hooks/use-scroll-lock';
import { useStreamingList } from './use-streaming-list';
import './streaming-panel.css';

export interface StreamingPanelProps {
  excludeId?: string;
}

function Stream({ item }: { item: StreamingItem }) {
  const { t } = useWidgetHost();
  const { src, alt } = item.image.image;
  return (
    <li className="np-streaming-panel__item">
      {src && <img className="np-streaming-panel__image" src={src} alt={alt} width={160} height={90} loading="lazy" />}
      <div className="np-streaming-panel__text">
        {item.kicker && <p className="np-streaming-panel__kicker">{item.kicker}</p>}
        <h3 className="np-streaming-panel__name">{item.title}</h3>
        <p className="np-streaming-panel__links">
          {item.video && (
            <a className="np-streaming-panel__link" href={item.video.href} aria-label={`${t('streaming.watch')}: ${item.title}`}>
              {t('streaming.watch')}
            </a>
          )}
          {item.audio && (
            <a className="np-streaming-panel__link" href={item.audio.href} aria-label={`${t('streaming.listen')}: ${item.title}`}>
              {t('streaming.listen')}
            </a>
          )}
        </p>
      </div>
    </li>
  );
}

export function StreamingPanel({ excludeId }: StreamingPanelProps) {
  const { t } = useWidgetHost();
  const id = useId();
  const dialog = useRef<HTMLDialogElement>(null);
  const [open, setOpen] = useState(false);
  const { items, failed, refresh } = useStreamingList(excludeId);
  useScrollLock(open);

  const show = () => {
    dialog.current?.showModal();
    setOpen(true);
    refresh();
  };
  const close = () => dialog.current?.close();
  // A click on the backdrop lands on the dialog itself, outside its content.
  const onDialogClick = (event: MouseEvent<HTMLDialogElement>) => {
    if (event.target === event.currentTarget) close();
  };

  let body;
  if (items === null && !failed) body = <p className="np-streaming-panel__notice" role="status">{t('streaming.loading')}</p>;
  else if (items === null || (failed && items.length === 0)) body = <p className="np-streaming-panel__notice" role="alert">{t('streaming.error')}</p>;
  else if (items.length === 0) body = <p className="np-streaming-panel__notice">{t('streaming.empty')}</p>;
  else
    body = (
      <ul className="np-streaming-panel__list">
        {items.map((item) => (
          <Stream key={item.id} item={item} />
        ))}
      </ul>
    );

  return (
    <>
      <button type="button" className="np-streaming-panel__toggle" aria-expanded={open} aria-haspopup="dialog" aria-controls={`${id}-panel`} onClick={show}>
        <span className="np-streaming-panel__dot" aria-hidden="true" />
        {t('streaming.toggle')}
      </button>
      <dialog ref={dialog} id={`${id}-panel`} className="np-streaming-panel__dialog" aria-modal="true" aria-labelledby={`${id}-title`} onClose={() => setOpen(false)} onClick={onDialogClick}>
        <div className="np-streaming-panel__content">
          <div className="np-streaming-panel__head">
            <h2 className="np-streaming-panel__title" id={`${id}-title`}>
              {t('streaming.title')}
            </h2>
            <button type="button" className="np-streaming-panel__close" aria-label={t('streaming.close')} onClick={close}>
              <span aria-hidden="true">×</span>
            </button>
          </div>
          {body}
        </div>
      </dialog>
    </>
  );
}
