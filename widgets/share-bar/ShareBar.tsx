import { useEffect, useId, useState } from 'react';
import { useSelector } from 'react-redux';
import { COPIED_MESSAGE_MS, SHARE_BAR_MOBILE_BREAKPOINT_PX } from '../../src/constants';
import { pushToDataLayer } from '../../src/data-layer';
import { useT } from '../../src/i18n/use-t';
import type { NpState } from '../../src/store';
import { copyText } from './copy-text';
import { ShareIcon } from './ShareIcon';
import { ALWAYS_SHOWN, campaignFor, networkShareUrl, sharedUrl, SHOWN_WHEN_EXPANDED, type ShareNetwork } from './share-links';
import './share-bar.css';

export interface ShareBarProps {
  url?: string;
  title?: string;
}

type CopyState = 'idle' | 'copied' | 'failed';

const trackShare = (network: ShareNetwork | 'copy' | 'native', url: string) =>
  pushToDataLayer({ event: 'share', shareNetwork: network, shareUrl: url });

export function ShareBar({ url, title }: ShareBarProps) {
  const t = useT();
  const windowWidth = useSelector((state: NpState) => state.site.windowWidth) || window.innerWidth;
  const [expanded, setExpanded] = useState(false);
  const [copyState, setCopyState] = useState<CopyState>('idle');
  const extraId = useId();
  const address = sharedUrl(url, campaignFor(windowWidth), window.location.href);
  const headline = title ?? document.title;
  const nativeShare = windowWidth < SHARE_BAR_MOBILE_BREAKPOINT_PX && typeof navigator.share === 'function';

  useEffect(() => {
    if (copyState === 'idle') return;
    const timer = setTimeout(() => setCopyState('idle'), COPIED_MESSAGE_MS);
    return () => clearTimeout(timer);
  }, [copyState]);

  const copyLink = () => {
    trackShare('copy', address);
    copyText(address)
      .then(() => setCopyState('copied'))
      .catch((error: unknown) => {
        console.warn('np: the link could not be copied', error);
        setCopyState('failed');
      });
  };

  const shareNatively = () => {
    trackShare('native', address);
    navigator.share({ title: headline, text: t('share.native'), url: address }).catch((error: unknown) => console.info('np: native share did not complete', error));
  };

  const link = (network: ShareNetwork) => (
    <li key={network}>
      <a
        className={`np-share-bar__button np-share-bar__button--${network}`}
        href={networkShareUrl(network, address, headline)}
        target="_blank"
        rel="noopener noreferrer"
        aria-label={`${t(`share.${network}`)} ${t('share.newWindow')}`}
        onClick={() => trackShare(network, address)}
      >
        <ShareIcon name={network} />
      </a>
    </li>
  );

  return (
    <div className="np-share-bar" role="group" aria-label={t('share.label')}>
      {nativeShare ? (
        <button type="button" className="np-share-bar__button np-share-bar__button--native" onClick={shareNatively}>
          <ShareIcon name="native" />
          <span>{t('share.label')}</span>
        </button>
      ) : (
        <>
          <ul className="np-share-bar__list">
            {ALWAYS_SHOWN.map(link)}
            <li>
              <button type="button" className="np-share-bar__button np-share-bar__button--copy" aria-label={t('share.copy')} onClick={copyLink}>
                <ShareIcon name="copy" />
              </button>
            </li>
          </ul>
          <ul className="np-share-bar__list" id={extraId} hidden={!expanded}>
            {expanded && SHOWN_WHEN_EXPANDED.map(link)}
          </ul>
          <button
            type="button"
            className="np-share-bar__button np-share-bar__button--more"
            aria-expanded={expanded}
            aria-controls={extraId}
            aria-label={t('share.more')}
            onClick={() => setExpanded((open) => !open)}
          >
            <ShareIcon name={expanded ? 'less' : 'more'} />
          </button>
        </>
      )}
      <p className="np-share-bar__status" role="status">
        {copyState === 'copied' ? t('share.copied') : copyState === 'failed' ? t('share.copyFailed') : ''}
      </p>
    </div>
  );
}
